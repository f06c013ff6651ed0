import { beforeAll, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client.ts';
import { insertInvoice, markInvoicePaid } from '../../db/repositories/invoices.repository.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { type CatalogueFixture, createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('applicant invoices (transactions)', (ctx) => {
  let fixture: CatalogueFixture;
  let applicant: { token: string; userId: string };
  let other: { token: string; userId: string };
  let emptyHanded: string;
  let refused: string[];
  const call = routeCaller(ctx, () => applicant.token);
  const db = () => ctx.database.db as DbExecutor;
  const list = (query = '', token?: string) =>
    call({ method: 'GET', url: `/api/applicant/invoices${query ? `?${query}` : ''}` }, token);

  const signedIn = async (
    roles: ('Applicant' | 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser')[],
  ) => {
    const user = await ctx.createUser({ roles });
    return { token: (await signInAs(ctx.app, user)).idToken, userId: user.id };
  };

  beforeAll(async () => {
    fixture = await createCatalogueFixture(db());
    applicant = await signedIn(['Applicant']);
    other = await signedIn(['Applicant']);
    emptyHanded = (await signedIn(['Applicant'])).token;
    refused = await Promise.all(
      (['Admin', 'ProgramUser', 'SocietyUser', 'MedSchoolUser'] as const).map(
        async (role) => (await signedIn([role])).token,
      ),
    );
    const fee = (userId: string, matchCycleId: number | null, amountCents: number, description: string) =>
      insertInvoice(db(), { userId, matchCycleId, kind: 'ApplicantRegistration', description, amountCents });
    const archived = await fee(applicant.userId, fixture.cycles.archived, 5_000, 'Registration fee 2025');
    await markInvoicePaid(db(), archived.id, new Date('2025-07-02T17:30:00.000Z'));
    await fee(applicant.userId, fixture.cycles.active, 12_550, 'Registration fee 2026');
    await fee(applicant.userId, null, 1_000, 'Late fee');
    await fee(other.userId, fixture.cycles.active, 99_900, 'Someone else’s fee');
  });

  it('refuses anonymous callers and every role but Applicant', async () => {
    await expectRoleGuarded(call, [{ method: 'GET', url: '/api/applicant/invoices' }], refused);
  });

  it('lists only the caller’s invoices, newest first, in cents with the cycle and the dates', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const { items, total } = answer.json() as {
      items: { description: string; amountCents: number; status: string; paidDate: string | null }[];
      total: number;
    };
    expect(total).toBe(3);
    expect(items.map((i) => i.description)).toEqual([
      'Late fee',
      'Registration fee 2026',
      'Registration fee 2025',
    ]);
    expect(items[1]).toMatchObject({
      amountCents: 12_550,
      status: 'Unpaid',
      paidDate: null,
      matchCycleCode: `${fixture.tag}-Active`,
      matchCycleName: `Match ${fixture.tag} Active`,
    });
    expect(items[2]).toMatchObject({ status: 'Paid', paidDate: '2025-07-02T17:30:00.000Z' });
    expect(items[0]).toMatchObject({ matchCycleCode: null, matchCycleName: null });
    expect(JSON.stringify(items)).not.toContain('Someone else');

    const others = (await list('', other.token)).json() as {
      items: { description: string }[];
      total: number;
    };
    expect(others.items.map((i) => i.description)).toEqual(['Someone else’s fee']);
    expect(others.total).toBe(1);
    expect((await list('', emptyHanded)).json()).toEqual({ items: [], total: 0 });
  });

  it('pages with page and pageSize, the total counting every page', async () => {
    const second = (await list('page=2&pageSize=2')).json() as {
      items: { description: string }[];
      total: number;
    };
    expect(second.total).toBe(3);
    expect(second.items.map((i) => i.description)).toEqual(['Registration fee 2025']);
  });

  it('refuses bad paging with 400 naming the field (the shared paging fields), never a 5xx', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['page=abc', 'page'],
    ] as const) {
      const answer = await list(query);
      expect(answer.statusCode, query).toBe(400);
      expect((answer.json().description as Record<string, string[]>)[field]?.length, query).toBe(1);
    }
    expect((await list('unknown=1')).statusCode).toBe(400);
  });

  it('reads a page in two statements whatever its size', async () => {
    for (const query of ['pageSize=1', 'pageSize=100', 'page=2&pageSize=2']) {
      const { statements } = await recordStatements(ctx, async () =>
        expect((await list(query)).statusCode).toBe(200),
      );
      expect(
        statements.filter((statement) => /"invoices"/.test(statement.text)),
        query,
      ).toHaveLength(2);
    }
  });
});
