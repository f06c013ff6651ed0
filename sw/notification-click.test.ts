import { describe, expect, it, vi } from 'vitest';
import { type ClientsLike, focusOrOpen, notificationTarget } from './notification-click.ts';

const origin = 'http://127.0.0.1:8080';

describe('notificationTarget', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(notificationTarget({ url: '/applicant/messages?id=7#last' }, origin)).toBe(
      '/applicant/messages?id=7#last',
    );
    expect(notificationTarget({ url: `${origin}/admin/match-cycles` }, origin)).toBe('/admin/match-cycles');
  });

  it('resolves a relative URL against the origin', () => {
    expect(notificationTarget({ url: 'program-user/interviews' }, origin)).toBe('/program-user/interviews');
  });

  it.each([
    ['another origin', 'https://evil.example/phish'],
    ['a protocol-relative link', '//evil.example/phish'],
    ['the same host on another port', 'http://127.0.0.1:9999/admin'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: link', 'data:text/html,<p>hi</p>'],
    ['an empty URL', ''],
    ['blanks', '   '],
  ])('opens the home page for %s', (_what, url) => {
    expect(notificationTarget({ url }, origin)).toBe('/');
  });

  it.each([
    ['no data', undefined],
    ['null', null],
    ['data without url', { title: 'x' }],
    ['a url that is not a string', { url: 42 }],
    ['a string instead of an object', '/admin'],
  ])('opens the home page for %s', (_what, data) => {
    expect(notificationTarget(data, origin)).toBe('/');
  });
});

type FakeWindow = {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
};

function fakeWindow(path: string, focused = false): FakeWindow {
  const win: FakeWindow = { url: `${origin}${path}`, focused, focus: vi.fn(), postMessage: vi.fn() };
  win.focus.mockImplementation(async () => win);
  return win;
}

function fakeClients(windows: FakeWindow[]) {
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  return { clients, asClients: clients as unknown as ClientsLike };
}

describe('focusOrOpen', () => {
  it('focuses a window that already shows the target', async () => {
    const home = fakeWindow('/', true);
    const messages = fakeWindow('/applicant/messages');
    const { clients, asClients } = fakeClients([home, messages]);

    expect(await focusOrOpen(asClients, '/applicant/messages', origin)).toBe('focused');
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(messages.focus).toHaveBeenCalledOnce();
    expect(home.focus).not.toHaveBeenCalled();
    expect(messages.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('otherwise routes the focused app window there without a reload', async () => {
    const other = fakeWindow('/about');
    const focused = fakeWindow('/applicant', true);
    const { clients, asClients } = fakeClients([other, focused]);

    expect(await focusOrOpen(asClients, '/applicant/messages?id=7', origin)).toBe('routed');
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'OPEN_URL', url: '/applicant/messages?id=7' });
    expect(focused.focus).toHaveBeenCalledOnce();
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('routes the first app window when none has focus', async () => {
    const first = fakeWindow('/');
    const second = fakeWindow('/contacts');
    const { asClients } = fakeClients([first, second]);

    expect(await focusOrOpen(asClients, '/admin', origin)).toBe('routed');
    expect(first.postMessage).toHaveBeenCalledWith({ type: 'OPEN_URL', url: '/admin' });
    expect(second.postMessage).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open', async () => {
    const { clients, asClients } = fakeClients([]);

    expect(await focusOrOpen(asClients, '/applicant/messages', origin)).toBe('opened');
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/applicant/messages`);
  });
});
