import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { LetterStatus } from '../../../core/domain/letters.ts';
import { businessTimeZone } from '../../../core/domain/match-calendar.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findCasSnapshot, lockApplicant } from '../../db/repositories/applications.repository.ts';
import { applicantProfiles, applications, matchCycles, users } from '../../db/schema.ts';
import { extractPdfText } from '../../services/pdf/pdf-text.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplicantProfile,
  createEducation,
  createInvoice,
  createLetter,
  createPersonalStatement,
  createPhone,
  createProgram,
  createProgramMatchCycle,
  createPublication,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { CALIFORNIA, createCatalogueFixture, US } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs, type TestContext } from '../../test-support/test-app.ts';

type Applicant = { token: string; applicantId: number; userId: string };

function newApplicant(ctx: TestContext, firstName = 'Jordan'): Promise<Applicant> {
  return signedInApplicant(ctx, { firstName, lastName: 'Ellis' });
}

/** Registers the applicant for the cycle with a fee invoice in `invoiceStatus`. */
async function register(
  db: DbExecutor,
  who: Applicant,
  matchCycleId: number,
  invoiceStatus: InvoiceStatus = 'Paid',
) {
  const invoice = await createInvoice(db, {
    userId: who.userId,
    matchCycleId,
    kind: 'ApplicantRegistration',
    description: 'Registration',
    amountCents: 7500,
    status: invoiceStatus,
  });
  await createApplicantMatchCycle(db, { applicantId: who.applicantId, matchCycleId, invoiceId: invoice.id });
}

/** The Pacific date of an instant, as YYYY-MM-DD. */
const pacificDate = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(businessTimeZone)
    .toPlainDate()
    .toString();

