/** Wires the use-cases together once per app: one place that knows every dependency. */

import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { matchRunJob } from '../jobs/match-run.job.ts';
import { pdfMergeJob } from '../jobs/pdf-merge.job.ts';
import type { Logger } from '../logger.ts';
import { createApplicantAcademicService } from './applicants/academic.service.ts';
import { createApplicantAccess } from './applicants/applicant-access.service.ts';
import type { ApplicantServiceDeps } from './applicants/applicant-deps.ts';
import { createApplicantHomeService } from './applicants/applicant-home.service.ts';
import { createApplicantDocumentService } from './applicants/documents.service.ts';
import { createPersonalStatementService } from './applicants/personal-statements.service.ts';
import { createApplicantProfileService } from './applicants/profile.service.ts';
import { createApplicationNotesService } from './applications/application-notes.service.ts';
import { createApplicationService } from './applications/applications.service.ts';
import { createProgramApplicationsService } from './applications/program-applications.service.ts';
import { createAccountService } from './auth/account.service.ts';
import { createEmailConfirmationService } from './auth/email-confirmation.service.ts';
import { createImpersonationService } from './auth/impersonation.service.ts';
import { createInvitedUserService } from './auth/invited-user.service.ts';
import { createPasswordChangeService } from './auth/password-change.service.ts';
import { createPasswordChangeRecorder } from './auth/password-change-recorder.ts';
import { createPasswordResetService } from './auth/password-reset.service.ts';
import { createRoleInvitationService } from './auth/role-invitation.service.ts';
import { createSessionService } from './auth/session.service.ts';
import { createSignInService } from './auth/sign-in.service.ts';
import { createSignInThrottle } from './auth/sign-in-throttle.ts';
import { createTokenService } from './auth/tokens.ts';
import { createAdminBillingService } from './billing/admin-billing.service.ts';
import { createInvoiceIssuer } from './billing/invoice-issuer.ts';
import { createInvoiceReadService } from './billing/invoices.service.ts';
import { createPaymentsService } from './billing/payments.service.ts';
import { createProgramFees } from './billing/program-fees.ts';
import { createStripeClient, createStripeProvider } from './billing/providers/stripe-provider.ts';
import { createTestProvider } from './billing/providers/test-provider.ts';
import { createAltchaCaptcha } from './captcha/altcha-captcha.ts';
import type { CaptchaService } from './captcha/captcha.service.ts';
import { createRecaptchaCaptcha } from './captcha/recaptcha-captcha.ts';
import { createCoupleService } from './couples/couples.service.ts';
import { createApplicantInterviewService } from './interviews/applicant-interviews.service.ts';
import { createCalendarFeedService } from './interviews/calendar-feed.service.ts';
import { createInterviewDayService } from './interviews/interview-days.service.ts';
import {
  createInvitationQueueService,
  wakingInvitationQueues,
} from './interviews/invitation-queue.service.ts';
import { createInvitationService } from './interviews/invitations.service.ts';
import { createOpenHouseService } from './interviews/open-house.service.ts';
import { createPreferenceWindowsService } from './interviews/preference-windows.service.ts';
import { createSwapsService } from './interviews/swaps.service.ts';
import { createLetterService } from './letters/letters.service.ts';
import { createActionLimits } from './limits/action-limits.ts';
import { createMailService } from './mail/mail.service.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import { createApplicantRegistrationService } from './match-cycles/applicant-registration.service.ts';
import { createMatchCalendarService } from './match-cycles/match-calendar.service.ts';
import { createMatchCalendarEventService } from './match-cycles/match-calendar-events.service.ts';
import { createMatchCycleService } from './match-cycles/match-cycle.service.ts';
import { createApplicantMatchResultService } from './match-results/applicant-match-result.service.ts';
import { createAudienceResultsService } from './match-results/audience-results.service.ts';
import { createProgramMatchResultService } from './match-results/program-match-result.service.ts';
import { createPublicStatsService } from './match-results/public-stats.service.ts';
import { createResultReleaseService } from './match-results/result-release.service.ts';
import { createRunExplanations } from './match-results/run-explanations.ts';
import { createMatchRunService, MATCH_RUN_JOB } from './match-runs/match-run.service.ts';
import { createMedicalSchoolService } from './medical-schools/medical-schools.service.ts';
import { createMeetingService } from './meetings/meeting.service.ts';
import { createBroadcastService } from './messaging/broadcasts.service.ts';
import { createMessageThreadService } from './messaging/message-threads.service.ts';
import { createNotificationHistoryService } from './messaging/notification-history.service.ts';
import { createNotificationSettingsService } from './messaging/notification-settings.service.ts';
import { createNotificationService } from './messaging/notifications.service.ts';
import { createNotifyService } from './messaging/notify.service.ts';
import { uploadBytesReader } from './pdf-merges/packet-writer.ts';
import { createPdfMergeService, PDF_MERGE_JOB } from './pdf-merges/pdf-merges.service.ts';
import { createBugReportService } from './platform/bug-report.service.ts';
import { createClientLogService } from './platform/client-log.service.ts';
import { createContactService } from './platform/contact.service.ts';
import { createHealthService } from './platform/health.service.ts';
import { createMailOutboxService } from './platform/mail-outbox.service.ts';
import { createProgramDirectoryService } from './programs/program-directory.service.ts';
import { createProgramPortalService } from './programs/program-portal.service.ts';
import { createProgramUserContextService } from './programs/program-user-context.service.ts';
import { createProgramService } from './programs/programs.service.ts';
import { createPushService, type PushServiceDeps } from './push/push.service.ts';
import { createAdminRankListService } from './rank-lists/admin-rank-lists.service.ts';
import { createApplicantRankListService } from './rank-lists/applicant-rank-list.service.ts';
import { createProgramRankListService } from './rank-lists/program-rank-list.service.ts';
import { createHubAccessService } from './realtime/hub-access.service.ts';
import { type HubEvents, noHubEvents } from './realtime/hub-events.ts';
import { createInstitutionService } from './reference-data/institutions.service.ts';
import { createReferenceDataService } from './reference-data/reference-data.service.ts';
import { createApplicantProgramRequestService } from './requests/applicant-program-requests.service.ts';
import { createRequestService } from './requests/request.service.ts';
import { createSmsService } from './sms/sms.service.ts';
import { createTwilioTransport } from './sms/sms-transport.ts';
import { createSocietyService } from './societies/society.service.ts';
import { createSpecialtyService } from './specialties/specialties.service.ts';
import { createSpecialtyPageService } from './specialties/specialty-pages.service.ts';
import { createProgramSurveysService } from './surveys/program-surveys.service.ts';
import { createIdempotencyService } from './sync/idempotency.service.ts';
import { createUploadService } from './uploads/upload.service.ts';
import { createAdminUsersService } from './users/admin-users.service.ts';
import { createAuditLogService } from './users/audit-log.service.ts';
import { createSavedViewsService } from './users/saved-views.service.ts';
import { createApplicantVacanciesService } from './vacancies/applicant-vacancies.service.ts';
import { createVacancyManagementService } from './vacancies/vacancy-management.service.ts';
import { createVacancyNotices } from './vacancies/vacancy-notices.ts';

