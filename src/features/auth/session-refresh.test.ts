import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHobbies } from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import { currentUser } from '../../../core/contracts/auth/auth.contract.ts';
import { serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { ConnectionError } from '../../lib/errors/app-errors.ts';
import { call, configureHttp } from '../../lib/http/http-client.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { enqueueWrite } from '../../lib/offline/outbox.ts';
import { tokenLifetimeMs, useSessionStore } from '../../lib/session/session-store.ts';
import { flushAppOutbox, startAppOutbox } from '../sync/outbox-runner.ts';
import {
  establishSession,
  refreshCurrentSession,
  refreshSessionForRequest,
  restoreSession,
} from './auth.service.ts';

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('session refresh (issue 11)', () => {
  it('never sends two refreshes at once: concurrent callers share one request', async () => {
    let requests = 0;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/auth/refresh', async () => {
        requests += 1;
        // Held open until both callers are waiting on it.
        await answered;
        return HttpResponse.json(demoSession(demoUser('applicant@matchline.test')!));
      }),
    );
    const first = restoreSession();
    const second = refreshCurrentSession();
    const third = refreshCurrentSession();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
    expect(requests).toBe(1);
    expect(useSessionStore.getState().session?.user.email).toBe('applicant@matchline.test');

    // Once answered, the next refresh is a new request with the new cookie.
    await refreshCurrentSession();
    expect(requests).toBe(2);
  });
});

describe('coming back online (issue 13)', () => {
  const user = demoUser('applicant@matchline.test')!;
  const fresh = demoSession(user);
  const hobbiesPath = '/api/applicant/profile/hobbies-n-interests';

  beforeEach(async () => {
    configureHttp({ refreshSession: refreshSessionForRequest });
    window.history.replaceState(null, '', '/applicant/profile/hobbies-n-interests');
    await appDb().outbox.clear();
  });

  afterEach(() => {
    configureHttp({ refreshSession: null });
  });

  /** As a phone comes back: the token ran out while offline. */
  const expiredSession = () =>
    useSessionStore.getState().setSession({ ...fresh, idToken: 'old', expiresAt: Date.now() - 60_000 });

  it("a navigation's requests and the outbox flush at once send exactly one refresh and keep the session", async () => {
    let refreshes = 0;
    let refreshed: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      refreshed = resolve;
    });
    const isFresh = (request: Request) => request.headers.get('Authorization') === `Bearer ${fresh.idToken}`;
    /** A 401 for the old token that arrives only after the refresh has answered. */
    const lateRefusal = async () => {
      await refreshAnswered;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied');
    };
    server.use(
      http.post('*/api/auth/refresh', async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        setTimeout(refreshed, 0);
        return HttpResponse.json(fresh);
      }),
      http.get('*/api/account/me', ({ request }) =>
        isFresh(request)
          ? HttpResponse.json(user)
          : serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'),
      ),
      http.get(`*${hobbiesPath}`, ({ request }) =>
        isFresh(request) ? HttpResponse.json({ hobbiesAndInterests: 'Chess', version: 3 }) : lateRefusal(),
      ),
      http.put(`*${hobbiesPath}`, async ({ request }) =>
        isFresh(request)
          ? HttpResponse.json({ ...((await request.json()) as object), version: 4 })
          : lateRefusal(),
      ),
    );
    expiredSession();
    await enqueueWrite({
      userId: user.id,
      entity: 'profile',
      entityId: 'hobbies',
      method: 'PUT',
      path: hobbiesPath,
      body: { hobbiesAndInterests: 'Chess and sailing', version: 3 },
      baseVersion: 3,
    });

    startAppOutbox();
    window.dispatchEvent(new Event('online'));
    const answers = await Promise.all([
      call(currentUser, {}),
      call(currentUser, {}),
      call(getHobbies, {}),
      flushAppOutbox(),
    ]);

    expect(answers[0].email).toBe('applicant@matchline.test');
    expect(answers[2]).toEqual({ hobbiesAndInterests: 'Chess', version: 3 });
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(0));
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState().status).toBe('signedIn');
    expect(useSessionStore.getState().session?.idToken).toBe(fresh.idToken);
    expect(location.pathname).toBe('/applicant/profile/hobbies-n-interests');
  });

  it("a network error during the refresh keeps the user signed in ('unreachable'), and the session comes back", async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.error();
      }),
      http.get('*/api/account/me', () =>
        serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'),
      ),
    );
    expiredSession();
    // The request sees no network (not a refusal): a save would be kept on the device.
    await expect(call(currentUser, {})).rejects.toBeInstanceOf(ConnectionError);
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState().status).toBe('unreachable');
    expect(useSessionStore.getState().deviceUser?.email).toBe('applicant@matchline.test');
    expect(location.pathname).toBe('/applicant/profile/hobbies-n-interests');

    server.use(http.post('*/api/auth/refresh', () => HttpResponse.json(fresh)));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
  });

  it('a network error while the token still lasts keeps the session as it is', async () => {
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.error()));
    useSessionStore.getState().setSession(fresh);
    expect(await refreshCurrentSession()).toBe(false);
    expect(useSessionStore.getState().status).toBe('signedIn');
    expect(useSessionStore.getState().session?.idToken).toBe(fresh.idToken);
  });

  it("only the refresh endpoint's 401 signs the user out", async () => {
    server.use(
      http.post('*/api/auth/refresh', () =>
        serverErrorResponse(401, 'Unauthorized', 'Cannot retrieve a new session. Please authenticate.'),
      ),
    );
    expiredSession();
    expect(await refreshCurrentSession()).toBe(false);
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(location.pathname).toBe('/standalone/login');
  });
});

describe('a device clock far off the server (issue 13 follow-up)', () => {
  /** A JWT-shaped token whose claims the client reads (it never verifies them). */
  const tokenWith = (claims: { iat: number; exp: number }) =>
    `x.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

  it("times the refresh from the token's lifetime, not from the device clock", () => {
    const user = demoUser('applicant@matchline.test')!;
    // The server's now is an hour behind the device's: expiresAt is already past on the device.
    const serverNow = Math.floor(Date.now() / 1000) - 3600;
    const session = {
      ...demoSession(user),
      idToken: tokenWith({ iat: serverNow, exp: serverNow + 15 * 60 }),
      expiresAt: (serverNow + 15 * 60) * 1000,
    };
    expect(tokenLifetimeMs(session)).toBe(15 * 60_000);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      establishSession(session);
      const delays = timers.mock.calls.map(([, delay]) => delay);
      // A minute before the 15 minutes run out, not the 5-second floor a skewed clock gave.
      expect(delays).toContain(14 * 60_000);
    } finally {
      timers.mockRestore();
    }
  });

  it('falls back to expiresAt when the token has no readable claims', () => {
    const now = Date.now();
    expect(tokenLifetimeMs({ idToken: 'opaque', expiresAt: now + 90_000 }, now)).toBe(90_000);
  });
});
