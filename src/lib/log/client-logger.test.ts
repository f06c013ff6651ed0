import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientError } from '../../../core/contracts/platform/log.contract.ts';
import { server } from '../../../mocks/node-server.ts';
import {
  ApplicationError,
  ConnectionError,
  InternalServerError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from '../errors/app-errors.ts';
import { lastLoggedError, logError, loggerSession } from './client-logger.ts';
import { parseStackFrames } from './stack-frames.ts';
import { clearTimeLog, recordTimeLog, TIME_LOG_LIMIT, timeLogSnapshot } from './time-log.ts';

let sent: ClientError[] = [];

beforeEach(() => {
  sent = [];
  clearTimeLog();
  server.use(
    http.post('*/api/log/error', async ({ request }) => {
      sent.push((await request.json()) as ClientError);
      return HttpResponse.json({ id: `log-${sent.length}` });
    }),
  );
});

describe('client error logging (platform.md §3, §8)', () => {
  it.each([
    ['connection', new ConnectionError()],
    ['internal server', new InternalServerError(500)],
    ['server', new ServerError(400, 'X', 'x')],
    ['validation', new ValidationError({})],
    ['unauthorized', new UnauthorizedError(401)],
  ])('does not report %s errors', async (_kind, error) => {
    expect(await logError(error)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('reports other errors with the client-log fields', async () => {
    recordTimeLog('navigate: /admin');
    const error = new ApplicationError('Widget exploded');
    const id = await logError(error, 'dashboard');
    expect(id).toBe('log-1');
    expect(lastLoggedError()).toBe('log-1');
    const entry = sent[0]!;
    expect(entry).toMatchObject({
      loggerSessionId: loggerSession.id,
      sessionStartTime: loggerSession.startTime,
      message: 'Widget exploded',
      errorType: 'ApplicationError',
      errorContext: 'dashboard',
      url: location.href,
      userAgent: navigator.userAgent,
      environment: 'test',
      hasMouseActivity: false,
    });
    expect(Object.values(entry.timeLog ?? {})).toContain('navigate: /admin');
    expect(entry.stackFrames?.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(entry.errorDate))).toBe(false);
  });

  it('a failing log call never throws', async () => {
    server.use(http.post('*/api/log/error', () => HttpResponse.error()));
    await expect(logError(new Error('x'))).resolves.toBeNull();
  });
});

describe('time log', () => {
  it('keeps at most 100 entries, newest last', () => {
    for (let i = 0; i < 150; i++) recordTimeLog(`event ${i}`);
    const values = Object.values(timeLogSnapshot());
    expect(values.length).toBe(TIME_LOG_LIMIT);
    expect(values[0]).toBe('event 50');
    expect(values.at(-1)).toBe('event 149');
  });
});

describe('stack frames', () => {
  it('parses V8 frames', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at render (https://matchline.test/assets/index-abc.js:10:25)',
      '    at https://matchline.test/assets/area.js:3:7',
    ].join('\n');
    expect(parseStackFrames(stack)).toEqual([
      { fileName: 'https://matchline.test/assets/index-abc.js', lineNumber: 10, columnNumber: 25 },
      { fileName: 'https://matchline.test/assets/area.js', lineNumber: 3, columnNumber: 7 },
    ]);
  });

  it('parses Gecko/WebKit frames and skips other lines', () => {
    const stack = 'render@https://matchline.test/a.js:1:2\n@https://matchline.test/b.js:30:4\nnot a frame';
    expect(parseStackFrames(stack)).toEqual([
      { fileName: 'https://matchline.test/a.js', lineNumber: 1, columnNumber: 2 },
      { fileName: 'https://matchline.test/b.js', lineNumber: 30, columnNumber: 4 },
    ]);
    expect(parseStackFrames(undefined)).toEqual([]);
  });
});
