import type { TestContext } from './test-app.ts';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

export type RecordedStatement = { text: string; params: unknown[] };

/** Records every statement sent through the test database's driver client while `work` runs (N+1 checks). */
export async function recordStatements<T>(
  ctx: TestContext,
  work: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const client = (ctx.database.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const statements: RecordedStatement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    statements.push(
      typeof first === 'string'
        ? { text: first, params: params ?? [] }
        : { text: first.text, params: params ?? first.values ?? [] },
    );
    return original.apply(this, args);
  } as Queryable['query'];
  try {
    return { result: await work(), statements };
  } finally {
    client.query = original;
  }
}
