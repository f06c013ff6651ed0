import type { Session, UserProfile } from '../core/contracts/auth/auth.contract.ts';
import type {
  Country,
  HonorType,
  TimeZone,
} from '../core/contracts/reference-data/reference-data.contract.ts';
import type { Role } from '../core/domain/roles.ts';

/** Small, realistic data for msw: enough for the shell, the forms and the formatters. */
export const demoCountries: Country[] = [
  {
    id: 1,
    isoCode: 'US',
    name: 'United States',
    states: [
      { id: 5, name: 'California', shortName: 'CA', countryId: 1 },
      { id: 33, name: 'New York', shortName: 'NY', countryId: 1 },
      { id: 44, name: 'Texas', shortName: 'TX', countryId: 1 },
      { id: 48, name: 'Washington', shortName: 'WA', countryId: 1 },
    ],
  },
  {
    id: 2,
    isoCode: 'CA',
    name: 'Canada',
    states: [
      { id: 101, name: 'Ontario', shortName: 'ON', countryId: 2 },
      { id: 102, name: 'Quebec', shortName: 'QC', countryId: 2 },
      { id: 103, name: 'British Columbia', shortName: 'BC', countryId: 2 },
    ],
  },
  { id: 3, isoCode: 'GB', name: 'United Kingdom', states: [] },
];

const zone = (
  abbreviation: string,
  description: string,
  baseUtcOffset: string,
  dst: boolean,
  winTz: string,
  ianaTz: string,
): TimeZone => ({
  abbreviation,
  description,
  baseUtcOffset,
  gmtString: `(GMT${baseUtcOffset.slice(0, 6)})`,
  dst,
  winTz,
  ianaTz,
});

export const demoTimeZones: TimeZone[] = [
  zone('HST', 'Hawaii', '-10:00:00', false, 'Hawaiian Standard Time', 'Pacific/Honolulu'),
  zone('AKST', 'Alaska', '-09:00:00', true, 'Alaskan Standard Time', 'America/Anchorage'),
  zone(
    'PST',
    'Pacific Time (US & Canada)',
    '-08:00:00',
    true,
    'Pacific Standard Time',
    'America/Los_Angeles',
  ),
  zone('MST', 'Arizona', '-07:00:00', false, 'US Mountain Standard Time', 'America/Phoenix'),
  zone('MST', 'Mountain Time (US & Canada)', '-07:00:00', true, 'Mountain Standard Time', 'America/Denver'),
  zone('CST', 'Central Time (US & Canada)', '-06:00:00', true, 'Central Standard Time', 'America/Chicago'),
  zone('EST', 'Eastern Time (US & Canada)', '-05:00:00', true, 'Eastern Standard Time', 'America/New_York'),
  zone('UTC', 'Coordinated Universal Time', '+00:00:00', false, 'UTC', 'Etc/UTC'),
  zone('GMT', 'London', '+00:00:00', true, 'GMT Standard Time', 'Europe/London'),
  zone('IST', 'India', '+05:30:00', false, 'India Standard Time', 'Asia/Kolkata'),
];

export const demoHonorTypes: HonorType[] = [
  {
    id: 1,
    knownHonorTypeEnum: 'AoaStatus',
    displayName: 'Alpha Omega Alpha',
    items: [
      { id: 1, value: 'Member' },
      { id: 2, value: 'Not elected' },
      { id: 3, value: 'School has no chapter' },
    ],
    isCustom: false,
    isUnique: true,
    isMandatory: true,
  },
  {
    id: 4,
    knownHonorTypeEnum: 'Unknown',
    displayName: 'Other honor',
    items: [],
    isCustom: true,
    isUnique: false,
    isMandatory: false,
  },
];

export const DEMO_PASSWORD = 'Matchline#2026';

const demoPeople: Record<string, { role: Role; firstName: string; lastName: string }> = {
  'admin@matchline.test': { role: 'Admin', firstName: 'Dana', lastName: 'Whitfield' },
  'applicant@matchline.test': { role: 'Applicant', firstName: 'Priya', lastName: 'Raman' },
  'program@matchline.test': { role: 'ProgramUser', firstName: 'Marcus', lastName: 'Ellery' },
  'school@matchline.test': { role: 'MedSchoolUser', firstName: 'Helen', lastName: 'Okafor' },
  'society@matchline.test': { role: 'SocietyUser', firstName: 'Tomás', lastName: 'Reyes' },
};

export function demoUser(email: string): UserProfile | null {
  const person = demoPeople[email.toLowerCase()];
  if (!person) return null;
  return {
    id: `user-${person.role.toLowerCase()}`,
    email: email.toLowerCase(),
    firstName: person.firstName,
    lastName: person.lastName,
    middleName: null,
    salutation: null,
    fullName: `${person.firstName} ${person.lastName}`,
    credentials: [],
    minifiedAvatarUrl: null,
    originalAvatar: null,
    roles: [person.role],
    role: person.role,
    status: 'Active',
  };
}

export function demoSession(user: UserProfile, now = Date.now()): Session {
  return {
    status: 'Success',
    idToken: `token-for-${user.email}`,
    expiresAt: now + 15 * 60_000,
    user,
    impersonatedByEmail: null,
  };
}
