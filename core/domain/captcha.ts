/**
 * The browser half of the ALTCHA proof-of-work captcha (altcha-lib v2). The server issues a signed
 * challenge (GET /api/captcha/challenge); the client finds the counter and sends the returned
 * payload string as the form's `captcha` field. Runs wherever Web Crypto exists (browsers, Node 20).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { AltchaChallenge } from '../contracts/platform/contact.contract.ts';

type SolveOptions = Parameters<typeof solveChallenge>[0];

export type AltchaSolution = { counter: number; derivedKey: string; time?: number };

/** The payload the server verifies: the challenge as issued plus the solution, as JSON. */
export function encodeAltchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return JSON.stringify({ challenge, solution });
}

/**
 * Solves a SHA challenge and returns the `captcha` string to submit, or null when aborted or out of
 * time. `controller` is an AbortController (to cancel when the form closes).
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  options: { controller?: SolveOptions['controller']; timeoutMs?: number } = {},
): Promise<string | null> {
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    ...(options.controller ? { controller: options.controller } : {}),
    timeout: options.timeoutMs ?? 90_000,
  });
  return solution ? encodeAltchaPayload(challenge, solution) : null;
}
