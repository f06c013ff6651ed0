import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ApplicationNote,
  AssembledApplication,
  ProgramApplicationRow,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applicants, interviewInvitations } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantProfile,
  createApplication,
  createLetter,
  createMedicalSchool,
  createPersonalStatement,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { CALIFORNIA, createCatalogueFixture, ONTARIO, US } from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';
import { PDF_BYTES } from '../uploads/upload-fixtures.ts';

describeEachDatabase('program applications (review)', (ctx) => {
  let db: DbExecutor;
  let cycleCode: string;
  let programCode: string;
  let otherProgramCode: string;
  let reviewer: string;
  let colleague: string;
  let outsider: string;
  let schoolId: number;
  /** [0] Adams (USMLE 250, signaled, letters complete, CA), [1] Baker (USMLE 220, ON), [2] Clark (COMLEX 600), [3] Draft (in progress), [4] Evans (other program). */
  let people: SignedInApplicant[];
  const appIds: number[] = [];
  const call = routeCaller(ctx, () => reviewer);
  const base = (program = programCode) => `/api/program-user/${cycleCode}/${program}`;
  const list = async (query = '', token?: string) => {
    const answer = await call({ method: 'GET', url: `${base()}/applications${query}` }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Paged<ProgramApplicationRow>;
  };
  const names = (page: Paged<ProgramApplicationRow>) => page.items.map((r) => r.name.split(' ')[1]);

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    cycleCode = `${f.tag}-Active`;
    const program = await createProgram(db, {
      code: `REV-${f.tag}`,
      name: `Review ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `REV-${f.tag}-o`,
      name: `Other ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programCode = program!.code;
    otherProgramCode = other!.code;
    await createProgramMatchCycle(db, {
      programId: program!.id,
      matchCycleId: f.cycles.active,
      positions: 2,
    });
    await createProgramMatchCycle(db, { programId: other!.id, matchCycleId: f.cycles.active, positions: 2 });
    schoolId = (await createMedicalSchool(db, { name: `Harbor School ${f.tag}` })).id;
    people = [];
    for (const lastName of ['Adams', 'Baker', 'Clark', 'Draft', 'Evans']) {
      people.push(await signedInApplicant(ctx, { firstName: 'Pat', lastName }));
    }
    const address = (stateId: number, countryId: number) => [
      {
        kind: 'Current',
        addressLine: '1 Main',
        addressLine2: null,
        city: 'Town',
        countryId,
        stateId,
        zip: '1',
      },
    ];
    await createApplicantProfile(db, {
      applicantId: people[0]!.applicantId,
      addresses: address(CALIFORNIA, US),
      academicInfo: {
        usmle: { step1: { threeDigitScore: '250' }, step2ClinicalKnowledge: { threeDigitScore: '245' } },
      },
    });
    await createApplicantProfile(db, {
      applicantId: people[1]!.applicantId,
      addresses: address(ONTARIO, 124),
      academicInfo: { usmle: { step1: { threeDigitScore: '220' } } },
    });
    await createApplicantProfile(db, {
      applicantId: people[2]!.applicantId,
      academicInfo: { comlex: { level1: { score: 600 } } },
    });
    await db
      .update(applicants)
      .set({ medicalSchoolId: schoolId })
      .where(eq(applicants.id, people[0]!.applicantId));
    const received = await createLetter(db, { applicantId: people[0]!.applicantId, status: 'Uploaded' });
    const pending = await createLetter(db, { applicantId: people[1]!.applicantId, status: 'Pending' });
    const statement = await createPersonalStatement(db, {
      applicantId: people[0]!.applicantId,
      title: 'Why this program',
      body: '<p>Because.</p>',
    });
    const sent = (i: number, programId: number, extra: object = {}) =>
      createApplication(db, {
        applicantId: people[i]!.applicantId,
        matchCycleId: f.cycles.active,
        programId,
        status: 'Published',
        publishedAt: new Date(Date.UTC(2026, 8, 1 + i)),
        ...extra,
      });
    appIds.push(
      (
        await sent(0, program!.id, {
          isSignaled: true,
          letterIds: [received.id],
          personalStatementId: statement.id,
          casSnapshot: {
            applicantCode: 'A-1',
            matchCycleCode: cycleCode,
            matchCycleName: 'M',
            personal: {
              firstName: 'Pat',
              middleName: null,
              lastName: 'Adams',
              email: 'pat@example.test',
              dateOfBirth: null,
              gender: null,
              citizenship: null,
              photoUrl: '/api/uploads/photo/content',
            },
            addresses: [],
            phones: [],
            educations: [],
            employments: [],
            examinations: [{ label: 'USMLE Step 1', value: '250' }],
            publications: [],
            hobbiesAndInterests: null,
            documents: [],
            personalStatements: [],
            letters: [],
            missing: [],
            isComplete: true,
          },
        })
      ).id,
      (await sent(1, program!.id, { letterIds: [pending.id], status: 'Withdrawn' })).id,
      (await sent(2, program!.id)).id,
      (await sent(3, program!.id, { status: 'InProgress', publishedAt: null })).id,
      (await sent(4, other!.id)).id,
    );
    // Clark holds a live invitation.
    await db.insert(interviewInvitations).values({
      programId: program!.id,
      matchCycleId: f.cycles.active,
      applicationId: appIds[2]!,
      applicantId: people[2]!.applicantId,
      status: 'Pending',
    });
    const member = async (programId: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Rita', lastName: 'Reviewer' });
      await createProgramUser(db, { userId: user.id, programId });
      return (await signInAs(ctx.app, user)).idToken;
    };
    reviewer = await member(program!.id);
    colleague = await member(program!.id);
    outsider = await member(other!.id);
  });

  it('is for the users of the program only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    const app = `${base()}/applications/${appIds[0]}`;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: `${base()}/applications` },
        { method: 'GET', url: `${base()}/applicants` },
        { method: 'GET', url: `${base()}/applicant-medical-schools` },
        { method: 'GET', url: app },
        { method: 'GET', url: `${app}/pdf` },
        { method: 'GET', url: `${app}/notes` },
        { method: 'POST', url: `${app}/notes`, payload: { body: 'x' } },
        { method: 'PUT', url: `${app}/notes/1`, payload: { body: 'x' } },
        { method: 'DELETE', url: `${app}/notes/1` },
        { method: 'PUT', url: `${app}/score`, payload: { score: 3 } },
        {
          method: 'POST',
          url: `${base()}/applications/bulk`,
          payload: { applicationIds: [appIds[0]], action: 'Decline' },
        },
      ],
      [
        await tokenOf('Admin'),
        await tokenOf('Applicant'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
    expect((await call({ method: 'GET', url: `${base()}/applications` }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: app }, outsider)).statusCode).toBe(404);
    // Another program's application, and one in progress, are not found from this program.
    expect((await call({ method: 'GET', url: `${base()}/applications/${appIds[4]}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${base()}/applications/${appIds[3]}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${base(otherProgramCode)}/applications` })).statusCode).toBe(
      404,
    );
  });

  it('lists the sent applications by name with search, filters and paging', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(names(all)).toEqual(['Adams', 'Baker', 'Clark']);
    expect(all.items[0]).toMatchObject({
      isSignaled: true,
      lettersComplete: true,
      lettersAssigned: 1,
      lettersReceived: 1,
      exams: { usmleStep1: 250, usmleStep2: 245, comlexLevel1: null },
      stateName: 'California',
      medicalSchoolName: expect.stringContaining('Harbor School'),
      invitationStatus: null,
    });
    expect(all.items[2]!.invitationStatus).toBe('Pending');
    expect(names(await list('?search=bak'))).toEqual(['Baker']);
    expect(names(await list(`?search=${encodeURIComponent(people[2]!.email.slice(0, 12))}`))).toEqual([
      'Clark',
    ]);
    expect(names(await list('?usmleStep1Min=230'))).toEqual(['Adams']);
    expect(names(await list('?usmleStep1Min=200&usmleStep1Max=230'))).toEqual(['Baker']);
    expect(names(await list('?comlexLevel1Min=500'))).toEqual(['Clark']);
    expect(names(await list(`?medicalSchoolId=${schoolId}`))).toEqual(['Adams']);
    expect(names(await list(`?stateId=${ONTARIO}`))).toEqual(['Baker']);
    expect(names(await list('?signaled=true'))).toEqual(['Adams']);
    expect(names(await list('?lettersComplete=false'))).toEqual(['Baker', 'Clark']);
    expect(names(await list('?status=Withdrawn'))).toEqual(['Baker']);
    expect(names(await list('?invited=true'))).toEqual(['Clark']);
    expect(names(await list('?invited=false'))).toEqual(['Adams', 'Baker']);
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3 });
    expect(names(second)).toEqual(['Clark']);
    expect(await list('?pageSize=2&page=5')).toEqual({ items: [], total: 3 });
    expect(names(await list('?sort=sentDate&direction=desc'))).toEqual(['Clark', 'Baker', 'Adams']);
    expect(names(await list('?sort=usmleStep1&direction=desc'))).toEqual(['Adams', 'Baker', 'Clark']);
    expect((await call({ method: 'GET', url: `${base()}/applications?sort=password` })).statusCode).toBe(400);
    const schools = (await call({ method: 'GET', url: `${base()}/applicant-medical-schools` })).json();
    expect(schools.items).toEqual([{ id: schoolId, name: expect.stringContaining('Harbor School') }]);
    const view = (await call({ method: 'GET', url: `${base()}/applicants?search=adams` })).json();
    expect(view.items.map((r: ProgramApplicationRow) => r.applicationId)).toEqual([appIds[0]]);
  });

  it('assembles the application: the CAS as sent without the photo before an invitation, letters, statement', async () => {
    const answer = await call({ method: 'GET', url: `${base()}/applications/${appIds[0]}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const application = answer.json() as AssembledApplication;
    expect(application).toMatchObject({
      applicationId: appIds[0],
      status: 'Published',
      isSignaled: true,
      personalStatement: { title: 'Why this program', body: '<p>Because.</p>' },
      letters: [{ status: 'Uploaded' }],
      invitation: null,
      casHistory: [{ event: 'Sent' }],
    });
    expect(application.cas?.personal.photoUrl).toBeNull();
    expect(application.cas?.examinations).toEqual([{ label: 'USMLE Step 1', value: '250' }]);
    const pdf = await call({ method: 'GET', url: `${base()}/applications/${appIds[0]}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("lets the program's users read its applicants' documents, and nobody else's program", async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'matchline-review-'));
    try {
      const app = await ctx.buildApp({ env: { UPLOADS_DIR: uploadsDir } });
      const as = (token: string, options: InjectOptions) =>
        app.inject({ ...options, headers: bearer(token) });
      const params = new URLSearchParams({
        UploadTarget: 'Uploads',
        FileName: 'cv.pdf',
        ContentType: 'application/pdf',
      });
      const link = await as(people[0]!.token, {
        method: 'GET',
        url: `/api/Uploads/GetPresignedPutLink?${params}`,
      });
      expect(link.statusCode, link.body).toBe(200);
      const put = await app.inject({
        method: 'PUT',
        url: link.json().url,
        payload: PDF_BYTES,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const created = await as(people[0]!.token, {
        method: 'POST',
        url: '/api/applicant/documents',
        payload: { uploadId: put.json().id, title: 'CV', documentType: 'CV' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const application = (
        await as(reviewer, { method: 'GET', url: `${base()}/applications/${appIds[0]}` })
      ).json();
      expect(application.documents).toEqual([
        { title: 'CV', documentType: 'CV', fileName: 'cv.pdf', url: `/api/uploads/${put.json().id}/content` },
      ]);
      expect((await as(reviewer, { method: 'GET', url: application.documents[0].url })).statusCode).toBe(200);
      expect((await as(outsider, { method: 'GET', url: application.documents[0].url })).statusCode).toBe(403);
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  it('keeps one score per reviewer and shows the mean', async () => {
    const url = `${base()}/applications/${appIds[1]}/score`;
    expect((await call({ method: 'PUT', url, payload: { score: 6 } })).statusCode).toBe(400);
    expect((await call({ method: 'PUT', url, payload: { score: 2 } })).json()).toEqual({
      myScore: 2,
      scoreMean: 2,
      scoreCount: 1,
    });
    expect((await call({ method: 'PUT', url, payload: { score: 4 } })).json()).toMatchObject({
      scoreCount: 1,
    });
    expect((await call({ method: 'PUT', url, payload: { score: 5 } }, colleague)).json()).toEqual({
      myScore: 5,
      scoreMean: 4.5,
      scoreCount: 2,
    });
    const row = (await list('?sort=scoreMean&direction=desc')).items[0]!;
    expect(row).toMatchObject({ applicationId: appIds[1], scoreMean: 4.5, scoreCount: 2, myScore: 4 });
  });

  it('shares notes inside the program; only the author edits or deletes, and each change is raised live', async () => {
    const send = vi.spyOn(servicesOf(ctx.app).hubEvents, 'send');
    const url = `${base()}/applications/${appIds[0]}/notes`;
    expect((await call({ method: 'POST', url, payload: { body: '  ' } })).statusCode).toBe(400);
    const created = await call({ method: 'POST', url, payload: { body: 'Strong research.' } });
    expect(created.statusCode, created.body).toBe(200);
    const note = created.json() as ApplicationNote;
    expect(note).toMatchObject({ body: 'Strong research.', isMine: true, authorName: 'Rita Reviewer' });
    const seen = (await call({ method: 'GET', url }, colleague)).json().items as ApplicationNote[];
    expect(seen).toMatchObject([{ id: note.id, isMine: false }]);
    expect(
      (await call({ method: 'PUT', url: `${url}/${note.id}`, payload: { body: 'x' } }, colleague)).statusCode,
    ).toBe(403);
    expect((await call({ method: 'DELETE', url: `${url}/${note.id}` }, colleague)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url }, outsider)).statusCode).toBe(404);
    const edited = await call({ method: 'PUT', url: `${url}/${note.id}`, payload: { body: 'Very strong.' } });
    expect(edited.json()).toMatchObject({ body: 'Very strong.' });
    expect((await call({ method: 'DELETE', url: `${url}/${note.id}` })).json()).toEqual({ ok: true });
    expect((await call({ method: 'DELETE', url: `${url}/${note.id}` })).statusCode).toBe(404);
    const events = send.mock.calls.map(([e]) => [e.hub, e.target, (e.audience as { group: string }).group]);
    const groups = (target: string) => events.filter((e) => e[1] === target).map((e) => e[2]);
    for (const target of ['NoteAdded', 'NoteUpdated', 'NoteDeleted']) {
      expect(groups(target)).toEqual([
        `entity:application:${appIds[0]}`,
        expect.stringMatching(/^program:\d+$/),
      ]);
    }
    expect(events.every((e) => e[0] === 'ProgramApplicationNotes')).toBe(true);
    send.mockRestore();
  });

  it('moves decisions in bulk and raises the scheduler and context events', async () => {
    const send = vi.spyOn(servicesOf(ctx.app).hubEvents, 'send');
    const bulk = (action: string, applicationIds: number[]) =>
      call({ method: 'POST', url: `${base()}/applications/bulk`, payload: { applicationIds, action } });
    const added = await bulk('AddToInterviewList', [appIds[0]!, appIds[2]!, appIds[4]!]);
    expect(added.json()).toEqual({
      changed: [appIds[0], appIds[2]].sort((a, b) => a! - b!),
      unchanged: [appIds[4]],
    });
    expect(names(await list('?decision=InterviewList'))).toEqual(['Adams', 'Clark']);
    expect((await bulk('Decline', [appIds[2]!])).json()).toEqual({ changed: [appIds[2]], unchanged: [] });
    expect(names(await list('?decision=Declined'))).toEqual(['Clark']);
    expect(names(await list('?decision=None'))).toEqual(['Baker']);
    expect((await bulk('Undecline', [appIds[2]!])).json().changed).toEqual([appIds[2]]);
    expect((await bulk('RemoveFromInterviewList', [appIds[0]!])).json().changed).toEqual([appIds[0]]);
    expect((await bulk('RemoveFromInterviewList', [appIds[0]!])).json()).toEqual({
      changed: [],
      unchanged: [appIds[0]],
    });
    const targets = send.mock.calls.map(([e]) => `${e.hub}/${e.target}`);
    expect(targets).toContain('ProgramSchedulerNotification/ProgramUserAddToInterviewList');
    expect(targets).toContain('ProgramSchedulerNotification/ProgramUserRemoveFromInterviewList');
    expect(
      targets.filter((t) => t === 'ProgramApplicationNotification/ProgramApplicationContextChanged'),
    ).toHaveLength(4);
    send.mockRestore();
  });
});

describeEachDatabase('saved list views', (ctx) => {
  let token: string;
  let other: string;
  const call = routeCaller(ctx, () => token);
  const url = '/api/me/saved-views';

  beforeAll(async () => {
    token = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    other = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
  });

  describe('a user keeps named views of a list', () => {
    it('needs a signed-in user', async () => {
      expect((await call({ method: 'GET', url: `${url}?listKey=a` }, null)).statusCode).toBe(401);
      expect(
        (await call({ method: 'POST', url, payload: { listKey: 'a', name: 'n', query: '' } }, null))
          .statusCode,
      ).toBe(401);
      expect((await call({ method: 'DELETE', url: `${url}/1` }, null)).statusCode).toBe(401);
    });

    it('saves, lists by name, refuses a second name and a 21st view, deletes only its own', async () => {
      const save = (name: string, listKey = 'program-applications', t?: string) =>
        call({ method: 'POST', url, payload: { listKey, name, query: '?signaled=true' } }, t);
      const first = await save('Signaled');
      expect(first.json()).toMatchObject({ name: 'Signaled', query: 'signaled=true' });
      expect((await save('Signaled')).statusCode).toBe(409);
      expect((await save('Signaled', 'program-applicants')).statusCode).toBe(200);
      for (let i = 2; i <= 20; i += 1)
        expect((await save(`View ${String(i).padStart(2, '0')}`)).statusCode).toBe(200);
      const full = await save('One too many');
      expect(full.statusCode).toBe(409);
      expect(full.json().error.Message).toBe('You can keep at most 20 views of a list.');
      const listed = (await call({ method: 'GET', url: `${url}?listKey=program-applications` })).json().items;
      expect(listed).toHaveLength(20);
      expect(listed[0].name).toBe('Signaled');
      expect(
        (await call({ method: 'GET', url: `${url}?listKey=program-applications` }, other)).json().items,
      ).toEqual([]);
      expect((await call({ method: 'DELETE', url: `${url}/${first.json().id}` }, other)).statusCode).toBe(
        404,
      );
      expect((await call({ method: 'DELETE', url: `${url}/${first.json().id}` })).json()).toEqual({
        ok: true,
      });
    });
  });
});
