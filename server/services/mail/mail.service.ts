/**
 * Mail: every message is kept in the mail_outbox table. With a transport (SMTP_URL) it is sent in
 * the background and marked sent or failed; without one it is marked logged and written to the log,
 * so a demo can read its recovery codes on the console (MAIL_LOG_BODY). The outbox never holds a
 * secret in clear text (issue 11): `text` is the body with the mail's `secrets` replaced by
 * `[hidden]`; with a transport the full body waits in `sealed_text`, encrypted (mail-seal.ts), until
 * the mail is sent or has failed. Delivered mail is deleted after MAIL_RETENTION_DAYS (`prune`).
 */

import type { MailStatus } from '../../../core/domain/mail.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import type { EmailBlockReason } from '../../../core/domain/messaging.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findBlockedAmong } from '../../db/repositories/blocked-emails.repository.ts';
import {
  clearSealedTextBefore,
  deleteDeliveredMailBefore,
  insertMail,
  insertMails,
  mailExists,
  updateMailStatus,
} from '../../db/repositories/mail-outbox.repository.ts';
import type { Logger } from '../../logger.ts';
import { createMailSeal, redactSecrets } from './mail-seal.ts';
import type { MailTransport } from './mail-transport.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * Parts of `text` that are secrets (codes, temporary passwords, links with tokens): the outbox never
   * keeps them in clear text and the admin outbox view never shows them (issue 11).
   */
  secrets?: readonly string[];
};

export type MailService = ReturnType<typeof createMailService>;

const COMMIT_WAIT_STEP_MS = 50;
/** About 30 s: longer than any transaction of ours. */
const COMMIT_WAIT_ATTEMPTS = 600;
const DAY_MS = 24 * 60 * 60_000;
/**
 * A sealed body older than this is dropped by the clean-up even if its mail is still queued (its
 * process stopped before sending it): the codes and links it carries have expired long before.
 */
export const SEALED_TEXT_MAX_AGE_MS = DAY_MS;

