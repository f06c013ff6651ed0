/** Interface texts (English) of the medical-school area, loaded with its chunk. */
export const medicalSchoolTexts = {
  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  MedicalSchoolLandingTitle: 'Medical school home',

  // Results per audience: send now, medical school, society and public results (issue 6)
  ResultsMatchCycle: 'Match cycle',
  ResultsColSeason: 'Season',
  MsLatestCycle: 'Latest match: {cycle}',
  MsHomeSchools: 'Your medical schools',
  MsMatchResultsLink: 'Match results',
  MsMatchArchiveLink: 'Match archive',
  MsNoSchool: 'Your account is not linked to a medical school yet.',
  MsResultsTitle: 'Match results',
  MsArchiveTitle: 'Match archive',
  MsNoCycles: 'None of your students has registered for a match yet.',
  MsCounts: '{inMatch} students in the match: {matched} matched, {unmatched} not matched.',
  MsStudentsLabel: 'Students and their results',
  MsColOutcome: 'Result',
  MsColChoice: 'Choice',
  MsColInMatch: 'In the match',
  MsColNotMatched: 'Not matched',
  MsArchiveLabel: 'Released matches of your students',
  MsArchiveEmpty: 'No match results have been released to your school yet.',
  OutcomeMatched: 'Matched',
  OutcomeNotMatched: 'Not matched',
  OutcomeNotInMatch: 'No certified rank list',
};
