/**
 * The hub server against the official @microsoft/signalr client (and a raw `ws` socket where the
 * protocol's edges are tested): every hub, the three transports, invocations, events per audience,
 * groups and their policy, authentication and origin, keep-alive, restart, revoked sessions.
 */
import { HttpTransportType, type HubConnection, HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type HubName, hubGroups, hubMethods, hubNames, hubPath } from '../../core/realtime/hubs.ts';
import { buildApp, servicesOf } from '../app.ts';
import { redactUrl } from '../logger.ts';
import {
  createApplicant,
  createApplicantMatchCycle,
  createApplication,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createSpecialty,
} from '../test-support/factories.ts';
import {
  closeListening,
  type HubClientOptions,
  hubClient,
  listen,
  nextEvent,
  waitFor,
} from '../test-support/hub-client.ts';
import { describeEachDatabase, LogCapture, signInAs, testConfig } from '../test-support/test-app.ts';
import type { TestUserOptions } from '../test-support/users.fixture.ts';
import type { HubTimings } from './hub-connection.ts';
import { hubsWithGroups } from './hub-methods.ts';
import { hubServerOf } from './hub-routes.ts';

const RS = '\u001e';

const timings: Partial<HubTimings> = {
  keepAliveIntervalMs: 300,
  clientTimeoutMs: 4_000,
  handshakeTimeoutMs: 1_000,
  negotiateTimeoutMs: 1_000,
  longPollHoldMs: 1_500,
  sessionCheckMs: 200,
};

