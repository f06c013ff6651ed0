/** Interface texts (English) of the public area, loaded with its chunk. */
export const publicTexts = {
  // Role invitations (issue 11): /account/invitations/:token
  RiTitle: 'Invitation',
  RiSignInFirst:
    'Sign in with the account of the email address this invitation was mailed to. You will come back to this page.',
  RiInvitedWithReason: 'You have been invited {reason}.',
  RiInvited: 'You have been invited to Matchline as {roles}.',
  RiGrants: 'Accepting gives your account:',
  RiGrantProgramUser: 'Program user of {name}',
  RiGrantProgramDirector: 'Program director of {name}',
  RiGrantMedicalSchoolUser: 'Medical school user of {name}',
  RiGrantSocietyUser: 'Society user of {name}',
  RiValidUntil: 'You can answer until {date}. Nothing changes on your account unless you accept.',
  RiAccept: 'Accept',
  RiDecline: 'Decline',
  RiAccepted: 'Invitation accepted.',
  RiDeclined: 'You declined this invitation.',
  RiNotFound:
    'This invitation does not exist or is not for the account you are signed in with. Sign in with the account of the address it was mailed to.',
  ConfirmEmailLinkChecking: 'Confirming your email address…',
  ConfirmEmailLinkFailed:
    'This confirmation link can no longer be used. Enter the code from the newest mail, or ask for a new one.',
  RegConfirmEmailSent:
    'Your account has been created. We sent a confirmation code to {email}: enter it below to start using Matchline.',

  // Pages
  HomeTitle: 'Residency and fellowship matching',
  HomeLead:
    'Matchline runs the residency and fellowship match: applicants apply to training programs, programs interview and rank applicants, and the match pairs them fairly — with every result explained.',
  HomeForApplicants: 'For applicants',
  HomeForApplicantsText:
    'Build one profile, apply to programs in your specialty, schedule interviews and submit your rank list.',
  HomeForPrograms: 'For programs',
  HomeForProgramsText:
    'Review applications, invite applicants to interview days, meet them by video and rank them.',
  HomeForSchools: 'For medical schools and societies',
  HomeForSchoolsText: 'Follow your students and your specialty’s programs through the match season.',
  HomeSignInPrompt: 'Already registered? Sign in to continue where you left off.',
  GoToMyArea: 'Go to my area',
  ContactsPageTitle: 'Contact Us',
  PlannedPageText: 'This page is part of Matchline and opens in a later release. It will hold: {what}.',
  RedirectingTitle: 'Redirecting…',

  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  CalDescription:
    'Key dates of every specialty’s match season, in Pacific time: registration, rank list deadlines, Match Day and vacancies.',

  // Public pages: home, about, match data, medical schools (business.md §2.1, platform.md §2 page metadata)
  HomeKeywords: 'residency match, fellowship match, medical match, rank list, applicants, training programs',
  HomeUpcomingDates: 'Upcoming match dates',
  HomeUpcomingNone: 'No upcoming dates are published yet.',
  HomeFullCalendar: 'See the full match calendar',
  HomeLearnMore: 'Learn more',
  HomeHowMatchWorksLink: 'How the match works',
  HomeMatchDataLink: 'Match data by specialty',
  HomeSpecialtiesLink: 'Specialties that match with us',
  HomeForSocieties: 'For specialty societies',
  HomeForSocietiesText:
    'Run your specialty’s match with us: we set up the season, the calendar and the match run.',
  HomeSchoolsLink: 'Information for medical schools',
  HomeSocietiesLink: 'Need matching services?',
  AboutDescription:
    'Who runs Matchline, what it does for applicants, programs, medical schools and societies, and how the match stays fair.',
  AboutKeywords: 'about Matchline, residency matching service, fellowship matching service',
  AboutIntro:
    'Matchline is a matching service for residency and fellowship positions. Specialty societies run their yearly match with us; applicants apply to programs through one application; programs interview and rank applicants; and on match day an algorithm pairs them fairly.',
  AboutWhatTitle: 'What Matchline does',
  AboutWhat1:
    'Holds each specialty’s match cycles: registration, application, interview season, rank list deadlines and match day.',
  AboutWhat2: 'Gives applicants one profile and application (CAS) for every program of their specialty.',
  AboutWhat3:
    'Lets programs review applications, schedule interviews, meet applicants by video and submit their rank list.',
  AboutWhat4: 'Runs the match and sends every participant their result, with the reasons explained.',
  AboutFairTitle: 'A fair match',
  AboutFair:
    'The match uses applicant-proposing deferred acceptance, the method of the large national matches. No applicant can do better by ranking programs in any other order than their true preference, and no applicant and program would both rather be matched to each other than to what they got.',
  AboutReadMore: 'Read more',
  AboutHowLink: 'How the match works, with an example',
  AboutRulesLink: 'The match rules',
  AboutServicesLink: 'Matching services for societies',
  HowDescription:
    'How Matchline pairs applicants and programs: applicant-proposing deferred acceptance explained step by step, with a worked example.',
  HowKeywords: 'how the match works, deferred acceptance, Gale-Shapley, rank list, residency match algorithm',
  HowIntro:
    'Applicants and programs each submit a rank list: applicants list the programs they want, most wanted first; programs list the applicants they would accept, best first, and say how many positions they have. The match then pairs them with deferred acceptance.',
  HowStepsTitle: 'The steps',
  HowStep1: 'Each applicant applies to the first program on their list.',
  HowStep2:
    'A program keeps ("holds") the best applicants who applied and ranked by it, up to its number of positions. Holding is tentative: nobody is matched yet.',
  HowStep3:
    'When a program is full and a better-ranked applicant applies, it holds the new applicant and lets its lowest-ranked one go.',
  HowStep4: 'An applicant who is let go applies to the next program on their list.',
  HowStep5:
    'This goes on until every applicant is held or has no programs left. What is held then becomes the match.',
  HowExampleTitle: 'A worked example',
  HowExampleIntro:
    'Two programs and four applicants. City Hospital has 2 positions, Mercy Clinic has 1. Here are the rank lists:',
  HowProgramsLists: 'Programs’ rank lists',
  HowApplicantsLists: 'Applicants’ rank lists',
  HowColumnProgram: 'Program',
  HowColumnApplicant: 'Applicant',
  HowColumnPositions: 'Positions',
  HowColumnRankList: 'Rank list (first is most preferred)',
  HowTraceTitle: 'What happens',
  HowTraceHeld: '{applicant} applies to {program}. {program} has a free position and holds {applicant}.',
  HowTraceHeldReplacing:
    '{applicant} applies to {program}. {program} is full but ranks {applicant} above {released}, so it holds {applicant} and lets {released} go.',
  HowTraceRejected:
    '{applicant} applies to {program}. {program} is full with applicants it ranks higher, so {applicant} moves on.',
  HowTraceNotRanked:
    '{applicant} applies to {program}, which did not rank {applicant}, so {applicant} moves on.',
  HowTraceUnmatched: '{applicant} has no programs left on their list and stays unmatched.',
  HowResultTitle: 'The result',
  HowResultMatched: '{applicant} matches to {program}.',
  HowResultUnmatched: '{applicant} is unmatched (and may apply for vacancies after the match).',
  HowResultNote:
    'Dev ranked only City Hospital, and City Hospital ranked Ben and Ana above Dev. Ranking more programs, in true order of preference, is the best way to match.',
  HowFaqTitle: 'Questions',
  HowFaq1Q: 'Should I rank programs in the order I really prefer?',
  HowFaq1A:
    'Yes. With applicant-proposing deferred acceptance, ranking in your true order of preference is always your best strategy; guessing where you are likely to match can only hurt you.',
  HowFaq2Q: 'Does it matter how a program ranked me compared with other programs?',
  HowFaq2A:
    'No. A program never sees where it is on your list, and your list is used in your order. You are placed in the most preferred program on your list that has room for you once every applicant has applied.',
  HowFaq3Q: 'What happens to couples?',
  HowFaq3A:
    'Couples rank pairs of programs together. The match places both partners in the first pair on their list that can take both, in the manner of the national matches.',
  HowFaq4Q: 'Can I check the result?',
  HowFaq4A:
    'Yes. Every match run records fingerprints of its input and output, and an independent checker confirms that no applicant and program would both prefer each other to what they got.',
  RulesDescription:
    'The rules every applicant, program and society agrees to when taking part in a match on Matchline.',
  RulesKeywords: 'match rules, residency match agreement, fellowship match rules, match violations',
  RulesIntro:
    'By registering for a match cycle every participant agrees to these rules. They keep the match fair for everyone.',
  RulesApplicantsTitle: 'Applicants',
  RulesApplicants1: 'Give true and complete information in your profile, application and documents.',
  RulesApplicants2: 'Rank programs in your true order of preference and only programs you would accept.',
  RulesApplicants3: 'A match is binding: accept the position you match to.',
  RulesApplicants4: 'Do not make or ask for commitments about rank lists before match day.',
  RulesProgramsTitle: 'Programs',
  RulesPrograms1: 'Offer positions only through the match while the cycle runs.',
  RulesPrograms2: 'Do not ask applicants how they will rank your program, and do not ask for commitments.',
  RulesPrograms3: 'Rank only applicants you would accept, and keep the positions you listed.',
  RulesPrograms4: 'A match is binding: appoint every applicant matched to your program.',
  RulesDeadlinesTitle: 'Deadlines',
  RulesDeadlines:
    'Registration, rank list deadlines and match day are set for each specialty’s match cycle and shown on the match calendar in Pacific time. Rank lists cannot change after their deadline.',
  RulesViolationsTitle: 'Violations',
  RulesViolations:
    'The specialty society reviews reported violations. A participant who breaks the rules may be withdrawn from the match or barred from future cycles.',
  ServicesDescription:
    'Matching services for specialty societies: Matchline sets up your match cycles, application system, calendar and match run.',
  ServicesKeywords:
    'matching services, run a fellowship match, specialty society match, match administration',
  ServicesIntro:
    'Is your society looking for a way to run its residency or fellowship match? Matchline runs the whole season for you, and your society oversees it from its own area.',
  ServicesOfferTitle: 'What we provide',
  ServicesOffer1:
    'Match cycles for your specialty and its subspecialties, with your own dates, fees and limits.',
  ServicesOffer2: 'A candidate application system (CAS) with letters of reference and personal statements.',
  ServicesOffer3: 'Interview scheduling, video interviews and open house tours for programs.',
  ServicesOffer4: 'Rank lists, the match run with explained results, and result mailings on your dates.',
  ServicesOffer5: 'A society area to follow programs, requests and results of your specialty.',
  ServicesNextTitle: 'Getting started',
  ServicesNext: 'Tell us about your specialty, the number of programs and the season you have in mind.',
  ServicesContact: 'Contact us',
  SchoolsDescription:
    'How medical schools take part in the Matchline match: follow your students’ applications and results, and register your school’s users.',
  SchoolsKeywords: 'medical school, student affairs, match results, dean’s office, residency applications',
  SchoolsIntro:
    'Medical schools follow their students through the match season: who applied to which specialty, and the match results of their graduates.',
  SchoolsWhatTitle: 'What a medical school sees',
  SchoolsWhat1: 'Its applicants and the specialties and match cycles they registered for.',
  SchoolsWhat2: 'Match results of its applicants, and the archive of past seasons.',
  SchoolsWhat3: 'The programs directory of every specialty.',
  SchoolsJoinTitle: 'Registering your school',
  SchoolsJoin:
    'A school is registered once, by request; its users then ask to join it. A Matchline administrator checks each request.',
  SchoolsRequestLink: 'Request the registration of a medical school',
  SchoolsUserRequestLink: 'Ask to join a registered medical school',
  DataDescription:
    'Match statistics by specialty: programs taking part, positions offered and applicants registered in current and past match cycles.',
  DataKeywords:
    'match statistics, residency match data, fellowship positions, fill rate, match results by specialty',
  DataIntro: 'Totals of each specialty’s current and past match cycles. No personal data is shown.',
  DataChooseSpecialty: 'Specialty',
  DataChooseSpecialtyHint: 'Choose a specialty to see its figures.',
  DataNoSpecialties: 'No specialty has a current or past match cycle yet.',
  DataNotFound: 'This specialty has no published statistics yet.',
  DataTabs: 'Statistics views',
  DataTabTable: 'Table',
  DataTabCharts: 'Charts',
  DataCycle: 'Match cycle',
  DataYear: 'Season',
  DataStatus: 'Status',
  DataPrograms: 'Programs',
  DataPositions: 'Positions',
  DataApplicants: 'Applicants',
  DataApplications: 'Applications',
  DataMatched: 'Matched',
  DataFillRate: 'Fill rate',
  DataNotYetAvailable: 'Not yet available',
  DataNoCycles: 'This specialty has no current or past match cycle.',
  DataChartPositions: 'Positions offered per season',
  DataChartPrograms: 'Programs taking part per season',
  DataChartApplicants: 'Applicants registered per season',
  DataChartSummary: '{label}: {value}',
  DataShowValues: 'Show the values',
  DataTableCaption: '{specialty}: match cycles and their totals',
  DataDatasetName: '{specialty} match statistics',
  DataDatasetDescription:
    'Programs, positions, applicants and applications of the {specialty} match cycles on Matchline, per season.',
  DataSpecialtyTitle: 'Match data: {specialty}',

  // Public pages that open in later releases: title and what they will hold
  PageRegisterProgram: 'Program registration',
  PageLorUpload: 'Letter of reference upload',
  PageHowMatchWorks: 'How the match works',
  PageMatchRules: 'Match rules',
  PageNeedMatching: 'Need matching services?',
  PageEmailTest: 'Email test',
  HoldEmailTest: 'a check that our emails reach your inbox',
  PageSpecialty: 'Specialty',
  PageCompare: 'Compare programs',
  HoldCompare: 'a side-by-side comparison of programs',
  PageProgramRequest: 'Program request',
  PageSchoolRequest: 'Medical school request',
  PageSchoolUserRequest: 'Medical school user request',
  PageMatchResults: 'Match results',
  PagePrivacy: 'Privacy Policy and Terms of Service',
  PrivacyDescription:
    'How Matchline keeps and uses the personal data of applicants, programs and schools, and the terms of using the matching service.',
  ContactsDescription:
    'Write to the Matchline team about sign-in, registration, billing or the central application; we answer within 2 business days.',

  // Programs, medical schools and the public program comparison (business.md §2.1, §2.6, §3.5)
  CmpTitle: 'Compare {specialty} programs',
  CmpTitleGeneric: 'Compare programs',
  CmpDescription:
    'Compare up to 4 {specialty} programs side by side: location, positions in the current match and contacts.',
  CmpPick: 'Choose programs to compare',
  CmpSearch: 'Search programs',
  CmpSelectedCount: '{count} of 4 chosen',
  CmpChoose: 'Compare',
  CmpChosen: 'Chosen',
  CmpLimit: 'You can compare up to 4 programs. Remove one to choose another.',
  CmpNeedTwo: 'Choose at least two programs to compare them.',
  CmpRemove: 'Remove {name} from the comparison',
  CmpPositions: 'Positions',
  CmpNotInCycle: 'Not in the current match',
  CmpLocation: 'Location',
  CmpInstitution: 'Institution',
  CmpSubspecialty: 'Subspecialty',
  CmpWebsite: 'Website',
  CmpPhone: 'Phone',
  CmpAbout: 'About the program',
  CmpTableLabel: 'Programs side by side',

  // Program user registration entry (/registration/program): find the program, then request to join it.
  RqFindProgramIntro:
    'To register as a user of a training program, choose its specialty, find the program and send the request from its page.',
  RqFindProgramSpecialty: 'Choose a specialty',
  RqFindProgramResults: 'Active programs',
  RqFindProgramSearch: 'Search programs',
  RqFindProgramNone: 'No active programs match.',
  RqWhatNext:
    'You will receive an email at the address you gave once an administrator has decided. If approved, the people named in the request receive their sign-in details by email.',
  RqProgramRequestIntro:
    'Ask for your residency or fellowship program to take part in a match cycle. An administrator reviews every request.',
  RqSchoolRequestIntro:
    'Ask for your medical school to be listed, so that your applicants can name it and your staff can follow their match.',
  RqSchoolUserIntro: 'Ask for an account of your medical school. Enter the school code you received from us.',
  RqSchoolUserIntroFor: 'Ask for an account of {school}.',
  RqProgramUserIntro:
    'Ask to join {program} as one of its program users. The program’s administrator at Matchline reviews your request.',
  RqSchoolCode: 'School code',

  // (business.md §2.1, §2.6, §3.3, §7; platform.md §9)
  SpPublicDescription:
    'The residency and fellowship specialties that match with Matchline, their subspecialties and information pages.',
  SpPublicIntro: 'The specialties that run their match with us. Open one to read its information pages.',
  SpMatchingNow: 'matching now',
  SpReadAbout: 'About {name}',
  SpAllSpecialties: 'All specialties',
  SpTryAgain: 'Try again',
  SpNoPublicPages: '{name} has no information pages yet.',

  // REG: applicant sign-up, phones, landing, cycle home, register for a match cycle, contact info
  RegSignUpTitle: 'Applicant registration',
  RegSignUpIntro:
    'Create your Matchline applicant account. You can register for a match cycle now or later from your home page.',
  RegAccount: 'Account',
  RegConfirmPassword: 'Confirm password',
  RegSalutation: 'Salutation',
  RegFirstName: 'First name',
  RegMiddleName: 'Middle name',
  RegLastName: 'Last name',
  RegContact: 'Contact',
  RegCellPhone: 'Cell phone',
  RegMatchCycle: 'Match cycle',
  RegRegisterFor: 'Register for a match cycle',
  RegNoCycleYet: 'Not now',
  RegCycleWithFee: '{name} (fee {fee})',
  RegAcceptPrivacy: 'I accept the',
  RegPrivacyLink: 'privacy policy and terms of usage',
  RegCreateAccount: 'Create account',
  RegFeeDue: 'The registration fee of {amount} is due before you can send applications.',

  // LETTERS: personal statements and letters of reference, the writer's upload page
  LtApplicant: 'Applicant',
  LtWaiverTitle: 'Right to view',
  LtWriterWaived: 'The applicant waived the right to view this letter.',
  LtWriterNotWaived: 'The applicant did not waive the right to view this letter.',
  LtWriterUploaded: 'Thank you. Your letter was uploaded on {date}. You can upload a new version below.',
  LtUploadPdf: 'Letter of reference (PDF)',
  LtUploadNewVersion: 'New version of the letter (PDF)',
  LtUpload: 'Upload',

  // Results per audience: send now, medical school, society and public results (issue 6)
  PubResultsDescription:
    'Results of past matches per specialty: positions offered and filled, applicants matched, and how far down their rank lists applicants matched. No personal data is shown.',
  PubResultsEmpty: 'No match results have been published yet.',
  PubResultsSpecialtyFilter: 'Specialty',
  PubResultsAllSpecialties: 'All specialties',
  PubFillRate: 'Fill rate',
  PubApplicantsInMatch: 'Applicants in the match',
  PubMatchedApplicants: 'Matched applicants',
  PubMedianChoice: 'Median choice matched',
  PubFirstChoice: 'Matched to 1st choice',
  PubTopThree: 'Matched within top 3',
  PubTopFive: 'Matched within top 5',
  PubDistributionLabel: 'Matched applicants by choice in {cycle}',
  PubChoice: 'Choice',
  PubChoiceBeyond: '11 or lower',
  PubApplicants: 'Applicants',

  // VACANCIES and program surveys (issue 16, ADR 0025)
  VacPublicIntro:
    'Positions still open after the match or during the year. Sign in as an applicant to save, subscribe and apply.',
  VacSignInToApply: 'Sign in as an applicant to apply.',
};
