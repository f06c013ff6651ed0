/**
 * SMS: every text is kept in the sms_outbox table, like mail (server/services/mail). With a
 * provider (Twilio) it is sent in the background once the caller's transaction committed, tried
 * again on failures that may pass (network, 429, 5xx: `attempts` in all, the wait doubling), and
 * marked sent or failed; without one it is marked logged and written to the log. A text's
 * `secrets` (codes) are never stored in clear: `text` has them as `[hidden]`, and while the
 * provider still needs them the full text waits sealed (mail-seal.ts) until sent or failed.
 */
import type { DeliveryStatus } from '../../../core/domain/messaging.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  insertSms,
  pruneSmsBefore,
  smsExists,
  updateSmsStatus,
} from '../../db/repositories/sms-outbox.repository.ts';
import type { Logger } from '../../logger.ts';
import { createMailSeal, redactSecrets } from '../mail/mail-seal.ts';
import { SmsDeliveryError, type SmsTransport } from './sms-transport.ts';

export type OutgoingSms = {
  /** The user it is for (notification history), or null. */
  userId: string | null;
  to: string;
  text: string;
  secrets?: readonly string[];
};

export type SmsService = ReturnType<typeof createSmsService>;

const COMMIT_WAIT_STEP_MS = 50;
const COMMIT_WAIT_ATTEMPTS = 600;
const DAY_MS = 24 * 60 * 60_000;
/** An SMS is at most this long (ten concatenated segments). */
export const SMS_MAX_LENGTH = 1530;

export function createSmsService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  transport: SmsTransport | null;
  sealSecret: string;
  /** Tries per SMS (1: no retry) and the first wait between them. */
  retry?: { attempts: number; delayMs: number };
  retentionDays?: number;
  /** How long a send inside a transaction waits for its commit (default about 30 s). */
  commitWaitMs?: number;
}) {
  const { db, clock, log, transport } = deps;
  const retry = deps.retry ?? { attempts: 3, delayMs: 2_000 };
  const sealer = createMailSeal(deps.sealSecret);
  const inFlight = new Set<Promise<void>>();

  async function committed(id: string): Promise<boolean> {
    const attempts =
      deps.commitWaitMs === undefined
        ? COMMIT_WAIT_ATTEMPTS
        : Math.ceil(deps.commitWaitMs / COMMIT_WAIT_STEP_MS);
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (await smsExists(db, id)) return true;
      await new Promise((resolve) => setTimeout(resolve, COMMIT_WAIT_STEP_MS));
    }
    return false;
  }

  async function deliver(id: string, sms: OutgoingSms, transport: SmsTransport, inTransaction: boolean) {
    if (inTransaction && !(await committed(id))) {
      log.warn({ smsId: id }, 'SMS not sent: its transaction did not commit');
      return;
    }
    let lastError = '';
    for (let attempt = 1; attempt <= Math.max(1, retry.attempts); attempt++) {
      try {
        await transport.send({ to: sms.to, text: sms.text });
        await updateSmsStatus(db, id, { status: 'sent', error: null, sentAt: clock.now() });
        log.info({ smsId: id }, 'SMS sent');
        return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        const retryable = error instanceof SmsDeliveryError ? error.retryable : true;
        if (!retryable || attempt >= retry.attempts) break;
        await new Promise((resolve) => setTimeout(resolve, retry.delayMs * 2 ** (attempt - 1)));
      }
    }
    await updateSmsStatus(db, id, { status: 'failed', error: lastError.slice(0, 1000), sentAt: null }).catch(
      () => {},
    );
    log.error({ smsId: id, error: lastError }, 'SMS failed');
  }

  return {
    /** Whether a provider is configured (otherwise SMS are only logged). */
    hasProvider: transport !== null,

    /**
     * Stores the SMS and starts sending it; pass the caller's transaction as `tx` to keep it with
     * the change it reports. Answers the outbox id and status without waiting for the provider.
     */
    async send(sms: OutgoingSms, tx?: DbExecutor): Promise<{ id: string; status: DeliveryStatus }> {
      const fullText = sms.text.slice(0, SMS_MAX_LENGTH);
      const text = redactSecrets(fullText, sms.secrets);
      const status: DeliveryStatus = transport ? 'queued' : 'logged';
      const row = await insertSms(tx ?? db, {
        userId: sms.userId,
        to: sms.to,
        text,
        sealedText: status === 'queued' && text !== fullText ? sealer.seal(fullText) : null,
        status,
        createdAt: clock.now(),
      });
      if (!transport) {
        log.info({ smsId: row.id, to: sms.to, text }, 'SMS kept in the outbox (no TWILIO_ACCOUNT_SID)');
        return { id: row.id, status };
      }
      const delivery = deliver(
        row.id,
        { ...sms, text: fullText },
        transport,
        tx !== undefined && tx !== db,
      ).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return { id: row.id, status };
    },

    /** Records an SMS that was not sent (a limit reached): the history shows it as blocked. */
    async recordBlocked(sms: OutgoingSms, reason: string, tx?: DbExecutor): Promise<void> {
      await insertSms(tx ?? db, {
        userId: sms.userId,
        to: sms.to,
        text: redactSecrets(sms.text.slice(0, SMS_MAX_LENGTH), sms.secrets),
        sealedText: null,
        status: 'blocked',
        error: reason,
        createdAt: clock.now(),
      });
    },

    /** The scheduled clean-up: delivered SMS older than the retention, sealed texts older than a day. */
    async prune(): Promise<{ deleted: number; unsealed: number }> {
      const now = clock.now().getTime();
      return pruneSmsBefore(db, new Date(now - (deps.retentionDays ?? 30) * DAY_MS), new Date(now - DAY_MS));
    },

    /** Resolves when every SMS started so far has been sent or has failed. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
