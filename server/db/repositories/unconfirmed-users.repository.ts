/**
 * Self-registered accounts that never proved their email address (issue 11). Such an account holds
 * only what sign-up made (the applicant, its phone, a cycle registration and its invoice), since it
 * could never sign in: discarding it frees the address for its real owner.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { users } from '../schema.ts';

/**
 * Deletes the unconfirmed users chosen by `which` (a condition on `users u`) with what sign-up made
 * for them, in one statement; a confirmed user is never touched. Answers the ids deleted.
 */
async function deleteUnconfirmed(db: DbExecutor, which: SQL): Promise<string[]> {
  const result = await db.execute(sql`
    with doomed as (
      select u.id from users u where u.email_verified = false and u.status = 'ConfirmationRequired' and ${which}
        -- Never signed in (only an admin's impersonation could have): nothing else can hang off it.
        and not exists (select 1 from sessions s where s.user_id = u.id)
    ),
    doomed_applicants as (
      select a.id from applicants a where a.user_id in (select id from doomed)
    ),
    registrations as (
      delete from applicant_match_cycles where applicant_id in (select id from doomed_applicants)
    ),
    removed_phones as (
      delete from phones where user_id in (select id from doomed)
    ),
    removed_invoices as (
      delete from invoices where user_id in (select id from doomed)
        and id not in (select invoice_id from applicant_match_cycles where invoice_id is not null
                         and applicant_id not in (select id from doomed_applicants))
    ),
    removed_applicants as (
      delete from applicants where id in (select id from doomed_applicants)
    )
    select id from doomed
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as {
    id: string;
  }[];
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return ids;
  // Data-modifying CTEs all see one snapshot, so the users go in a statement of their own, after.
  await db.delete(users).where(inArray(users.id, ids));
  return ids;
}

/** Discards one unconfirmed account (a new sign-up or an invitation for its address). */
export async function deleteUnconfirmedUser(db: DbExecutor, userId: string): Promise<boolean> {
  return (await deleteUnconfirmed(db, sql`u.id = ${userId}`)).length > 0;
}

/** The scheduled clean-up: unconfirmed accounts created before `before`. */
export async function deleteUnconfirmedUsersCreatedBefore(db: DbExecutor, before: Date): Promise<number> {
  return (await deleteUnconfirmed(db, sql`u.created_at < ${before}`)).length;
}
