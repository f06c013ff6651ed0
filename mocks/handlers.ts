import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { getApplicantContext } from '../core/contracts/applicants/applicant-context.contract.ts';
import { getApplicantHomeSummary } from '../core/contracts/applicants/applicant-home.contract.ts';
import {
  completeNewPassword,
  confirmForgotPassword,
  currentUser,
  forgotPassword,
  refreshSession,
  signIn,
  signOut,
} from '../core/contracts/auth/auth.contract.ts';
import { getCoupleStatus } from '../core/contracts/couples/couples.contract.ts';
import { listOpenMatchCycles } from '../core/contracts/match-cycles/applicant-registration.contract.ts';
import { getMatchCalendar } from '../core/contracts/match-cycles/match-cycles.contract.ts';
import { getPublicStats } from '../core/contracts/match-results/public-stats.contract.ts';
import { listMyMeetings } from '../core/contracts/meetings/meetings.contract.ts';
import { getMessageCenterState } from '../core/contracts/messaging/message-threads.contract.ts';
import { getBulkPdfMergeRequest } from '../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { sendBugReport } from '../core/contracts/platform/bug-reports.contract.ts';
import {
  altchaChallenge,
  captchaChallenge,
  sendContactMessage,
} from '../core/contracts/platform/contact.contract.ts';
import { logClientError, logClientInfo } from '../core/contracts/platform/log.contract.ts';
import { health } from '../core/contracts/platform/system.contract.ts';
import {
  getAllCountries,
  getHonorTypes,
  getTimeZones,
} from '../core/contracts/reference-data/reference-data.contract.ts';
import {
  getAdminRequestCounts,
  getRegistrationOptions,
} from '../core/contracts/requests/requests.contract.ts';
import { getSocietyContext } from '../core/contracts/societies/society.contract.ts';
import { handleContract, serverErrorResponse } from './contract-handler.ts';
import {
  DEMO_PASSWORD,
  demoCountries,
  demoHonorTypes,
  demoSession,
  demoTimeZones,
  demoUser,
} from './demo-data.ts';

/** An easy proof-of-work challenge (a small counter) so tests and the mock mode solve it at once. */
export async function easyAltchaChallenge(counter = 25) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    hmacSignatureSecret: 'mock-secret',
    data: { maxNumber: 100 },
  });
  return altchaChallenge.parse(challenge);
}

const notSignedIn = () =>
  serverErrorResponse(401, 'Unauthorized', 'Cannot retrieve a new session. Please authenticate.');

/**
 * Happy-path handlers for every endpoint the client shell uses, typed from core/contracts.
 * Tests override single endpoints with server.use(...) to drive failures.
 */
export const handlers = [
  handleContract(refreshSession, notSignedIn),
  handleContract(signIn, ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    const user = demoUser(email);
    // An unknown address answers like a wrong password (ADR 0018).
    if (!user || password !== DEMO_PASSWORD) {
      return serverErrorResponse(400, 'NotAuthorizedException', 'Incorrect username or password.');
    }
    return demoSession(user);
  }),
  handleContract(completeNewPassword, () => demoSession(demoUser('applicant@matchline.test')!)),
  handleContract(forgotPassword, ({ body }) => {
    const { email } = body as { email: string };
    return { isForcedToChangePassword: false, destination: email.replace(/^(.).*@/, '$1***@') };
  }),
  handleContract(confirmForgotPassword, ({ body }) => {
    const { email } = body as { email: string };
    const user = demoUser(email);
    return user
      ? demoSession(user)
      : serverErrorResponse(
          400,
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
  }),
  handleContract(signOut, () => ({ ok: true as const })),
  handleContract(currentUser, notSignedIn),
  handleContract(captchaChallenge, async () => ({
    provider: 'altcha' as const,
    challenge: await easyAltchaChallenge(),
  })),
  handleContract(sendContactMessage, () => ({ ok: true as const })),
  handleContract(sendBugReport, () => ({ id: crypto.randomUUID() })),
  handleContract(logClientError, () => ({ id: crypto.randomUUID() })),
  handleContract(logClientInfo, () => ({ ok: true as const })),
  // Nothing unread (the menus' badges); tests override it.
  handleContract(getMessageCenterState, () => ({
    unreadMessageCount: 0,
    unreadThreadCount: 0,
    unreadBroadcastCount: 0,
    hasUnreadNotifications: false,
    entityId: null,
    messagesUrl: '',
    notificationsUrl: '',
  })),
  handleContract(getAllCountries, () => demoCountries),
  handleContract(getTimeZones, () => demoTimeZones),
  handleContract(getHonorTypes, () => demoHonorTypes),
  handleContract(health, () => ({
    status: 'ok' as const,
    version: 'mock',
    database: { status: 'up' as const, driver: 'pglite' as const, latencyMs: 1 },
  })),
  // Public pages and the society area: empty but valid answers (tests fill them with server.use).
  handleContract(getMatchCalendar, () => []),
  handleContract(getPublicStats, () => ({ specialties: [], specialty: null, cycles: [] })),
  handleContract(getSocietyContext, () => ({
    email: 'society@matchline.test',
    fullName: 'Demo Society',
    specialties: [],
  })),
  // The admin menu's pending-request badge and the registration request forms' lists.
  handleContract(getAdminRequestCounts, () => ({
    ProgramRegistration: 0,
    ProgramUserRegistration: 0,
    ProgramRename: 0,
    ProgramListingChange: 0,
    MedicalSchoolRegistration: 0,
    MedicalSchoolUserRegistration: 0,
  })),
  handleContract(getRegistrationOptions, () => ({ specialties: [] })),
  // REG: the applicant's cycle context (landing, home) and the sign-up form's open cycles.
  handleContract(getApplicantContext, () => ({
    applicantId: 1,
    applicantCode: 'ML-100001',
    firstName: 'Demo',
    lastName: 'Applicant',
    registrations: [],
  })),
  handleContract(listOpenMatchCycles, () => ({ items: [] })),
  // The cycle home's next steps (issue 13): nothing done yet.
  handleContract(getApplicantHomeSummary, ({ params }) => ({
    matchCycleCode: String(params.matchCycleCode),
    application: { isComplete: false, missingCount: 3 },
    letters: { requested: 0, pending: 0 },
    applications: { sent: 0, inProgress: 0 },
    rankList: {
      state: 'NotStarted' as const,
      entries: 0,
      certifiedAt: null,
      deadline: null,
      isDeadlinePassed: false,
      isDeclined: false,
    },
    matchResult: { released: false, releaseDate: null },
  })),
  // Couples (issue 6): not in a couple (the individual rank list page asks, through CoupleNotice).
  handleContract(getCoupleStatus, ({ params }) => ({
    matchCycleCode: String(params.matchCycleCode),
    matchCycleName: String(params.matchCycleCode),
    state: 'None' as const,
    partner: null,
    proposedTo: null,
    proposedAt: null,
    linkedAt: null,
    declineReason: null,
  })),
  // Bulk PDF merges: no request yet (the progress toast reads the latest on the review list).
  handleContract(getBulkPdfMergeRequest, () => null),
  // The interview pages' video meetings (issue 17): none unless a test says so.
  handleContract(listMyMeetings, () => ({ items: [] })),
];
