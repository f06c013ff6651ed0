/**
 * Demo medical schools, applicants and the one demo account per role. Schools are fictional; contact
 * numbers use the 555-01xx fiction range (or its local equivalent) and mail the reserved .example TLD.
 */
import type { Role } from '../../../core/domain/roles.ts';

export type MedicalSchoolSeed = {
  code: string;
  name: string;
  type: 'Allopathic' | 'Osteopathic' | 'International';
  degree: 'MD' | 'DO' | 'MBBS';
  email: string;
  phone: string;
  fax: string;
  addressLine: string;
  city: string;
  /** US postal code of the state, or null abroad. */
  state: string | null;
  countryIsoCode: string;
  zip: string;
  isActive: boolean;
};

export const medicalSchoolSeeds: MedicalSchoolSeed[] = [
  {
    code: 'PNWU-SOM',
    name: 'Pacific Northwest University School of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'student.affairs@med.pnwu.example',
    phone: '+1 (503) 555-0110',
    fax: '503-555-0111',
    addressLine: '3181 SW Sam Fisher Boulevard',
    city: 'Portland',
    state: 'OR',
    countryIsoCode: 'US',
    zip: '97239',
    isActive: true,
  },
  {
    code: 'GSU-COM',
    name: 'Golden State University College of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'registrar@medicine.gsu.example',
    phone: '+1 (323) 555-0120',
    fax: '323-555-0121',
    addressLine: '1975 Zonal Avenue',
    city: 'Los Angeles',
    state: 'CA',
    countryIsoCode: 'US',
    zip: '90033',
    isActive: true,
  },
  {
    code: 'LSU-MS',
    name: 'Lone Star University Medical School',
    type: 'Allopathic',
    degree: 'MD',
    email: 'mspe.office@lsums.example',
    phone: '+1 (713) 555-0130',
    fax: '713-555-0131',
    addressLine: '6431 Fannin Street',
    city: 'Houston',
    state: 'TX',
    countryIsoCode: 'US',
    zip: '77030',
    isActive: true,
  },
  {
    code: 'GLU-SOM',
    name: 'Great Lakes University School of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'deans.office@med.glu.example',
    phone: '+1 (312) 555-0140',
    fax: '312-555-0141',
    addressLine: '1853 West Polk Street',
    city: 'Chicago',
    state: 'IL',
    countryIsoCode: 'US',
    zip: '60612',
    isActive: true,
  },
  {
    code: 'CWU-SOM',
    name: 'Commonwealth University School of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'student.affairs@cwumed.example',
    phone: '+1 (617) 555-0150',
    fax: '617-555-0151',
    addressLine: '72 East Concord Street',
    city: 'Boston',
    state: 'MA',
    countryIsoCode: 'US',
    zip: '02118',
    isActive: true,
  },
  {
    code: 'PTU-SOM',
    name: 'Peachtree University School of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'registrar@med.peachtree.example',
    phone: '+1 (404) 555-0160',
    fax: '404-555-0161',
    addressLine: '100 Woodruff Circle',
    city: 'Atlanta',
    state: 'GA',
    countryIsoCode: 'US',
    zip: '30322',
    isActive: true,
  },
  {
    code: 'FRCOM',
    name: 'Front Range College of Osteopathic Medicine',
    type: 'Osteopathic',
    degree: 'DO',
    email: 'records@frcom.example',
    phone: '+1 (720) 555-0170',
    fax: '720-555-0171',
    addressLine: '8401 South Chambers Road',
    city: 'Parker',
    state: 'CO',
    countryIsoCode: 'US',
    zip: '80134',
    isActive: true,
  },
  {
    code: 'BRCOM',
    name: 'Blue Ridge College of Osteopathic Medicine',
    type: 'Osteopathic',
    degree: 'DO',
    email: 'student.services@brcom.example',
    phone: '+1 (540) 555-0180',
    fax: '540-555-0181',
    addressLine: '2265 Kraft Drive',
    city: 'Blacksburg',
    state: 'VA',
    countryIsoCode: 'US',
    zip: '24060',
    isActive: true,
  },
  {
    code: 'WIU-SOM',
    name: 'Windward Isles University School of Medicine',
    type: 'International',
    degree: 'MD',
    email: 'clinical.records@wiu.example',
    phone: '+1 (473) 555-0190',
    fax: '473-555-0191',
    addressLine: 'True Blue Campus',
    city: "St. George's",
    state: null,
    countryIsoCode: 'GD',
    zip: '',
    isActive: true,
  },
  {
    code: 'DIMS-HYD',
    name: 'Deccan Institute of Medical Sciences',
    type: 'International',
    degree: 'MBBS',
    email: 'academic.office@dims.example',
    phone: '+91 40 5550 1234',
    fax: '+91-40-5550-1235',
    addressLine: 'Road No. 12, Banjara Hills',
    city: 'Hyderabad',
    state: null,
    countryIsoCode: 'IN',
    zip: '500034',
    isActive: true,
  },
  {
    code: 'NPU-SOM',
    name: 'Northern Plains University School of Medicine',
    type: 'Allopathic',
    degree: 'MD',
    email: 'registrar@med.npu.example',
    phone: '+1 (701) 555-0100',
    fax: '701-555-0101',
    addressLine: '1301 North Columbia Road',
    city: 'Grand Forks',
    state: 'ND',
    countryIsoCode: 'US',
    zip: '58202',
    // Stopped taking part: kept so old records still name it.
    isActive: false,
  },
];

