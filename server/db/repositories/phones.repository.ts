/** Phones of a user (platform.md §3) with the hashed verification code of the last send. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PhoneType } from '../../../core/domain/phones.ts';
import type { DbExecutor } from '../client.ts';
import { phones } from '../schema.ts';

export type PhoneRow = typeof phones.$inferSelect;

const phoneColumns = {
  id: phones.id,
  number: phones.number,
  extension: phones.extension,
  type: phones.type,
  isVerified: phones.isVerified,
};
export type PhoneRecord = {
  id: number;
  number: string;
  extension: string | null;
  type: PhoneType;
  isVerified: boolean;
};

export async function listPhonesOfUser(db: DbExecutor, userId: string): Promise<PhoneRecord[]> {
  return db.select(phoneColumns).from(phones).where(eq(phones.userId, userId)).orderBy(asc(phones.id));
}

/** The user's own phone; null for an unknown id or another user's phone. */
export async function findPhoneOfUser(db: DbExecutor, userId: string, id: number): Promise<PhoneRow | null> {
  const [row] = await db
    .select()
    .from(phones)
    .where(and(eq(phones.id, id), eq(phones.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertPhone(
  db: DbExecutor,
  values: { userId: string; number: string; extension: string | null; type: PhoneType; isVerified?: boolean },
): Promise<PhoneRecord> {
  const [row] = await db.insert(phones).values(values).returning(phoneColumns);
  return row!;
}

/** A changed number loses its verification and any code sent to the old one. */
export async function updatePhoneNumber(
  db: DbExecutor,
  userId: string,
  id: number,
  values: { number: string; extension: string | null },
): Promise<PhoneRecord | null> {
  const [row] = await db
    .update(phones)
    .set({
      ...values,
      isVerified: sql`${phones.isVerified} and ${phones.number} = ${values.number}`,
      codeHash: sql`case when ${phones.number} = ${values.number} then ${phones.codeHash} end`,
      codeExpiresAt: sql`case when ${phones.number} = ${values.number} then ${phones.codeExpiresAt} end`,
    })
    .where(and(eq(phones.id, id), eq(phones.userId, userId)))
    .returning(phoneColumns);
  return row ?? null;
}

export async function deletePhoneOfUser(db: DbExecutor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(phones)
    .where(and(eq(phones.id, id), eq(phones.userId, userId)))
    .returning({ id: phones.id });
  return rows.length > 0;
}

/** A new code replaces the last one and restarts the tries. */
export async function storePhoneCode(
  db: DbExecutor,
  id: number,
  values: { codeHash: string; codeExpiresAt: Date },
): Promise<void> {
  await db
    .update(phones)
    .set({ ...values, codeAttempts: 0 })
    .where(eq(phones.id, id));
}

/** Counts a wrong code atomically; answers the tries made so far. */
export async function addPhoneCodeAttempt(db: DbExecutor, id: number): Promise<number> {
  const [row] = await db
    .update(phones)
    .set({ codeAttempts: sql`${phones.codeAttempts} + 1` })
    .where(eq(phones.id, id))
    .returning({ attempts: phones.codeAttempts });
  return row?.attempts ?? 0;
}

/** Verified: the code is spent. */
export async function markPhoneVerified(db: DbExecutor, id: number): Promise<PhoneRecord> {
  const [row] = await db
    .update(phones)
    .set({ isVerified: true, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
    .where(eq(phones.id, id))
    .returning(phoneColumns);
  return row!;
}
