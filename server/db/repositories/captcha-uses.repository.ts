import { lt } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { captchaUses } from '../schema.ts';

/** Records a spent captcha solution: false when it was spent before (a replay). */
export async function claimCaptchaSolution(
  db: DbExecutor,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return rows.length === 1;
}

/** Expired solutions cannot be replayed anyway (the challenge has expired too), so forget them. */
export async function purgeExpiredCaptchaUses(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
