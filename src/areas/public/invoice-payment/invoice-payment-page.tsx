import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useParams, useSearch } from 'wouter';
import {
  confirmCheckout,
  getPayableInvoice,
  type PayableInvoice,
  payWithTestProvider,
  startCheckout,
} from '../../../../core/contracts/billing/payments.contract.ts';
import { useAuthDialogStore } from '../../../features/auth/auth-dialog-store.ts';
import { saveReturnLocation } from '../../../features/auth/return-location.ts';
import { type AppError, isAppError, ValidationError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime, formatPlainDate } from '../../../lib/format/dates.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { call } from '../../../lib/http/http-client.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { currentPath } from '../../../lib/navigation/navigate.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** The server's refusal in its own words (billing-messages), or the mapped text of any other failure. */
function failureText(error: unknown): string | null {
  if (!isAppError(error)) return null;
  if (error instanceof ValidationError) return Object.values(error.fields).flat()[0] ?? errorText(error);
  return errorText(error as AppError);
}

type Load =
  | { state: 'loading' }
  /** notice: what the return from Stripe's checkout said when it could not confirm the payment. */
  | { state: 'loaded'; invoice: PayableInvoice; notice?: string | null }
  | { state: 'refused'; message: string; status: number | null };

/**
 * /invoice-payment/:id? and /standalone/invoice-payment/:id? (business.md §2.1; ADR 0025 decision 6):
 * an invoice paid from its mailed link (`?token=`) or by its signed-in payer, through Stripe's
 * checkout or the labelled test provider. Back from Stripe (`?session_id=`) the page confirms the
 * session first; `?cancelled` says nothing was charged.
 */
