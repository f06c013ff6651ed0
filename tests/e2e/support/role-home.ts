import type { Locator, Page } from '@playwright/test';
import { demoSchoolCode, medicalSchoolSeeds } from '../../../server/db/seed/people.ts';
import { demoProgramCode } from '../../../server/db/seed/programs.ts';
import type { Account } from './accounts.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo school user's school, by the name its home shows. */
const demoSchoolName = medicalSchoolSeeds.find((s) => s.code === demoSchoolCode)?.name ?? demoSchoolCode;

/**
 * What shows that a role home has loaded with the signed-in account's own data (each home's real
 * content, issue 13): the applicant landing lists the cycles the applicant registered for (the demo
 * applicant: OPH); the program home its programs (the demo program by its code); the medical school home
 * its schools; the society summary its quick links; the admin home, the match cycles list, its actions.
 */
export function roleHomeContent(page: Page, account: Account): Locator {
  switch (account.role) {
    case 'Applicant':
      return page
        .getByRole('region', { name: 'My match cycles' })
        .getByRole('link', { name: 'Ophthalmology Residency Match 2026-2027' });
    case 'ProgramUser':
      return page
        .getByRole('region', { name: 'Your programs' })
        .getByRole('heading', { name: new RegExp(`\\(${escaped(demoProgramCode)}\\)$`) });
    case 'MedSchoolUser':
      return page
        .getByRole('region', { name: 'Your medical schools' })
        .getByRole('heading', { name: demoSchoolName, exact: true });
    case 'SocietyUser':
      return page
        .getByRole('navigation', { name: 'Society pages' })
        .getByRole('link', { name: 'Programs', exact: true });
    case 'Admin':
      return page.getByRole('link', { name: 'New match cycle', exact: true });
  }
}
