import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import {
  completeNewPassword,
  confirmForgotPassword,
  currentUser,
  forgotPassword,
  refreshSession,
  signIn,
  signOut,
} from '../core/contracts/auth.contract.ts';
import { sendBugReport } from '../core/contracts/bug-reports.contract.ts';
import { altchaChallenge, captchaChallenge, sendContactMessage } from '../core/contracts/contact.contract.ts';
import { logClientError, logClientInfo } from '../core/contracts/log.contract.ts';
import { getAllCountries, getHonorTypes, getTimeZones } from '../core/contracts/reference-data.contract.ts';
import { health } from '../core/contracts/system.contract.ts';
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
    if (!user) return serverErrorResponse(400, 'UserNotFoundException', 'User not found.');
    if (password !== DEMO_PASSWORD) {
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
    return user ? demoSession(user) : serverErrorResponse(400, 'UserNotFoundException', 'User not found.');
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
  handleContract(getAllCountries, () => demoCountries),
  handleContract(getTimeZones, () => demoTimeZones),
  handleContract(getHonorTypes, () => demoHonorTypes),
  handleContract(health, () => ({
    status: 'ok' as const,
    version: 'mock',
    database: { status: 'up' as const, driver: 'pglite' as const, latencyMs: 1 },
  })),
];
