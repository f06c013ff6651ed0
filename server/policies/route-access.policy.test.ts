import { describe, expect, it } from 'vitest';
import { roles } from '../../core/domain/roles.ts';
import { decideRouteAccess } from './route-access.policy.ts';

describe('decideRouteAccess', () => {
  it('lets anyone call a public route', () => {
    expect(decideRouteAccess('public', null)).toBe('allow');
    expect(decideRouteAccess('public', ['Applicant'])).toBe('allow');
  });

  it('asks for a sign-in on any other route', () => {
    expect(decideRouteAccess('authenticated', null)).toBe('unauthenticated');
    expect(decideRouteAccess(['Admin'], null)).toBe('unauthenticated');
  });

  it('lets every role call an authenticated route', () => {
    for (const role of roles) expect(decideRouteAccess('authenticated', [role])).toBe('allow');
  });

  it('allows a role list only to those roles', () => {
    for (const role of roles) {
      expect(decideRouteAccess(['Admin'], [role])).toBe(role === 'Admin' ? 'allow' : 'forbidden');
    }
    expect(decideRouteAccess(['ProgramUser', 'Admin'], ['Applicant', 'ProgramUser'])).toBe('allow');
    expect(decideRouteAccess(['Admin'], [])).toBe('forbidden');
  });
});
