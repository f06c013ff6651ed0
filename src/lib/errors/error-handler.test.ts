import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts, closeToast, toastQueue } from '../notify/toast-service.ts';
import {
  ApplicationError,
  CancelledError,
  ConnectionError,
  InternalServerError,
  markHandledOffline,
  ServerError,
  UnauthorizedError,
  UnexpectedServerError,
  ValidationError,
} from './app-errors.ts';
import { configureErrorHandling, handleError } from './error-handler.ts';

const navigateHome = vi.fn();
const openBugReport = vi.fn();
let logged: { message: string; errorType: string }[] = [];

beforeEach(() => {
  logged = [];
  server.use(
    http.post('*/api/log/error', async ({ request }) => {
      logged.push((await request.json()) as { message: string; errorType: string });
      return HttpResponse.json({ id: 'log-1' });
    }),
  );
  configureErrorHandling({ navigateHome, openBugReport });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  clearToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const texts = () => toastQueue.visibleToasts.map((t) => t.content.text);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('handling of platform.md §8', () => {
  it('cancellation is ignored: no message, no log', async () => {
    handleError(new CancelledError());
    handleError(new DOMException('The operation was aborted.', 'AbortError'));
    await settle();
    expect(texts()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("'No current user' is ignored", () => {
    handleError('No current user');
    expect(texts()).toEqual([]);
  });

  it('warnings-only messages are only logged as warnings', async () => {
    handleError(new Error('ResizeObserver loop completed with undelivered notifications.'));
    handleError(new Error('Invocation canceled due to the underlying connection being closed.'));
    handleError(new Error('Worker was terminated'));
    await settle();
    expect(texts()).toEqual([]);
    expect(logged).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('unauthorized: shows the message, then goes home', () => {
    handleError(new UnauthorizedError(401));
    expect(texts()).toEqual(['Unauthorized access denied']);
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('unauthorized after a failed refresh does not go home (sign-in is already under way)', () => {
    const error = new UnauthorizedError(401);
    error.sessionExpired = true;
    handleError(error);
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('unauthorized with the message suppressed still goes home', () => {
    handleError(new UnauthorizedError(401), { suppressMessage: true });
    expect(texts()).toEqual([]);
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('connection error: shown once until closed', () => {
    handleError(new ConnectionError());
    handleError(new ConnectionError());
    expect(texts()).toEqual(['Could not connect to server. Please try again.']);
    closeToast(toastQueue.visibleToasts[0]!.key);
    handleError(new ConnectionError());
    expect(texts()).toEqual(['Could not connect to server. Please try again.']);
  });

  it('a connection error its caller handled offline (kept on the device, read from it) shows no toast (issue 13)', () => {
    const kept = new ConnectionError();
    markHandledOffline(kept);
    handleError(kept);
    expect(texts()).toEqual([]);
    // Not a connection failure: the mark changes nothing.
    const refused = new ServerError(400, 'Denied', 'Not now.');
    markHandledOffline(refused);
    handleError(refused);
    expect(texts()).toEqual(['Not now.']);
    // An online-only action's failure still says it.
    handleError(new ConnectionError());
    expect(texts()).toContain('Could not connect to server. Please try again.');
  });

  it('internal server error: shown once, with a Report the bug option, never logged', async () => {
    handleError(new InternalServerError(500));
    handleError(new InternalServerError(503));
    await settle();
    expect(texts()).toEqual(['Request failed. Server error occurred. (500)']);
    const action = toastQueue.visibleToasts[0]!.content.actions![0]!;
    expect(action.label).toBe('Report the bug');
    action.onAction();
    expect(openBugReport).toHaveBeenCalledWith(expect.objectContaining({ source: 'Toast' }));
    expect(logged).toEqual([]);
  });

  it('validation error: message shown and field messages returned, remapped to form names', () => {
    const fields = handleError(
      new ValidationError({ email: ['Invalid email address.'], text: ['Too long'] }),
      {
        fieldMap: { text: 'message' },
      },
    );
    expect(texts()).toEqual(['One or more form fields have invalid values.']);
    expect(fields).toEqual({ email: ['Invalid email address.'], message: ['Too long'] });
  });

  it("server error: the server's message, not logged", async () => {
    handleError(
      new ServerError(400, 'LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    await settle();
    expect(texts()).toEqual(['Attempt limit exceeded, please try after some time.']);
    expect(logged).toEqual([]);
  });

  it("anything else: the default 'We are working on it. Try again later.' and it is logged", async () => {
    handleError(new TypeError('x is undefined'));
    await settle();
    expect(texts()).toEqual(['We are working on it. Try again later.']);
    expect(logged).toEqual([expect.objectContaining({ message: 'x is undefined', errorType: 'TypeError' })]);
  });

  it('other typed errors show their own message and are logged', async () => {
    handleError(new UnexpectedServerError(502, 'bad gateway'));
    handleError(new ApplicationError());
    await settle();
    // Both are of the default kind: one at a time.
    expect(texts()).toEqual(['An unexpected server error occurred.']);
    expect(logged.map((l) => l.errorType)).toEqual(['UnexpectedServerError', 'ApplicationError']);
  });
});
