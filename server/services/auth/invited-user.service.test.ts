import { expect, it } from 'vitest';
import { servicesOf } from '../../app.ts';
import { withTransaction } from '../../db/client.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('invited users', (ctx) => {
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('creates a user with a mailed temporary password that must be replaced at first sign-in', async () => {
    const { invitedUsers, mailOutbox } = servicesOf(ctx.app);
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
    const temporary = /temporary password (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(temporary).toBeTruthy();

    const answer = await signIn('new.director@example.test', temporary!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('NewPasswordRequired');
  });

  it('adds the role to an existing user without touching the password or sending mail', async () => {
    const { invitedUsers, mailOutbox } = servicesOf(ctx.app);
    const existing = await ctx.createUser({ roles: ['SocietyUser'] });
    const { user, created } = await invitedUsers.invite({
      email: existing.email.toUpperCase(),
      firstName: 'Ignored',
      lastName: 'Ignored',
      roles: ['SocietyUser', 'ProgramUser'],
    });
    expect(created).toBe(false);
    expect([...user.roles].sort()).toEqual(['ProgramUser', 'SocietyUser']);
    expect(user.passwordHash).toBe(existing.passwordHash);
    expect((await mailOutbox.list({ to: existing.email, page: 1, pageSize: 5 })).total).toBe(0);
  });

  it("keeps the invitation mail with the caller's transaction: committed together, rolled back together", async () => {
    const { invitedUsers, mailOutbox } = servicesOf(ctx.app);
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
