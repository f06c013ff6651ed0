import { describe, expect, it } from 'vitest';
import { pushNotice } from './push-payload.ts';

describe('pushNotice', () => {
  it('reads our Web Push payload', () => {
    const body = JSON.stringify({
      kind: 'webpush',
      title: 'New message',
      body: 'You have new message.',
      url: '/applicant/messages',
      tag: 'messages',
    });
    expect(pushNotice(body)).toEqual({
      title: 'New message',
      options: { body: 'You have new message.', tag: 'messages', data: { url: '/applicant/messages' } },
    });
  });

  it('reads an FCM web push (notification, data, fcmOptions.link)', () => {
    const body = JSON.stringify({
      from: '1234',
      fcmMessageId: 'abc',
      notification: { title: 'Interview invitation', body: 'A program invited you.' },
      data: { kind: 'webpush', tag: 'invitations' },
      fcmOptions: { link: '/applicant/interviews' },
    });
    expect(pushNotice(body)).toEqual({
      title: 'Interview invitation',
      options: { body: 'A program invited you.', tag: 'invitations', data: { url: '/applicant/interviews' } },
    });
  });

  it('takes the fields from data when there is no notification key', () => {
    const body = JSON.stringify({
      data: { title: 'Match results', body: 'Results are out.', url: '/results' },
    });
    expect(pushNotice(body)).toEqual({
      title: 'Match results',
      options: { body: 'Results are out.', data: { url: '/results' } },
    });
  });

  it('titles JSON without a title with the product name and opens the home page', () => {
    expect(pushNotice('{"body":"Hello"}')).toEqual({
      title: 'Matchline',
      options: { body: 'Hello', data: { url: '/' } },
    });
  });

  it('shows text that is not JSON as the body', () => {
    expect(pushNotice('Your ranking deadline is tomorrow.')).toEqual({
      title: 'Matchline',
      options: { body: 'Your ranking deadline is tomorrow.', data: { url: '/' } },
    });
  });

  it.each([
    ['no body', null],
    ['an empty body', ''],
    ['JSON that is not an object', '[1,2]'],
    ['JSON null', 'null'],
  ])('still shows a notification for %s', (_what, body) => {
    const notice = pushNotice(body);
    expect(notice.title).toBe('Matchline');
    expect(notice.options.data).toEqual({ url: '/' });
  });

  it('ignores fields of the wrong type', () => {
    expect(pushNotice(JSON.stringify({ title: 7, body: { x: 1 }, url: ['x'], tag: false }))).toEqual({
      title: 'Matchline',
      options: { data: { url: '/' } },
    });
  });
});
