/** Wires the use-cases together once per app: one place that knows every dependency. */
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createAccountService } from './auth/account.service.ts';
import { createPasswordChangeService } from './auth/password-change.service.ts';
import { createPasswordChangeRecorder } from './auth/password-change-recorder.ts';
import { createPasswordResetService } from './auth/password-reset.service.ts';
import { createSessionService } from './auth/session.service.ts';
import { createSignInService } from './auth/sign-in.service.ts';
import { createTokenService } from './auth/tokens.ts';
import { createAltchaCaptcha } from './captcha/altcha-captcha.ts';
import type { CaptchaService } from './captcha/captcha.service.ts';
import { createRecaptchaCaptcha } from './captcha/recaptcha-captcha.ts';
import { createMailService } from './mail/mail.service.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import { createBugReportService } from './platform/bug-report.service.ts';
import { createClientLogService } from './platform/client-log.service.ts';
import { createContactService } from './platform/contact.service.ts';
import { createHealthService } from './platform/health.service.ts';
import { createMailOutboxService } from './platform/mail-outbox.service.ts';
import { createReferenceDataService } from './platform/reference-data.service.ts';
import { createMatchCalendarService } from './season/match-calendar.service.ts';
import { createMatchCycleService } from './season/match-cycle.service.ts';

export type ServiceDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  log: Logger;
  mailTransport: MailTransport | null;
  version: string;
  /** Outgoing HTTP (reCAPTCHA siteverify); injectable for tests. */
  fetch?: typeof fetch;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServiceDeps) {
  const { config, database, clock, log } = deps;
  const db = database.db;
  const tokens = createTokenService({ secret: config.jwtSecret, issuer: config.publicUrl, clock });
  const sessions = createSessionService({ db, tokens, clock });
  const recordPasswordChange = createPasswordChangeRecorder(db, clock);
  const mail = createMailService({
    db,
    clock,
    log,
    from: config.mailFrom,
    transport: deps.mailTransport,
    logBody: config.mailLogBody,
  });
  const captcha: CaptchaService = config.recaptcha
    ? createRecaptchaCaptcha({ ...config.recaptcha, log, ...(deps.fetch ? { fetch: deps.fetch } : {}) })
    : createAltchaCaptcha({ db, clock, hmacKey: config.altchaHmacKey, maxNumber: config.altchaMaxNumber });

  return {
    tokens,
    sessions,
    mail,
    captcha,
    signIn: createSignInService({ db, clock, sessions, tokens, recordPasswordChange }),
    passwordReset: createPasswordResetService({
      db,
      clock,
      secret: config.jwtSecret,
      captcha,
      mail,
      sessions,
      recordPasswordChange,
    }),
    passwordChange: createPasswordChangeService({ db, clock, sessions, recordPasswordChange }),
    account: createAccountService({ db }),
    contact: createContactService({ db, captcha, mail, supportEmail: config.supportEmail }),
    clientLog: createClientLogService({ db, log }),
    bugReports: createBugReportService({ db }),
    health: createHealthService({ db, driver: database.driver, version: deps.version }),
    referenceData: createReferenceDataService({ db }),
    mailOutbox: createMailOutboxService({ db }),
    matchCycles: createMatchCycleService({ db }),
    matchCalendar: createMatchCalendarService({ db, clock, publicUrl: config.publicUrl }),
  };
}
