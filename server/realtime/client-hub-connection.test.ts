/**
 * The browser's hub connection service (src/lib/realtime/hub-connection.ts) against the real hub
 * server: it connects with the session's token, receives what services raise, comes back after the
 * hub's Close with allowReconnect (an expired token) with a fresh token and in its groups again, and
 * stays stopped after a Close without reconnect (the session ended).
 */
import { EventSource } from 'eventsource';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HubConnectionService, type HubState } from '../../src/lib/realtime/hub-connection.ts';
import { buildApp, servicesOf } from '../app.ts';
import { closeListening, listen, waitFor } from '../test-support/hub-client.ts';
import { describeEachDatabase, signInAs, testConfig } from '../test-support/test-app.ts';

describeEachDatabase('the client’s hub connection service against the hub server', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const services: HubConnectionService[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      mailer: null,
      hubTimings: { keepAliveIntervalMs: 300, clientTimeoutMs: 4_000, sessionCheckMs: 200 },
    });
    base = await listen(app);
  });

  afterAll(async () => {
    for (const service of services) await service.shutdown();
    await closeListening(app);
  });

  function service(hub: 'ProgramApplicationNotification' | 'Notification', token: () => string) {
    const created = new HubConnectionService(hub, {
      baseUrl: base,
      accessToken: token,
      // Node has neither constructor built in (the browser has both).
      httpOptions: { WebSocket, EventSource } as object,
      reportError: () => {},
    });
    services.push(created);
    return created;
  }

  const raise = (
    target: 'ProgramApplicationAdded',
    audience: { kind: 'group'; group: string } | { kind: 'user'; userId: string },
    arg: number,
  ) =>
    servicesOf(app).hubEvents.send({ hub: 'ProgramApplicationNotification', audience, target, args: [arg] });

  it('receives events, and after a Close with allowReconnect joins its groups again with a fresh token', async () => {
    const user = await ctx.createUser({ roles: ['Admin'] });
    let token = (await signInAs(app, user)).idToken;
    const tokens: string[] = [];
    const hub = service('ProgramApplicationNotification', () => {
      tokens.push(token);
      return token;
    });
    const received: unknown[] = [];
    hub.on('ProgramApplicationAdded', (id) => received.push(id));
    const states: HubState[] = [];
    hub.subscribe(() => states.push(hub.state));

    await hub.start();
    expect(hub.state).toBe('Connected');
    await hub.joinGroup('program:9');
    raise('ProgramApplicationAdded', { kind: 'user', userId: user.id }, 1);
    raise('ProgramApplicationAdded', { kind: 'group', group: 'program:9' }, 2);
    await waitFor(() => received.length === 2, 5_000, 'the first events');
    expect(received).toEqual([1, 2]);

    // The token runs out: the hub closes with allowReconnect; the session has renewed it meanwhile.
    ctx.clock.advance(16 * 60_000);
    token = (await signInAs(app, user)).idToken;
    await waitFor(
      () => states.includes('Reconnecting') && hub.state === 'Connected',
      10_000,
      'the reconnect',
    );
    expect(tokens.at(-1)).toBe(token);
    expect(hub.tracked).toBe(true);

    // Joined again by the service: a group event reaches the new connection.
    await waitFor(
      () => {
        raise('ProgramApplicationAdded', { kind: 'group', group: 'program:9' }, 3);
        return received.includes(3);
      },
      5_000,
      'the group event after the reconnect',
    );
    await hub.stop();
    expect(hub.state).toBe('Disconnected');
  });

  it('stays stopped after the hub’s Close without reconnect (the session ended)', async () => {
    const user = await ctx.createUser();
    const { idToken } = await signInAs(app, user);
    const hub = service('Notification', () => idToken);
    await hub.start();
    expect(hub.state).toBe('Connected');
    await servicesOf(app).sessions.end(String(decodeJwt(idToken).sid), 'sign-out');
    await waitFor(() => hub.state === 'Disconnected', 5_000, 'the close');
    expect(hub.tracked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hub.state).toBe('Disconnected');
  });
});
