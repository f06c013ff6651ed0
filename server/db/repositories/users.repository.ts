import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Emails are stored lower-cased; callers pass the normalized address. */
export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: DbExecutor, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function countUsers(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** Sets a new hash; a successful password change also clears the sign-in lock. */
export async function updatePassword(
  db: DbExecutor,
  userId: string,
  values: { passwordHash: string; mustChangePassword: boolean; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      mustChangePassword: values.mustChangePassword,
      // Choosing one's own password completes an invited user's registration.
      ...(values.mustChangePassword
        ? {}
        : {
            status: sql`case when ${users.status} = 'PendingRegistration' then 'Active' else ${users.status} end`,
          }),
      failedSignInCount: 0,
      lockedUntil: null,
      updatedAt: values.now,
    })
    .where(eq(users.id, userId));
}

export async function setUserActive(
  db: DbExecutor,
  userId: string,
  isActive: boolean,
  now: Date,
): Promise<void> {
  await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, userId));
}

/** Adds roles to a user (kept unique); returns the updated row. */
export async function addUserRoles(
  db: DbExecutor,
  userId: string,
  roles: string[],
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      roles: sql`(select array(select distinct unnest(${users.roles} || ${sql.param(roles)}::text[]) order by 1))`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
