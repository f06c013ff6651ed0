import { describe, expect, it } from 'vitest';
import { type CasFacts, casMissingItems, casSectionHref } from './cas-completeness.ts';
import { messages } from './messages.ts';

const complete: CasFacts = {
  firstName: 'Jordan',
  lastName: 'Alvarez',
  dateOfBirth: '1998-04-02',
  hasVerifiedPhone: true,
  hasAddress: true,
  hasMedicalSchoolEducation: true,
  hasExamNumber: true,
  personalStatementsCount: 1,
  requestedLettersCount: 1,
};

describe('CAS completeness', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(casMissingItems(complete)).toEqual([]);
  });

  it('names every missing item with its section, in the order of the form', () => {
    const missing = casMissingItems({
      firstName: ' ',
      lastName: '',
      dateOfBirth: null,
      hasVerifiedPhone: false,
      hasAddress: false,
      hasMedicalSchoolEducation: false,
      hasExamNumber: false,
      personalStatementsCount: 0,
      requestedLettersCount: 0,
    });
    expect(missing).toEqual([
      { key: 'name', label: messages.CasMissingName, section: 'personalInfo' },
      { key: 'dateOfBirth', label: messages.CasMissingDateOfBirth, section: 'personalInfo' },
      { key: 'verifiedPhone', label: messages.CasMissingVerifiedPhone, section: 'contactInfo' },
      { key: 'address', label: messages.CasMissingAddress, section: 'contactInfo' },
      { key: 'medicalSchool', label: messages.CasMissingMedicalSchool, section: 'education' },
      { key: 'examNumber', label: messages.CasMissingExamNumber, section: 'examinations' },
      {
        key: 'personalStatement',
        label: messages.CasMissingPersonalStatement,
        section: 'personalStatements',
      },
      { key: 'letter', label: messages.CasMissingLetter, section: 'letters' },
    ]);
  });

  it('checks each item on its own', () => {
    expect(casMissingItems({ ...complete, lastName: '' }).map((m) => m.key)).toEqual(['name']);
    expect(casMissingItems({ ...complete, hasVerifiedPhone: false }).map((m) => m.key)).toEqual([
      'verifiedPhone',
    ]);
    expect(casMissingItems({ ...complete, requestedLettersCount: 0 }).map((m) => m.key)).toEqual(['letter']);
  });

  it('links to the section inside the cycle, or to the profile page outside one', () => {
    expect(casSectionHref('education', 'OPH-2026')).toBe('/applicant/OPH-2026/personal-info/education');
    expect(casSectionHref('personalInfo', 'OPH-2026')).toBe('/applicant/OPH-2026/personal-info');
    expect(casSectionHref('letters', 'OPH-2026')).toBe('/applicant/OPH-2026/letters-of-reference');
    expect(casSectionHref('personalInfo', null)).toBe('/applicant/profile/edit');
    expect(casSectionHref('contactInfo', null)).toBe('/applicant/profile/contact-info');
    expect(casSectionHref('personalStatements', null)).toBe('/applicant/profile/personal-statements');
  });
});
