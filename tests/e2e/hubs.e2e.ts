import { createRequire } from 'node:module';
import { hubMethods, hubNames } from '../../core/realtime/hubs.ts';
import { demoAccounts } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 14: our hub server with the official `@microsoft/signalr` client in Chromium (its published
 * browser bundle, as any site would load it): every one of the 23 hubs connects with the identity
 * token, a hub method answers and refuses as its policy says, an event raised by the server arrives,
 * and a connection without a token is refused. (The Node test, server/realtime/hubs.test.ts, adds the
 * transports' fallbacks, restarts and the Redis backplane.)
 */

const signalrBundle = createRequire(import.meta.url).resolve(
  '@microsoft/signalr/dist/browser/signalr.min.js',
);

/** The part of the bundle's global the page code uses (the test build has no DOM types). */
type SignalR = {
  HubConnectionBuilder: new () => {
    withUrl(
      url: string,
      options: { accessTokenFactory?: () => string },
    ): {
      build(): Connection;
    };
  };
};
type Connection = {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  state: string;
};

// The bundle is added to our page as an inline script, which our CSP rightly refuses to a page.
test.use({ bypassCSP: true });

test('the official SignalR client in Chromium: every hub connects, methods answer per policy, a server event arrives, no token is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.addScriptTag({ path: signalrBundle });
  const applicant = await UserApi.signIn(
    request,
    demoAccounts.applicant.email,
    demoAccounts.applicant.password,
  );
  const token = applicant.token;

  const connected = await page.evaluate(
    async ({ names, token }) => {
      const signalR = (globalThis as unknown as { signalR: SignalR }).signalR;
      const states: Record<string, string> = {};
      for (const name of names) {
        const connection = new signalR.HubConnectionBuilder()
          .withUrl(`/hubs/${name}Hub`, { accessTokenFactory: () => token })
          .build();
        await connection.start();
        states[name] = connection.state;
        await connection.stop();
      }
      return states;
    },
    { names: [...hubNames], token },
  );
  expect(connected).toEqual(Object.fromEntries(hubNames.map((name) => [name, 'Connected'])));
  expect(hubMethods.MessageCenter).toContain('AddToGroup');

  // Methods and an event on one live connection.
  const live = page.evaluate(
    async ({ token }) => {
      const signalR = (globalThis as unknown as { signalR: SignalR }).signalR;
      const connection = new signalR.HubConnectionBuilder()
        .withUrl('/hubs/NotificationHub', { accessTokenFactory: () => token })
        .build();
      const broadcast = new Promise<unknown>((resolve) => connection.on('NewBroadcastMessage', resolve));
      await connection.start();
      const centre = new signalR.HubConnectionBuilder()
        .withUrl('/hubs/MessageCenterHub', { accessTokenFactory: () => token })
        .build();
      await centre.start();
      const history = await centre.invoke('GetSentMessagesHistory');
      const refused = await centre.invoke('AddToGroup', 'program:1').then(
        () => 'joined',
        (error: Error) => error.message,
      );
      const unknown = await centre.invoke('Nope').then(
        () => 'answered',
        (error: Error) => error.message,
      );
      (globalThis as unknown as { ready: boolean }).ready = true;
      const event = await broadcast;
      await centre.stop();
      await connection.stop();
      return { history: typeof history, refused, unknown, event };
    },
    { token },
  );
  await page.waitForFunction(() => (globalThis as unknown as { ready?: boolean }).ready === true);
  const admin = await UserApi.signIn(request, demoAccounts.admin.email, demoAccounts.admin.password);
  const text = `Hub check ${Date.now().toString(36)}`;
  expect((await admin.post('/api/admin/broadcasts', { body: text, recipientType: 'All' })).ok()).toBe(true);
  const answered = await live;
  expect(answered.history).toBe('object');
  // An applicant may not join a program's group (server/policies/hub-groups.policy.ts).
  expect(answered.refused).toMatch(
    /^An unexpected error occurred invoking 'AddToGroup' on the server\. HubException: /,
  );
  expect(answered.unknown).toBe("Unknown hub method 'Nope'");
  expect(answered.event).toMatchObject({ recipientType: 'All', message: 'You have new message.' });

  // Without a token the server refuses the negotiation: start() fails.
  const refused = await page.evaluate(async () => {
    const signalR = (globalThis as unknown as { signalR: SignalR }).signalR;
    const connection = new signalR.HubConnectionBuilder().withUrl('/hubs/MessageCenterHub', {}).build();
    return connection.start().then(
      () => 'connected',
      (error: Error) => error.message,
    );
  });
  expect(refused).toContain('401');
});
