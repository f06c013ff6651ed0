import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../services/services.ts';
import { registerApplicantAcademicRoutes } from './applicants/academic.routes.ts';
import { registerApplicantHomeRoutes } from './applicants/applicant-home.routes.ts';
import { registerApplicantDocumentRoutes } from './applicants/documents.routes.ts';
import { registerPersonalStatementRoutes } from './applicants/personal-statements.routes.ts';
import { registerApplicantProfileRoutes } from './applicants/profile.routes.ts';
import { registerApplicationRoutes } from './applications/applications.routes.ts';
import { registerProgramApplicationRoutes } from './applications/program-applications.routes.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerEmailConfirmationRoutes } from './auth/email-confirmation.routes.ts';
import { registerRoleInvitationRoutes } from './auth/role-invitations.routes.ts';
import { registerAdminBillingRoutes } from './billing/admin-billing.routes.ts';
import { registerApplicantInvoiceRoutes } from './billing/invoices.routes.ts';
import { registerPaymentRoutes } from './billing/payments.routes.ts';
import { registerCoupleRoutes } from './couples/couples.routes.ts';
import { configureRoutes } from './define-route.ts';
import { registerApplicantInterviewRoutes } from './interviews/applicant-interviews.routes.ts';
import { registerCalendarFeedRoutes } from './interviews/calendar-feed.routes.ts';
import { registerInterviewDayRoutes } from './interviews/interview-days.routes.ts';
import { registerInvitationRoutes } from './interviews/invitations.routes.ts';
import { registerOpenHouseRoutes } from './interviews/open-house.routes.ts';
import { registerPreferenceWindowRoutes } from './interviews/preference-windows.routes.ts';
import { registerSwapRoutes } from './interviews/swaps.routes.ts';
import { registerLetterRoutes } from './letters/letters.routes.ts';
import { registerApplicantRegistrationRoutes } from './match-cycles/applicant-registration.routes.ts';
import { registerMatchCycleRoutes } from './match-cycles/match-cycles.routes.ts';
import { registerAudienceResultRoutes } from './match-results/audience-results.routes.ts';
import { registerMatchResultRoutes } from './match-results/match-result.routes.ts';
import { registerPublicStatsRoutes } from './match-results/public-stats.routes.ts';
import { registerMatchRunRoutes } from './match-runs/match-runs.routes.ts';
import { registerMedicalSchoolRoutes } from './medical-schools/medical-schools.routes.ts';
import { registerMeetingRoutes } from './meetings/meetings.routes.ts';
import { registerMessagingRoutes } from './messaging/messaging.routes.ts';
import { registerPdfMergeRoutes } from './pdf-merges/pdf-merges.routes.ts';
import { registerApiDocsRoutes } from './platform/api-docs.routes.ts';
import { registerMailOutboxRoutes } from './platform/mail-outbox.routes.ts';
import { registerPlatformRoutes } from './platform/platform.routes.ts';
import { registerProgramDirectoryRoutes } from './programs/program-directory.routes.ts';
import { registerProgramPortalRoutes } from './programs/program-portal.routes.ts';
import { registerProgramUserRoutes } from './programs/program-user.routes.ts';
import { registerProgramRoutes } from './programs/programs.routes.ts';
import { registerPushRoutes } from './push/push.routes.ts';
import { registerAdminRankListRoutes } from './rank-lists/admin-rank-lists.routes.ts';
import { registerApplicantRankListRoutes } from './rank-lists/applicant-rank-list.routes.ts';
import { registerProgramRankListRoutes } from './rank-lists/program-rank-list.routes.ts';
import { registerReferenceDataRoutes } from './reference-data/reference-data.routes.ts';
import { registerApplicantProgramRequestRoutes } from './requests/applicant-program-requests.routes.ts';
import { registerRequestRoutes } from './requests/requests.routes.ts';
import { registerSocietyRoutes } from './societies/society.routes.ts';
import { registerSpecialtyRoutes } from './specialties/specialties.routes.ts';
import { registerProgramSurveyRoutes } from './surveys/program-surveys.routes.ts';
import { registerUploadRoutes } from './uploads/uploads.routes.ts';
import { registerAdminUserRoutes } from './users/admin-users.routes.ts';
import { registerSavedViewRoutes } from './users/saved-views.routes.ts';
import { registerVacancyRoutes } from './vacancies/vacancies.routes.ts';
import { registerVacancyManagementRoutes } from './vacancies/vacancy-management.routes.ts';

/** Every API route of the app; each module binds its contracts through defineRoute. */
export function registerRoutes(app: FastifyInstance, services: Services, config: Config): void {
  configureRoutes(
    app,
    (authorization) => services.sessions.authenticate(authorization),
    (entry) => services.auditLog.recordImpersonatedRequest(entry),
    services.idempotency,
  );
  // Receipts older than a week are no longer needed (ADR 0012); a failed clean-up is retried next start.
  app.addHook('onReady', async () => {
    await services.idempotency
      .prune()
      .catch((error) => app.log.warn({ err: error }, 'receipt pruning failed'));
  });
  registerAuthRoutes(app, services, config);
  registerRoleInvitationRoutes(app, services);
  registerEmailConfirmationRoutes(app, services, config);
  registerPlatformRoutes(app, services, config);
  registerReferenceDataRoutes(app, services);
  registerMailOutboxRoutes(app, services);
  registerMatchCycleRoutes(app, services);
  registerMatchRunRoutes(app, services);
  registerAdminUserRoutes(app, services, config);
  registerProgramRoutes(app, services);
  registerMedicalSchoolRoutes(app, services);
  registerSocietyRoutes(app, services);
  registerProgramUserRoutes(app, services);
  registerProgramPortalRoutes(app, services);
  registerProgramRankListRoutes(app, services);
  registerProgramApplicationRoutes(app, services);
  registerSavedViewRoutes(app, services);
  registerSpecialtyRoutes(app, services);
  registerPublicStatsRoutes(app, services);
  registerRequestRoutes(app, services, config);
  registerOpenHouseRoutes(app, services);
  registerPreferenceWindowRoutes(app, services);
  registerSwapRoutes(app, services);
  registerMeetingRoutes(app, services);
  registerApplicantProgramRequestRoutes(app, services);
  registerApplicantRegistrationRoutes(app, services, config);
  registerApplicantProfileRoutes(app, services, config);
  registerApplicantAcademicRoutes(app, services, config);
  registerApplicantDocumentRoutes(app, services, config);
  registerUploadRoutes(app, services, config);
  registerPdfMergeRoutes(app, services);
  registerPersonalStatementRoutes(app, services, config);
  registerLetterRoutes(app, services, config);
  registerProgramDirectoryRoutes(app, services, config);
  registerApplicationRoutes(app, services, config);
  registerApplicantInvoiceRoutes(app, services, config);
  registerPaymentRoutes(app, services, config);
  registerAdminBillingRoutes(app, services, config);
  registerApplicantRankListRoutes(app, services);
  registerApplicantHomeRoutes(app, services);
  registerMatchResultRoutes(app, services);
  registerCoupleRoutes(app, services);
  registerAdminRankListRoutes(app, services);
  registerAudienceResultRoutes(app, services);
  registerMessagingRoutes(app, services);
  registerPushRoutes(app, services);
  registerInterviewDayRoutes(app, services);
  registerInvitationRoutes(app, services);
  registerApplicantInterviewRoutes(app, services);
  registerCalendarFeedRoutes(app, services, config);
  registerVacancyRoutes(app, services);
  registerVacancyManagementRoutes(app, services);
  registerProgramSurveyRoutes(app, services);
  registerApiDocsRoutes(app, config);
}