describeEachDatabase('applications, signals, CAS', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let activeId: number;
  let cycleName: string;
  let programIds: number[];
  let outsideProgram: number;
  let a: Applicant;
  let b: Applicant;
  let statementA: number;
  let statementB: number;
  let lettersA: number[];
  let canceledLetterA: number;
  let tokens: Record<'admin' | 'program' | 'society' | 'school', string>;
  const call = routeCaller(ctx, () => a.token);
  const base = () => `/api/applicant/${code}/applications`;

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    activeId = f.cycles.active;
    cycleName = `Match ${f.tag} Active`;
    // The deadline far ahead; tests about the deadline move it.
    await db
      .update(matchCycles)
      .set({ casDeadlineDate: '2099-12-31', maxSignalingPrograms: 2, lorsCount: 2 })
      .where(eq(matchCycles.id, activeId));
    programIds = [];
    for (const i of [0, 1, 2, 3, 4, 5]) {
      const program = await createProgram(db, {
        code: `AP-${f.tag}-${i}`,
        name: `Apply ${f.tag} program ${i}`,
        specialtyId: f.specialtyId,
      });
      await createProgramMatchCycle(db, { programId: program.id, matchCycleId: activeId, positions: 2 });
      programIds.push(program.id);
    }
    outsideProgram = (
      await createProgram(db, {
        code: `AP-${f.tag}-out`,
        name: `Apply ${f.tag} outside`,
        specialtyId: f.specialtyId,
      })
    ).id;

    a = await newApplicant(ctx);
    b = await newApplicant(ctx, 'Blake');
    await register(db, a, activeId);
    await register(db, b, activeId);
    await createApplicantMatchCycle(db, { applicantId: a.applicantId, matchCycleId: f.cycles.archived });
    statementA = (
      await createPersonalStatement(db, { applicantId: a.applicantId, title: 'Ophthalmology statement' })
    ).id;
    statementB = (await createPersonalStatement(db, { applicantId: b.applicantId, title: 'B statement' })).id;
    const letters: number[] = [];
    for (const [n, status] of [
      [1, 'Uploaded'],
      [2, 'Pending'],
      [3, 'Pending'],
      [4, 'Canceled'],
    ] as const satisfies readonly (readonly [number, LetterStatus])[]) {
      const letter = await createLetter(db, {
        applicantId: a.applicantId,
        writerName: `Writer ${n}`,
        writerEmail: `writer${n}@example.test`,
        status,
      });
      letters.push(letter.id);
    }
    lettersA = letters.slice(0, 3);
    canceledLetterA = letters[3]!;
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    tokens = {
      admin: await tokenOf('Admin'),
      program: await tokenOf('ProgramUser'),
      society: await tokenOf('SocietyUser'),
      school: await tokenOf('MedSchoolUser'),
    };
  });

  const apply = (body: object, token?: string) => call({ method: 'POST', url: base(), payload: body }, token);
  const list = (token?: string) => call({ method: 'GET', url: base() }, token);

  it('refuses other roles and anonymous callers on every applicant route', async () => {
    const id = 1;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: base() },
        { method: 'POST', url: base(), payload: { programIds: [1] } },
        { method: 'PUT', url: `${base()}/${id}`, payload: { personalStatementId: null, letterIds: [] } },
        { method: 'POST', url: `${base()}/${id}/send` },
        { method: 'POST', url: `${base()}/${id}/withdraw` },
        { method: 'PUT', url: `${base()}/${id}/signal`, payload: { isSignaled: true } },
        { method: 'GET', url: `/api/applicant/cas?matchCycleCode=${code}` },
        { method: 'GET', url: `/api/applicant/cas/pdf?matchCycleCode=${code}` },
      ],
      [tokens.admin, tokens.program, tokens.society, tokens.school],
    );
  });

  it('applies to programs of the cycle as InProgress with a statement and letters, once per program', async () => {
    const created = await apply({
      programIds: [programIds[0], programIds[1]],
      personalStatementId: statementA,
      letterIds: [lettersA[0], lettersA[1]],
    });
    expect(created.statusCode, created.body).toBe(200);
    const items = created.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      status: 'InProgress',
      personalStatementId: statementA,
      personalStatementTitle: 'Ophthalmology statement',
      letters: [
        { id: lettersA[0], writerName: 'Writer 1', status: 'Uploaded' },
        { id: lettersA[1], writerName: 'Writer 2', status: 'Pending' },
      ],
      isSignaled: false,
      actions: { canEdit: true, canSend: true, canWithdraw: true, canSignal: true },
    });
    // Applying again changes nothing.
    expect((await apply({ programIds: [programIds[0]] })).statusCode).toBe(200);
    const overview = (await list()).json();
    expect(overview.items.map((i: { programId: number }) => i.programId)).toEqual([
      programIds[0],
      programIds[1],
    ]);
    expect(overview.items[0].personalStatementId).toBe(statementA);
    expect(overview).toMatchObject({
      lorsCount: 2,
      maxSignalingPrograms: 2,
      signaledCount: 0,
      declineReason: null,
    });
    expect(overview.personalStatements).toEqual([{ id: statementA, title: 'Ophthalmology statement' }]);
    expect(overview.letters.map((l: { id: number }) => l.id)).toEqual(lettersA);
  });

  it('refuses programs outside the cycle, others’ statements, canceled letters and too many letters (400)', async () => {
    const outside = await apply({ programIds: [outsideProgram] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().description).toEqual({ programIds: [messages.ApplicationProgramNotInCycle] });
    const statement = await apply({ programIds: [programIds[2]], personalStatementId: statementB });
    expect(statement.json().description).toEqual({
      personalStatementId: [messages.ApplicationStatementNotYours],
    });
    const canceled = await apply({ programIds: [programIds[2]], letterIds: [canceledLetterA] });
    expect(canceled.json().description).toEqual({ letterIds: [messages.LetterNotAssignable] });
    const tooMany = await apply({ programIds: [programIds[2]], letterIds: lettersA });
    expect(tooMany.json().description).toEqual({
      letterIds: [message('TooManyLettersForProgram', { count: 2 })],
    });
    const twice = await apply({ programIds: [programIds[2]], letterIds: [lettersA[0], lettersA[0]] });
    expect(twice.json().description).toEqual({ letterIds: [messages.LetterAssignedTwice] });
    for (const body of [{}, { programIds: [] }, { programIds: ['x'] }, { programIds: [1], extra: 1 }]) {
      const bad = await apply(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await list()).json().items).toHaveLength(2);
  });

  it('never shows or changes another applicant’s application (404)', async () => {
    const mine = (await list()).json().items[0];
    expect((await list(b.token)).json().items).toEqual([]);
    for (const route of [
      {
        method: 'PUT' as const,
        url: `${base()}/${mine.id}`,
        payload: { personalStatementId: null, letterIds: [] },
      },
      { method: 'POST' as const, url: `${base()}/${mine.id}/send` },
      { method: 'POST' as const, url: `${base()}/${mine.id}/withdraw` },
      { method: 'PUT' as const, url: `${base()}/${mine.id}/signal`, payload: { isSignaled: true } },
    ]) {
      expect((await call(route, b.token)).statusCode, route.url).toBe(404);
    }
    expect((await list()).json().items[0]).toMatchObject({ status: 'InProgress', isSignaled: false });
  });

  it('writes an assignment over the version it was made on, and answers a stale one 409 with the current application', async () => {
    const [, second] = (await list()).json().items;
    const put = (payload: object) => call({ method: 'PUT', url: `${base()}/${second.id}`, payload });
    const moved = await put({
      personalStatementId: statementA,
      letterIds: [lettersA[0]],
      version: second.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ version: second.version + 1, letterIds: [lettersA[0]] });
    // Another device saved meanwhile: this edit was made on the old version.
    const stale = await put({ personalStatementId: null, letterIds: [], version: second.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { ErrorCode: 'Conflict', Message: messages.ApplicationChangedMeanwhile },
      current: moved.json(),
    });
    // Without a version (an older client) the write applies, and the version still moves on.
    const unversioned = await put({ personalStatementId: null, letterIds: [] });
    expect(unversioned.json()).toMatchObject({
      personalStatementId: null,
      letterIds: [],
      version: second.version + 2,
    });
  });

  it('updates the assignment, sends (Published), refuses a second send, then withdraws for good', async () => {
    const [first] = (await list()).json().items;
    const updated = await call({
      method: 'PUT',
      url: `${base()}/${first.id}`,
      payload: { personalStatementId: null, letterIds: [lettersA[2]] },
    });
    expect(updated.json()).toMatchObject({ personalStatementId: null, letters: [{ id: lettersA[2] }] });
    const events = vi.spyOn(servicesOf(ctx.app).hubEvents, 'send');
    const sent = await call({ method: 'POST', url: `${base()}/${first.id}/send` });
    expect(sent.statusCode, sent.body).toBe(200);
    // The program's review lists hear of it live (issue 15).
    expect(events).toHaveBeenCalledWith({
      hub: 'ProgramApplicationNotification',
      audience: { kind: 'group', group: `program:${first.programId}` },
      target: 'ProgramApplicationAdded',
      args: [{ programId: first.programId, applicationId: first.id }],
    });
    events.mockRestore();
    expect(sent.json()).toMatchObject({
      status: 'Published',
      actions: { canSend: false, canWithdraw: true },
    });
    expect(sent.json().publishedDate).toBe(ctx.clock.now().toISOString());
    // The program will read the CAS as it was sent, whatever the applicant edits afterwards.
    const casAtSending = (
      await call({ method: 'GET', url: `/api/applicant/cas?matchCycleCode=${code}` })
    ).json();
    expect(await findCasSnapshot(db, first.id)).toEqual(casAtSending);
    await db
      .insert(applicantProfiles)
      .values({ applicantId: a.applicantId, hobbiesAndInterests: 'Edited after sending' })
      .onConflictDoUpdate({
        target: applicantProfiles.applicantId,
        set: { hobbiesAndInterests: 'Edited after sending' },
      });
    const liveCas = (await call({ method: 'GET', url: `/api/applicant/cas?matchCycleCode=${code}` })).json();
    expect(liveCas.hobbiesAndInterests ?? liveCas.profile?.hobbiesAndInterests).toBe('Edited after sending');
    expect(await findCasSnapshot(db, first.id)).toEqual(casAtSending);
    const again = await call({ method: 'POST', url: `${base()}/${first.id}/send` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.ApplicationNotInProgress);
    const withdrawn = await call({ method: 'POST', url: `${base()}/${first.id}/withdraw` });
    expect(withdrawn.json()).toMatchObject({
      status: 'Withdrawn',
      actions: { canEdit: false, canWithdraw: false },
    });
    const reason = formatMessage(messages.DeclineApplicationWithdrawn, { name: first.programName });
    for (const route of [
      {
        method: 'PUT' as const,
        url: `${base()}/${first.id}`,
        payload: { personalStatementId: null, letterIds: [] },
      },
      { method: 'POST' as const, url: `${base()}/${first.id}/send` },
      { method: 'POST' as const, url: `${base()}/${first.id}/withdraw` },
      { method: 'PUT' as const, url: `${base()}/${first.id}/signal`, payload: { isSignaled: true } },
    ]) {
      const refused = await call(route);
      expect(refused.statusCode, route.url).toBe(409);
      expect(refused.json().error).toEqual({ ErrorCode: 'ApplicantActionDenied', Message: reason });
    }
  });

  it('refuses a match-canceled application with the spec reason', async () => {
    const [, second] = (await list()).json().items;
    await db.update(applications).set({ status: 'MatchCanceled' }).where(eq(applications.id, second.id));
    const refused = await call({ method: 'POST', url: `${base()}/${second.id}/send` });
    expect(refused.json().error.Message).toBe(
      formatMessage(messages.DeclineApplicationCanceled, { name: second.programName }),
    );
    await db.update(applications).set({ status: 'InProgress' }).where(eq(applications.id, second.id));
  });

  it('keeps signals within maxSignalingPrograms (409 naming the limit); unsignaling frees one', async () => {
    await apply({ programIds: [programIds[2], programIds[3], programIds[4]] });
    const open = (await list()).json().items.filter((i: { status: string }) => i.status === 'InProgress');
    const signal = (id: number, isSignaled: boolean) =>
      call({ method: 'PUT', url: `${base()}/${id}/signal`, payload: { isSignaled } });
    expect((await signal(open[0].id, true)).json().isSignaled).toBe(true);
    expect((await signal(open[0].id, true)).statusCode).toBe(200);
    expect((await signal(open[1].id, true)).statusCode).toBe(200);
    const third = await signal(open[2].id, true);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.Message).toBe(message('SignalLimitReached', { count: 2 }));
    const overview = (await list()).json();
    expect(overview.signaledCount).toBe(2);
    expect(overview.items.find((i: { id: number }) => i.id === open[2].id).actions.canSignal).toBe(false);
    expect((await signal(open[0].id, false)).json().isSignaled).toBe(false);
    expect((await signal(open[2].id, true)).statusCode).toBe(200);
    await signal(open[1].id, false);
    await signal(open[2].id, false);
  });

  const itOnPostgres = ctx.name === 'PostgreSQL' ? it : () => {};
  itOnPostgres('never exceeds the signal limit under concurrent requests', async () => {
    const c = await newApplicant(ctx, 'Casey');
    await register(db, c, activeId);
    await apply({ programIds }, c.token);
    const ids: number[] = (await list(c.token)).json().items.map((i: { id: number }) => i.id);
    const signal = (id: number) =>
      call({ method: 'PUT', url: `${base()}/${id}/signal`, payload: { isSignaled: true } }, c.token);
    expect((await signal(ids[0]!)).statusCode).toBe(200);

    // Another request takes the last signal and has not committed yet when this one counts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      markLocked = resolve;
    });
    const other = db.transaction(async (tx) => {
      await lockApplicant(tx, c.applicantId);
      await tx.update(applications).set({ isSignaled: true }).where(eq(applications.id, ids[1]!));
      markLocked();
      await held;
    });
    await locked;
    const late = signal(ids[2]!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await other;
    expect((await late).statusCode).toBe(409);

    // And a burst of requests at once leaves exactly the limit signaled.
    await db
      .update(applications)
      .set({ isSignaled: false })
      .where(eq(applications.applicantId, c.applicantId));
    const answers = await Promise.all(ids.map(signal));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(ids.length - 2);
    const stored = await db.select().from(applications).where(eq(applications.applicantId, c.applicantId));
    expect(stored.filter((r) => r.isSignaled)).toHaveLength(2);
  });

  it('sends through 23:59 PT of the CAS deadline day and locks at 00:00 PT the next day', async () => {
    const d = await newApplicant(ctx, 'Drew');
    await register(db, d, activeId);
    await apply({ programIds: [programIds[0], programIds[1]] }, d.token);
    const [first, second] = (await list(d.token)).json().items;
    const saved = ctx.clock.now();
    const deadline = pacificDate(saved);
    const lastMinute = Temporal.PlainDateTime.from(`${deadline}T23:59:00`).toZonedDateTime(businessTimeZone);
    await db.update(matchCycles).set({ casDeadlineDate: deadline }).where(eq(matchCycles.id, activeId));
    try {
      ctx.clock.set(new Date(lastMinute.epochMilliseconds));
      const token = (await signInAs(ctx.app, { email: (await emailOf(d)).email, password: 'Fixture#Pass1' }))
        .idToken;
      const sent = await call({ method: 'POST', url: `${base()}/${first.id}/send` }, token);
      expect(sent.statusCode, sent.body).toBe(200);
      ctx.clock.advance(60_000);
      const late = await call({ method: 'POST', url: `${base()}/${second.id}/send` }, token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.Message).toBe(
        formatMessage(messages.DeclineMatchCycleLocked, { name: cycleName }),
      );
      const overview = (await list(token)).json();
      expect(overview).toMatchObject({ isCasDeadlinePassed: true, declineReason: late.json().error.Message });
      // Withdrawing stays possible after the deadline.
      expect((await call({ method: 'POST', url: `${base()}/${second.id}/withdraw` }, token)).statusCode).toBe(
        200,
      );
    } finally {
      ctx.clock.set(saved);
      await db.update(matchCycles).set({ casDeadlineDate: '2099-12-31' }).where(eq(matchCycles.id, activeId));
    }
  });

  async function emailOf(who: Applicant) {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    return row!;
  }

  it('waits for the registration fee before sending (awaiting payment), and needs a registration to apply', async () => {
    const e = await newApplicant(ctx, 'Emery');
    const unregistered = await apply({ programIds: [programIds[0]] }, e.token);
    expect(unregistered.statusCode).toBe(409);
    expect(unregistered.json().error.Message).toBe(
      formatMessage(messages.ApplicationNeedsRegistration, { name: cycleName }),
    );
    await register(db, e, activeId, 'Unpaid');
    await apply({ programIds: [programIds[0]] }, e.token);
    const overview = (await list(e.token)).json();
    expect(overview.isPaymentPending).toBe(true);
    const [item] = overview.items;
    expect(item.actions).toMatchObject({ canEdit: true, canSend: false });
    const refused = await call({ method: 'POST', url: `${base()}/${item.id}/send` }, e.token);
    expect(refused.json().error).toEqual({
      ErrorCode: 'ApplicantActionDenied',
      Message: formatMessage(messages.DeclineAwaitingPayment, { name: item.programName }),
    });
  });

  it('refuses writes in an archived cycle with the spec reason', async () => {
    const refused = await call({
      method: 'POST',
      url: `/api/applicant/${archivedCode}/applications`,
      payload: { programIds: [programIds[0]] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toMatch(/^Match cycle .* is archived\.$/);
    expect(
      (await call({ method: 'GET', url: `/api/applicant/${archivedCode}/applications` })).statusCode,
    ).toBe(200);
  });

  describe('CAS', () => {
    it('lists what is missing, then is complete once every item is there; the PDF is a PDF', async () => {
      const f = await newApplicant(ctx, 'Finley');
      const cas = () => call({ method: 'GET', url: `/api/applicant/cas?matchCycleCode=${code}` }, f.token);
      const empty = (await cas()).json();
      expect(empty.isComplete).toBe(false);
      expect(empty.missing.map((m: { key: string }) => m.key)).toEqual([
        'dateOfBirth',
        'verifiedPhone',
        'address',
        'medicalSchool',
        'examNumber',
        'personalStatement',
        'letter',
      ]);
      expect(empty.missing[0]).toEqual({
        key: 'dateOfBirth',
        label: messages.CasMissingDateOfBirth,
        section: 'personalInfo',
      });
      await createApplicantProfile(db, {
        applicantId: f.applicantId,
        dateOfBirth: '1998-04-02',
        addresses: [
          // The contact-info shape: reference ids for state and country.
          {
            kind: 'Current',
            addressLine: '1 Main St',
            city: 'Fresno',
            stateId: CALIFORNIA,
            countryId: US,
            zip: '93701',
          },
        ],
        academicInfo: { usmle: { usmleNumber: '1-234-567-8', step1: { result: 'Pass' } } },
      });
      await createPhone(db, { userId: f.userId, number: '+15035550100', isVerified: true });
      await createEducation(db, {
        applicantId: f.applicantId,
        type: 'MedicalSchool',
        attendedFrom: '2018-08-01',
        details: { medicalSchool: { name: 'Pacific Northwest University' } },
      });
      await createPersonalStatement(db, { applicantId: f.applicantId, title: 'Mine' });
      await createPublication(db, {
        applicantId: f.applicantId,
        type: 'PeerReviewedArticlePublished',
        title: 'Retina study',
      });
      await createLetter(db, {
        applicantId: f.applicantId,
        writerName: 'Dr. Lee',
        writerEmail: 'lee@example.test',
      });
      const full = (await cas()).json();
      expect(full).toMatchObject({
        isComplete: true,
        missing: [],
        matchCycleCode: code,
        personal: { firstName: 'Finley', lastName: 'Ellis', dateOfBirth: '1998-04-02' },
        addresses: [{ label: 'Current', value: '1 Main St, Fresno, California, 93701, United States' }],
        phones: [{ number: '+15035550100', type: 'Cell', isVerified: true }],
        educations: [
          { type: 'Medical School', name: 'Pacific Northwest University', from: '2018-08-01', to: null },
        ],
        examinations: [
          { label: 'USMLE ID', value: '1-234-567-8' },
          { label: 'USMLE Step 1', value: 'Pass' },
        ],
        letters: [{ writerName: 'Dr. Lee', status: 'Pending' }],
        publications: [{ type: 'Peer reviewed article published', title: 'Retina study' }],
      });
      // Another applicant's CAS never shows here: the answer is always the caller's own.
      expect(
        (await call({ method: 'GET', url: '/api/applicant/cas' }, a.token)).json().personal.firstName,
      ).toBe('Jordan');
      const pdf = await call(
        { method: 'GET', url: `/api/applicant/cas/pdf?matchCycleCode=${code}` },
        f.token,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await extractPdfText(pdf.rawPayload)).join('\n')).toContain('Pacific Northwest University');
      expect(
        (await call({ method: 'GET', url: '/api/applicant/cas?matchCycleCode=NOPE' }, f.token)).statusCode,
      ).toBe(404);
    });
  });

  describe('admin views', () => {
    const admin = (url: string, token?: string) => call({ method: 'GET', url }, token ?? tokens.admin);

    it('shows the overview, applied programs per cycle, documents and the CAS form of an applicant', async () => {
      const overview = await admin(`/api/admin/applicants/${a.userId}`);
      expect(overview.statusCode, overview.body).toBe(200);
      expect(overview.json()).toMatchObject({ applicantId: a.applicantId, firstName: 'Jordan' });
      const cycle = overview.json().matchCycles.find((c: { id: number }) => c.id === activeId);
      expect(cycle).toMatchObject({ code, invoiceStatus: 'Paid' });
      expect(cycle.applicationsCount).toBeGreaterThan(0);
      const applied = (
        await admin(`/api/admin/applicants/${a.userId}/applied-programs?matchCycleId=${activeId}`)
      ).json();
      expect(applied.items.length).toBe(cycle.applicationsCount);
      expect(applied.items[0].actions).toEqual({
        canEdit: false,
        canSend: false,
        canWithdraw: false,
        canSignal: false,
      });
      expect((await admin(`/api/admin/applicants/${a.userId}/documents`)).json()).toEqual({ items: [] });
      const cas = await admin(`/api/admin/applicants/${a.userId}/cas-form?matchCycleId=${activeId}`);
      expect(cas.json()).toMatchObject({ matchCycleCode: code, personal: { firstName: 'Jordan' } });
      const pdf = await admin(`/api/admin/applicants/${a.userId}/cas-form/pdf?matchCycleId=${activeId}`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('is for admins only; unknown applicants are 404, bad ids 400', async () => {
      await expectRoleGuarded(
        call,
        [
          { method: 'GET', url: `/api/admin/applicants/${a.userId}` },
          {
            method: 'GET',
            url: `/api/admin/applicants/${a.userId}/applied-programs?matchCycleId=${activeId}`,
          },
          { method: 'GET', url: `/api/admin/applicants/${a.userId}/documents` },
          { method: 'GET', url: `/api/admin/applicants/${a.userId}/cas-form?matchCycleId=${activeId}` },
          { method: 'GET', url: `/api/admin/applicants/${a.userId}/cas-form/pdf?matchCycleId=${activeId}` },
        ],
        [a.token, tokens.program, tokens.society, tokens.school],
      );
      expect((await admin('/api/admin/applicants/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await admin('/api/admin/applicants/not-a-uuid')).statusCode).toBe(400);
      expect((await admin(`/api/admin/applicants/${a.userId}/cas-form?matchCycleId=x`)).statusCode).toBe(400);
    });
  });
});
