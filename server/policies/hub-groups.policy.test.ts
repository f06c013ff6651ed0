import { describe, expect, it } from 'vitest';
import { mayJoinHubGroup, mayLeaveHubGroup, parseHubGroup } from './hub-groups.policy.ts';

const admin = { userId: 'a', roles: ['Admin'] as const };
const programUser = { userId: 'p', roles: ['ProgramUser'] as const };
const applicant = { userId: 'x', roles: ['Applicant'] as const };

describe('hub groups policy', () => {
  it('reads the group names of core/realtime/hubs.ts and nothing else', () => {
    expect(parseHubGroup('program:12')).toEqual({ kind: 'program', programId: 12 });
    expect(parseHubGroup('cycle:MC-2026')).toEqual({ kind: 'cycle', cycleCode: 'MC-2026' });
    expect(parseHubGroup('entity:application:7')).toEqual({ kind: 'application', applicationId: 7 });
    expect(parseHubGroup('user:abc')).toEqual({ kind: 'user' });
    expect(parseHubGroup('role:Admin')).toEqual({ kind: 'role' });
    for (const name of [
      '',
      'program:',
      'program:0',
      'program:-1',
      'program:1:2',
      'program:99999999999',
      'cycle:a b',
      'entity:invoice:1',
      'entity:application:x',
      'x'.repeat(201),
      'whatever',
    ]) {
      expect(parseHubGroup(name), name).toBeNull();
    }
  });

  it('program groups: admins and the program’s users', () => {
    const group = { kind: 'program', programId: 1 } as const;
    expect(mayJoinHubGroup(admin, group, {})).toBe(true);
    expect(mayJoinHubGroup(programUser, group, { isProgramMember: true })).toBe(true);
    expect(mayJoinHubGroup(programUser, group, { isProgramMember: false })).toBe(false);
    expect(mayJoinHubGroup(applicant, group, { isProgramMember: true })).toBe(false);
  });

  it('cycle groups: admins and those taking part', () => {
    const group = { kind: 'cycle', cycleCode: 'C' } as const;
    expect(mayJoinHubGroup(admin, group, {})).toBe(true);
    expect(mayJoinHubGroup(applicant, group, { takesPartInCycle: true })).toBe(true);
    expect(mayJoinHubGroup(applicant, group, { takesPartInCycle: false })).toBe(false);
  });

  it('application groups: admins, the applicant, the program’s users', () => {
    const group = { kind: 'application', applicationId: 1 } as const;
    expect(mayJoinHubGroup(admin, group, {})).toBe(true);
    expect(
      mayJoinHubGroup(applicant, group, { application: { applicantUserId: 'x', isProgramMember: false } }),
    ).toBe(true);
    expect(
      mayJoinHubGroup(applicant, group, { application: { applicantUserId: 'y', isProgramMember: false } }),
    ).toBe(false);
    expect(
      mayJoinHubGroup(programUser, group, { application: { applicantUserId: 'y', isProgramMember: true } }),
    ).toBe(true);
    expect(
      mayJoinHubGroup(programUser, group, { application: { applicantUserId: 'y', isProgramMember: false } }),
    ).toBe(false);
    expect(mayJoinHubGroup(programUser, group, { application: null })).toBe(false);
  });

  it('on the notes hub an application group is the program’s: its applicant may not join', () => {
    const group = { kind: 'application', applicationId: 1 } as const;
    const own = { application: { applicantUserId: 'x', isProgramMember: false } };
    expect(mayJoinHubGroup(applicant, group, own, 'ProgramApplicationNotes')).toBe(false);
    expect(mayJoinHubGroup(applicant, group, own, 'ProgramApplicationNotification')).toBe(true);
    const member = { application: { applicantUserId: 'y', isProgramMember: true } };
    expect(mayJoinHubGroup(programUser, group, member, 'ProgramApplicationNotes')).toBe(true);
    expect(mayJoinHubGroup(admin, group, {}, 'ProgramApplicationNotes')).toBe(true);
  });

  it('user and role groups are never joined or left by hand', () => {
    expect(mayJoinHubGroup(admin, { kind: 'user' }, {})).toBe(false);
    expect(mayJoinHubGroup(admin, { kind: 'role' }, {})).toBe(false);
    expect(mayLeaveHubGroup({ kind: 'user' })).toBe(false);
    expect(mayLeaveHubGroup({ kind: 'role' })).toBe(false);
    expect(mayLeaveHubGroup({ kind: 'program', programId: 1 })).toBe(true);
    expect(mayLeaveHubGroup(null)).toBe(true);
  });
});