export type ServiceDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  log: Logger;
  mailTransport: MailTransport | null;
  version: string;
  /** Outgoing HTTP (reCAPTCHA siteverify); injectable for tests. */
  fetch?: typeof fetch;
  /** Where services raise real-time events (server/realtime's hub server); none: nowhere. */
  hubEvents?: HubEvents;
  /** Tests: the https agent of a local fake push service, a fake FCM messaging. */
  push?: Pick<PushServiceDeps, 'agent' | 'fcmMessaging'>;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServiceDeps) {
  const { config, database, clock, log } = deps;
  const db = database.db;
  // Answers and seat changes announced to a program also wake its running invitation queue.
  const hubEvents = wakingInvitationQueues(deps.hubEvents ?? noHubEvents, (programId) =>
    invitationQueue.wake(programId),
  );
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
    sealSecret: config.jwtSecret,
    retentionDays: config.mailRetentionDays,
  });
  const captcha: CaptchaService = config.recaptcha
    ? createRecaptchaCaptcha({ ...config.recaptcha, log, ...(deps.fetch ? { fetch: deps.fetch } : {}) })
    : createAltchaCaptcha({ db, clock, hmacKey: config.altchaHmacKey, maxNumber: config.altchaMaxNumber });
  const passwordReset = createPasswordResetService({
    db,
    clock,
    secret: config.jwtSecret,
    captcha,
    mail,
    sessions,
    recordPasswordChange,
  });
  // Wrong passwords slow the address that sends them; an account under attack asks for a captcha.
  const signIn = createSignInService({
    db,
    clock,
    sessions,
    tokens,
    recordPasswordChange,
    throttle: createSignInThrottle({ db, clock, captcha }),
  });
  // Per-sender and per-recipient limits on what users can make the service send (issue 11).
  const limits = createActionLimits({ db, clock });
  // Web push (Web Push with VAPID, FCM when configured): the PushDispatch notifications send through.
  const push = createPushService({ db, clock, log, limits, config: config.push, ...deps.push });
  // SMS (Twilio when configured, otherwise kept and logged) and the one way services notify users (issue 14).
  const sms = createSmsService({
    db,
    clock,
    log,
    transport: config.twilio ? createTwilioTransport(config.twilio, deps.fetch) : null,
    sealSecret: config.jwtSecret,
    retentionDays: config.mailRetentionDays,
  });
  const notify = createNotifyService({
    db,
    clock,
    log,
    mail,
    sms,
    push,
    hubEvents,
    limits,
    publicUrl: config.publicUrl,
  });
  const emailConfirmation = createEmailConfirmationService({
    db,
    clock,
    secret: config.jwtSecret,
    captcha,
    mail,
    sessions,
    limits,
    publicUrl: config.publicUrl,
    unconfirmedTtlMs: config.unconfirmedAccountTtlMs,
  });
  const invitedUsers = createInvitedUserService({ db, clock, mail, publicUrl: config.publicUrl });
  const auditLog = createAuditLogService({ db, clock });
  const impersonation = createImpersonationService({
    db,
    clock,
    sessions,
    audit: auditLog,
    lifetimeMinutes: config.impersonationSessionMinutes,
  });
  // Shared by their own routes and by request approvals, which create programs and schools.
  // Money (issue 16, ADR 0025): invoices with mailed payment links, Stripe or the test provider.
  const invoiceIssuer = createInvoiceIssuer({ mail, limits, publicUrl: config.publicUrl });
  const stripeSettings = config.payments.stripe;
  const stripeClient = stripeSettings ? createStripeClient(stripeSettings) : null;
  const paymentProviders = {
    stripe: stripeClient ? createStripeProvider(stripeClient) : null,
    test: config.payments.testProvider ? createTestProvider() : null,
  };
  const payments = createPaymentsService({
    db,
    clock,
    log,
    mail,
    hubEvents,
    publicUrl: config.publicUrl,
    providers: paymentProviders,
    readStripeEvent:
      stripeClient && stripeSettings
        ? (rawBody, signature) =>
            stripeClient.webhooks.constructEvent(rawBody, signature, stripeSettings.webhookSecret)
        : null,
  });
  const programFees = createProgramFees({ clock, invoices: invoiceIssuer });
  const programs = createProgramService({ db, invitedUsers, programFees });
  const medicalSchools = createMedicalSchoolService({ db });
  const uploads = createUploadService({ db, clock, config, limits });
  const applicantAccess = createApplicantAccess({ db });
  // Preference windows and their waitlists, and swaps (issue 15, ADR 0024 decisions 5 and 6).
  const preferenceWindows = createPreferenceWindowsService({
    db,
    clock,
    log,
    notify,
    hubEvents,
    access: applicantAccess,
  });
  const swaps = createSwapsService({ db, clock, notify, hubEvents, access: applicantAccess });
  preferenceWindows.onSwapsCancelled((swapIds) => swaps.tellCancelledIds(swapIds));
  const runExplanations = createRunExplanations({ db });
  // The program's invitation queue (issue 15): it sends through the interview seats' send path.
  const invitationQueue = createInvitationQueueService({ db, clock, log, hubEvents, notify });
  // Interview-day meetings (issue 17): video rooms, timers, presence, the admin's control panel.
  const meetings = createMeetingService({ db, clock, hubEvents, limits, config: config.meetings });
  // The durable job queue: match runs (and, on its schedule, due result releases). main.ts starts
  // the worker; tests run it on demand with runUntilIdle.
  const resultRelease = createResultReleaseService({ db, clock, mail, log, publicUrl: config.publicUrl });
  // Open house tours (issue 15): their reminders run on the job runner's schedule.
  const openHouse = createOpenHouseService({ db, clock, access: applicantAccess, notify });
  // Vacancies (issue 16, ADR 0025 decision 7): offers past their time expire on the job runner's schedule.
  const vacancyNotices = createVacancyNotices({ db, notify });
  const applicantVacancies = createApplicantVacanciesService({
    db,
    clock,
    log,
    access: applicantAccess,
    notices: vacancyNotices,
  });
  // Bulk PDF merges (issue 16): a job per request; the job runner is bound late (its handlers need the service).
  const pdfMerges = createPdfMergeService({
    db,
    clock,
    log,
    hubEvents,
    storage: uploads.storage,
    readUpload: uploadBytesReader(uploads),
    secret: config.jwtSecret,
    enqueue: (job) => jobs.enqueue(job),
  });
  const jobs = createJobRunner({
    db,
    clock,
    log,
    handlers: {
      [MATCH_RUN_JOB]: matchRunJob({ db, clock }),
      [PDF_MERGE_JOB]: pdfMergeJob(() => pdfMerges),
    },
    schedules: [
      // Preference windows whose closing time came are assigned in one batch (at most a minute late).
      {
        name: 'close due preference windows',
        everyMs: 60_000,
        run: async () => void (await preferenceWindows.closeDue()),
      },
      // Vacancy offers past their time expire; the next candidates are offered at once (ADR 0025).
      {
        name: 'expire vacancy offers',
        everyMs: 60_000,
        run: async () => void (await applicantVacancies.expireOffers()),
      },
      {
        name: 'release due results',
        everyMs: 60_000,
        run: async () => void (await resultRelease.releaseDueResults()),
      },
      // Running invitation queues send what they can (a safety net beside Start, AddToQueue and freed seats).
      { name: 'run invitation queues', everyMs: 60_000, run: () => invitationQueue.pumpRunning() },
      { name: 'prune action counters', everyMs: 60 * 60_000, run: async () => void (await limits.prune()) },
      {
        name: 'delete expired PDF packets',
        everyMs: 60 * 60_000,
        run: async () => void (await pdfMerges.pruneExpired()),
      },
      {
        name: 'delete unattached uploads',
        everyMs: 60 * 60_000,
        run: async () => void (await uploads.pruneUnattached()),
      },
      // Impersonations that ran out on their own get their audit row (issue 11).
      {
        name: 'record expired impersonations',
        everyMs: 60_000,
        run: async () => void (await impersonation.recordExpired()),
      },
      {
        name: 'prune sign-in throttles',
        everyMs: 60 * 60_000,
        run: async () => void (await signIn.pruneThrottles()),
      },
      { name: 'prune delivered mail', everyMs: 60 * 60_000, run: async () => void (await mail.prune()) },
      { name: 'prune delivered SMS', everyMs: 60 * 60_000, run: async () => void (await sms.prune()) },
      {
        name: 'remind open house tours',
        everyMs: 300_000,
        run: async () => void (await openHouse.sendDueReminders()),
      },
      {
        name: 'discard unconfirmed accounts',
        everyMs: 15 * 60_000,
        run: async () => void (await emailConfirmation.discardExpired()),
      },
    ],
    staleAfterMs: config.jobStaleAfterMs,
  });
  const matchRuns = createMatchRunService({ db, clock, jobs });
  const applicantDeps: ApplicantServiceDeps = {
    db,
    clock,
    config,
    log,
    mail,
    captcha,
    access: applicantAccess,
    uploads,
    limits,
    emailConfirmation,
    hubEvents,
    notify,
    invoices: invoiceIssuer,
  };

  const requests = createRequestService({
    db,
    clock,
    mail,
    captcha,
    publicUrl: config.publicUrl,
    invitedUsers,
    programs,
    medicalSchools,
    hubEvents,
    notify,
  });

  return {
    hubEvents,
    pdfMerges,
    push,
    /** The hubs' group joins and session checks (server/realtime). */
    hubAccess: createHubAccessService({ db, clock }),
    openHouse,
    applicantVacancies,
    vacancyManagement: createVacancyManagementService({ db, clock, notices: vacancyNotices }),
    programSurveys: createProgramSurveysService({ db, clock }),
    applicantProgramRequests: createApplicantProgramRequestService({
      db,
      clock,
      access: applicantAccess,
      notify,
    }),
    jobs,
    preferenceWindows,
    swaps,
    limits,
    matchRuns,
    tokens,
    sessions,
    mail,
    captcha,
    emailConfirmation,
    signIn,
    passwordReset,
    passwordChange: createPasswordChangeService({ db, clock, sessions, recordPasswordChange }),
    account: createAccountService({ db }),
    auditLog,
    idempotency: createIdempotencyService({ db, clock }),
    adminUsers: createAdminUsersService({
      db,
      clock,
      sessions,
      passwordReset,
      invitedUsers,
      mail,
      recordPasswordChange,
      audit: auditLog,
    }),
    impersonation,
    invitedUsers,
    roleInvitations: createRoleInvitationService({ db, clock }),
    contact: createContactService({ db, captcha, mail, supportEmail: config.supportEmail }),
    clientLog: createClientLogService({ db, log }),
    bugReports: createBugReportService({ db, clock, hubEvents }),
    health: createHealthService({ db, driver: database.driver, version: deps.version }),
    referenceData: createReferenceDataService({ db }),
    mailOutbox: createMailOutboxService({ db }),
    matchCycles: createMatchCycleService({ db, clock }),
    matchCalendarEvents: createMatchCalendarEventService({ db }),
    matchCalendar: createMatchCalendarService({ db, clock, publicUrl: config.publicUrl }),
    programs,
    specialties: createSpecialtyService({ db, invitedUsers }),
    specialtyPages: createSpecialtyPageService({ db, clock }),
    medicalSchools,
    institutions: createInstitutionService({ db }),
    society: createSocietyService({ db, clock }),
    programUserContext: createProgramUserContextService({ db, clock }),
    programRankList: createProgramRankListService({ db, clock }),
    programApplications: createProgramApplicationsService({ db, clock, hubEvents, uploads }),
    applicationNotes: createApplicationNotesService({ db, clock, hubEvents }),
    savedViews: createSavedViewsService({ db, clock }),
    adminRankLists: createAdminRankListService({ db }),
    publicStats: createPublicStatsService({ db }),
    resultRelease,
    audienceResults: createAudienceResultsService({ db, clock }),
    uploads,
    applicantAccess,
    applicantRegistration: createApplicantRegistrationService(applicantDeps),
    applicantProfile: createApplicantProfileService(applicantDeps),
    applicantAcademic: createApplicantAcademicService(applicantDeps),
    applicantDocuments: createApplicantDocumentService(applicantDeps),
    personalStatements: createPersonalStatementService(applicantDeps),
    letters: createLetterService(applicantDeps),
    programDirectory: createProgramDirectoryService(applicantDeps),
    applications: createApplicationService(applicantDeps),
    applicantRankList: createApplicantRankListService(applicantDeps),
    applicantHome: createApplicantHomeService(applicantDeps),
    couples: createCoupleService(applicantDeps),
    invoices: createInvoiceReadService({ db }),
    payments,
    adminBilling: createAdminBillingService({
      db,
      clock,
      mail,
      audit: auditLog,
      payments,
      providers: paymentProviders,
    }),
    runExplanations,
    sms,
    notify,
    invitationQueue,
    meetings,
    messageThreads: createMessageThreadService({ db, clock, uploads, limits, notify, hubEvents }),
    broadcasts: createBroadcastService({ db, clock, log, limits, hubEvents, push }),
    notifications: createNotificationService({ db, clock, hubEvents }),
    notificationSettings: createNotificationSettingsService({ db, clock }),
    notificationHistory: createNotificationHistoryService({ db, clock }),
    applicantMatchResult: createApplicantMatchResultService({
      db,
      clock,
      access: applicantAccess,
      explanations: runExplanations,
    }),
    programMatchResult: createProgramMatchResultService({ db, clock, explanations: runExplanations }),
    // The interview scheduler (issue 15): days, invitations, the applicant's answers, calendar feeds.
    interviewDays: createInterviewDayService({ db, clock, hubEvents }),
    invitations: createInvitationService({ db, clock, notify, hubEvents }),
    applicantInterviews: createApplicantInterviewService({
      db,
      clock,
      access: applicantAccess,
      notify,
      hubEvents,
    }),
    calendarFeeds: createCalendarFeedService({
      db,
      clock,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
    }),
    requests,
    programPortal: createProgramPortalService({ db, clock, programs, invitedUsers, requests }),
  };
}
