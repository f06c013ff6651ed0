import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { EmailConfirmationService } from '../auth/email-confirmation.service.ts';
import type { InvoiceIssuer } from '../billing/invoice-issuer.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { ActionLimits } from '../limits/action-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import type { createUploadService } from '../uploads/upload.service.ts';
import type { ApplicantAccess } from './applicant-access.service.ts';

/** What every applicant-season service may use; wired once in services.ts. */
export type ApplicantServiceDeps = {
  db: DbExecutor;
  clock: Clock;
  config: Config;
  log: Logger;
  mail: MailService;
  captcha: CaptchaService;
  access: ApplicantAccess;
  uploads: ReturnType<typeof createUploadService>;
  /** Per-sender and per-recipient limits on mails and proposals the applicant causes. */
  limits: ActionLimits;
  /** Mails the code and link that prove a new applicant's address. */
  emailConfirmation: EmailConfirmationService;
  /** Live events (platform.md §7), raised after the change committed. */
  hubEvents: HubEvents;
  /** Notifications (row, event, mail / SMS / push per the user's settings), after the commit. */
  notify: Pick<NotifyService, 'send'>;
  /** Bills the applicant's fees (registration, applications) with a mailed payment link (ADR 0025). */
  invoices: InvoiceIssuer;
};
