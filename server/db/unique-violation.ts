/** Unique violation (SQLSTATE 23505), whether the driver throws it directly or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs an insert or update; undefined when it hit a unique key (the caller answers 409). */
export async function unlessUniqueViolation<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
