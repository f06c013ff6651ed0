import { describe, expect, it } from 'vitest';
import {
  pruneSavedPrograms,
  readSavedPrograms,
  removeSavedProgram,
  SAVED_PROGRAM_DAYS,
  savedProgramExpiry,
  saveProgram,
  subscribeSavedPrograms,
} from './saved-programs.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-09-01T12:00:00Z');
const program = (programId: number, matchCycleCode = 'OPH-2026') => ({
  programId,
  matchCycleCode,
  name: `Program ${programId}`,
  institutionName: null,
  city: 'Fresno',
  stateName: 'California',
});

describe('saved programs (kept on the device while their expiration is in the future)', () => {
  it('expires after 30 days, or at the end of the CAS deadline day (Pacific) when that comes first', () => {
    expect(savedProgramExpiry(now, null).getTime()).toBe(now + SAVED_PROGRAM_DAYS * DAY);
    // 2026-09-10 ends at midnight Pacific (PDT, UTC−7).
    expect(savedProgramExpiry(now, '2026-09-10').toISOString()).toBe('2026-09-11T07:00:00.000Z');
    expect(savedProgramExpiry(now, '2026-12-01').getTime()).toBe(now + 30 * DAY);
    // A deadline already past does not shorten the keeping.
    expect(savedProgramExpiry(now, '2026-08-01').getTime()).toBe(now + 30 * DAY);
  });

  it('keeps entries per user and per cycle, newest first, saving again renews one', () => {
    saveProgram('u1', program(1), { now, casDeadlineDate: null });
    saveProgram('u1', program(2), { now: now + 1000, casDeadlineDate: null });
    saveProgram('u1', program(1, 'DER-2026'), { now: now + 2000, casDeadlineDate: null });
    saveProgram('u2', program(9), { now, casDeadlineDate: null });
    expect(readSavedPrograms('u1', now + 3000).map((e) => [e.programId, e.matchCycleCode])).toEqual([
      [1, 'DER-2026'],
      [2, 'OPH-2026'],
      [1, 'OPH-2026'],
    ]);
    expect(readSavedPrograms('u2', now).map((e) => e.programId)).toEqual([9]);
    saveProgram('u1', program(1), { now: now + 5 * DAY, casDeadlineDate: null });
    const renewed = readSavedPrograms('u1', now + 5 * DAY).filter((e) => e.matchCycleCode === 'OPH-2026');
    expect(renewed.map((e) => e.programId)).toEqual([1, 2]);
    expect(renewed[0]?.expiresAt).toBe(new Date(now + 35 * DAY).toISOString());
    removeSavedProgram('u1', { programId: 1, matchCycleCode: 'OPH-2026' });
    expect(readSavedPrograms('u1', now + 5 * DAY).map((e) => e.programId)).toEqual([1, 2]);
    expect(readSavedPrograms('u1', now + 5 * DAY).map((e) => e.matchCycleCode)).toEqual([
      'DER-2026',
      'OPH-2026',
    ]);
  });

  it('stops showing an entry once its expiration is not in the future and prunes it from storage', () => {
    saveProgram('u1', program(1), { now, casDeadlineDate: '2026-09-02' });
    saveProgram('u1', program(2), { now, casDeadlineDate: null });
    const end = Date.parse('2026-09-03T07:00:00Z');
    expect(
      readSavedPrograms('u1', end - 1)
        .map((e) => e.programId)
        .sort(),
    ).toEqual([1, 2]);
    expect(readSavedPrograms('u1', end).map((e) => e.programId)).toEqual([2]);
    expect(pruneSavedPrograms('u1', end)).toBe(1);
    expect(JSON.parse(localStorage.getItem('matchline.savedPrograms.u1') ?? '[]')).toHaveLength(1);
    expect(pruneSavedPrograms('u1', now + 31 * DAY)).toBe(1);
    expect(localStorage.getItem('matchline.savedPrograms.u1')).toBeNull();
  });

  it('reads broken storage as nothing saved and tells subscribers about changes', () => {
    localStorage.setItem('matchline.savedPrograms.u1', '{not json');
    expect(readSavedPrograms('u1', now)).toEqual([]);
    localStorage.setItem('matchline.savedPrograms.u1', JSON.stringify([{ programId: 'x' }, null]));
    expect(readSavedPrograms('u1', now)).toEqual([]);
    let calls = 0;
    const stop = subscribeSavedPrograms(() => {
      calls += 1;
    });
    saveProgram('u1', program(3), { now, casDeadlineDate: null });
    removeSavedProgram('u1', { programId: 3, matchCycleCode: 'OPH-2026' });
    stop();
    saveProgram('u1', program(4), { now, casDeadlineDate: null });
    expect(calls).toBe(2);
  });
});
