/**
 * Demo institutions (fictional, across US states, DC and Puerto Rico) and their training programs.
 * Phone numbers use the 555-01xx range reserved for fiction; websites use the reserved .example TLD.
 */
export type InstitutionSeed = {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  areaCode: string;
  domain: string;
  beds: number;
};

export const institutionSeeds: InstitutionSeed[] = [
  {
    name: 'Pacific Northwest University Medical Center',
    street: '3200 SW Marquam Hill Road',
    city: 'Portland',
    state: 'OR',
    zip: '97239',
    areaCode: '503',
    domain: 'pnwumc.example',
    beds: 576,
  },
  {
    name: 'Bayview General Hospital',
    street: '1450 Potrero Avenue',
    city: 'San Francisco',
    state: 'CA',
    zip: '94110',
    areaCode: '415',
    domain: 'bayviewgeneral.example',
    beds: 420,
  },
  {
    name: 'Golden State University Eye Institute',
    street: '1355 San Pablo Street',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90033',
    areaCode: '323',
    domain: 'gsueye.example',
    beds: 110,
  },
  {
    name: 'Lone Star Medical College Hospital',
    street: '6720 Bertner Avenue',
    city: 'Houston',
    state: 'TX',
    zip: '77030',
    areaCode: '713',
    domain: 'lonestarmed.example',
    beds: 860,
  },
  {
    name: 'Hill Country University Health',
    street: '7703 Floyd Curl Drive',
    city: 'San Antonio',
    state: 'TX',
    zip: '78229',
    areaCode: '210',
    domain: 'hillcountryhealth.example',
    beds: 496,
  },
  {
    name: 'Great Lakes University Hospitals',
    street: '1740 West Taylor Street',
    city: 'Chicago',
    state: 'IL',
    zip: '60612',
    areaCode: '312',
    domain: 'glu-hospitals.example',
    beds: 695,
  },
  {
    name: 'Mid-Atlantic Eye and Ear Infirmary',
    street: '600 North Wolfe Street',
    city: 'Baltimore',
    state: 'MD',
    zip: '21287',
    areaCode: '410',
    domain: 'midatlanticeye.example',
    beds: 96,
  },
  {
    name: 'Empire State Medical Center',
    street: '550 First Avenue',
    city: 'New York',
    state: 'NY',
    zip: '10016',
    areaCode: '212',
    domain: 'empirestatemed.example',
    beds: 1_084,
  },
  {
    name: 'Hudson Valley University Hospital',
    street: '43 New Scotland Avenue',
    city: 'Albany',
    state: 'NY',
    zip: '12208',
    areaCode: '518',
    domain: 'hvuh.example',
    beds: 766,
  },
  {
    name: 'Commonwealth University Medical Center',
    street: '1 Boston Medical Center Place',
    city: 'Boston',
    state: 'MA',
    zip: '02118',
    areaCode: '617',
    domain: 'commonwealthmed.example',
    beds: 514,
  },
  {
    name: 'Rocky Mountain Regional Health Sciences Center',
    street: '12605 East 16th Avenue',
    city: 'Aurora',
    state: 'CO',
    zip: '80045',
    areaCode: '720',
    domain: 'rmrhsc.example',
    beds: 678,
  },
  {
    name: 'Desert Southwest University Medical Center',
    street: '1111 East McDowell Road',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85006',
    areaCode: '602',
    domain: 'dswumc.example',
    beds: 733,
  },
  {
    name: 'Peachtree University Hospital',
    street: '1364 Clifton Road NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30322',
    areaCode: '404',
    domain: 'peachtreehospital.example',
    beds: 751,
  },
  {
    name: 'Gulf Coast Medical Center',
    street: '1 Tampa General Circle',
    city: 'Tampa',
    state: 'FL',
    zip: '33606',
    areaCode: '813',
    domain: 'gulfcoastmed.example',
    beds: 1_040,
  },
  {
    name: 'Biscayne University Medical Center',
    street: '1611 NW 12th Avenue',
    city: 'Miami',
    state: 'FL',
    zip: '33136',
    areaCode: '305',
    domain: 'biscaynemed.example',
    beds: 1_498,
  },
  {
    name: 'Twin Cities University Medical Center',
    street: '500 Harvard Street SE',
    city: 'Minneapolis',
    state: 'MN',
    zip: '55455',
    areaCode: '612',
    domain: 'twincitiesmed.example',
    beds: 1_700,
  },
  {
    name: 'Buckeye Regional Medical Center',
    street: '410 West 10th Avenue',
    city: 'Columbus',
    state: 'OH',
    zip: '43210',
    areaCode: '614',
    domain: 'buckeyeregional.example',
    beds: 1_059,
  },
  {
    name: 'Three Rivers University Hospital',
    street: '200 Lothrop Street',
    city: 'Pittsburgh',
    state: 'PA',
    zip: '15213',
    areaCode: '412',
    domain: 'threerivershospital.example',
    beds: 757,
  },
  {
    name: 'Piedmont University Medical Center',
    street: '2301 Erwin Road',
    city: 'Durham',
    state: 'NC',
    zip: '27710',
    areaCode: '919',
    domain: 'piedmontumc.example',
    beds: 1_062,
  },
  {
    name: 'Music City University Medical Center',
    street: '1211 Medical Center Drive',
    city: 'Nashville',
    state: 'TN',
    zip: '37232',
    areaCode: '615',
    domain: 'musiccitymed.example',
    beds: 1_019,
  },
  {
    name: 'Bayou State Medical Center',
    street: '2000 Canal Street',
    city: 'New Orleans',
    state: 'LA',
    zip: '70112',
    areaCode: '504',
    domain: 'bayoustatemed.example',
    beds: 446,
  },
  {
    name: 'Wasatch University Hospital',
    street: '50 North Medical Drive',
    city: 'Salt Lake City',
    state: 'UT',
    zip: '84132',
    areaCode: '801',
    domain: 'wasatchhospital.example',
    beds: 548,
  },
  {
    name: 'Puget Sound University Medical Center',
    street: '1959 NE Pacific Street',
    city: 'Seattle',
    state: 'WA',
    zip: '98195',
    areaCode: '206',
    domain: 'pugetsoundmed.example',
    beds: 529,
  },
  {
    name: 'Heartland University Hospital',
    street: '4000 Cambridge Street',
    city: 'Kansas City',
    state: 'KS',
    zip: '66160',
    areaCode: '913',
    domain: 'heartlandhospital.example',
    beds: 953,
  },
  {
    name: 'Tidewater University Hospital',
    street: '600 Gresham Drive',
    city: 'Norfolk',
    state: 'VA',
    zip: '23507',
    areaCode: '757',
    domain: 'tidewaterhospital.example',
    beds: 525,
  },
  {
    name: 'Prairie University Medical Center',
    street: '4350 Dewey Avenue',
    city: 'Omaha',
    state: 'NE',
    zip: '68198',
    areaCode: '402',
    domain: 'prairiemed.example',
    beds: 718,
  },
  {
    name: 'Lakeshore University Hospital',
    street: '9200 West Wisconsin Avenue',
    city: 'Milwaukee',
    state: 'WI',
    zip: '53226',
    areaCode: '414',
    domain: 'lakeshorehospital.example',
    beds: 738,
  },
  {
    name: 'Capital City Medical Center',
    street: '3800 Reservoir Road NW',
    city: 'Washington',
    state: 'DC',
    zip: '20007',
    areaCode: '202',
    domain: 'capitalcitymed.example',
    beds: 609,
  },
  {
    name: 'San Juan University Hospital',
    street: 'Paseo Dr. José Celso Barbosa',
    city: 'San Juan',
    state: 'PR',
    zip: '00936',
    areaCode: '787',
    domain: 'sanjuanhospital.example',
    beds: 420,
  },
];