export function InvoicePaymentPage() {
  const t = useT();
  const { id } = useParams<{ id?: string }>();
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? undefined;
  const sessionId = search.get('session_id');
  const cancelled = search.has('cancelled');
  const sessionStatus = useSessionStore((s) => s.status);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const started = useRef<string | null>(null);
  const invoiceId = id && /^\d+$/.test(id) ? Number(id) : null;

  useEffect(() => {
    if (invoiceId === null || sessionStatus === 'restoring') return;
    // Once per invoice and session state (React's development double effect included).
    const key = `${invoiceId}:${sessionStatus}`;
    if (started.current === key) return;
    started.current = key;
    const params = { id: invoiceId };
    const refuse = (error: unknown) => {
      const message = failureText(error);
      if (message === null) handleError(error, { context: 'invoice payment' });
      const status = isAppError(error) && 'status' in error ? Number(error.status) : null;
      setLoad({ state: 'refused', message: message ?? t('IpLoadFailed'), status });
    };
    const read = (notice: string | null = null) =>
      call(getPayableInvoice, { params, query: { token } })
        .then((invoice) => setLoad({ state: 'loaded', invoice, notice }))
        .catch(refuse);
    if (sessionId) {
      // Not confirmed yet (the webhook may still come): the invoice as it stands, with the server's words.
      call(confirmCheckout, { params, body: { token, sessionId } })
        .then((invoice) => setLoad({ state: 'loaded', invoice }))
        .catch((error: unknown) => read(failureText(error)));
    } else {
      void read(); // read() handles its own failure
    }
  }, [invoiceId, sessionStatus, sessionId, token, t]);

  if (invoiceId === null) return <NotFound />;
  const title = t('PageInvoicePayment');
  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'refused') return <Refused title={title} message={load.message} status={load.status} />;
  const { invoice } = load;
  return (
    <Page title={title}>
      <div className="stack invoice-payment">
        <section className="card stack" aria-labelledby="invoice-heading">
          <h2 id="invoice-heading">{t('IpInvoice', { number: invoice.number })}</h2>
          <p>{invoice.description}</p>
          <DetailsList
            rows={[
              ['IpBilledTo', invoice.billedTo],
              invoice.programName ? ['IpProgram', invoice.programName] : null,
              invoice.matchCycleName ? ['IpCycle', invoice.matchCycleName] : null,
              ['IpAmount', formatMoney(invoice.amountCents)],
              ['IpStatus', <StatusBadge key="status" status={invoice.status} />],
              invoice.dueDate ? ['IpDue', formatPlainDate(invoice.dueDate)] : null,
              invoice.refundedCents > 0 ? ['IpRefunded', formatMoney(invoice.refundedCents)] : null,
            ]}
          />
          {invoice.lines.length > 0 ? (
            <ul className="invoice-lines" aria-label={t('IpLines')}>
              {invoice.lines.map((line) => (
                <li key={line.description} className="button-row">
                  <span>
                    {line.description}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </span>
                  <strong>{formatMoney(line.amountCents)}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        {invoice.status === 'Unpaid' ? (
          <PayPanel
            invoice={invoice}
            token={token}
            cancelled={cancelled}
            notice={load.notice ?? null}
            onPaid={(paid) => setLoad({ state: 'loaded', invoice: paid })}
          />
        ) : (
          <Settled invoice={invoice} />
        )}
      </div>
    </Page>
  );
}

function Refused({ title, message, status }: { title: string; message: string; status: number | null }) {
  const t = useT();
  const openLogin = useAuthDialogStore((s) => s.openLogin);
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  return (
    <Page title={title}>
      <div className="card stack">
        <FormMessage text={message} />
        {status === 403 && !signedIn ? (
          <div className="button-row">
            <Button
              onPress={() => {
                saveReturnLocation(currentPath());
                openLogin('login');
              }}
            >
              {t('SignIn')}
            </Button>
          </div>
        ) : null}
      </div>
    </Page>
  );
}

/** Paid, refunded or void: the outcome and the way back for a signed-in payer. */
function Settled({ invoice }: { invoice: PayableInvoice }) {
  const t = useT();
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));
  const back =
    role === 'Applicant'
      ? '/applicant/profile/transactions'
      : role === 'ProgramUser'
        ? '/program-user/landing'
        : null;
  return (
    <section className="card stack" role="status">
      {invoice.status === 'Paid' ? (
        <h2>{invoice.paidDate ? t('IpPaidOn', { date: formatDateTime(invoice.paidDate) }) : t('IpPaid')}</h2>
      ) : (
        <p>{t('IpNotPayable', { status: invoice.status })}</p>
      )}
      {back ? <Link href={back}>{t('IpBack')}</Link> : null}
    </section>
  );
}

function PayPanel({
  invoice,
  token,
  cancelled,
  notice,
  onPaid,
}: {
  invoice: PayableInvoice;
  token: string | undefined;
  cancelled: boolean;
  notice: string | null;
  onPaid: (invoice: PayableInvoice) => void;
}) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const params = { id: invoice.id };
  const payByStripe = async () => {
    setMessage(null);
    setRedirecting(true);
    try {
      const started = await call(startCheckout, { params, body: { token, provider: 'Stripe' } });
      if (started.kind === 'redirect') window.location.assign(started.url);
      else setRedirecting(false);
    } catch (error) {
      setRedirecting(false);
      const text = failureText(error);
      if (text === null) handleError(error, { context: 'start checkout' });
      setMessage(text);
    }
  };
  return (
    <section className="card stack" aria-labelledby="pay-heading">
      <h2 id="pay-heading">{t('IpPayHeading')}</h2>
      {cancelled ? <FormMessage tone="info" text={t('IpCancelled')} /> : null}
      {notice ? <FormMessage tone="info" text={notice} /> : null}
      {invoice.providers.length === 0 ? <p>{t('IpNoProvider')}</p> : null}
      {invoice.providers.includes('Stripe') ? (
        <div className="button-row">
          <Button onPress={() => void payByStripe()} isPending={redirecting}>
            {t('IpPayByCard', { amount: formatMoney(invoice.amountCents) })}
          </Button>
        </div>
      ) : null}
      <FormMessage text={message} />
      {invoice.providers.includes('Test') ? (
        <TestCardForm invoice={invoice} token={token} onPaid={onPaid} />
      ) : null}
    </section>
  );
}

/** The test provider (ADR 0025 decision 4): no money moves; Stripe's test card numbers. */
function TestCardForm({
  invoice,
  token,
  onPaid,
}: {
  invoice: PayableInvoice;
  token: string | undefined;
  onPaid: (invoice: PayableInvoice) => void;
}) {
  const t = useT();
  const [cardNumber, setCardNumber] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const params = { id: invoice.id };
  const pay = async () => {
    setMessage(null);
    setPaying(true);
    try {
      // A new order each try: a declined one is finished (Failed) on the server.
      const order = await call(startCheckout, { params, body: { token, provider: 'Test' } });
      if (order.kind !== 'test') return;
      onPaid(
        await call(payWithTestProvider, { params, body: { token, orderId: order.orderId, cardNumber } }),
      );
    } catch (error) {
      const text = failureText(error);
      if (text === null) handleError(error, { context: 'test payment' });
      setMessage(text);
    } finally {
      setPaying(false);
    }
  };
  return (
    <Form
      className="form stack"
      aria-labelledby="test-pay-heading"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void pay(); // pay() shows its own failure
      }}
    >
      <h3 id="test-pay-heading">{t('IpTestTitle')}</h3>
      <TextField
        label={t('IpCardNumber')}
        value={cardNumber}
        onChange={setCardNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        isRequired
        description={t('IpTestHint')}
        errorMessage={message}
      />
      <div className="button-row">
        <Button type="submit" isPending={paying}>
          {t('IpPay', { amount: formatMoney(invoice.amountCents) })}
        </Button>
      </div>
    </Form>
  );
}
