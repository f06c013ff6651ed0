/**
 * Issue 11, the account take-over: an attacker registers the victim's address with their own
 * password and waits for an admin to grant that address a role. For every path that grants a role,
 * the attacker's password must not open the new role: the existing account only gets an invitation
 * mailed to the address, granted when the account's owner accepts it with the mailed token.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertRequest } from '../../db/repositories/requests.repository.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { applicants, programUsers, roleInvitations, societyUserSpecialties } from '../../db/schema.ts';
import { sha256 } from '../../services/auth/tokens.ts';
import type { MailMessage } from '../../services/mail/mail-transport.ts';
import { createApplicant, createMedicalSchool, createProgram } from '../../test-support/factories.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { CALIFORNIA, createCatalogueFixture, US } from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, refreshCookieOf, signInAs } from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

const ATTACKER_PASSWORD = 'Attacker#Pass1';

describeEachDatabase('role invitations', (ctx) => {
  // Mails are read where they leave the process (the outbox keeps no secret in clear text).
  const sent: MailMessage[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await ctx.buildApp({
      mailer: {
        async send(message) {
          sent.push(message);
        },
        close() {},
      },
    });
  });

  const db = (): DbExecutor => ctx.database.db;
  const inject = (options: InjectOptions, token?: string) =>
    app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });
  const signIn = (user: { email: string; password: string }) => signInAs(app, user);
  const admin = async () => (await signIn(await ctx.createUser({ roles: ['Admin'] }))).idToken;

  /** The attacker's account, holding the victim's address, with the attacker's password. */
  const plant = (roles: Role[] = ['Applicant'], options: { emailVerified?: boolean } = {}) =>
    ctx.createUser({
      email: `victim-${uniqueTag()}@school.test`,
      password: ATTACKER_PASSWORD,
      roles,
      ...(options.emailVerified === false
        ? { emailVerified: false, status: 'ConfirmationRequired' as const }
        : {}),
    });

  const mailsTo = async (email: string) => {
    await servicesOf(app).mail.idle();
    return sent.filter((mail) => mail.to === email);
  };

  const tokenMailedTo = async (email: string) => {
    const links = (await mailsTo(email)).map(
      (mail) => /\/account\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1],
    );
    const token = links.filter(Boolean).at(-1);
    expect(token, `no invitation link mailed to ${email}`).toBeTruthy();
    return token!;
  };

  const invitationsOf = (userId: string) =>
    db().select().from(roleInvitations).where(eq(roleInvitations.userId, userId));

  const accept = (token: string, bearerToken?: string) =>
    inject({ method: 'POST', url: `/api/account/invitations/${token}/accept` }, bearerToken);

  /**
   * The attack's end for one path: the attacker's password opens nothing new (`roleRoute` refused or
   * `isGranted` false), a pending invitation was mailed to the address, nobody else can use its token,
   * and the account's owner accepting it gets the role.
   */
  async function expectOnlyAnInvitation(
    victim: TestUser,
    role: Role,
    roleRoute: InjectOptions,
    isGranted: (idToken: string) => Promise<boolean>,
  ) {
    const attacker = await signIn({ email: victim.email, password: ATTACKER_PASSWORD });
    const roles = (attacker.body.user as { roles: string[] }).roles;
    if (!victim.roles.includes(role)) {
      expect(roles).not.toContain(role);
      expect((await inject(roleRoute, attacker.idToken)).statusCode).toBe(403);
    }
    expect(await isGranted(attacker.idToken)).toBe(false);

    const rows = await invitationsOf(victim.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ roles: [role], acceptedAt: null, declinedAt: null });
    const token = await tokenMailedTo(victim.email);
    expect(rows[0]!.tokenHash).toBe(sha256(token));

    // Another signed-in user learns nothing from the token and cannot use it.
    const stranger = (await signIn(await ctx.createUser())).idToken;
    expect(
      (await inject({ method: 'GET', url: `/api/account/invitations/${token}` }, stranger)).statusCode,
    ).toBe(404);
    expect((await accept(token, stranger)).statusCode).toBe(404);
    expect((await invitationsOf(victim.id))[0]!.acceptedAt).toBeNull();

    // The owner, signed in as the account and holding the mailed token, accepts.
    const accepted = await accept(token, attacker.idToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Accepted', roles: [role] });
    const owner = await signIn({ email: victim.email, password: ATTACKER_PASSWORD });
    expect((owner.body.user as { roles: string[] }).roles).toContain(role);
    expect((await inject(roleRoute, owner.idToken)).statusCode).toBe(200);
    expect(await isGranted(owner.idToken)).toBe(true);
    return { token, owner };
  }

  const programUserContext = { method: 'GET', url: '/api/program-user/context' } as const;
  const inProgram = (programId: number, isDirector: boolean) => async (idToken: string) => {
    const answer = await inject(programUserContext, idToken);
    if (answer.statusCode !== 200) return false;
    const found = (answer.json().programs as { id: number; isDirector: boolean }[]).find(
      (p) => p.id === programId,
    );
    return Boolean(found && found.isDirector === isDirector);
  };

  const insertProgram = async (specialtyId: number, tag: string) => {
    const row = await createProgram(db(), { code: `RI-${tag}`, name: `Invited Program ${tag}`, specialtyId });
    return row!.id;
  };

  describe('the attack, for each path that grants a role', () => {
    it('admin users: an existing account is invited to be an admin, not made one', async () => {
      const victim = await plant();
      const answer = await inject(
        {
          method: 'POST',
          url: '/api/admin/admin-users',
          payload: { email: victim.email, firstName: 'Dean', lastName: 'School' },
        },
        await admin(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ id: victim.id, created: false, pending: true });
      await expectOnlyAnInvitation(
        victim,
        'Admin',
        { method: 'GET', url: '/api/admin/mail-outbox' },
        async (idToken) =>
          (await inject({ method: 'GET', url: '/api/admin/mail-outbox' }, idToken)).statusCode === 200,
      );
    });

    it('program registration approval: the named director is invited, not made director', async () => {
      const f = await createCatalogueFixture(db());
      const victim = await plant();
      const tag = uniqueTag();
      const id = await insertRequest(db(), {
        kind: 'ProgramRegistration',
        status: 'Pending',
        specialtyId: f.specialtyId,
        requesterEmail: `requester-${tag}@example.test`,
        requesterName: 'Rita Requester',
        subject: `Eye Institute ${tag}`,
        payload: {
          name: `Eye Institute ${tag}`,
          specialtyId: f.specialtyId,
          subspecialtyId: f.subspecialtyId,
          institutionId: null,
          newInstitution: { name: `Eye Hospital ${tag}`, city: 'Portland' },
          addressLine: '1 Main St',
          city: 'Portland',
          countryId: US,
          stateId: CALIFORNIA,
          zip: '97201',
          phone: '503 555 0100',
          fax: '503-555-0101',
          website: 'https://eye.example.org',
          matchCycleId: f.cycles.active,
          positions: 2,
          directorFirstName: 'Dora',
          directorLastName: 'Director',
          directorEmail: victim.email,
        },
      });
      const approved = await inject(
        { method: 'POST', url: `/api/admin/requests/${id}/approve`, payload: {} },
        await admin(),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const result = approved.json().result;
      expect(result).toMatchObject({ directorUserId: victim.id, directorInvitationPending: true });
      const members = await db()
        .select()
        .from(programUsers)
        .where(eq(programUsers.programId, result.programId));
      expect(members).toEqual([]);
      await expectOnlyAnInvitation(
        victim,
        'ProgramUser',
        programUserContext,
        inProgram(result.programId, true),
      );
    });

    it('program user registration approval: the account is invited to the program', async () => {
      const f = await createCatalogueFixture(db());
      const tag = uniqueTag();
      const programId = await insertProgram(f.specialtyId, tag);
      const victim = await plant();
      const id = await insertRequest(db(), {
        kind: 'ProgramUserRegistration',
        status: 'Pending',
        programId,
        specialtyId: f.specialtyId,
        requesterEmail: victim.email,
        requesterName: 'Pat Staff',
        subject: `Pat Staff ${tag}`,
        payload: { firstName: 'Pat', lastName: 'Staff', email: victim.email },
      });
      const approved = await inject(
        { method: 'POST', url: `/api/admin/requests/${id}/approve`, payload: {} },
        await admin(),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().result).toEqual({
        userId: victim.id,
        userCreated: false,
        userInvitationPending: true,
      });
      await expectOnlyAnInvitation(victim, 'ProgramUser', programUserContext, inProgram(programId, false));
    });

    it('medical school user registration approval: the account is invited to the school', async () => {
      const tag = uniqueTag();
      const school = await createMedicalSchool(db(), {
        code: `RIS-${tag}`,
        name: `Invited School ${tag}`,
        type: 'Osteopathic',
        degree: 'DO',
      });
      const victim = await plant();
      const id = await insertRequest(db(), {
        kind: 'MedicalSchoolUserRegistration',
        status: 'Pending',
        medicalSchoolId: school!.id,
        requesterEmail: victim.email,
        requesterName: 'Uma User',
        subject: `Uma User ${tag}`,
        payload: { firstName: 'Uma', lastName: 'User', email: victim.email },
      });
      const approved = await inject(
        { method: 'POST', url: `/api/admin/requests/${id}/approve`, payload: {} },
        await admin(),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().result).toMatchObject({ userId: victim.id, userInvitationPending: true });
      const schools = { method: 'GET', url: '/api/medical-school/schools' } as const;
      await expectOnlyAnInvitation(victim, 'MedSchoolUser', schools, async (idToken) => {
        const answer = await inject(schools, idToken);
        return (
          answer.statusCode === 200 && answer.json().some((s: { code: string }) => s.code === `RIS-${tag}`)
        );
      });
    });

    it('society users: an existing society user is invited to the specialty, not attached', async () => {
      const f = await createCatalogueFixture(db());
      const victim = await plant(['SocietyUser']);
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/specialties/${f.specialtyId}/society-users`,
          payload: { email: victim.email },
        },
        await admin(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ created: false, pending: true, user: { userId: victim.id } });
      const context = { method: 'GET', url: '/api/society-users/context' } as const;
      const { owner } = await expectOnlyAnInvitation(victim, 'SocietyUser', context, async (idToken) => {
        const rows = await db()
          .select()
          .from(societyUserSpecialties)
          .where(eq(societyUserSpecialties.userId, victim.id));
        const listed = (await inject(context, idToken)).json().specialties as {
          id?: number;
          specialtyId?: number;
        }[];
        return (
          rows.some((r) => r.specialtyId === f.specialtyId) &&
          listed.some((s) => (s.specialtyId ?? s.id) === f.specialtyId)
        );
      });
      expect(owner.idToken).toBeTruthy();
    });

    it('program users, attach: the existing account is invited (as director), not attached', async () => {
      const f = await createCatalogueFixture(db());
      const programId = await insertProgram(f.specialtyId, uniqueTag());
      const victim = await plant();
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/programs/${programId}/users/attach`,
          payload: { email: victim.email, isDirector: true },
        },
        await admin(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        email: victim.email,
        isDirector: true,
        pending: true,
        expiresAt: expect.stringMatching(/^\d{4}-/),
      });
      await expectOnlyAnInvitation(victim, 'ProgramUser', programUserContext, inProgram(programId, true));
    });

    it('program users, create: a confirmed account is refused (attach invites it instead)', async () => {
      const f = await createCatalogueFixture(db());
      const programId = await insertProgram(f.specialtyId, uniqueTag());
      const victim = await plant();
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/programs/${programId}/users`,
          payload: { email: victim.email, firstName: 'Pat', lastName: 'Staff' },
        },
        await admin(),
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.Message).toBe(messages.ProgramUserExists);
      const attacker = await signIn({ email: victim.email, password: ATTACKER_PASSWORD });
      expect((await inject(programUserContext, attacker.idToken)).statusCode).toBe(403);
      expect(await invitationsOf(victim.id)).toEqual([]);
    });
  });

  describe('an account whose address was never confirmed', () => {
    it('is discarded with what sign-up made, and a fresh invited account gets the role (program users, create)', async () => {
      const f = await createCatalogueFixture(db());
      const programId = await insertProgram(f.specialtyId, uniqueTag());
      const victim = await plant(['Applicant'], { emailVerified: false });
      await createApplicant(db(), { userId: victim.id, code: `U${uniqueTag()}`.slice(0, 20) });
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/programs/${programId}/users`,
          payload: { email: victim.email, firstName: 'Pat', lastName: 'Staff', isDirector: true },
        },
        await admin(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const fresh = await findUserByEmail(db(), victim.email);
      expect(fresh!.id).not.toBe(victim.id);
      expect(answer.json()).toMatchObject({
        userId: fresh!.id,
        isDirector: true,
        status: 'PendingRegistration',
      });
      expect(await db().select().from(applicants).where(eq(applicants.userId, victim.id))).toEqual([]);
      // The attacker's password opens nothing; the temporary password mailed to the address does.
      const attacker = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: victim.email, password: ATTACKER_PASSWORD },
      });
      expect(attacker.statusCode).not.toBe(200);
      const mail = (await mailsTo(victim.email)).at(-1);
      const temporary = /temporary password (\S+)/.exec(mail?.text ?? '')?.[1];
      const owner = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: victim.email, password: temporary },
      });
      expect(owner.json().status).toBe('NewPasswordRequired');
    });

    it('counts as no account when attaching: the admin is told to create the user', async () => {
      const f = await createCatalogueFixture(db());
      const programId = await insertProgram(f.specialtyId, uniqueTag());
      const victim = await plant(['Applicant'], { emailVerified: false });
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/programs/${programId}/users/attach`,
          payload: { email: victim.email },
        },
        await admin(),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().description.email).toEqual([messages.UserNotFound]);
      expect(await invitationsOf(victim.id)).toEqual([]);
    });
  });

  describe('answering an invitation', () => {
    /** A pending invitation to be a program user of a new program, for a fresh account. */
    const invited = async () => {
      const f = await createCatalogueFixture(db());
      const tag = uniqueTag();
      const programId = await insertProgram(f.specialtyId, tag);
      const user = await ctx.createUser({ email: `owner-${tag}@school.test` });
      const answer = await inject(
        {
          method: 'POST',
          url: `/api/admin/programs/${programId}/users/attach`,
          payload: { email: user.email },
        },
        await admin(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const session = await signIn(user);
      return { user, programId, tag, token: await tokenMailedTo(user.email), session };
    };

    it('every signed-in role reaches the routes; anonymous callers get 401', async () => {
      const routes: InjectOptions[] = [
        { method: 'GET', url: '/api/account/invitations' },
        { method: 'GET', url: '/api/account/invitations/unknown-token' },
        { method: 'POST', url: '/api/account/invitations/unknown-token/accept' },
        { method: 'POST', url: '/api/account/invitations/unknown-token/decline' },
      ];
      for (const route of routes) expect((await inject(route)).statusCode, String(route.url)).toBe(401);
      for (const role of ['Admin', 'Applicant', 'ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const) {
        const token = (await signIn(await ctx.createUser({ roles: [role] }))).idToken;
        expect((await inject(routes[0]!, token)).json()).toEqual({ items: [] });
        for (const route of routes.slice(1)) {
          expect((await inject(route, token)).statusCode, `${String(route.url)} as ${role}`).toBe(404);
        }
      }
    });

    it('shows what it grants, lists it while pending, accepts once (idempotent) and refreshes into the role', async () => {
      const { programId, tag, token, session } = await invited();
      const view = await inject({ method: 'GET', url: `/api/account/invitations/${token}` }, session.idToken);
      expect(view.json()).toMatchObject({
        roles: ['ProgramUser'],
        reason: `as a program user of Invited Program ${tag}`,
        grants: [{ kind: 'ProgramUser', name: `Invited Program ${tag}`, isDirector: false }],
        status: 'Pending',
      });
      const mine = await inject({ method: 'GET', url: '/api/account/invitations' }, session.idToken);
      expect(mine.json().items).toHaveLength(1);
      expect(JSON.stringify(mine.json())).not.toContain(token);

      expect((await accept(token, session.idToken)).json().status).toBe('Accepted');
      const again = await accept(token, session.idToken);
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('Accepted');
      const members = await db().select().from(programUsers).where(eq(programUsers.programId, programId));
      expect(members).toHaveLength(1);
      expect(
        (await inject({ method: 'GET', url: '/api/account/invitations' }, session.idToken)).json(),
      ).toEqual({
        items: [],
      });
      // The bearer was issued before: the refreshed session carries the new role.
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [REFRESH_COOKIE]: session.refreshToken },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(refreshed.json().user.roles).toContain('ProgramUser');
      expect(refreshCookieOf(refreshed)).toBeTruthy();
    });

    it('a declined invitation grants nothing and cannot be accepted afterwards', async () => {
      const { user, token, session } = await invited();
      const declined = await inject(
        { method: 'POST', url: `/api/account/invitations/${token}/decline` },
        session.idToken,
      );
      expect(declined.json().status).toBe('Declined');
      const late = await accept(token, session.idToken);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.Message).toBe(messages.RoleInvitationDeclined);
      expect((await findUserByEmail(db(), user.email))!.roles).not.toContain('ProgramUser');
    });

    it('an administrator impersonating the account cannot accept for it', async () => {
      const { user, token } = await invited();
      const impersonated = await inject(
        { method: 'POST', url: '/api/admin/impersonate', payload: { email: user.email } },
        await admin(),
      );
      expect(impersonated.statusCode, impersonated.body).toBe(200);
      const refused = await accept(token, impersonated.json().idToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.Message).toBe(messages.RoleInvitationImpersonated);
      expect((await findUserByEmail(db(), user.email))!.roles).not.toContain('ProgramUser');
    });

    // Moves the shared clock: keep it last.
    it('an expired invitation is refused with its message', async () => {
      const { user, token } = await invited();
      ctx.clock.advance(15 * 24 * 60 * 60 * 1000);
      const session = await signIn(user);
      const late = await accept(token, session.idToken);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.Message).toBe(messages.RoleInvitationExpired);
      const view = await inject({ method: 'GET', url: `/api/account/invitations/${token}` }, session.idToken);
      expect(view.json().status).toBe('Expired');
      expect((await findUserByEmail(db(), user.email))!.roles).not.toContain('ProgramUser');
    });
  });
});
