import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { educationDetailsByType } from '../../../core/contracts/applicants/education.contract.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { educations, users } from '../../db/schema.ts';
import {
  type SignedInApplicant as Applicant,
  signedInApplicant,
} from '../../test-support/applicant.fixture.ts';
import { createMedicalSchool } from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller, uniqueTag } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const AOA = { honorTypeId: 1, honorTypeItemId: 101 };
const SIGMA = { honorTypeId: 2, honorTypeItemId: 201 };
const OTHER_HONOR = { honorTypeId: 4, customHonorName: 'Dean’s list', customHonorValue: '2019' };

const personalInfoBody = (version: number, overrides: Record<string, unknown> = {}) => ({
  salutation: 'Dr.',
  firstName: 'Grace',
  middleName: 'B.',
  lastName: 'Hopper',
  credentials: [{ label: 'MD', value: 'MD' }],
  dateOfBirth: '1995-12-09',
  gender: 'Female',
  citizenship: 'United States',
  isEligibleToWorkInUsa: true,
  needsVisaSponsorship: false,
  visaType: null,
  visaTypeOther: null,
  version,
  ...overrides,
});

describeEachDatabase('applicant profile: personal information, hobbies, education, employment', (ctx) => {
  let a: Applicant;
  let b: Applicant;
  let schoolId: number;
  let tokens: string[];
  const call = routeCaller(ctx, () => a.token);
  const get = (url: string, token?: string) => call({ method: 'GET', url }, token);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
    call({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) }, token);

  const medicalSchool = (overrides: Record<string, unknown> = {}) => ({
    type: 'MedicalSchool',
    medicalSchoolId: schoolId,
    institution: 'Harbor Medical College',
    institutionAddress: { city: 'Boston', countryName: 'United States' },
    gpa: 3.8,
    classRank: 10,
    attendedDates: { from: '2016-08-01', to: '2020-05-30' },
    degrees: ['MD'],
    honors: [AOA],
    ...overrides,
  });

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    const tag = uniqueTag();
    const school = await createMedicalSchool(db, {
      code: `MS-${tag}`,
      name: `Harbor Medical College ${tag}`,
      type: 'Allopathic',
      degree: 'MD',
    });
    schoolId = school!.id;
    a = await signedInApplicant(ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    b = await signedInApplicant(ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    tokens = [
      await tokenOf('Admin'),
      await tokenOf('ProgramUser'),
      await tokenOf('SocietyUser'),
      await tokenOf('MedSchoolUser'),
    ];
  }, 60_000);

  describe('access', () => {
    const routes = () => [
      { method: 'GET' as const, url: '/api/applicant/profile/personal-info' },
      { method: 'PUT' as const, url: '/api/applicant/profile/personal-info' },
      { method: 'GET' as const, url: '/api/applicant/profile/hobbies-n-interests' },
      { method: 'PUT' as const, url: '/api/applicant/profile/hobbies-n-interests' },
      { method: 'GET' as const, url: '/api/applicant/profile/educations' },
      { method: 'POST' as const, url: '/api/applicant/profile/educations' },
      { method: 'PUT' as const, url: '/api/applicant/profile/educations/1' },
      { method: 'DELETE' as const, url: '/api/applicant/profile/educations/1' },
      { method: 'GET' as const, url: '/api/applicant/profile/medical-schools' },
      { method: 'GET' as const, url: '/api/applicant/profile/employments' },
      { method: 'POST' as const, url: '/api/applicant/profile/employments' },
      { method: 'PUT' as const, url: '/api/applicant/profile/employments/1' },
      { method: 'DELETE' as const, url: '/api/applicant/profile/employments/1' },
    ];

    it('serves the applicant and refuses anonymous (401) and every other role (403)', async () => {
      for (const url of [
        '/api/applicant/profile/personal-info',
        '/api/applicant/profile/hobbies-n-interests',
        '/api/applicant/profile/educations',
        '/api/applicant/profile/medical-schools',
        '/api/applicant/profile/employments',
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      await expectRoleGuarded(call, routes(), tokens);
    });

    it('refuses an applicant account without an applicant record with its own message', async () => {
      const bare = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
      const answer = await get('/api/applicant/profile/personal-info', bare);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.Message).toBe(messages.ApplicantNotFound);
    });
  });

  describe('personal information', () => {
    it('reads the account names and email, creating the profile at version 1', async () => {
      const answer = await get('/api/applicant/profile/personal-info', b.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: b.email,
        isEligibleToWorkInUsa: null,
        version: 1,
      });
    });

    it('saves names to the account and the rest to the profile, bumping the version', async () => {
      const { version } = (await get('/api/applicant/profile/personal-info')).json();
      const saved = await send('PUT', '/api/applicant/profile/personal-info', personalInfoBody(version));
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        credentials: [{ label: 'MD', value: 'MD' }],
        dateOfBirth: '1995-12-09',
        isEligibleToWorkInUsa: true,
        version: version + 1,
      });
      const db: DbExecutor = ctx.database.db;
      const [user] = await db.select().from(users).where(eq(users.id, a.userId));
      expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', salutation: 'Dr.' });
      // The other applicant's copy is untouched.
      expect((await get('/api/applicant/profile/personal-info', b.token)).json().firstName).toBe('Ada');
    });

    it('answers 409 with the server copy to a write made against an older version, and changes nothing', async () => {
      const { version } = (await get('/api/applicant/profile/personal-info')).json();
      await send(
        'PUT',
        '/api/applicant/profile/personal-info',
        personalInfoBody(version, { citizenship: 'Canada' }),
      );
      const stale = await send(
        'PUT',
        '/api/applicant/profile/personal-info',
        personalInfoBody(version, { citizenship: 'Mexico' }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        error: { ErrorCode: 'Conflict', Message: messages.ProfileChangedMeanwhile },
        current: { citizenship: 'Canada', version: version + 1 },
      });
      expect((await get('/api/applicant/profile/personal-info')).json().citizenship).toBe('Canada');
    });

    it('keeps the visa type name only for the Other visa type', async () => {
      const { version } = (await get('/api/applicant/profile/personal-info')).json();
      const other = await send(
        'PUT',
        '/api/applicant/profile/personal-info',
        personalInfoBody(version, { needsVisaSponsorship: true, visaType: 'Other', visaTypeOther: 'E-3' }),
      );
      expect(other.json()).toMatchObject({ visaType: 'Other', visaTypeOther: 'E-3' });
      const j1 = await send(
        'PUT',
        '/api/applicant/profile/personal-info',
        personalInfoBody(version + 1, { visaType: 'J1', visaTypeOther: 'E-3' }),
      );
      expect(j1.json()).toMatchObject({ visaType: 'J1', visaTypeOther: null });
    });

    it('answers 400 with the spec messages', async () => {
      const answer = await send('PUT', '/api/applicant/profile/personal-info', {
        ...personalInfoBody(1),
        firstName: ' ',
        lastName: '',
        isEligibleToWorkInUsa: undefined,
        needsVisaSponsorship: null,
        visaType: 'Other',
        visaTypeOther: '',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().description).toMatchObject({
        firstName: [messages.FirstNameIsRequired],
        lastName: [messages.LastNameIsRequired],
        isEligibleToWorkInUsa: [messages.EligibleToWorkInUsa],
        needsVisaSponsorship: [messages.NeedVisaSponsorship],
      });
      const visa = await send(
        'PUT',
        '/api/applicant/profile/personal-info',
        personalInfoBody(1, { visaType: 'Other', visaTypeOther: ' ' }),
      );
      expect(visa.json().description).toEqual({ visaTypeOther: [messages.OtherVisaTypeName] });
    });
  });

  describe('hobbies and interests', () => {
    it('saves the text under the profile version and refuses a stale one', async () => {
      const { version } = (await get('/api/applicant/profile/hobbies-n-interests', b.token)).json();
      const saved = await send(
        'PUT',
        '/api/applicant/profile/hobbies-n-interests',
        { hobbiesAndInterests: 'Rowing, chess', version },
        b.token,
      );
      expect(saved.json()).toEqual({ hobbiesAndInterests: 'Rowing, chess', version: version + 1 });
      const stale = await send(
        'PUT',
        '/api/applicant/profile/hobbies-n-interests',
        { hobbiesAndInterests: 'Lost edit', version },
        b.token,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toEqual({ hobbiesAndInterests: 'Rowing, chess', version: version + 1 });
    });

    it("answers 'Exceeded number of characters.' over the limit", async () => {
      const answer = await send('PUT', '/api/applicant/profile/hobbies-n-interests', {
        hobbiesAndInterests: 'x'.repeat(2001),
        version: 1,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().description).toEqual({
        hobbiesAndInterests: [messages.ExceededNumberOfCharacters],
      });
    });
  });

  describe('education', () => {
    it('creates each type and lists them by attendance end date, ongoing first', async () => {
      const created = await send('POST', '/api/applicant/profile/educations', medicalSchool(), b.token);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        type: 'MedicalSchool',
        medicalSchool: { id: schoolId },
        gpa: 3.8,
        applicantMedicalSchoolHonors: [
          { honorTypeId: 1, honorTypeName: 'Alpha Omega Alpha', honorTypeItem: 'Member' },
        ],
      });
      const undergraduate = await send(
        'POST',
        '/api/applicant/profile/educations',
        {
          type: 'Undergraduate',
          institution: 'State College',
          major: 'Biology',
          gpa: 3.9,
          degrees: ['BS'],
          attendedDates: { from: '2012-09-01', to: '2016-06-01' },
          honors: [OTHER_HONOR, OTHER_HONOR],
        },
        b.token,
      );
      expect(undergraduate.statusCode).toBe(200);
      expect(undergraduate.json().honors).toHaveLength(2);
      const training = await send(
        'POST',
        '/api/applicant/profile/educations',
        {
          type: 'Training',
          programName: 'Retina research',
          trainingType: 'Research',
          attendedDates: { from: '2021-01-01', to: null },
        },
        b.token,
      );
      expect(training.json()).toMatchObject({
        trainingType: { value: 'Research', label: 'Research' },
        attendedDates: { to: null },
      });
      const graduate = await send(
        'POST',
        '/api/applicant/profile/educations',
        {
          type: 'NonMedicalSchool',
          institution: 'Tech University',
          major: 'Public health',
          attendedDates: { from: '2020-06-01', to: '2020-12-31' },
        },
        b.token,
      );
      expect(graduate.statusCode).toBe(200);
      const list = (await get('/api/applicant/profile/educations', b.token)).json().items;
      expect(list.map((e: { type: string }) => e.type)).toEqual([
        'Training',
        'NonMedicalSchool',
        'MedicalSchool',
        'Undergraduate',
      ]);
      // Not another applicant's.
      const others = (await get('/api/applicant/profile/educations')).json().items;
      expect(others.some((e: { id: number }) => e.id === created.json().id)).toBe(false);
      // Stored in the shape of their type's details, no field besides.
      const ids = [created, undergraduate, training, graduate].map((answer) => answer.json().id as number);
      const rows = await ctx.database.db.select().from(educations).where(inArray(educations.id, ids));
      expect(rows).toHaveLength(4);
      for (const row of rows) {
        const strict = z.strictObject(educationDetailsByType[row.type].shape);
        expect(strict.safeParse(row.details).error, row.type).toBeUndefined();
      }
    });

    it("updates and deletes its own entries; another applicant's id is 404", async () => {
      const created = (
        await send('POST', '/api/applicant/profile/educations', medicalSchool(), b.token)
      ).json();
      const url = `/api/applicant/profile/educations/${created.id}`;
      expect((await send('PUT', url, medicalSchool({ gpa: 3.5 }))).statusCode).toBe(404);
      expect((await send('DELETE', url)).statusCode).toBe(404);
      const updated = await send('PUT', url, medicalSchool({ gpa: 3.5, honors: [AOA, SIGMA] }), b.token);
      expect(updated.json()).toMatchObject({ gpa: 3.5 });
      expect(updated.json().applicantMedicalSchoolHonors).toHaveLength(2);
      expect((await send('DELETE', url, undefined, b.token)).json()).toEqual({ ok: true });
      expect((await send('DELETE', url, undefined, b.token)).statusCode).toBe(404);
    });

    it('checks dates: To after From, From not in the future', async () => {
      const order = await send(
        'POST',
        '/api/applicant/profile/educations',
        medicalSchool({ attendedDates: { from: '2020-01-01', to: '2019-01-01' } }),
      );
      expect(order.statusCode).toBe(400);
      expect(order.json().description).toEqual({ 'attendedDates.to': [messages.ToDateGreater] });
      const future = await send(
        'POST',
        '/api/applicant/profile/educations',
        medicalSchool({ attendedDates: { from: '2999-01-01', to: null } }),
      );
      expect(future.statusCode).toBe(400);
      expect(future.json().description).toEqual({ 'attendedDates.from': [messages.DateNotInFuture] });
      const missing = await send(
        'POST',
        '/api/applicant/profile/educations',
        medicalSchool({ attendedDates: { to: '2019-01-01' } }),
      );
      expect(missing.json().description).toEqual({ 'attendedDates.from': [messages.StartDateIsRequired] });
    });

    it('checks numbers and required fields', async () => {
      const answer = await send(
        'POST',
        '/api/applicant/profile/educations',
        medicalSchool({ gpa: 'high', classRank: 101, institution: '' }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().description).toMatchObject({
        gpa: [messages.MustBeNumber],
        classRank: [messages.NotGreaterThan100],
        institution: [messages.InstitutionNameIsRequired],
      });
      const training = await send('POST', '/api/applicant/profile/educations', {
        type: 'Training',
        attendedDates: { from: '2020-01-01' },
      });
      expect(training.json().description).toMatchObject({ programName: [messages.ProgramNameIsRequired] });
      const unknownType = await send('POST', '/api/applicant/profile/educations', { type: 'Kindergarten' });
      expect(unknownType.statusCode).toBe(400);
    });

    it('applies the honor-type rules: mandatory, unique, custom, known items, known types', async () => {
      const post = (honors: unknown[]) =>
        send('POST', '/api/applicant/profile/educations', medicalSchool({ honors }));
      expect((await post([])).json().description).toEqual({
        honors: [message('HonorIsMandatory', { name: 'Alpha Omega Alpha' })],
      });
      expect((await post([AOA, AOA])).json().description).toEqual({
        'honors.1.honorTypeId': [message('HonorIsUnique', { name: 'Alpha Omega Alpha' })],
      });
      expect((await post([AOA, { honorTypeId: 4, customHonorName: ' ' }])).json().description).toEqual({
        'honors.1.customHonorName': [messages.HonorNameIsRequired],
        'honors.1.customHonorValue': [messages.HonorValueIsRequired],
      });
      expect((await post([AOA, { honorTypeId: 2, honorTypeItemId: 101 }])).json().description).toEqual({
        'honors.1.honorTypeItemId': [message('HonorIsMandatory', { name: 'Sigma Sigma Phi' })],
      });
      expect((await post([AOA, { honorTypeId: 999 }])).json().description).toEqual({
        'honors.1.honorTypeId': [message('HonorNotFound', { id: 999 })],
      });
      // Undergraduate honors follow the same rules except the mandatory one (AOA is a medical school honor).
      const undergraduate = await send('POST', '/api/applicant/profile/educations', {
        type: 'Undergraduate',
        institution: 'State College',
        attendedDates: { from: '2012-09-01', to: '2016-06-01' },
        honors: [],
      });
      expect(undergraduate.statusCode).toBe(200);
    });

    it('lists active medical schools for the picker', async () => {
      const items = (await get('/api/applicant/profile/medical-schools')).json().items;
      expect(items).toContainEqual(expect.objectContaining({ id: schoolId }));
    });
  });

  describe('employment', () => {
    const job = (overrides: Record<string, unknown> = {}) => ({
      employer: 'City Hospital',
      position: 'Research assistant',
      employmentDates: { from: '2018-01-01', to: '2019-01-01' },
      city: 'Austin',
      countryName: 'United States',
      description: 'Clinical trials',
      ...overrides,
    });

    it('creates, lists by end date, updates and deletes; another applicant gets 404', async () => {
      const first = (await send('POST', '/api/applicant/profile/employments', job(), b.token)).json();
      const current = (
        await send(
          'POST',
          '/api/applicant/profile/employments',
          job({ employer: 'Clinic', employmentDates: { from: '2019-02-01', to: null } }),
          b.token,
        )
      ).json();
      expect(first).toMatchObject({
        employer: 'City Hospital',
        city: 'Austin',
        description: 'Clinical trials',
      });
      const list = (await get('/api/applicant/profile/employments', b.token)).json().items;
      expect(list.map((e: { id: number }) => e.id).slice(0, 2)).toEqual([current.id, first.id]);
      const url = `/api/applicant/profile/employments/${first.id}`;
      expect((await send('PUT', url, job({ position: 'Hacked' }))).statusCode).toBe(404);
      expect((await send('DELETE', url)).statusCode).toBe(404);
      expect((await send('PUT', url, job({ position: 'Coordinator' }), b.token)).json().position).toBe(
        'Coordinator',
      );
      expect((await send('DELETE', url, undefined, b.token)).statusCode).toBe(200);
      expect((await get('/api/applicant/profile/employments')).json().items).toEqual([]);
    });

    it('updates an entry over the version it was read at; a stale update answers 409 with the stored entry', async () => {
      const created = (await send('POST', '/api/applicant/profile/employments', job(), b.token)).json();
      expect(created.version).toBe(1);
      const url = `/api/applicant/profile/employments/${created.id}`;
      const moved = await send('PUT', url, job({ position: 'Fellow', version: 1 }), b.token);
      expect(moved.json()).toMatchObject({ position: 'Fellow', version: 2 });
      const stale = await send('PUT', url, job({ position: 'Offline edit', version: 1 }), b.token);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { ErrorCode: 'Conflict', Message: messages.ProfileChangedMeanwhile },
        current: moved.json(),
      });
      // Another applicant's entry stays unknown, version or not.
      expect((await send('PUT', url, job({ version: 2 }))).statusCode).toBe(404);
      expect((await send('DELETE', url, undefined, b.token)).statusCode).toBe(200);
    });

    it('answers 400 with the field messages', async () => {
      const answer = await send(
        'POST',
        '/api/applicant/profile/employments',
        job({ employer: '', position: ' ', employmentDates: { from: '2020-01-01', to: '2020-01-01' } }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().description).toEqual({
        employer: [messages.EmployerIsRequired],
        position: [messages.PositionIsRequired],
        'employmentDates.to': [messages.ToDateGreater],
      });
      const future = await send(
        'POST',
        '/api/applicant/profile/employments',
        job({ employmentDates: { from: '2999-01-01' } }),
      );
      expect(future.json().description).toEqual({ 'employmentDates.from': [messages.DateNotInFuture] });
      const long = await send(
        'POST',
        '/api/applicant/profile/employments',
        job({ description: 'x'.repeat(1001) }),
      );
      expect(long.json().description).toEqual({ description: [messages.ExceededNumberOfCharacters] });
    });
  });
});
