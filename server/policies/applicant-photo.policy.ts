/**
 * Who sees an applicant's photo (issue 5): the applicant and admins always; a program user only
 * once that program has invited the applicant to interview. Invitations arrive with the next issue,
 * so the caller passes what it knows: until then no program has invited anyone and programs see no
 * photo. Pure: callers load the facts (the program's invitation of this applicant) and ask here.
 */
import type { Role } from '../../core/domain/roles.ts';

export type PhotoViewer = { userId: string; roles: readonly Role[] };

export type PhotoSubject = {
  /** The applicant's own user id. */
  applicantUserId: string;
  /**
   * For a program user: whether the program they act for has invited this applicant to interview.
   * Nothing records invitations yet, so callers pass false (or leave it out).
   */
  invitedByViewersProgram?: boolean;
};

export function mayViewApplicantPhoto(viewer: PhotoViewer, subject: PhotoSubject): boolean {
  if (viewer.userId === subject.applicantUserId) return true;
  if (viewer.roles.includes('Admin')) return true;
  if (viewer.roles.includes('ProgramUser')) return subject.invitedByViewersProgram === true;
  return false;
}

/** The photo URL a viewer may get: the URL itself or null. */
export function applicantPhotoFor<T extends string | null>(
  viewer: PhotoViewer,
  subject: PhotoSubject,
  photoUrl: T,
): T | null {
  return mayViewApplicantPhoto(viewer, subject) ? photoUrl : null;
}
