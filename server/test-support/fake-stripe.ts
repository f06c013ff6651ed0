/**
 * A local fake of the part of Stripe's HTTP API we call (Checkout Sessions, refunds), so the official
 * `stripe` client runs unchanged against it (STRIPE_API_URL) with no network. It honours the
 * Idempotency-Key header like Stripe: a retried call answers the first call's object. Webhook events
 * are signed with the package's own test helper.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  currency: 'usd';
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Requests by path, with their idempotency keys. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** The customer pays on Stripe's page: the session is paid; answers the signed webhook to post. */
  pay(sessionId: string): { payload: string; signature: string; event: { id: string; type: string } };
  /** A signed event of any type for a session, as Stripe would post it. */
  event(
    type: string,
    sessionId: string,
  ): { payload: string; signature: string; event: { id: string; type: string } };
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fakeStripeKey0123456789';
  const webhookSecret = 'whsec_fakeWebhookSecret0123456789';
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe['requests'] = [];
  const byKey = new Map<string, unknown>();
  let next = 1;
  let events = 1;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        return;
      }
      const form = request.method === 'POST' ? await readBody(request) : new URLSearchParams();
      if (key && byKey.has(key)) {
        answer(200, byKey.get(key));
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${next++}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
          currency: 'usd',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          payment_intent: null,
          metadata: Object.fromEntries(
            [...form.entries()]
              .filter(([name]) => name.startsWith('metadata['))
              .map(([name, value]) => [name.slice(9, -1), value]),
          ),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        };
        sessions.set(id, session);
        if (key) byKey.set(key, session);
        answer(200, session);
        return;
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && sessionPath) {
        const session = sessions.get(decodeURIComponent(sessionPath[1]!));
        if (!session)
          answer(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        else answer(200, session);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const paymentIntent = form.get('payment_intent') ?? '';
        const amount = Number(form.get('amount') ?? 0);
        const refund: FakeRefund = {
          id: `re_test_${next++}`,
          object: 'refund',
          amount,
          payment_intent: paymentIntent,
          status: 'succeeded',
        };
        refunds.push(refund);
        if (key) byKey.set(key, refund);
        answer(200, refund);
        return;
      }
      answer(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname}).` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(secretKey);

  const event: FakeStripe['event'] = (type, sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const body = { id: `evt_test_${events++}`, object: 'event', type, data: { object: session } };
    const payload = JSON.stringify(body);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { payload, signature, event: { id: body.id, type } };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.payment_status = 'paid';
      session.status = 'complete';
      session.payment_intent = `pi_test_${next++}`;
      return event('checkout.session.completed', sessionId);
    },
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