describeEachDatabase('real-time hubs', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      mailer: null,
      hubTimings: timings,
    });
    base = await listen(app);
  });

  afterAll(async () => {
    for (const connection of opened) await connection.stop().catch(() => {});
    await closeListening(app);
  });

  function client(hub: HubName, token: () => string, options: HubClientOptions = {}): HubConnection {
    const connection = hubClient(base, hub, token, { keepAliveMs: 500, ...options });
    opened.push(connection);
    return connection;
  }

  async function signedIn(options: TestUserOptions = {}) {
    const user = await ctx.createUser(options);
    const { idToken } = await signInAs(app, user);
    return { user, token: idToken };
  }

  const send = (event: Parameters<ReturnType<typeof servicesOf>['hubEvents']['send']>[0]) =>
    servicesOf(app).hubEvents.send(event);

  async function negotiate(hub: string, token: string | null, headers: Record<string, string> = {}) {
    return fetch(`${base}/hubs/${hub}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  }

  /** A raw WebSocket to a negotiated connection: resolves open, or with the refused status. */
  function rawSocket(hub: HubName, id: string, token: string): Promise<{ ws?: WebSocket; status?: number }> {
    const url = `${base.replace('http', 'ws')}${hubPath(hub)}?id=${encodeURIComponent(id)}`;
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    return new Promise((resolve) => {
      ws.on('open', () => resolve({ ws }));
      ws.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
      ws.on('error', () => {});
    });
  }

  /** Collects what a raw socket receives, split into records. */
  function records(ws: WebSocket): { list: string[]; closed: Promise<number> } {
    const list: string[] = [];
    let buffer = '';
    ws.on('message', (data) => {
      buffer += data.toString();
      const parts = buffer.split(RS);
      buffer = parts.pop() ?? '';
      list.push(...parts);
    });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    return { list, closed };
  }

  describe('connecting', () => {
    it('connects to each of the 23 hubs over WebSockets', async () => {
      const { token } = await signedIn({ roles: ['Admin'] });
      expect(hubNames).toHaveLength(23);
      for (const hub of hubNames) {
        const connection = client(hub, () => token);
        await connection.start();
        expect(connection.state, hub).toBe(HubConnectionState.Connected);
        expect(connection.connectionId, hub).toBeTruthy();
        await connection.stop();
      }
    });

    it('negotiates a public id and a separate secret token, version 1, WebSockets then SSE then long polling', async () => {
      const { token } = await signedIn();
      const response = await negotiate('NotificationHub', token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.negotiateVersion).toBe(1);
      expect(body.connectionId).not.toBe(body.connectionToken);
      expect(String(body.connectionToken).length).toBeGreaterThanOrEqual(22);
      expect((body.availableTransports as { transport: string }[]).map((t) => t.transport)).toEqual([
        'WebSockets',
        'ServerSentEvents',
        'LongPolling',
      ]);
    });

    it('answers 404 for a hub that does not exist', async () => {
      const { token } = await signedIn();
      expect((await negotiate('NopeHub', token)).status).toBe(404);
      expect((await negotiate('Notification', token)).status).toBe(404);
      const get = await fetch(`${base}/hubs/NopeHub?id=x`, { headers: { authorization: `Bearer ${token}` } });
      expect(get.status).toBe(404);
    });

    it('refuses a client without a token or with a bad one (401), on negotiate and on the transport', async () => {
      const none = client('Notification', () => '');
      await expect(none.start()).rejects.toThrow(/401/);
      const forged = client('Notification', () => 'not-a-token');
      await expect(forged.start()).rejects.toThrow(/401/);
      expect((await negotiate('NotificationHub', null)).status).toBe(401);

      const { token } = await signedIn();
      const negotiated = (await (await negotiate('NotificationHub', token)).json()) as {
        connectionToken: string;
      };
      const { status } = await rawSocket('Notification', negotiated.connectionToken, 'not-a-token');
      expect(status).toBe(401);
    });

    it('refuses a foreign Origin (403) and accepts our own', async () => {
      const { token } = await signedIn();
      expect((await negotiate('NotificationHub', token, { origin: 'https://evil.example' })).status).toBe(
        403,
      );
      expect((await negotiate('NotificationHub', token, { origin: 'http://localhost:8080' })).status).toBe(
        200,
      );
      expect((await negotiate('NotificationHub', token, { origin: base })).status).toBe(200);
      const evil = client('Notification', () => token, { headers: { origin: 'https://evil.example' } });
      await expect(evil.start()).rejects.toThrow(/403/);
    });

    it('takes the token from access_token on a WebSocket, as a browser sends it; refuses a foreign Origin before the upgrade', async () => {
      const { token } = await signedIn();
      const open = async (headers: Record<string, string>, withToken: boolean) => {
        const { connectionToken } = (await (await negotiate('NotificationHub', token)).json()) as {
          connectionToken: string;
        };
        const query = `id=${encodeURIComponent(connectionToken)}${withToken ? `&access_token=${encodeURIComponent(token)}` : ''}`;
        const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/NotificationHub?${query}`, { headers });
        return new Promise<number | WebSocket>((resolve) => {
          ws.on('open', () => resolve(ws));
          ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
          ws.on('error', () => {});
        });
      };
      const accepted = await open({ origin: 'http://localhost:8080' }, true);
      expect(accepted).toBeInstanceOf(WebSocket);
      (accepted as WebSocket).close();
      expect(await open({}, false)).toBe(401);
      expect(await open({ origin: 'https://evil.example' }, true)).toBe(403);
    });

    it('answers an unknown connection id with 404 and a second socket with 409; a pending connection goes after its timeout', async () => {
      const { token } = await signedIn();
      expect((await rawSocket('Notification', 'unknown-id', token)).status).toBe(404);
      const negotiated = (await (await negotiate('NotificationHub', token)).json()) as {
        connectionToken: string;
      };
      const first = await rawSocket('Notification', negotiated.connectionToken, token);
      expect(first.ws).toBeDefined();
      expect((await rawSocket('Notification', negotiated.connectionToken, token)).status).toBe(409);
      first.ws!.close();

      // Another user cannot use someone's connection token.
      const other = await signedIn();
      const mine = (await (await negotiate('NotificationHub', token)).json()) as { connectionToken: string };
      expect((await rawSocket('Notification', mine.connectionToken, other.token)).status).toBe(404);

      const pending = (await (await negotiate('NotificationHub', token)).json()) as {
        connectionToken: string;
      };
      await new Promise((r) => setTimeout(r, (timings.negotiateTimeoutMs ?? 0) + 500));
      expect((await rawSocket('Notification', pending.connectionToken, token)).status).toBe(404);
    });
  });

  describe('the protocol', () => {
    async function handshaken(hub: HubName = 'Notification') {
      const { user, token } = await signedIn();
      const negotiated = (await (await negotiate(`${hub}Hub`, token)).json()) as { connectionToken: string };
      const { ws } = await rawSocket(hub, negotiated.connectionToken, token);
      const received = records(ws!);
      return { ws: ws!, received, user, token };
    }

    it('takes several records in one frame and records split across frames', async () => {
      const { ws, received } = await handshaken('MessageCenter');
      ws.send(
        `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"0","target":"Nope","arguments":[]}${RS}{"type":1,"invocationId":"1",`,
      );
      ws.send(`"target":"AlsoNope","arguments":[]}${RS}`);
      await waitFor(() => received.list.length >= 3, 3000, 'three records');
      expect(received.list[0]).toBe('{}');
      const completions = received.list
        .slice(1)
        .map((r) => JSON.parse(r))
        .filter((m) => m.type === 3);
      expect(completions).toEqual([
        { type: 3, invocationId: '0', error: "Unknown hub method 'Nope'" },
        { type: 3, invocationId: '1', error: "Unknown hub method 'AlsoNope'" },
      ]);
      ws.close();
    });

    it('answers an unsupported protocol or version with a handshake error and closes', async () => {
      const one = await handshaken();
      one.ws.send(`{"protocol":"messagepack","version":1}${RS}`);
      await one.received.closed;
      expect(one.received.list[0]).toBe(
        JSON.stringify({ error: "The protocol 'messagepack' is not supported." }),
      );

      const two = await handshaken();
      two.ws.send(`{"protocol":"json","version":3}${RS}`);
      await two.received.closed;
      expect(JSON.parse(two.received.list[0]!)).toEqual({
        error: "The server does not support version 3 of the 'json' protocol.",
      });

      const accepted = await handshaken();
      accepted.ws.send(`{"protocol":"json","version":2}${RS}`);
      await waitFor(() => accepted.received.list.length > 0);
      expect(accepted.received.list[0]).toBe('{}');
      accepted.ws.close();
    });

    it('cancels a handshake that does not come in time', async () => {
      const { received } = await handshaken();
      const code = await received.closed;
      expect(code).toBe(1000);
      expect(JSON.parse(received.list[0]!)).toEqual({ error: 'Handshake was canceled.' });
    });

    it('closes with an error on a message over 32 KB and on a malformed one', async () => {
      const big = await handshaken();
      big.ws.send(`{"protocol":"json","version":1}${RS}`);
      big.ws.send(`{"type":1,"target":"x","arguments":["${'a'.repeat(33 * 1024)}"]}${RS}`);
      await big.received.closed;
      expect(big.received.list.map((r) => JSON.parse(r))).toContainEqual({
        type: 7,
        error: 'The message is too large.',
      });

      const bad = await handshaken();
      bad.ws.send(`{"protocol":"json","version":1}${RS}not json${RS}`);
      await bad.received.closed;
      expect(bad.received.list.map((r) => JSON.parse(r))).toContainEqual({
        type: 7,
        error: 'The message is not valid JSON.',
      });
    });

    it('never replies to an invocation without id; answers stream invocations with an error', async () => {
      const { ws, received } = await handshaken('MessageCenter');
      ws.send(`{"protocol":"json","version":1}${RS}`);
      ws.send(
        `{"type":1,"target":"Nope","arguments":[]}${RS}{"type":4,"invocationId":"7","target":"Stream","arguments":[]}${RS}`,
      );
      await waitFor(() => received.list.length >= 2);
      await new Promise((r) => setTimeout(r, 100));
      const messages = received.list
        .slice(1)
        .map((r) => JSON.parse(r))
        .filter((m) => m.type !== 6);
      expect(messages).toEqual([
        {
          type: 3,
          invocationId: '7',
          error:
            "Failed to invoke 'Stream' due to an error on the server. HubException: Streaming is not supported.",
        },
      ]);
      ws.close();
    });
  });

  describe('invocations through the official client', () => {
    it('completes, rejects unknown methods and wrong arguments, and runs one method at a time', async () => {
      const { token } = await signedIn({ roles: ['Admin'] });
      const connection = client('MessageCenter', () => token);
      await connection.start();
      await expect(connection.invoke('AddToGroup', 'program:1')).resolves.toBeUndefined();
      await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
      await expect(connection.invoke('AddToGroup')).rejects.toThrow(
        "Failed to invoke 'AddToGroup' due to an error on the server. HubException: Invocation provides 0 argument(s) but target expects 1.",
      );
      await expect(connection.invoke('AddToGroup', 42)).rejects.toThrow(/HubException: The group name/);
      await expect(connection.invoke('getsentmessageshistory', 1, 500)).rejects.toThrow(
        /HubException: The page/,
      );
      const many = await Promise.all(
        Array.from({ length: 10 }, (_, i) => connection.invoke('AddToGroup', `program:${i + 1}`)),
      );
      expect(many).toHaveLength(10);
      await expect(connection.send('Nope')).resolves.toBeUndefined();
      await expect(connection.invoke('RemoveFromGroup', 'program:1')).resolves.toBeUndefined();
      await connection.stop();
    });

    it('GetSentMessagesHistory answers the caller’s sent messages; a society user is refused', async () => {
      const { token } = await signedIn({ roles: ['Applicant'] });
      const connection = client('MessageCenter', () => token);
      await connection.start();
      await expect(connection.invoke('GetSentMessagesHistory')).resolves.toEqual({ items: [], total: 0 });
      await expect(connection.invoke('GetSentMessagesHistory', { page: 2, pageSize: 5 })).resolves.toEqual({
        items: [],
        total: 0,
      });
      await expect(connection.send('GetSentMessagesHistory')).resolves.toBeUndefined();
      await connection.stop();

      const society = await signedIn({ roles: ['SocietyUser'] });
      const refused = client('MessageCenter', () => society.token);
      await refused.start();
      await expect(refused.invoke('GetSentMessagesHistory')).rejects.toThrow(
        /^An unexpected error occurred invoking 'GetSentMessagesHistory' on the server\. HubException: /,
      );
      await refused.stop();
    });

    it('runs one hub method at a time per connection, in order', async () => {
      const { token } = await signedIn();
      let running = 0;
      let most = 0;
      hubServerOf(app).methods.register('MenuCounts', 'SlowEcho', {
        arity: 1,
        async handler(_context, [value]) {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          running -= 1;
          return value;
        },
      });
      const connection = client('MenuCounts', () => token);
      await connection.start();
      const order: number[] = [];
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => connection.invoke('SlowEcho', n).then((v: number) => order.push(v) && v)),
      );
      expect(results).toEqual([1, 2, 3, 4, 5]);
      expect(order).toEqual([1, 2, 3, 4, 5]);
      expect(most).toBe(1);
      // An unexpected failure: the generic sentence only, nothing of the error itself.
      hubServerOf(app).methods.register('MenuCounts', 'Explode', {
        arity: 0,
        handler() {
          throw new Error('relation "secret_table" does not exist');
        },
      });
      const error = await connection.invoke('Explode').catch((e: Error) => e.message);
      expect(error).toBe("An unexpected error occurred invoking 'Explode' on the server.");
      await connection.stop();
    });

    it('binds every method the hubs list (platform.md §7 and ours)', async () => {
      const registry = hubServerOf(app).methods;
      for (const [hub, names] of Object.entries(hubMethods)) {
        for (const name of names) expect(registry.find(hub as HubName, name), `${hub}.${name}`).toBeDefined();
      }
    });
  });

  describe('events', () => {
    it('reach the audience: a user, users, a role, a group, everyone on the hub; not other hubs', async () => {
      const admin = await signedIn({ roles: ['Admin'] });
      const applicant = await signedIn({ roles: ['Applicant'] });
      const a = client('Notification', () => admin.token);
      const b = client('Notification', () => applicant.token);
      const other = client('MenuCounts', () => applicant.token);
      await Promise.all([a.start(), b.start(), other.start()]);
      const stray: unknown[] = [];
      other.on('NewNotification', (...args) => stray.push(args));

      let toB = nextEvent(b, 'NewNotification');
      send({
        hub: 'Notification',
        audience: { kind: 'user', userId: applicant.user.id },
        target: 'NewNotification',
        args: [1],
      });
      expect(await toB).toEqual([1]);

      const both = [nextEvent(a, 'NewNotification'), nextEvent(b, 'NewNotification')];
      send({
        hub: 'Notification',
        audience: { kind: 'users', userIds: [admin.user.id, applicant.user.id] },
        target: 'NewNotification',
        args: [2],
      });
      expect(await Promise.all(both)).toEqual([[2], [2]]);

      const toA = nextEvent(a, 'NewNotification');
      const notB: unknown[] = [];
      const recordB = (...args: unknown[]) => notB.push(args);
      b.on('NewNotification', recordB);
      send({
        hub: 'Notification',
        audience: { kind: 'role', role: 'Admin' },
        target: 'NewNotification',
        args: [3],
      });
      expect(await toA).toEqual([3]);

      const all = [nextEvent(a, 'NewBroadcastMessage'), nextEvent(b, 'NewBroadcastMessage')];
      send({
        hub: 'Notification',
        audience: { kind: 'all' },
        target: 'NewBroadcastMessage',
        args: [{ id: 4 }],
      });
      expect(await Promise.all(all)).toEqual([[{ id: 4 }], [{ id: 4 }]]);
      b.off('NewNotification', recordB);
      expect(notB).toEqual([]);

      const mc = client('MessageCenter', () => admin.token);
      await mc.start();
      await mc.invoke('AddToGroup', 'program:77');
      toB = nextEvent(mc, 'UpdateMessageHistory');
      send({
        hub: 'MessageCenter',
        audience: { kind: 'group', group: 'program:77' },
        target: 'UpdateMessageHistory',
        args: ['x'],
      });
      expect(await toB).toEqual(['x']);
      expect(stray).toEqual([]);
      await Promise.all([a.stop(), b.stop(), other.stop(), mc.stop()]);
    });
  });

  describe('groups', () => {
    let fixture: {
      programId: number;
      otherProgramId: number;
      cycleCode: string;
      applicationId: number;
      member: { token: string };
      outsider: { token: string };
      applicant: { token: string; userId: string };
      otherApplicant: { token: string };
      admin: { token: string };
    };

    beforeAll(async () => {
      const db = ctx.database.db;
      const specialty = await createSpecialty(db);
      const cycle = await createMatchCycle(db, { specialtyId: specialty.id });
      const program = await createProgram(db, { specialtyId: specialty.id });
      const otherProgram = await createProgram(db, { specialtyId: specialty.id });
      await createProgramMatchCycle(db, { programId: program.id, matchCycleId: cycle.id });
      const member = await signedIn({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: member.user.id, programId: program.id });
      const outsider = await signedIn({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: outsider.user.id, programId: otherProgram.id });
      const applicant = await signedIn({ roles: ['Applicant'] });
      const applicantRow = await createApplicant(db, { userId: applicant.user.id });
      await createApplicantMatchCycle(db, { applicantId: applicantRow.id, matchCycleId: cycle.id });
      const application = await createApplication(db, {
        applicantId: applicantRow.id,
        matchCycleId: cycle.id,
        programId: program.id,
      });
      const otherApplicant = await signedIn({ roles: ['Applicant'] });
      await createApplicant(db, { userId: otherApplicant.user.id });
      const admin = await signedIn({ roles: ['Admin'] });
      fixture = {
        programId: program.id,
        otherProgramId: otherProgram.id,
        cycleCode: cycle.shortName,
        applicationId: application.id,
        member,
        outsider,
        applicant: { token: applicant.token, userId: applicant.user.id },
        otherApplicant,
        admin,
      };
    });

    const forbiddenText = /HubException: /;

    it.each(hubsWithGroups)('%s: AddToGroup and RemoveFromGroup, allowed and forbidden', async (hub) => {
      const member = client(hub, () => fixture.member.token);
      const applicant = client(hub, () => fixture.applicant.token);
      await Promise.all([member.start(), applicant.start()]);
      const group = hubGroups.program(fixture.programId);
      // Allowed: the program's user joins its program's group, then hears its events.
      await expect(member.invoke('AddToGroup', group)).resolves.toBeUndefined();
      // Forbidden: an applicant in a program's group.
      await expect(applicant.invoke('AddToGroup', group)).rejects.toThrow(forbiddenText);
      const heard = nextEvent(member, 'NoteAdded');
      send({ hub, audience: { kind: 'group', group }, target: 'NoteAdded', args: [hub] });
      expect(await heard).toEqual([hub]);
      // Allowed: leaving a group; forbidden: leaving one's own user group.
      await expect(member.invoke('RemoveFromGroup', group)).resolves.toBeUndefined();
      await expect(
        applicant.invoke('RemoveFromGroup', hubGroups.user(fixture.applicant.userId)),
      ).rejects.toThrow(forbiddenText);
      await Promise.all([member.stop(), applicant.stop()]);
    });

    it('applies the HTTP routes’ rules to program, cycle and application groups', async () => {
      const hub: HubName = 'ProgramApplicationNotification';
      const connections = {
        member: client(hub, () => fixture.member.token),
        outsider: client(hub, () => fixture.outsider.token),
        applicant: client(hub, () => fixture.applicant.token),
        otherApplicant: client(hub, () => fixture.otherApplicant.token),
        admin: client(hub, () => fixture.admin.token),
      };
      await Promise.all(Object.values(connections).map((c) => c.start()));
      const may = async (who: keyof typeof connections, group: string) =>
        connections[who].invoke('AddToGroup', group).then(
          () => true,
          () => false,
        );
      const program = hubGroups.program(fixture.programId);
      const cycle = hubGroups.matchCycle(fixture.cycleCode);
      const application = hubGroups.entity('application', fixture.applicationId);
      expect({
        program: [
          await may('member', program),
          await may('outsider', program),
          await may('applicant', program),
          await may('admin', program),
        ],
        cycle: [
          await may('member', cycle),
          await may('outsider', cycle),
          await may('applicant', cycle),
          await may('otherApplicant', cycle),
          await may('admin', cycle),
        ],
        application: [
          await may('member', application),
          await may('outsider', application),
          await may('applicant', application),
          await may('otherApplicant', application),
          await may('admin', application),
        ],
        byHand: [
          await may('admin', hubGroups.user(fixture.applicant.userId)),
          await may('admin', hubGroups.role('Admin')),
        ],
        unknown: [
          await may('admin', 'whatever'),
          await may('admin', 'entity:invoice:1'),
          await may('admin', 'program:abc'),
        ],
      }).toEqual({
        program: [true, false, false, true],
        cycle: [true, false, true, false, true],
        application: [true, false, true, false, true],
        byHand: [false, false],
        unknown: [false, false, false],
      });
      // On the notes hub an application's group is the program's own: its applicant stays out.
      const notes = client('ProgramApplicationNotes', () => fixture.applicant.token);
      await notes.start();
      expect(
        await notes.invoke('AddToGroup', application).then(
          () => true,
          () => false,
        ),
      ).toBe(false);
      await notes.stop();
      const denied = await connections.outsider.invoke('AddToGroup', program).catch((e: Error) => e.message);
      expect(denied).toBe(
        "An unexpected error occurred invoking 'AddToGroup' on the server. HubException: You do not have access to this item.",
      );
      await Promise.all(Object.values(connections).map((c) => c.stop()));
    });
  });

  describe('transports', () => {
    it.each([
      ['WebSockets', HttpTransportType.WebSockets],
      ['ServerSentEvents', HttpTransportType.ServerSentEvents],
      ['LongPolling', HttpTransportType.LongPolling],
    ] as const)('%s: connects, invokes and receives events', async (_name, transport) => {
      const { user, token } = await signedIn({ roles: ['Admin'] });
      const connection = client('MessageCenter', () => token, { transport });
      await connection.start();
      await expect(connection.invoke('AddToGroup', 'program:5')).resolves.toBeUndefined();
      await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
      const event = nextEvent(connection, 'UpdateMessageHistory');
      send({
        hub: 'MessageCenter',
        audience: { kind: 'user', userId: user.id },
        target: 'UpdateMessageHistory',
        args: [1, 'a'],
      });
      expect(await event).toEqual([1, 'a']);
      // Idle for longer than a long poll is held and than the server's keep-alive.
      await new Promise((r) => setTimeout(r, 1_800));
      expect(connection.state).toBe(HubConnectionState.Connected);
      const later = nextEvent(connection, 'UpdateMessageHistory');
      send({
        hub: 'MessageCenter',
        audience: { kind: 'group', group: 'program:5' },
        target: 'UpdateMessageHistory',
        args: [2],
      });
      expect(await later).toEqual([2]);
      await connection.stop();
    });

    it('long polling over plain HTTP: first poll at once, sends, 400/404/405, DELETE 202', async () => {
      const { token } = await signedIn();
      const auth = { authorization: `Bearer ${token}` };
      const url = `${base}/hubs/NotificationHub`;
      const { connectionToken } = (await (await negotiate('NotificationHub', token)).json()) as {
        connectionToken: string;
      };
      const started = Date.now();
      const first = await fetch(`${url}?id=${connectionToken}&_=1`, { headers: auth });
      expect(first.status).toBe(200);
      expect(await first.text()).toBe('');
      expect(Date.now() - started).toBeLessThan(1_000);

      const post = (id: string | null, body: string) =>
        fetch(id === null ? url : `${url}?id=${id}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/plain;charset=UTF-8' },
          body,
        });
      expect((await post(connectionToken, `{"protocol":"json","version":1}${RS}`)).status).toBe(200);
      const handshake = await fetch(`${url}?id=${connectionToken}&_=2`, { headers: auth });
      expect(await handshake.text()).toBe(`{}${RS}`);
      expect((await post(null, '')).status).toBe(400);
      expect((await post('unknown', '')).status).toBe(404);

      // Held until the hold time, then empty.
      const holdStart = Date.now();
      const held = await fetch(`${url}?id=${connectionToken}&_=3`, { headers: auth });
      expect(held.status).toBe(200);
      expect(await held.text()).toBe('');
      expect(Date.now() - holdStart).toBeGreaterThanOrEqual(1_000);

      const deleted = await fetch(`${url}?id=${connectionToken}`, { method: 'DELETE', headers: auth });
      expect(deleted.status).toBe(202);
      expect((await post(connectionToken, `{"type":6}${RS}`)).status).toBe(404);

      // A POST to a WebSocket connection: 405.
      const ws = (await (await negotiate('NotificationHub', token)).json()) as { connectionToken: string };
      const socket = await rawSocket('Notification', ws.connectionToken, token);
      expect((await post(ws.connectionToken, `{"type":6}${RS}`)).status).toBe(405);
      socket.ws!.close();
    });

    it('keeps JSON-only bodies everywhere but the hubs', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('sessions', () => {
    it('closes the connection of a session that ends', async () => {
      const { token } = await signedIn();
      const connection = client('Notification', () => token, { reconnectDelays: [0] });
      await connection.start();
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      await servicesOf(app).sessions.end(String(decodeJwt(token).sid), 'sign-out');
      const error = await closed;
      expect(error?.message).toContain('The session has ended.');
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    });

    it('closes a deactivated user’s connections too', async () => {
      const { user, token } = await signedIn();
      const connection = client('MenuCounts', () => token);
      await connection.start();
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      const { users } = await import('../db/schema.ts');
      const { eq } = await import('drizzle-orm');
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await closed)?.message).toContain('The session has ended.');
    });

    it('asks the client to reconnect when its access token expires; it comes back with a fresh one', async () => {
      const user = await ctx.createUser();
      let tokens = 0;
      const connection = client(
        'Notification',
        () => {
          tokens += 1;
          return latest;
        },
        { reconnectDelays: [0, 100, 200, 500] },
      );
      let latest = (await signInAs(app, user)).idToken;
      await connection.start();
      const firstId = connection.connectionId;
      const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
      const before = tokens;
      // The clock passes the token's end; the refreshed token is signed at the new time.
      ctx.clock.advance(16 * 60_000);
      latest = (await signInAs(app, user)).idToken;
      const newId = await reconnected;
      expect(newId).toBeTruthy();
      expect(newId).not.toBe(firstId);
      expect(tokens).toBeGreaterThan(before);
      await connection.stop();
    });
  });
});

describeEachDatabase('real-time hubs: logs', (ctx) => {
  it('never logs the access token or the connection token of a hub request', async () => {
    const logs = new LogCapture();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'trace' }),
      database: ctx.database,
      clock: ctx.clock,
      mailer: null,
      logStream: logs,
      hubTimings: timings,
    });
    const base = await listen(app);
    const user = await ctx.createUser();
    const { idToken } = await signInAs(app, user);
    // Server-Sent Events carry the token in the query, as a browser's WebSocket does.
    const connection = hubClient(base, 'Notification', () => idToken, {
      transport: HttpTransportType.ServerSentEvents,
      keepAliveMs: 500,
    });
    await connection.start();
    await connection.stop();
    const ws = await fetch(`${base}/hubs/NotificationHub?id=abc123secret&access_token=${idToken}`);
    expect(ws.status).toBe(404);
    await closeListening(app);
    const text = logs.text();
    expect(text).toContain('/hubs/NotificationHub?id=[redacted]');
    expect(text).toContain('access_token=[redacted]');
    expect(text).not.toContain(idToken);
    expect(text).not.toContain('abc123secret');
    expect(redactUrl('/api/x?id=5&access_token=t')).toBe('/api/x?id=5&access_token=[redacted]');
  });
});

describeEachDatabase('real-time hubs across restarts and nodes', (ctx) => {
  const hubBuild = (env: Record<string, string> = {}, hubTimings: Partial<HubTimings> = timings) =>
    buildApp({ config: testConfig(env), database: ctx.database, clock: ctx.clock, mailer: null, hubTimings });

  it('server pings keep an idle client alive (client server-timeout 1 s, server keep-alive 300 ms)', async () => {
    const app = await hubBuild({}, { ...timings, keepAliveIntervalMs: 300, clientTimeoutMs: 30_000 });
    const base = await listen(app);
    const user = await ctx.createUser();
    const { idToken } = await signInAs(app, user);
    // The client pings every 10 s: only the server's pings keep its 1 s timeout from firing.
    const connection = hubClient(base, 'Notification', () => idToken, {
      serverTimeoutMs: 1_000,
      keepAliveMs: 10_000,
    });
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    await new Promise((r) => setTimeout(r, 3_000));
    expect(closed).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
    await closeListening(app);
  });

  it('a client that stops talking is dropped after the client timeout', async () => {
    const app = await hubBuild({}, { ...timings, clientTimeoutMs: 800 });
    const base = await listen(app);
    const user = await ctx.createUser();
    const { idToken } = await signInAs(app, user);
    const connection = hubClient(base, 'Notification', () => idToken, { keepAliveMs: 10_000 });
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    await closed;
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    await closeListening(app);
  });

  it('checks every connected session in one statement (no query per connection)', async () => {
    const app = await hubBuild({}, { ...timings, sessionCheckMs: 600_000 });
    const base = await listen(app);
    const connections = [];
    for (let i = 0; i < 4; i += 1) {
      const user = await ctx.createUser();
      const { idToken } = await signInAs(app, user);
      const connection = hubClient(base, i % 2 ? 'Notification' : 'MenuCounts', () => idToken, {
        keepAliveMs: 500,
      });
      await connection.start();
      connections.push(connection);
    }
    const spy = vi.spyOn(servicesOf(app).hubAccess, 'liveSessionIds');
    await hubServerOf(app).checkSessions();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toHaveLength(4);
    for (const connection of connections) expect(connection.state).toBe(HubConnectionState.Connected);
    await Promise.all(connections.map((c) => c.stop()));
    await closeListening(app);
  });

  it('a held long poll keeps its connection alive past the client timeout', async () => {
    const app = await hubBuild({}, { ...timings, clientTimeoutMs: 800, longPollHoldMs: 2_000 });
    const base = await listen(app);
    const user = await ctx.createUser();
    const { idToken } = await signInAs(app, user);
    const connection = hubClient(base, 'Notification', () => idToken, {
      transport: HttpTransportType.LongPolling,
    });
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    await new Promise((r) => setTimeout(r, 3_000));
    expect(closed).toBe(false);
    const event = nextEvent(connection, 'NewNotification');
    servicesOf(app).hubEvents.send({
      hub: 'Notification',
      audience: { kind: 'user', userId: user.id },
      target: 'NewNotification',
      args: [1],
    });
    expect(await event).toEqual([1]);
    await connection.stop();
    await closeListening(app);
  });

  it('reconnects after a restart on the same port; groups are joined again in onreconnected', async () => {
    const first = await hubBuild();
    const base = await listen(first);
    const port = Number(new URL(base).port);
    const user = await ctx.createUser({ roles: ['Admin'] });
    let token = (await signInAs(first, user)).idToken;
    const connection = hubClient(base, 'ProgramApplicationNotification', () => token, {
      keepAliveMs: 500,
      reconnectDelays: [0, 200, 400, 800, 1_000, 1_000, 1_000],
    });
    const joined: string[] = [];
    connection.onreconnected(async () => {
      await connection.invoke('AddToGroup', 'program:9');
      joined.push(connection.connectionId ?? '');
    });
    const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
    await connection.start();
    await connection.invoke('AddToGroup', 'program:9');

    await closeListening(first);
    const reason = await reconnecting;
    expect(reason?.message).toContain('The server is shutting down.');
    const second = await hubBuild();
    await listen(second, port);
    token = (await signInAs(second, user)).idToken;
    await waitFor(() => joined.length === 1, 10_000, 'rejoin after reconnect');
    expect(connection.state).toBe(HubConnectionState.Connected);
    const event = nextEvent(connection, 'ProgramApplicationAdded');
    servicesOf(second).hubEvents.send({
      hub: 'ProgramApplicationNotification',
      audience: { kind: 'group', group: 'program:9' },
      target: 'ProgramApplicationAdded',
      args: [42],
    });
    expect(await event).toEqual([42]);
    await connection.stop();
    await closeListening(second);
  });

  it('with REDIS_URL, an event raised on one node reaches a client on another', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_CHANNEL_PREFIX: `matchline-test-${process.pid}-${Math.random().toString(36).slice(2)}:`,
    };
    const nodeA = await hubBuild(env);
    const nodeB = await hubBuild(env);
    const baseB = await listen(nodeB);
    const user = await ctx.createUser();
    const { idToken } = await signInAs(nodeB, user);
    const onB = hubClient(baseB, 'MenuCounts', () => idToken, { keepAliveMs: 500 });
    const baseA = await listen(nodeA);
    const onA = hubClient(baseA, 'MenuCounts', () => idToken, { keepAliveMs: 500 });
    await Promise.all([onA.start(), onB.start()]);
    // The sending node delivers its own clients' copy once (its event coming back from Redis is skipped).
    const onAReceived: unknown[] = [];
    onA.on('MenuCountersChanged', (...args) => onAReceived.push(args));
    const event = nextEvent(onB, 'MenuCountersChanged');
    servicesOf(nodeA).hubEvents.send({
      hub: 'MenuCounts',
      audience: { kind: 'user', userId: user.id },
      target: 'MenuCountersChanged',
      args: [{ inbox: 3 }],
    });
    expect(await event).toEqual([{ inbox: 3 }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(onAReceived).toEqual([[{ inbox: 3 }]]);
    // Another deployment's prefix hears nothing.
    const isolated = await hubBuild({ ...env, REDIS_CHANNEL_PREFIX: `${env.REDIS_CHANNEL_PREFIX}other:` });
    const stray: unknown[] = [];
    onB.on('NewItemNotify', (...args) => stray.push(args));
    servicesOf(isolated).hubEvents.send({
      hub: 'MenuCounts',
      audience: { kind: 'all' },
      target: 'NewItemNotify',
      args: ['x'],
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stray).toEqual([]);
    await Promise.all([onA.stop(), onB.stop()]);
    for (const node of [nodeA, nodeB, isolated]) await closeListening(node);
  });
});
