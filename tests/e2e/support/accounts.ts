import { type Role, roleHomePath } from '../../../core/domain/roles.ts';
import { applicantEmail, applicantSeeds, demoPassword, demoUsers } from '../../../server/db/seed/people.ts';

/** A seeded account as the e2e tests use it: how to sign in, who it is, where it lands. */
export type Account = {
  email: string;
  password: string;
  role: Role;
  /** First and last name, as the user menu and the welcome heading show it. */
  name: string;
  home: string;
  /** The page heading (h1) of the role home. */
  homeHeading: string;
};

/** The heading each role home shows (the admin home is the match cycles list). */
const homeHeadings: Record<Role, string> = {
  Admin: 'Match cycles',
  Applicant: 'Applicant home',
  ProgramUser: 'Program home',
  MedSchoolUser: 'Medical school home',
  SocietyUser: 'Society summary',
};

function account(person: { email: string; role: Role; firstName: string; lastName: string }): Account {
  return {
    email: person.email,
    password: demoPassword,
    role: person.role,
    name: `${person.firstName} ${person.lastName}`,
    home: roleHomePath[person.role],
    homeHeading: homeHeadings[person.role],
  };
}

/** The one demo account per role of the seed (server/db/seed/people.ts). */
export const demoAccounts = {
  admin: account(demoUsers.admin),
  applicant: account(demoUsers.applicant),
  program: account(demoUsers.program),
  school: account(demoUsers.school),
  society: account(demoUsers.society),
} satisfies Record<string, Account>;

/**
 * A seeded applicant that is not a demo account, so a test may change its password without
 * disturbing the tests that sign in as the demo users. `index` picks a different one per test.
 */
export function seededApplicant(index: number): Account {
  const person = applicantSeeds[index];
  if (!person) throw new Error(`The seed has no applicant #${index}.`);
  return account({ ...person, email: applicantEmail(person), role: 'Applicant' });
}

/** The address Contact Us mails to: the server's SUPPORT_EMAIL default. */
export const supportEmail = 'support@matchline.test';
