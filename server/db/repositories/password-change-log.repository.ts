import { desc, eq } from 'drizzle-orm';
import type { PasswordChangeKind } from '../../../core/domain/password-changes.ts';
import type { DbExecutor } from '../client.ts';
import { passwordChangeLog } from '../schema.ts';

export type PasswordChangeLogRow = typeof passwordChangeLog.$inferSelect;

export async function insertPasswordChangeLog(
  db: DbExecutor,
  values: { email: string; isSucceeded: boolean; error: string | null; kind: PasswordChangeKind; now: Date },
): Promise<void> {
  await db.insert(passwordChangeLog).values({
    email: values.email,
    isSucceeded: values.isSucceeded,
    error: values.error,
    kind: values.kind,
    createdAt: values.now,
  });
}

export async function listPasswordChangeLog(db: DbExecutor, email: string): Promise<PasswordChangeLogRow[]> {
  return db
    .select()
    .from(passwordChangeLog)
    .where(eq(passwordChangeLog.email, email))
    .orderBy(desc(passwordChangeLog.createdAt));
}
