/**
 * Answers kept per user on this device (Dexie's serverCopies) so that a page the user has seen reads
 * offline, after a reload too. Dexie loads only when a copy is written or read, so it stays out of
 * the first load.
 */
export type OfflineCopy<T> = { value: T; updatedAt: number };

const QUERY_ENTITY = 'query';

export async function keepOfflineCopy(userId: string, key: string, value: unknown): Promise<void> {
  const [{ appDb }, { cacheServerCopy }] = await Promise.all([import('./app-db.ts'), import('./outbox.ts')]);
  await cacheServerCopy(appDb(), userId, QUERY_ENTITY, key, value);
}

export async function readOfflineCopy<T>(userId: string, key: string): Promise<OfflineCopy<T> | undefined> {
  const [{ appDb }, { entityKey }] = await Promise.all([import('./app-db.ts'), import('./outbox.ts')]);
  const row = await appDb().serverCopies.get(entityKey(userId, QUERY_ENTITY, key));
  return row ? { value: row.value as T, updatedAt: row.updatedAt } : undefined;
}
