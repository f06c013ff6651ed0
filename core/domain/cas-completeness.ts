/**
 * The CAS completeness check (issue 5): what an applicant must fill in before programs get a useful
 * application. Each missing item is named with the profile section where it is filled in, so the
 * CAS page links straight to it. Pure: the server computes it from what it read, the PDF prints it.
 */
import { type MessageKey, messages } from './messages.ts';

/** The facts the check needs, already read from the applicant's profile. */
export type CasFacts = {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  hasVerifiedPhone: boolean;
  hasAddress: boolean;
  hasMedicalSchoolEducation: boolean;
  /** USMLE or COMLEX (NBOME) number given. */
  hasExamNumber: boolean;
  personalStatementsCount: number;
  /** Letters requested and not canceled. */
  requestedLettersCount: number;
};

/** Where each item is filled in: a path below `/applicant/:matchCycleCode/` (or `/applicant/profile/`). */
export const casSections = {
  personalInfo: 'personal-info',
  contactInfo: 'personal-info/contact-info',
  education: 'personal-info/education',
  examinations: 'personal-info/examinations',
  personalStatements: 'personal-statements',
  letters: 'letters-of-reference',
} as const;
export type CasSection = keyof typeof casSections;

export type CasMissingKey =
  | 'name'
  | 'dateOfBirth'
  | 'verifiedPhone'
  | 'address'
  | 'medicalSchool'
  | 'examNumber'
  | 'personalStatement'
  | 'letter';

export type CasMissingItem = { key: CasMissingKey; label: string; section: CasSection };

const rules: readonly {
  key: CasMissingKey;
  label: MessageKey;
  section: CasSection;
  isMet: (facts: CasFacts) => boolean;
}[] = [
  {
    key: 'name',
    label: 'CasMissingName',
    section: 'personalInfo',
    isMet: (f) => f.firstName.trim() !== '' && f.lastName.trim() !== '',
  },
  {
    key: 'dateOfBirth',
    label: 'CasMissingDateOfBirth',
    section: 'personalInfo',
    isMet: (f) => !!f.dateOfBirth,
  },
  {
    key: 'verifiedPhone',
    label: 'CasMissingVerifiedPhone',
    section: 'contactInfo',
    isMet: (f) => f.hasVerifiedPhone,
  },
  { key: 'address', label: 'CasMissingAddress', section: 'contactInfo', isMet: (f) => f.hasAddress },
  {
    key: 'medicalSchool',
    label: 'CasMissingMedicalSchool',
    section: 'education',
    isMet: (f) => f.hasMedicalSchoolEducation,
  },
  {
    key: 'examNumber',
    label: 'CasMissingExamNumber',
    section: 'examinations',
    isMet: (f) => f.hasExamNumber,
  },
  {
    key: 'personalStatement',
    label: 'CasMissingPersonalStatement',
    section: 'personalStatements',
    isMet: (f) => f.personalStatementsCount > 0,
  },
  { key: 'letter', label: 'CasMissingLetter', section: 'letters', isMet: (f) => f.requestedLettersCount > 0 },
];

/** The missing items in the order of the CAS form; an empty list means complete. */
export function casMissingItems(facts: CasFacts): CasMissingItem[] {
  return rules
    .filter((rule) => !rule.isMet(facts))
    .map((rule) => ({ key: rule.key, label: messages[rule.label], section: rule.section }));
}

/** The address of a section: inside the cycle when the page has one, else the profile's own page. */
export function casSectionHref(section: CasSection, matchCycleCode: string | null): string {
  const path = casSections[section];
  if (matchCycleCode) return `/applicant/${encodeURIComponent(matchCycleCode)}/${path}`;
  return `/applicant/profile/${path.replace(/^personal-info\/?/, '') || 'edit'}`;
}
