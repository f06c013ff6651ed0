import { describe, expect, it } from 'vitest';
import { isOpenUrlMessage, isSkipWaitingMessage } from './worker-messages.ts';

describe('worker messages', () => {
  it('recognises SKIP_WAITING only', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    for (const data of [
      null,
      undefined,
      'SKIP_WAITING',
      { type: 'skip_waiting' },
      { kind: 'SKIP_WAITING' },
    ]) {
      expect(isSkipWaitingMessage(data)).toBe(false);
    }
  });

  it('accepts an OPEN_URL message with an in-app path', () => {
    expect(isOpenUrlMessage({ type: 'OPEN_URL', url: '/applicant/messages?id=7#x' })).toBe(true);
    expect(isOpenUrlMessage({ type: 'OPEN_URL', url: '/' })).toBe(true);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a relative path', 'applicant'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['no string', 42],
  ])('refuses %s', (_what, url) => {
    expect(isOpenUrlMessage({ type: 'OPEN_URL', url })).toBe(false);
  });

  it('refuses other message types', () => {
    expect(isOpenUrlMessage({ type: 'SKIP_WAITING', url: '/' })).toBe(false);
    expect(isOpenUrlMessage(null)).toBe(false);
  });
});
