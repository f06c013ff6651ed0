import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { contactMessages } from '../schema.ts';

export async function insertContactMessage(
  db: DbExecutor,
  values: { name: string; email: string; matchlineId: string | null; subject: string; text: string },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

export async function listContactMessagesFrom(db: DbExecutor, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));
}
