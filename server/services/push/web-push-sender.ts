/**
 * Standard Web Push (RFC 8030): an encrypted POST to the subscription's endpoint, authenticated
 * with VAPID. Endpoints must be https and on a known push service host (a subscription is posted by
 * the browser, so it is user input: the server never posts to arbitrary hosts).
 */
import { type Agent, request } from 'node:https';
import type { PushMessage } from './push-dispatch.ts';
import {
  PUSH_TTL_SECONDS,
  type PushOutcome,
  type PushSender,
  type PushTarget,
  pushPayload,
  topicOf,
  urgencyOf,
} from './push-sender.ts';
import { type VapidDetails, vapidAuthorization } from './vapid.ts';
import { encryptPushPayload } from './web-push-crypto.ts';

export type WebPushSenderOptions = {
  vapid: VapidDetails;
  /** Allowed endpoint hosts: exact names or `*.domain` suffixes. */
  endpointHosts: readonly string[];
  now: () => number;
  /** Tests trust their local fake push service's certificate through it. */
  agent?: Agent;
  timeoutMs?: number;
};

/** Whether a Web Push endpoint may be posted to: https on an allowed host. */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed,
  );
}

type Answer = { status: number; body: string };

function post(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  options: WebPushSenderOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        ...(options.agent ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          // Only the start of an error answer is kept for the history.
          if (size < 2000) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 500),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  async function sendOne(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    if (!target.p256dh || !target.auth)
      return { targetId: target.id, status: 'failed', error: 'subscription has no keys' };
    if (!isAllowedEndpoint(target.endpoint, options.endpointHosts)) {
      return { targetId: target.id, status: 'failed', error: 'endpoint host not allowed' };
    }
    let body: Buffer;
    try {
      body = encryptPushPayload({
        plaintext: Buffer.from(JSON.stringify(pushPayload(message)), 'utf8'),
        uaPublic: Buffer.from(target.p256dh, 'base64url'),
        authSecret: Buffer.from(target.auth, 'base64url'),
      });
    } catch (error) {
      return { targetId: target.id, status: 'failed', error: (error as Error).message };
    }
    const topic = topicOf(message.tag);
    const headers: Record<string, string> = {
      authorization: vapidAuthorization(target.endpoint, options.vapid, options.now()),
      ttl: String(PUSH_TTL_SECONDS),
      urgency: urgencyOf(message),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ...(topic ? { topic } : {}),
    };
    try {
      const answer = await post(target.endpoint, headers, body, options);
      if (answer.status >= 200 && answer.status < 300)
        return { targetId: target.id, status: 'sent', error: null };
      // 404 / 410: the browser unsubscribed or the subscription expired.
      const status = answer.status === 404 || answer.status === 410 ? 'expired' : 'failed';
      return { targetId: target.id, status, error: `${answer.status} ${answer.body}`.trim() };
    } catch (error) {
      return { targetId: target.id, status: 'failed', error: (error as Error).message };
    }
  }

  return {
    provider: 'webpush',
    send: (targets, message) => Promise.all(targets.map((target) => sendOne(target, message))),
  };
}
