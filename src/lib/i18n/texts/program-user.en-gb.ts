/** Interface texts (English) of the program-user area, loaded with its chunk. */
export const programUserTexts = {
  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  ProgramUserLandingTitle: 'Program home',
  PuYourPrograms: 'Your programs',
  PuNoPrograms:
    'You are not attached to a program yet. An administrator or your program director can add you.',
  PuDirector: 'Program director',
  PuProgramInactive: 'Inactive',
  PuNoCycles: 'This program takes part in no match cycle yet.',
  PuPositions: 'positions: {count}',
  PuMatchDate: 'match date {date}',
  PuRankNotStarted: 'Not started',
  PuCertifiedOn: 'Certified on {date}.',
  PuCertifyBy: 'Certify it by {date}: only certified lists take part in the match.',
  PuCertifyNoDeadline: 'Only certified lists take part in the match.',
  PuDeadlinePassed: 'The rank list deadline has passed.',
  PuRankBy: 'Applicants to rank: {count}. Deadline: {date}.',

  // Applications, signals, the CAS and summary; admin applicant views (APPLY)
  RkProgramOf: '{program} ({code}) · {cycle}',
  RkEmptyApplicants: 'Nothing ranked yet: add the applicants who applied to the program below.',
  RkUnrankedApplicants: 'Applied, not ranked yet',
  RkOpen: 'Rank list',
  RkOpenOf: 'Rank list of {program} in {cycle}',

  // Match results of the applicant and the program (issue 6)
  MrOpen: 'Match result',
  MrOpenOf: 'Match result of {program} in {cycle}',
  MrPositions: 'Positions: {positions} · filled: {filled} · unfilled: {unfilled}',
  MrMatchedApplicants: 'Matched applicants',
  MrNotMatchedApplicants: 'Applicants you ranked and did not match',
  MrApplicant: 'Applicant',
  MrApplicantCode: 'Applicant code',
  MrMedicalSchool: 'Medical school',
  MrRank: 'Your rank',
  MrNoneMatched: 'No applicant matched to your program.',
  MrNoneNotMatched: 'You matched every applicant you ranked.',
  MrRankNote: 'Ranks count the applicants who took part in the match (those with a certified rank list).',
  // --- issue 15: review (keep new keys of this part below this line) ---
  // --- issue 15: interviews (keep new keys of this part below this line) ---
  // --- issue 15: queue-and-windows (keep new keys of this part below this line) ---
  // --- issue 15: portal (keep new keys of this part below this line) ---
  // --- issue 15: open-house (keep new keys of this part below this line) ---
};
