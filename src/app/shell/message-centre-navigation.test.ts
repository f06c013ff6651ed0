import { describe, expect, it } from 'vitest';
import type { ShellPlaces } from '../../lib/navigation/shell-places.ts';
import type { AreaId } from '../areas.ts';
import { areaNavigation, type NavEntry, quickDestinations } from './navigation.ts';
import { signedInNavigation } from './signed-in-navigation.ts';

const nowhere: ShellPlaces = { applicantCycleCode: null, program: null };

function centreEntries(area: AreaId, path: string, places: ShellPlaces = nowhere): Partial<NavEntry>[] {
  return areaNavigation(area, path, places, signedInNavigation)
    .flatMap((g) => g.entries)
    .filter((e) => e.badge === 'unreadMessages' || e.badge === 'unreadNotifications')
    .map(({ href, badge }) => ({ href, badge }));
}

const both = (base: string) => [
  { href: `${base}/messages`, badge: 'unreadMessages' },
  { href: `${base}/notifications`, badge: 'unreadNotifications' },
];

describe('Messages and Notifications in the signed-in menus (business.md §2, platform.md §2)', () => {
  it('the applicant’s are the cycle’s: the address’s, else the one last worked in', () => {
    expect(centreEntries('applicant', '/applicant/OPH-2026/home')).toEqual(both('/applicant/OPH-2026'));
    expect(
      centreEntries('applicant', '/applicant/profile/edit', { ...nowhere, applicantCycleCode: 'FM-2027' }),
    ).toEqual(both('/applicant/FM-2027'));
    expect(centreEntries('applicant', '/applicant/landing')).toEqual([]);
  });

  it('the program user’s are the program’s', () => {
    expect(centreEntries('programUser', '/program-user/OPH-2026/P100/rank-list')).toEqual(
      both('/program-user/OPH-2026/P100'),
    );
    expect(centreEntries('programUser', '/program-user/landing')).toEqual([]);
  });

  it('the admin’s and the medical school user’s (the school the address names)', () => {
    expect(centreEntries('admin', '/admin/match-cycles')).toEqual(both('/admin'));
    expect(centreEntries('medicalSchool', '/medical-school/MS1/match-results')).toEqual(
      both('/medical-school/MS1'),
    );
    expect(centreEntries('medicalSchool', '/medical-school')).toEqual([]);
    expect(
      centreEntries('medicalSchool', '/medical-school', { ...nowhere, medicalSchoolCode: 'MS 2' }),
    ).toEqual(both('/medical-school/MS%202'));
  });

  it('notification settings beside them (not for admins, who get the notification history)', () => {
    const hrefs = (area: AreaId, path: string) =>
      areaNavigation(area, path, nowhere, signedInNavigation)
        .flatMap((g) => g.entries)
        .map((e) => e.href)
        .filter((href) => /notification-(settings|history)$/.test(href));
    expect(hrefs('applicant', '/applicant/OPH-2026/home')).toEqual([
      '/applicant/OPH-2026/notification-settings',
    ]);
    expect(hrefs('programUser', '/program-user/OPH-2026/P100/rank-list')).toEqual([
      '/program-user/OPH-2026/P100/notification-settings',
    ]);
    expect(hrefs('medicalSchool', '/medical-school/MS1/match-results')).toEqual([
      '/medical-school/MS1/notification-settings',
    ]);
    expect(hrefs('admin', '/admin/match-cycles')).toEqual(['/admin/notification-history']);
    expect(hrefs('societyUser', '/society-user/summary')).toEqual([]);
  });

  it('society users have none', () => {
    expect(centreEntries('societyUser', '/society-user/summary')).toEqual([]);
  });

  it('the bottom bar keeps the season’s four destinations', () => {
    const groups = areaNavigation('applicant', '/applicant/OPH-2026/home', nowhere, signedInNavigation);
    expect(quickDestinations(groups).map((e) => e.label)).toEqual([
      'NavHome',
      'NavPrograms',
      'NavApplications',
      'NavRankList',
    ]);
  });
});
