import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { refreshCurrentSession, restoreSession } from './auth.service.ts';

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
