import type { AltchaChallenge } from '../../../core/contracts/platform/contact.contract.ts';

export type SolveProgress = {
  attempts: number;
  /** 0–100 when the challenge says how far the search may go; null otherwise. */
  percent: number | null;
};

/** The search bound, when the server puts it in the challenge data (data.maxNumber). */
function searchBound(challenge: AltchaChallenge): number | null {
  const bound = challenge.parameters.data?.maxNumber;
  return typeof bound === 'number' && bound > 0 ? bound : null;
}

/**
 * Solves an ALTCHA v2 challenge with altcha-lib's solver and returns the `captcha` string the
 * server verifies (core/domain/captcha.ts encoding), or null when aborted or timed out.
 * The solver libraries load only when a captcha is actually solved.
 */
export async function solveWithProgress(
  challenge: AltchaChallenge,
  onProgress: (progress: SolveProgress) => void,
  controller?: AbortController,
): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }, { encodeAltchaPayload }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
    import('../../../core/domain/captcha.ts'),
  ]);
  const bound = searchBound(challenge);
  let attempts = 0;
  let lastReport = 0;
  const countingDeriveKey: typeof deriveKey = (parameters, salt, password) => {
    attempts += 1;
    const now = Date.now();
    // Report a few times a second, not on every hash.
    if (now - lastReport > 150) {
      lastReport = now;
      onProgress({ attempts, percent: bound ? Math.min(99, (attempts / bound) * 100) : null });
    }
    return deriveKey(parameters, salt, password);
  };
  const solution = await solveChallenge({
    challenge,
    deriveKey: countingDeriveKey,
    timeout: 90_000,
    ...(controller ? { controller } : {}),
  });
  if (!solution) return null;
  onProgress({ attempts, percent: 100 });
  return encodeAltchaPayload(challenge, solution);
}
