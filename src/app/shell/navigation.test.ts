import { describe, expect, it } from 'vitest';
import { placesInPath, type ShellPlaces } from '../../lib/navigation/shell-places.ts';
import type { AreaId } from '../areas.ts';
import {
  currentEntry,
  areaNavigation as navigationWithoutLoader,
  QUICK_DESTINATIONS,
  quickDestinations,
} from './navigation.ts';
import { signedInNavigation } from './signed-in-navigation.ts';

const areaNavigation = (...args: [AreaId, string, ShellPlaces]) =>
  navigationWithoutLoader(...args, signedInNavigation);

const nowhere = { applicantCycleCode: null, program: null };
const hrefs = (groups: ReturnType<typeof navigationWithoutLoader>) =>
  groups.flatMap((g) => g.entries.map((e) => e.href));

describe('the places an address names', () => {
  it('reads the applicant cycle and the program, and nothing from other addresses', () => {
    expect(placesInPath('/applicant/OPH-2026/rank-list')).toEqual({ applicantCycleCode: 'OPH-2026' });
    expect(placesInPath('/applicant/profile/edit')).toEqual({});
    expect(placesInPath('/applicant/landing')).toEqual({});
    expect(placesInPath('/applicant/register-for-match-cycle')).toEqual({});
    expect(placesInPath('/program-user/OPH-2026/P100/rank-list')).toEqual({
      program: { matchCycleCode: 'OPH-2026', programCode: 'P100' },
    });
    expect(placesInPath('/program-user/landing')).toEqual({});
    expect(placesInPath('/admin/programs/3')).toEqual({});
  });
});

describe('the applicant main menu is about the season', () => {
  it('puts home, programs, applications and the rank list of the cycle in the bottom bar', () => {
    const groups = areaNavigation('applicant', '/applicant/OPH-2026/home', nowhere);
    expect(quickDestinations(groups).map((e) => e.href)).toEqual([
      '/applicant/OPH-2026/home',
      '/applicant/OPH-2026/programs',
      '/applicant/OPH-2026/applications',
      '/applicant/OPH-2026/rank-list',
    ]);
    expect(hrefs(groups)).toContain('/applicant/OPH-2026/match-result');
    expect(hrefs(groups)).toContain('/applicant/profile/edit');
  });

  it('links the remembered cycle from pages outside one, and the address wins over the memory', () => {
    const remembered = { applicantCycleCode: 'OPH-2026', program: null };
    expect(hrefs(areaNavigation('applicant', '/applicant/profile/edit', remembered))).toContain(
      '/applicant/OPH-2026/rank-list',
    );
    expect(hrefs(areaNavigation('applicant', '/applicant/URO-2027/home', remembered))).toContain(
      '/applicant/URO-2027/rank-list',
    );
  });

  it('without a cycle offers the match cycles and the profile', () => {
    const groups = areaNavigation('applicant', '/applicant/landing', nowhere);
    expect(quickDestinations(groups).map((e) => e.href)).toEqual([
      '/applicant/landing',
      '/applicant/profile/edit',
    ]);
  });
});

describe('every area', () => {
  it('has at most four quick destinations, each also in its menu, and no address twice', () => {
    for (const area of [
      'public',
      'admin',
      'developer',
      'programUser',
      'applicant',
      'medicalSchool',
      'societyUser',
    ] as const) {
      const groups = areaNavigation(area, '/program-user/C/P/rank-list', {
        applicantCycleCode: 'C',
        program: null,
      });
      const all = hrefs(groups);
      expect(new Set(all).size, area).toBe(all.length);
      expect(quickDestinations(groups).length, area).toBeLessThanOrEqual(QUICK_DESTINATIONS);
      expect(quickDestinations(groups).length, area).toBeGreaterThan(0);
    }
  });

  it('marks the entry an address lies under, and area roots only exactly', () => {
    const groups = areaNavigation('applicant', '/applicant/C/programs/directory/12', nowhere);
    expect(currentEntry(groups, '/applicant/C/programs/directory/12')?.label).toBe('NavPrograms');
    const publicNav = areaNavigation('public', '/specialties/ophthalmology', nowhere);
    expect(currentEntry(publicNav, '/specialties/ophthalmology')?.label).toBe('PageSpecialties');
    expect(currentEntry(publicNav, '/contacts')).toBeNull();
    expect(currentEntry(publicNav, '/')?.label).toBe('NavHome');
  });
});