export function createMailService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  from: string;
  transport: MailTransport | null;
  logBody: boolean;
  /** The server secret the sealing key is derived from (JWT_SECRET). */
  sealSecret: string;
  /** Days delivered mail stays in the outbox. */
  retentionDays: number;
}) {
  const { db, clock, log, from, transport, logBody } = deps;
  const inFlight = new Set<Promise<void>>();
  const sealer = createMailSeal(deps.sealSecret);

  /**
   * A mail to a blocked address (notification history, blocked emails) is kept as failed with the
   * reason, never sent, and holds no sealed body.
   */
  function blockedRow(mail: OutgoingMail, reason: EmailBlockReason) {
    return {
      ...stored(mail, 'failed'),
      error: formatMessage(messages.MailBlockedAddress, { reason }),
    };
  }

  /** The outbox row of a mail: its body without secrets and, when SMTP still needs them, sealed. */
  function stored(mail: OutgoingMail, status: MailStatus) {
    const text = redactSecrets(mail.text, mail.secrets);
    return {
      to: mail.to,
      subject: mail.subject,
      text,
      sealedText: status === 'queued' && text !== mail.text ? sealer.seal(mail.text) : null,
      status,
    };
  }

  /**
   * A mail written inside a caller's transaction exists for others only after the commit (and never
   * after a rollback): wait until it is visible before handing it to SMTP, so a rolled-back change
   * sends nothing.
   */
  async function committed(id: string): Promise<boolean> {
    for (let attempt = 0; attempt < COMMIT_WAIT_ATTEMPTS; attempt++) {
      if (await mailExists(db, id)) return true;
      await new Promise((resolve) => setTimeout(resolve, COMMIT_WAIT_STEP_MS));
    }
    return false;
  }

  async function deliver(id: string, mail: OutgoingMail, transport: MailTransport, inTransaction: boolean) {
    if (inTransaction && !(await committed(id))) {
      log.warn({ mailId: id, to: mail.to }, 'mail not sent: its transaction did not commit');
      return;
    }
    try {
      await transport.send({ from, ...mail });
      await updateMailStatus(db, id, { status: 'sent', error: null, sentAt: clock.now() });
      log.info({ mailId: id, to: mail.to }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await updateMailStatus(db, id, { status: 'failed', error: message.slice(0, 1000), sentAt: null }).catch(
        () => {},
      );
      log.error({ mailId: id, to: mail.to, error: message }, 'mail failed');
    }
  }

  return {
    /**
     * Stores the mail and starts sending it; answers the outbox id without waiting for SMTP. Pass the
     * caller's transaction as `tx` to keep the mail with the change it reports (transactional outbox):
     * on the single-connection embedded database, writing through the app's connection inside a
     * transaction would wait for that transaction forever.
     */
    async send(mail: OutgoingMail, tx?: DbExecutor): Promise<{ id: string; status: MailStatus }> {
      const blocked = (await findBlockedAmong(tx ?? db, [mail.to])).get(mail.to.trim().toLowerCase());
      if (blocked) {
        const row = await insertMail(tx ?? db, { ...blockedRow(mail, blocked), html: null });
        log.info({ mailId: row.id, to: mail.to, reason: blocked }, 'mail not sent: the address is blocked');
        return { id: row.id, status: 'failed' };
      }
      const status: MailStatus = transport ? 'queued' : 'logged';
      const row = await insertMail(tx ?? db, { ...stored(mail, status), html: null });
      if (!transport) {
        log.info(
          logBody
            ? { mailId: row.id, to: mail.to, subject: mail.subject, body: mail.text }
            : { mailId: row.id, to: mail.to, subject: mail.subject },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return { id: row.id, status };
      }
      const delivery = deliver(row.id, mail, transport, tx !== undefined && tx !== db).finally(() =>
        inFlight.delete(delivery),
      );
      inFlight.add(delivery);
      return { id: row.id, status };
    },

    /**
     * Stores many mails in bulk (a few multi-row INSERTs inside the caller's transaction `tx`) and,
     * with a transport, sends them one after another in the background once that transaction has
     * committed: tens of thousands of result mails neither hold the transaction open nor open as many
     * SMTP sends at once.
     */
    async sendMany(all: readonly OutgoingMail[], tx: DbExecutor): Promise<{ count: number }> {
      if (all.length === 0) return { count: 0 };
      const blocks = await findBlockedAmong(
        tx,
        all.map((mail) => mail.to),
      );
      const blockOf = (mail: OutgoingMail) => blocks.get(mail.to.trim().toLowerCase());
      if (blocks.size > 0) {
        await insertMails(
          tx,
          all.flatMap((mail) => {
            const reason = blockOf(mail);
            return reason ? [blockedRow(mail, reason)] : [];
          }),
        );
      }
      const mails = blocks.size > 0 ? all.filter((mail) => !blockOf(mail)) : all;
      if (mails.length === 0) return { count: all.length };
      const status: MailStatus = transport ? 'queued' : 'logged';
      const ids = await insertMails(
        tx,
        mails.map((mail) => stored(mail, status)),
      );
      if (!transport) {
        log.info({ count: ids.length, subject: mails[0]!.subject }, 'mails kept in the outbox (no SMTP_URL)');
        if (logBody) {
          for (const [index, id] of ids.entries()) {
            const mail = mails[index]!;
            if (mail.secrets?.length) {
              log.info(
                { mailId: id, to: mail.to, subject: mail.subject, body: mail.text },
                'mail kept in the outbox (no SMTP_URL)',
              );
            }
          }
        }
        return { count: all.length };
      }
      const delivery = (async () => {
        if (!(await committed(ids[0]!))) {
          log.warn({ count: ids.length }, 'mails not sent: their transaction did not commit');
          return;
        }
        for (const [index, id] of ids.entries()) await deliver(id, mails[index]!, transport, false);
      })()
        // The rest stay queued in the outbox, visible to the admin; nothing is lost.
        .catch((error) => log.error({ count: ids.length, error: String(error) }, 'bulk mail sending stopped'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return { count: all.length };
    },

    /**
     * The scheduled clean-up: deletes delivered mail (sent or logged) older than the retention and
     * drops sealed bodies older than a day. Queued and failed mail stays for the admin to see.
     */
    async prune(): Promise<{ deleted: number; unsealed: number }> {
      const now = clock.now().getTime();
      const deleted = await deleteDeliveredMailBefore(db, new Date(now - deps.retentionDays * DAY_MS));
      const unsealed = await clearSealedTextBefore(db, new Date(now - SEALED_TEXT_MAX_AGE_MS));
      return { deleted, unsealed };
    },

    /** Resolves when every mail started so far has been sent or has failed. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
