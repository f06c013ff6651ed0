/** Where an applicant page of statements or letters lives: inside a cycle or under the profile. */
export type ApplicantScope = { matchCycleCode: string | null; base: string };

/** `profile` in the cycle's place is the profile page of the same list (`/applicant/profile/...`). */
export function applicantScope(matchCycleCode: string | undefined): ApplicantScope {
  const code = matchCycleCode && matchCycleCode !== 'profile' ? matchCycleCode : null;
  return {
    matchCycleCode: code,
    base: code ? `/applicant/${encodeURIComponent(code)}` : '/applicant/profile',
  };
}