export type ProgramSeed = {
  code: string;
  specialty: string;
  subspecialty?: string;
  institution: string;
  /** Positions offered in the current season; the previous season offered a comparable number. */
  positions: number;
  isActive?: boolean;
};

/** Compact rows: [code, specialty code, institution, positions, subspecialty?]. */
const rows: [string, string, string, number, string?][] = [
  ['OPH-OR-001', 'OPH', 'Pacific Northwest University Medical Center', 4],
  ['OPH-CA-014', 'OPH', 'Bayview General Hospital', 3],
  ['OPH-CA-022', 'OPH', 'Golden State University Eye Institute', 5],
  ['OPH-TX-031', 'OPH', 'Lone Star Medical College Hospital', 4],
  ['OPH-IL-008', 'OPH', 'Great Lakes University Hospitals', 3],
  ['OPH-MD-003', 'OPH', 'Mid-Atlantic Eye and Ear Infirmary', 6],
  ['OPH-NY-017', 'OPH', 'Empire State Medical Center', 5],
  ['OPH-NY-042', 'OPH', 'Hudson Valley University Hospital', 2],
  ['OPH-MA-011', 'OPH', 'Commonwealth University Medical Center', 3],
  ['OPH-GA-019', 'OPH', 'Peachtree University Hospital', 4],
  ['OPH-WA-026', 'OPH', 'Puget Sound University Medical Center', 3],
  ['PDO-CA-002', 'PDO', 'Golden State University Eye Institute', 2],
  ['PDO-MD-001', 'PDO', 'Mid-Atlantic Eye and Ear Infirmary', 2],
  ['PDO-TX-005', 'PDO', 'Lone Star Medical College Hospital', 1],
  ['PDO-MN-004', 'PDO', 'Twin Cities University Medical Center', 1],
  ['PDO-TN-007', 'PDO', 'Music City University Medical Center', 1],
  ['DPA-TX-003', 'DPA', 'Hill Country University Health', 2],
  ['DPA-LA-006', 'DPA', 'Bayou State Medical Center', 1],
  ['DPA-WI-002', 'DPA', 'Lakeshore University Hospital', 1],
  ['DPA-DC-004', 'DPA', 'Capital City Medical Center', 2],
  ['NEU-NY-012', 'NEU', 'Empire State Medical Center', 8, 'Adult Neurology'],
  ['NEU-NY-013', 'NEU', 'Empire State Medical Center', 3, 'Child Neurology'],
  ['NEU-IL-021', 'NEU', 'Great Lakes University Hospitals', 6, 'Adult Neurology'],
  ['NEU-CO-009', 'NEU', 'Rocky Mountain Regional Health Sciences Center', 5, 'Adult Neurology'],
  ['NEU-AZ-015', 'NEU', 'Desert Southwest University Medical Center', 4, 'Adult Neurology'],
  ['NEU-PA-027', 'NEU', 'Three Rivers University Hospital', 7, 'Adult Neurology'],
  ['NEU-PA-028', 'NEU', 'Three Rivers University Hospital', 2, 'Child Neurology'],
  ['NEU-NC-018', 'NEU', 'Piedmont University Medical Center', 6, 'Adult Neurology'],
  ['NEU-UT-024', 'NEU', 'Wasatch University Hospital', 4, 'Adult Neurology'],
  ['PLS-CA-005', 'PLS', 'Bayview General Hospital', 1, 'Craniofacial Surgery'],
  ['PLS-FL-011', 'PLS', 'Biscayne University Medical Center', 2, 'Hand Surgery'],
  ['PLS-MA-003', 'PLS', 'Commonwealth University Medical Center', 2, 'Microsurgery'],
  ['PLS-OH-008', 'PLS', 'Buckeye Regional Medical Center', 1, 'Hand Surgery'],
  ['PLS-TN-014', 'PLS', 'Music City University Medical Center', 1, 'Craniofacial Surgery'],
  ['PLS-FL-016', 'PLS', 'Gulf Coast Medical Center', 1, 'Aesthetic Surgery'],
  ['PLS-KS-010', 'PLS', 'Heartland University Hospital', 1, 'Microsurgery'],
  ['ANE-MN-006', 'ANE', 'Twin Cities University Medical Center', 4, 'Pain Medicine'],
  ['ANE-GA-012', 'ANE', 'Peachtree University Hospital', 3, 'Cardiothoracic Anesthesiology'],
  [
    'ANE-VA-004',
    'ANE',
    'Tidewater University Hospital',
    2,
    'Regional Anesthesiology and Acute Pain Medicine',
  ],
  ['ANE-NE-009', 'ANE', 'Prairie University Medical Center', 2, 'Pediatric Anesthesiology'],
  ['ANE-PR-002', 'ANE', 'San Juan University Hospital', 2, 'Pain Medicine'],
  ['ANE-WA-015', 'ANE', 'Puget Sound University Medical Center', 3, 'Cardiothoracic Anesthesiology'],
];

