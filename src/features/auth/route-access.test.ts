import { describe, expect, it } from 'vitest';
import { postSignInDestination } from '../../../core/domain/routes.ts';
import { readReturnLocation, saveReturnLocation } from './return-location.ts';
import { decideAccess } from './route-access.ts';

describe('area guard decisions', () => {
  it('public pages and home are open to everyone', () => {
    expect(decideAccess('/', 'signedOut', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('/contacts', 'signedOut', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('/standalone/login', 'restoring', null)).toEqual({ kind: 'allow' });
  });

  it('a role reaches its own area', () => {
    expect(decideAccess('/admin/match-cycles', 'signedIn', 'Admin')).toEqual({ kind: 'allow' });
    expect(decideAccess('/applicant/landing', 'signedIn', 'Applicant')).toEqual({ kind: 'allow' });
    expect(decideAccess('/medical-school', 'signedIn', 'MedSchoolUser')).toEqual({ kind: 'allow' });
    expect(decideAccess('/society-user/summary', 'signedIn', 'SocietyUser')).toEqual({ kind: 'allow' });
    expect(decideAccess('/program-user/landing', 'signedIn', 'ProgramUser')).toEqual({ kind: 'allow' });
  });

  it('administrators open the developer area; nobody else does', () => {
    expect(decideAccess('/dev/error-test', 'signedIn', 'Admin')).toEqual({ kind: 'allow' });
    expect(decideAccess('/dev', 'signedIn', 'Applicant').kind).toBe('redirect');
  });

  it('waits while the session is being restored', () => {
    expect(decideAccess('/admin/match-cycles', 'restoring', null)).toEqual({ kind: 'wait' });
  });

  it('does not send anyone to sign in while the server cannot be reached', () => {
    expect(decideAccess('/admin/match-cycles', 'unreachable', null)).toEqual({ kind: 'offline' });
    expect(decideAccess('/contacts', 'unreachable', null)).toEqual({ kind: 'allow' });
  });

  it("not signed in: 'Access denied. Please login.' and the location is kept", () => {
    expect(decideAccess('/applicant/landing?tab=2', 'signedOut', null)).toEqual({
      kind: 'signIn',
      message: 'AccessDeniedNotSignedIn',
      returnLocation: '/applicant/landing?tab=2',
    });
  });

  it("another role: 'Access denied. Please try to use another account.' and its home", () => {
    expect(decideAccess('/admin/match-cycles', 'signedIn', 'Applicant')).toEqual({
      kind: 'redirect',
      message: 'AccessDeniedSignedIn',
      to: '/applicant/landing',
    });
    expect(decideAccess('/medical-school-info', 'signedIn', 'Applicant')).toEqual({ kind: 'allow' });
  });
});

describe('return location and the destination after sign-in', () => {
  it('keeps only storable locations', () => {
    saveReturnLocation('/');
    expect(readReturnLocation()).toBeNull();
    saveReturnLocation('/standalone/login');
    expect(readReturnLocation()).toBeNull();
    saveReturnLocation('/admin/version');
    expect(readReturnLocation()).toBe('/admin/version');
  });

  it('goes to the saved location when allowed, else to the role home with the denied notice', () => {
    expect(postSignInDestination('/admin/version', 'Admin')).toEqual({
      path: '/admin/version',
      denied: false,
    });
    expect(postSignInDestination('/admin/version', 'Applicant')).toEqual({
      path: '/applicant/landing',
      denied: true,
    });
    expect(postSignInDestination('/', 'SocietyUser')).toEqual({
      path: '/society-user/summary',
      denied: false,
    });
    expect(postSignInDestination(null, 'Admin')).toEqual({ path: '/admin/match-cycles', denied: false });
  });
});
