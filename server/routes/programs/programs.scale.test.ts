/**
 * Scale proof of the quality bar: with 10,000 programs the admin list answers any page with
 * the right total, runs the same small number of SQL statements whatever the page size, and (on
 * PostgreSQL) reads the first page off programs_name_idx instead of sorting the whole table.
 * No wall-time assertions: counts and plans only.
 */
import { beforeAll, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client.ts';
import { insertManyPrograms } from '../../db/repositories/programs.test-support.ts';
import { CALIFORNIA, createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const COUNT = 10_000;

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

describeEachDatabase('programs at scale', (ctx) => {
  let admin: string;
  let prefix: string;
  let specialtyId: number;
  const recording = async <T>(work: () => Promise<T>) => {
    const { result, statements } = await recordStatements(ctx, work);
    return { result, sql: statements };
  };

  const list = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/programs?${query}`, headers: bearer(admin) });

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    const db: DbExecutor = ctx.database.db;
    const f = await createCatalogueFixture(db);
    specialtyId = f.specialtyId;
    prefix = `scale${f.tag}`;
    await insertManyPrograms(db, {
      count: COUNT,
      specialtyId,
      prefix,
      stateIds: [CALIFORNIA, 840_041, 840_048],
    });
    await (ctx.database.db as unknown as { $client: Queryable }).$client.query('analyze programs');
  }, 120_000);

  it('answers page 1 and a deep page with the right totals and order', async () => {
    const first = await list('pageSize=20');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toBe(COUNT);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].name).toBe(`${prefix} program 000000`);
    expect(page1.items[19].name).toBe(`${prefix} program 000019`);

    const deep = (await list('pageSize=20&page=500')).json();
    expect(deep.total).toBe(COUNT);
    expect(deep.items.map((p: { name: string }) => p.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${prefix} program ${String(9980 + i).padStart(6, '0')}`),
    );

    const filtered = (
      await list(`specialtyId=${specialtyId}&isActive=false&stateId=${CALIFORNIA}&page=3&pageSize=50`)
    ).json();
    // n % 10 = 0 are inactive (1,000); of those, n % 3 = 0 are in California: n = 30, 60, …, 9990 → 333.
    expect(filtered.total).toBe(333);
    expect(filtered.items).toHaveLength(50);
    const searched = (await list(`search=${prefix}%20program%2000012&pageSize=100`)).json();
    expect(searched.total).toBe(10);
  });

  it('runs the same bounded number of statements whatever the page size or page', async () => {
    const counts: number[] = [];
    for (const query of [
      'pageSize=10',
      'pageSize=100',
      'pageSize=100&page=80',
      'pageSize=50&sort=state&search=program',
    ]) {
      const { result, sql } = await recording(() => list(query));
      expect(result.statusCode, query).toBe(200);
      const touchingPrograms = sql.filter((statement) => /"programs"/.test(statement.text));
      // One page query and one count, whatever else authentication reads.
      expect(touchingPrograms, query).toHaveLength(2);
      counts.push(sql.length);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  // Plans are PostgreSQL's: the test exists only in the PostgreSQL run, so it never passes without asserting.
  const itOnPostgres = ctx.name === 'PostgreSQL' ? it : () => {};
  itOnPostgres(
    'reads the first page off programs_name_idx on PostgreSQL (no sort of the whole table)',
    async () => {
      const { sql } = await recording(() => list('pageSize=20'));
      const pageQuery = sql.find((statement) => /order by lower\("programs"\."name"\)/i.test(statement.text));
      expect(pageQuery).toBeDefined();
      const client = (ctx.database.db as unknown as { $client: Queryable }).$client;
      // The exact statement the route ran, with its parameters.
      const plan = (await client.query(`explain ${pageQuery!.text}`, pageQuery!.params)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('programs_name_idx');
      expect(text).not.toMatch(/Seq Scan on programs/);
    },
  );
});