/** Closed after last season: kept for history, takes no part in the current one. */
const inactiveCodes = new Set(['OPH-NY-042']);

export const programSeeds: ProgramSeed[] = rows.map(
  ([code, specialty, institution, positions, subspecialty]) => ({
    code,
    specialty,
    institution,
    positions,
    ...(subspecialty ? { subspecialty } : {}),
    isActive: !inactiveCodes.has(code),
  }),
);

/** The program the demo program user directs. */
export const demoProgramCode = 'OPH-OR-001';

const focus: Record<string, (place: string, institution: InstitutionSeed) => string> = {
  OPH: (place, i) =>
    `${place} offers a three-year ophthalmology residency in a ${i.beds}-bed academic center. Residents rotate ` +
    'through comprehensive, retina, glaucoma, cornea, oculoplastics, neuro-ophthalmology and pediatric clinics, ' +
    'practise in a dedicated wet lab and take on graduated surgical responsibility from the first year.',
  PDO: (place) =>
    `${place} offers a one-year clinical fellowship in pediatric ophthalmology and strabismus. Fellows run their ` +
    'own strabismus surgery list, screen for retinopathy of prematurity in a level IV neonatal unit and manage ' +
    'pediatric cataract, glaucoma and inherited eye disease.',
  DPA: (place) =>
    `${place} offers a one-year dermatopathology fellowship shared by the departments of dermatology and ` +
    'pathology. Fellows sign out cases with faculty every day, use immunohistochemistry and molecular testing, ' +
    'and present at the weekly clinicopathologic conference.',
  'Adult Neurology': (place, i) =>
    `${place} offers a three-year adult neurology residency (PGY-2 to PGY-4) in a ${i.beds}-bed hospital with a ` +
    'comprehensive stroke center, an epilepsy monitoring unit and a neurocritical care service, plus elective ' +
    'time in every subspecialty and a protected research block.',
  'Child Neurology': (place) =>
    `${place} offers a child neurology residency that pairs two years of pediatrics with three years of ` +
    'neurology, with rotations in neonatal neurology, epilepsy, neuromuscular disease and neurodevelopmental ' +
    'disabilities at the affiliated children’s hospital.',
  'Craniofacial Surgery': (place) =>
    `${place} offers a one-year craniofacial surgery fellowship covering cleft lip and palate, craniosynostosis, ` +
    'orthognathic surgery and facial trauma, with a multidisciplinary craniofacial clinic every week.',
  'Hand Surgery': (place) =>
    `${place} offers a one-year hand surgery fellowship with a level I trauma practice, replantation call and ` +
    'elective wrist, nerve and tendon reconstruction.',
  Microsurgery: (place) =>
    `${place} offers a one-year reconstructive microsurgery fellowship focused on free-tissue transfer for ` +
    'breast, head and neck and extremity reconstruction, perforator flaps and lymphatic surgery.',
  'Aesthetic Surgery': (place) =>
    `${place} offers a one-year aesthetic surgery fellowship covering facial rejuvenation, rhinoplasty, body ` +
    'contouring and non-surgical treatments in a university practice.',
  'Pain Medicine': (place) =>
    `${place} offers a one-year pain medicine fellowship in interventional procedures, neuromodulation, cancer ` +
    'pain and multidisciplinary care of chronic pain.',
  'Cardiothoracic Anesthesiology': (place) =>
    `${place} offers a one-year adult cardiothoracic anesthesiology fellowship with transesophageal ` +
    'echocardiography, mechanical circulatory support, heart and lung transplantation and structural heart work.',
  'Regional Anesthesiology and Acute Pain Medicine': (place) =>
    `${place} offers a one-year regional anesthesiology and acute pain medicine fellowship with ultrasound-guided ` +
    'nerve blocks, a consult-based acute pain service and a high-volume ambulatory surgery center.',
  'Pediatric Anesthesiology': (place) =>
    `${place} offers a one-year pediatric anesthesiology fellowship covering neonatal, cardiac and craniofacial ` +
    'anesthesia and time in the pediatric intensive care unit.',
};

export function programDescription(program: ProgramSeed, institution: InstitutionSeed): string {
  const focusOf = focus[program.subspecialty ?? program.specialty];
  if (!focusOf) throw new Error(`No description for ${program.code}`);
  const place = `${institution.name} in ${institution.city}`;
  const positions = program.positions === 1 ? 'one position' : `${program.positions} positions`;
  return `${focusOf(place, institution)} The program offers ${positions} each year.`;
}
