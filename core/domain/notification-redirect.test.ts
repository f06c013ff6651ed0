import { describe, expect, it } from 'vitest';
import { notificationDestination, notificationRedirectParams } from './notification-redirect.ts';
import { roleHomePath } from './roles.ts';
import { canAccessPath } from './routes.ts';

const queryOf = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

const applicant = { matchCycleCode: 'OPH-2026' };
const program = { matchCycleCode: 'OPH-2026', programCode: 'P-17' };
const school = { medicalSchoolCode: 'MS-3' };

describe('notificationDestination (kind, ids, role → page)', () => {
  it.each([
    // A new message: the thread in the role's message centre.
    [{ type: 'NewMessage', threadId: 't-1', ...applicant }, 'Applicant', '/applicant/OPH-2026/messages/t-1'],
    [
      { type: 'NewMessage', threadId: 't-1', ...program },
      'ProgramUser',
      '/program-user/OPH-2026/P-17/messages/t-1',
    ],
    [
      { type: 'NewMessage', threadId: 't-1', ...school },
      'MedSchoolUser',
      '/medical-school/MS-3/messages/t-1',
    ],
    [{ type: 'NewMessage', threadId: 't-1' }, 'Admin', '/admin/messages/t-1'],
    [{ type: 'NewMessage', ...applicant }, 'Applicant', '/applicant/OPH-2026/messages'],
    // Broadcasts.
    [{ type: 'Broadcast', id: 'n-1' }, 'Admin', '/admin/messages/broadcasts'],
    [{ type: 'Broadcast', ...program }, 'ProgramUser', '/program-user/OPH-2026/P-17/messages/broadcasts'],
    // Requests: the queues of admins and society users, the notification for everyone else.
    [{ type: 'RequestStatusChanged', id: 'n-2' }, 'Admin', '/admin/requests'],
    [{ type: 'NewListItem', id: 'n-2' }, 'SocietyUser', '/society-user/requests'],
    [
      { type: 'RequestStatusChanged', id: 'n-2', ...school },
      'MedSchoolUser',
      '/medical-school/MS-3/notifications/n-2',
    ],
    // Match results.
    [{ type: 'MatchResult', ...applicant }, 'Applicant', '/applicant/OPH-2026/match-result'],
    [{ type: 'MatchResult', ...program }, 'ProgramUser', '/program-user/OPH-2026/P-17/match-result'],
    [{ type: 'MatchResult', ...school }, 'MedSchoolUser', '/medical-school/MS-3/match-results'],
    [{ type: 'MatchResult' }, 'SocietyUser', '/society-user/match-results'],
    [{ type: 'MatchResult' }, 'Admin', '/admin/match-cycles'],
    // Everything else: the notification itself.
    [{ type: 'General', id: 'n-3', ...applicant }, 'Applicant', '/applicant/OPH-2026/notifications/n-3'],
    [
      { type: 'Interview', id: 'n-4', ...program },
      'ProgramUser',
      '/program-user/OPH-2026/P-17/notifications/n-4',
    ],
    [{ type: 'LetterUploaded', id: 'n-5' }, 'Admin', '/admin/notifications/n-5'],
    [{ type: 'Unknown', id: 'n-6' }, 'Admin', '/admin/notifications/n-6'],
    [{ type: null }, 'Admin', '/admin/notifications'],
  ] as const)('%o as %s → %s', (params, role, expected) => {
    expect(notificationDestination(params, role)).toBe(expected);
  });

  it('falls back to the role home when the query lacks the area context, and society users have no message centre', () => {
    expect(notificationDestination({ type: 'NewMessage', threadId: 't-1' }, 'Applicant')).toBe(
      roleHomePath.Applicant,
    );
    expect(notificationDestination({ type: 'General', id: 'n' }, 'ProgramUser')).toBe(
      roleHomePath.ProgramUser,
    );
    expect(notificationDestination({ type: 'NewMessage', threadId: 't-1' }, 'SocietyUser')).toBe(
      roleHomePath.SocietyUser,
    );
    expect(notificationDestination({ type: 'MatchResult', matchCycleCode: 'X' }, 'ProgramUser')).toBe(
      roleHomePath.ProgramUser,
    );
  });

  it('follows an in-app url the role may open, never another site, another role area or itself', () => {
    expect(
      notificationDestination({ type: 'General', url: '/applicant/OPH-2026/rank-list' }, 'Applicant'),
    ).toBe('/applicant/OPH-2026/rank-list');
    expect(notificationDestination({ type: 'General', url: '//evil.example/x', id: 'n' }, 'Admin')).toBe(
      '/admin/notifications/n',
    );
    expect(notificationDestination({ type: 'General', url: '/admin/users' }, 'Applicant')).toBe(
      roleHomePath.Applicant,
    );
    expect(
      notificationDestination(
        { type: 'General', url: '/redirect-by-notification-type?type=General' },
        'Admin',
      ),
    ).toBe('/admin/notifications');
  });

  it('encodes ids into path segments and always answers a path the role may open', () => {
    expect(notificationDestination({ type: 'NewMessage', threadId: 'a/b?c' }, 'Admin')).toBe(
      '/admin/messages/a%2Fb%3Fc',
    );
    for (const role of ['Admin', 'Applicant', 'ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const) {
      for (const type of [
        'NewMessage',
        'Broadcast',
        'RequestStatusChanged',
        'NewListItem',
        'LetterUploaded',
        'MatchResult',
        'Interview',
        'General',
      ]) {
        const path = notificationDestination({ type, id: 'n', threadId: 't', ...program, ...school }, role);
        expect(canAccessPath(path, role)).toBe(true);
      }
    }
  });

  it('reads the query of the notification URL the server builds', () => {
    expect(
      notificationRedirectParams(
        queryOf({
          type: 'NewMessage',
          threadId: 't-1',
          matchCycleCode: 'OPH-2026',
          notificationId: 'n-1',
          programCode: ' ',
        }),
      ),
    ).toEqual({
      type: 'NewMessage',
      id: 'n-1',
      threadId: 't-1',
      matchCycleCode: 'OPH-2026',
      programCode: null,
      medicalSchoolCode: null,
      url: null,
    });
  });
});