export type PersonSeed = {
  firstName: string;
  lastName: string;
  middleName?: string;
  salutation?: string;
  credentials?: { label: string; value: string }[];
};

export type DemoUserSeed = PersonSeed & { email: string; role: Role };

export const demoPassword = 'Matchline#2026';

const md = [{ label: 'MD', value: 'MD' }];

export const demoUsers = {
  admin: { email: 'admin@matchline.test', role: 'Admin', firstName: 'Dana', lastName: 'Whitfield' },
  applicant: {
    email: 'applicant@matchline.test',
    role: 'Applicant',
    firstName: 'Jordan',
    middleName: 'Ellis',
    lastName: 'Alvarez',
  },
  program: {
    email: 'program@matchline.test',
    role: 'ProgramUser',
    firstName: 'Samuel',
    lastName: 'Okafor',
    salutation: 'Dr.',
    credentials: md,
  },
  school: { email: 'school@matchline.test', role: 'MedSchoolUser', firstName: 'Helen', lastName: 'Marsh' },
  society: {
    email: 'society@matchline.test',
    role: 'SocietyUser',
    firstName: 'Laura',
    lastName: 'Chen',
    salutation: 'Dr.',
    credentials: md,
  },
} satisfies Record<string, DemoUserSeed>;

/** The school of the demo school user and of the demo applicant. */
export const demoSchoolCode = 'PNWU-SOM';
/** Specialties the demo society user follows. */
export const demoSocietySpecialties = ['OPH', 'PDO'];
/** Cycles (by specialty code) the demo applicant registered for this season. */
export const demoApplicantSpecialties = ['OPH'];

export type ApplicantSeed = PersonSeed & {
  school: string;
  graduationYearsAgo: number;
  /** Specialty codes whose current cycle the applicant registered for. */
  specialties: string[];
  /** The mailbox's name for a name not written in Latin letters (e.g. 'nadezhda.petrova'). */
  emailName?: string;
};

/**
 * [first, middle, last, school code, years between graduation and the current season's match, specialties].
 * Residency applicants graduate at the match (0) or shortly before; fellowship applicants are
 * finishing residency, so they graduated 4 to 7 years earlier.
 */
