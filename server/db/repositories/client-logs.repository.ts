import type { DbExecutor } from '../client.ts';
import { clientLogs } from '../schema.ts';

export async function insertClientLog(
  db: DbExecutor,
  values: {
    level: 'error' | 'info';
    userId: string | null;
    message: string;
    payload: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await db.insert(clientLogs).values(values).returning({ id: clientLogs.id });
  return row!.id;
}
