import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { servicesOf } from '../../app.ts';
import { withTransaction } from '../../db/client.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { roleInvitations } from '../../db/schema.ts';
import { appWithMailLog, type MailLog } from '../../test-support/mail-log.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('invited users', (ctx) => {
  // Temporary passwords and invitation links are mail secrets: read from the log, as a demo does.
  let app: FastifyInstance;
  let mailLog: MailLog;
  beforeAll(async () => {
    ({ app, mailLog } = await appWithMailLog(ctx));
  });

  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('creates a user with a mailed temporary password that must be replaced at first sign-in', async () => {
    const { invitedUsers, mailOutbox } = servicesOf(app);
    const { user, created } = await invitedUsers.invite({
      email: 'New.Director@Example.test',
      firstName: 'Nina',
      lastName: 'Director',
      roles: ['ProgramUser'],
      reason: 'as a program user of Fixture Program',
    });
    expect(created).toBe(true);
    expect(user).toMatchObject({
      email: 'new.director@example.test',
      status: 'PendingRegistration',
      roles: ['ProgramUser'],
    });

    const mail = (await mailOutbox.list({ to: 'new.director@example.test', page: 1, pageSize: 5 })).items[0];
    expect(mail?.text).toContain('as a program user of Fixture Program');
    const temporary = /temporary password (\S+)/.exec(
      mailLog.latest('new.director@example.test')?.body ?? '',
    )?.[1];
    expect(temporary).toBeTruthy();
    // The outbox keeps no temporary password in clear text.
    expect(mail?.text).not.toContain(temporary);

    const answer = await signIn('new.director@example.test', temporary!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('NewPasswordRequired');
  });

  it('gives an existing account nothing: it mails an invitation link and stores only its hash (issue 11)', async () => {
    const { invitedUsers } = servicesOf(app);
    const existing = await ctx.createUser({ roles: ['SocietyUser'] });
    const { user, created, pending } = await invitedUsers.invite({
      email: existing.email.toUpperCase(),
      firstName: 'Ignored',
      lastName: 'Ignored',
      roles: ['ProgramUser'],
      memberships: [{ kind: 'ProgramUser', programId: 1, isDirector: true }],
      reason: 'as the program director of Fixture Program',
    });
    expect({ created, pending }).toEqual({ created: false, pending: true });
    const stored = await findUserById(ctx.database.db, existing.id);
    expect(stored!.roles).toEqual(['SocietyUser']);
    expect(stored!.passwordHash).toBe(existing.passwordHash);
    expect(user.id).toBe(existing.id);

    const [row] = await ctx.database.db
      .select()
      .from(roleInvitations)
      .where(eq(roleInvitations.userId, existing.id));
    expect(row).toMatchObject({
      roles: ['ProgramUser'],
      memberships: [{ kind: 'ProgramUser', programId: 1, isDirector: true }],
      reason: 'as the program director of Fixture Program',
      acceptedAt: null,
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    const body = mailLog.latest(existing.email)?.body ?? '';
    const token = /\/account\/invitations\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
    expect(token).toBeTruthy();
    expect(row!.tokenHash).not.toContain(token);
    const outbox = await servicesOf(app).mailOutbox.list({ to: existing.email, page: 1, pageSize: 5 });
    expect(outbox.items[0]?.text).not.toContain(token);
  });

  it('discards an account whose address was never confirmed and makes a fresh invited account', async () => {
    const { invitedUsers } = servicesOf(app);
    const squatter = await ctx.createUser({ emailVerified: false, status: 'ConfirmationRequired' });
    const { user, created, pending } = await invitedUsers.invite({
      email: squatter.email,
      firstName: 'Real',
      lastName: 'Owner',
      roles: ['Admin'],
    });
    expect({ created, pending }).toEqual({ created: true, pending: false });
    expect(user.id).not.toBe(squatter.id);
    expect(user).toMatchObject({ roles: ['Admin'], status: 'PendingRegistration', firstName: 'Real' });
    expect(await findUserById(ctx.database.db, squatter.id)).toBeUndefined();
    expect((await signIn(squatter.email, squatter.password)).statusCode).not.toBe(200);
  });

  it("keeps the invitation mail with the caller's transaction: committed together, rolled back together", async () => {
    const { invitedUsers, mailOutbox } = servicesOf(app);
    const db = ctx.database.db;
    await withTransaction(db, (tx) =>
      invitedUsers.invite(
        { email: 'in-tx@example.test', firstName: 'In', lastName: 'Tx', roles: ['SocietyUser'] },
        tx,
      ),
    );
    expect((await mailOutbox.list({ to: 'in-tx@example.test', page: 1, pageSize: 5 })).total).toBe(1);

    await expect(
      withTransaction(db, async (tx) => {
        await invitedUsers.invite(
          {
            email: 'rolled-back@example.test',
            firstName: 'Rolled',
            lastName: 'Back',
            roles: ['SocietyUser'],
          },
          tx,
        );
        throw new Error('the change failed after the invitation');
      }),
    ).rejects.toThrow('the change failed');
    expect((await mailOutbox.list({ to: 'rolled-back@example.test', page: 1, pageSize: 5 })).total).toBe(0);
  });
});
