import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { programs } from '../schema.ts';
import { ascending, containsPattern, pageOf, searchAny, sortOrder } from './paging.ts';

const dialect = new PgDialect();
const render = (parts: ReturnType<typeof sortOrder>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('repository paging', () => {
  it('turns the contract’s page into LIMIT/OFFSET, and keeps limits already worked out', () => {
    expect(pageOf({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(pageOf({ limit: 5, offset: 10 })).toEqual({ limit: 5, offset: 10 });
  });

  it('takes `%`, `_` and `\\` of a search literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(searchAny('', [programs.name])).toBeUndefined();
    const query = dialect.sqlToQuery(searchAny('x_', [programs.name, programs.code])!);
    expect(query.sql).toBe('("programs"."name" ilike $1 or "programs"."code" ilike $2)');
    expect(query.params).toEqual(['%x\\_%', '%x\\_%']);
  });

  it('orders by the whitelisted columns of a sort key, then the tie-breaker', () => {
    const sorts = {
      name: sql`lower(${programs.name})`,
      state: [{ by: programs.city, nulls: 'last' as const }, programs.code],
    };
    expect(render(sortOrder(sorts, 'state', 'desc', programs.id))).toBe(
      '"programs"."city" desc nulls last, "programs"."code" desc, "programs"."id" desc',
    );
    expect(render(sortOrder(sorts, 'name', 'desc', [ascending(programs.id)]))).toBe(
      'lower("programs"."name") desc, "programs"."id" asc',
    );
    // A key outside the whitelist never reaches the SQL: the fallback's order, or the tie-breaker alone.
    const unknown = 'name; drop table programs' as 'name';
    expect(render(sortOrder(sorts, unknown, 'asc', programs.id, 'name'))).toBe(
      'lower("programs"."name") asc, "programs"."id" asc',
    );
    expect(render(sortOrder(sorts, unknown, 'asc', programs.id))).toBe('"programs"."id" asc');
  });
});
