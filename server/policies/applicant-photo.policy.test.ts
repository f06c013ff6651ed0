import { describe, expect, it } from 'vitest';
import { applicantPhotoFor, mayViewApplicantPhoto } from './applicant-photo.policy.ts';

const applicant = { userId: 'applicant-1', roles: ['Applicant'] as const };
const subject = { applicantUserId: 'applicant-1' };

describe('applicant photo policy', () => {
  it('shows the photo to the applicant and to admins', () => {
    expect(mayViewApplicantPhoto(applicant, subject)).toBe(true);
    expect(mayViewApplicantPhoto({ userId: 'admin', roles: ['Admin'] }, subject)).toBe(true);
  });

  it('hides it from a program user until their program invites the applicant', () => {
    const program = { userId: 'program-user', roles: ['ProgramUser'] as const };
    expect(mayViewApplicantPhoto(program, subject)).toBe(false);
    expect(mayViewApplicantPhoto(program, { ...subject, invitedByViewersProgram: false })).toBe(false);
    expect(mayViewApplicantPhoto(program, { ...subject, invitedByViewersProgram: true })).toBe(true);
  });

  it('hides it from other applicants, medical school and society users', () => {
    for (const roles of [['Applicant'], ['MedSchoolUser'], ['SocietyUser']] as const) {
      expect(mayViewApplicantPhoto({ userId: 'someone-else', roles }, subject)).toBe(false);
    }
    // An invitation flag means nothing to a role that is not a program user.
    expect(
      mayViewApplicantPhoto(
        { userId: 'x', roles: ['SocietyUser'] },
        { ...subject, invitedByViewersProgram: true },
      ),
    ).toBe(false);
  });

  it('passes the URL through or nulls it', () => {
    expect(applicantPhotoFor(applicant, subject, '/api/uploads/u/content')).toBe('/api/uploads/u/content');
    expect(
      applicantPhotoFor({ userId: 'p', roles: ['ProgramUser'] }, subject, '/api/uploads/u/content'),
    ).toBe(null);
  });
});
