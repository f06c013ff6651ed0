import { afterEach, describe, expect, it } from 'vitest';
import { programDetails } from './program-directory.test-support.ts';
import {
  cachedProgramPage,
  forgetProgramPagesInMemory,
  PROGRAM_PAGE_CACHE_SIZE,
  rememberProgramPage,
} from './program-page-cache.ts';

afterEach(() => forgetProgramPagesInMemory());

describe('program pages kept for offline reading', () => {
  it('keeps the newest copy per user and cycle, readable after a reload (from storage)', () => {
    rememberProgramPage('u1', programDetails(1), Date.parse('2026-09-01T00:00:00Z'));
    rememberProgramPage('u1', programDetails(1, { positions: 5 }), Date.parse('2026-09-02T00:00:00Z'));
    rememberProgramPage('u2', programDetails(2), Date.parse('2026-09-01T00:00:00Z'));
    forgetProgramPagesInMemory();
    const copy = cachedProgramPage('u1', 'OPH-2026', 1);
    expect(copy?.details.positions).toBe(5);
    expect(copy?.fetchedAt).toBe('2026-09-02T00:00:00.000Z');
    expect(cachedProgramPage('u1', 'DER-2026', 1)).toBeNull();
    expect(cachedProgramPage('u1', 'OPH-2026', 2)).toBeNull();
    expect(cachedProgramPage('u2', 'OPH-2026', 2)?.details.name).toBe('Program 2');
  });

  it('is bounded: the oldest pages go first', () => {
    for (let id = 1; id <= PROGRAM_PAGE_CACHE_SIZE + 5; id++)
      rememberProgramPage('u1', programDetails(id), id);
    forgetProgramPagesInMemory();
    expect(cachedProgramPage('u1', 'OPH-2026', 5)).toBeNull();
    expect(cachedProgramPage('u1', 'OPH-2026', 6)).not.toBeNull();
    expect(cachedProgramPage('u1', 'OPH-2026', PROGRAM_PAGE_CACHE_SIZE + 5)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('matchline.programPages.u1') ?? '[]')).toHaveLength(
      PROGRAM_PAGE_CACHE_SIZE,
    );
  });
});