const rows: [string, string | null, string, string, number, string[], string?][] = [
  ['Priya', null, 'Raman', 'GSU-COM', 0, ['OPH']],
  ['Mateo', 'Luis', 'Hernández', 'LSU-MS', 0, ['OPH']],
  ['Aisha', null, 'Bello', 'GLU-SOM', 0, ['OPH', 'NEU']],
  ['Ethan', 'James', 'Whitaker', 'PNWU-SOM', 0, ['OPH']],
  ['Mei', null, 'Tanaka', 'CWU-SOM', 0, ['OPH']],
  ['Daniel', 'Kwame', 'Mensah', 'PTU-SOM', 0, ['OPH']],
  ['Sofia', null, 'Rossi', 'GSU-COM', 0, ['OPH']],
  ['Hannah', 'Grace', 'Lindqvist', 'PNWU-SOM', 0, ['OPH']],
  ['Omar', null, 'Haddad', 'DIMS-HYD', 2, ['OPH']],
  ['Grace', 'Min-ji', 'Park', 'CWU-SOM', 0, ['OPH']],
  ['Lucas', null, 'Oliveira', 'WIU-SOM', 1, ['OPH']],
  // Names as their owners write them: packets and PDFs must carry any script (issue 16). No e2e spec
  // signs in as these two (an applicant who edits their profile would rename them).
  ['Надежда', null, 'Петрова', 'GLU-SOM', 0, ['OPH'], 'nadezhda.petrova'],
  ['Tyler', 'Scott', 'Brooks', 'FRCOM', 0, ['OPH']],
  ['Fatima', null, 'Zahra', 'LSU-MS', 0, ['OPH', 'NEU']],
  ['芳', null, '王', 'GSU-COM', 0, ['OPH'], 'fang.wang'],
  ['Isabella', 'Marie', 'Costa', 'PTU-SOM', 0, ['OPH']],
  ['Arjun', null, 'Mehta', 'DIMS-HYD', 1, ['OPH']],
  ['Chloe', null, 'Dubois', 'CWU-SOM', 0, ['OPH']],
  ['Marcus', 'Anthony', 'Reed', 'BRCOM', 0, ['NEU']],
  ['Yuki', null, 'Sato', 'GLU-SOM', 0, ['NEU']],
  ['Elena', 'Sofía', 'García', 'LSU-MS', 0, ['NEU']],
  ['Benjamin', null, 'Cohen', 'CWU-SOM', 0, ['NEU']],
  ['Amara', null, 'Okonkwo', 'PTU-SOM', 0, ['NEU']],
  ['Ravi', 'Kumar', 'Shankar', 'DIMS-HYD', 3, ['NEU']],
  ['Olivia', null, 'Bennett', 'FRCOM', 0, ['NEU']],
  ['Diego', null, 'Ramírez', 'WIU-SOM', 1, ['NEU']],
  ['Leah', 'Rose', 'Goldberg', 'PNWU-SOM', 0, ['NEU']],
  ['Samir', null, 'Khalil', 'GLU-SOM', 0, ['NEU']],
  ['Emily', 'Anne', 'Foster', 'BRCOM', 0, ['NEU']],
  ['Jae-won', null, 'Kim', 'GSU-COM', 0, ['NEU', 'OPH']],
  ['Noah', null, 'Lambert', 'LSU-MS', 0, ['NEU']],
  ['Zanele', null, 'Dlamini', 'WIU-SOM', 2, ['NEU']],
  ['Catherine', 'Louise', 'Wright', 'CWU-SOM', 5, ['PDO']],
  ['Andrés', null, 'Morales', 'GSU-COM', 5, ['PDO']],
  ['Sunita', null, 'Rao', 'DIMS-HYD', 7, ['PDO']],
  ['Michael', 'Thomas', "O'Brien", 'GLU-SOM', 5, ['PDO']],
  ['Layla', null, 'Hassan', 'PTU-SOM', 5, ['PDO']],
  ['Victoria', null, 'Adeyemi', 'LSU-MS', 5, ['DPA']],
  ['Jonathan', 'Lee', 'Park', 'CWU-SOM', 5, ['DPA']],
  ['Rebecca', null, 'Stein', 'GLU-SOM', 6, ['DPA']],
  ['Carlos', null, 'Mendoza', 'WIU-SOM', 6, ['DPA']],
  ['Anna', 'Katarina', 'Novak', 'PNWU-SOM', 5, ['DPA']],
  ['William', null, 'Hayes', 'PTU-SOM', 7, ['PLS']],
  ['Sarah', 'Elizabeth', 'Kowalski', 'CWU-SOM', 7, ['PLS']],
  ['Hiroshi', null, 'Yamamoto', 'GSU-COM', 6, ['PLS']],
  ['Adaeze', null, 'Nwosu', 'LSU-MS', 7, ['PLS']],
  ['Gabriel', 'José', 'Santos', 'WIU-SOM', 7, ['PLS']],
  ['Megan', null, 'Sullivan', 'FRCOM', 6, ['PLS']],
  ['Vikram', null, 'Iyer', 'DIMS-HYD', 8, ['PLS']],
  ['Rachel', 'Ann', 'Morrison', 'GLU-SOM', 7, ['PLS']],
  ['Tomás', null, 'Herrera', 'GSU-COM', 6, ['PLS']],
  ['Jessica', 'Lynn', 'Taylor', 'BRCOM', 4, ['ANE']],
  ['Ahmed', null, 'Farouk', 'DIMS-HYD', 6, ['ANE']],
  ['Natalie', null, 'Brennan', 'PNWU-SOM', 4, ['ANE']],
  ['Kofi', 'Ama', 'Asante', 'PTU-SOM', 4, ['ANE']],
  ['Lina', null, 'Chowdhury', 'GLU-SOM', 4, ['ANE']],
  ['Patrick', 'John', 'Murphy', 'LSU-MS', 5, ['ANE']],
  ['Ming', null, 'Zhao', 'CWU-SOM', 4, ['ANE']],
  ['Isaac', null, 'Rosenthal', 'FRCOM', 4, ['ANE']],
];

export const applicantSeeds: ApplicantSeed[] = rows.map(
  ([firstName, middleName, lastName, school, ago, specialties, emailName]) => ({
    firstName,
    lastName,
    ...(middleName ? { middleName } : {}),
    ...(emailName ? { emailName } : {}),
    school,
    graduationYearsAgo: ago,
    specialties,
  }),
);

/** A mailbox from a name: lowercase ASCII, accents dropped, apostrophes and spaces removed. */
export function applicantEmail(person: PersonSeed & { emailName?: string }): string {
  if (person.emailName) return `${person.emailName}@applicants.matchline.test`;
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
  return `${part(person.firstName)}.${part(person.lastName)}@applicants.matchline.test`;
}

/** Matchline ids of applicants: the demo applicant is the first. */
export function applicantCode(index: number): string {
  return `ML-${String(100_001 + index)}`;
}
