import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApplicant, createPersonalStatement, createProgram } from '../../../test-support/factories.ts';
import { createCatalogueFixture } from '../../../test-support/season.fixture.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import type { DbExecutor } from '../../client.ts';
import { applications } from '../../schema.ts';
import { seedApplicantApplications } from './applications.ts';

describeEachDatabase('seed: the demo applicant applications', (ctx) => {
  it('sends two applications with the first statement, once however often it runs', async () => {
    const db: DbExecutor = ctx.database.db;
    const f = await createCatalogueFixture(db);
    const user = await ctx.createUser({ roles: ['Applicant'], email: `seed-apps-${ctx.name}@fixture.test` });
    const row = await createApplicant(db, { userId: user.id, code: `SEED-APP-${ctx.name}` });
    const statement = await createPersonalStatement(db, { applicantId: row.id, title: 'Demo statement' });
    const made = [
      await createProgram(db, {
        code: `OPH-OR-001-${f.tag}`,
        name: 'OPH-OR-001',
        specialtyId: f.specialtyId,
      }),
      await createProgram(db, {
        code: `OPH-CA-022-${f.tag}`,
        name: 'OPH-CA-022',
        specialtyId: f.specialtyId,
      }),
    ];
    const seedContext = {
      season: 2026,
      now: new Date('2026-01-15T18:00:00Z'),
      userIds: new Map([['applicant@matchline.test', user.id]]),
      cycleIds: new Map([['OPH-2026', f.cycles.active]]),
      programIds: new Map([
        ['OPH-OR-001', made[0]!.id],
        ['OPH-CA-022', made[1]!.id],
      ]),
      storage: null,
    };
    await seedApplicantApplications(db, seedContext);
    await seedApplicantApplications(db, seedContext);
    const stored = await db.select().from(applications).where(eq(applications.applicantId, row!.id));
    expect(stored).toHaveLength(2);
    for (const application of stored) {
      expect(application).toMatchObject({
        matchCycleId: f.cycles.active,
        status: 'Published',
        publishedAt: seedContext.now,
        personalStatementId: statement.id,
        letterIds: [],
      });
    }
  });
});
