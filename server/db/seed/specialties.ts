/**
 * Demo specialties with what each one's match cycles look like: when its match falls, its fees, limits
 * and instructions. `code` prefixes program codes and cycle short names (OPH-CA-001, OPH-2026).
 */
export type SpecialtyType = 'Residency' | 'Fellowship';

export type SpecialtySeed = {
  code: string;
  name: string;
  fullName: string;
  type: SpecialtyType;
  hasCas: boolean;
  hasAllSubspecialties: boolean;
  subspecialtyLabel: string | null;
  urlPrefix: string;
  color: string;
  subspecialties: string[];
  /** Match day: the nth Thursday of the month, in the calendar year after the season opens. */
  match: { month: number; thursday: number };
  /** Years between the match year and the July training starts. */
  trainingStartsYearsAfterMatch: number;
  /** Programs' rank list deadline this many days before the applicants' one (0: same moment). */
  programsDeadlineDaysEarlier: number;
  fees: { registration: number; programRegistration: number; programAnnualMembership: number };
  limits: {
    lorsCount: number;
    maxInterviewCountPerDay: number;
    maxInterviewCountPerMatchCycle: number;
    maxSignalingPrograms: number;
  };
  lorInstructions: string;
  psInstructions: string;
};

const lorText = (count: number, who: string) =>
  `Request ${count} letters of recommendation from faculty who have supervised your clinical work; ${who}. ` +
  'Each writer receives a personal upload link by email and uploads the letter directly, so you will not see it. ' +
  'Letters must be signed, on institutional letterhead, and are released to every program you apply to. ' +
  'Letters that arrive after the CAS deadline may not be reviewed by programs.';

const psText = (field: string, words: number) =>
  `Write one personal statement of no more than ${words} words on why you chose ${field}, ` +
  'the experiences that prepared you for it and your goals after training. Do not address it to a particular ' +
  'program: the same statement is sent to every program you apply to. Upload it as a PDF.';

export const specialtySeeds: SpecialtySeed[] = [
  {
    code: 'OPH',
    name: 'Ophthalmology',
    fullName: 'Ophthalmology Residency',
    type: 'Residency',
    hasCas: true,
    hasAllSubspecialties: false,
    subspecialtyLabel: null,
    urlPrefix: 'ophthalmology',
    color: '#A4CEF8',
    subspecialties: [],
    match: { month: 1, thursday: 4 },
    // Ophthalmology residents match for PGY-2 after a preliminary year.
    trainingStartsYearsAfterMatch: 1,
    programsDeadlineDaysEarlier: 1,
    fees: { registration: 12_500, programRegistration: 50_000, programAnnualMembership: 35_000 },
    limits: {
      lorsCount: 3,
      maxInterviewCountPerDay: 12,
      maxInterviewCountPerMatchCycle: 20,
      maxSignalingPrograms: 10,
    },
    lorInstructions: lorText(3, 'at least one writer should be an ophthalmologist'),
    psInstructions: psText('ophthalmology', 800),
  },
  {
    code: 'PDO',
    name: 'Pediatric Ophthalmology',
    fullName: 'Pediatric Ophthalmology and Strabismus Fellowship',
    type: 'Fellowship',
    hasCas: true,
    hasAllSubspecialties: false,
    subspecialtyLabel: null,
    urlPrefix: 'pediatric-ophthalmology',
    color: '#A8E6CF',
    subspecialties: [],
    match: { month: 2, thursday: 1 },
    trainingStartsYearsAfterMatch: 1,
    programsDeadlineDaysEarlier: 0,
    fees: { registration: 9_500, programRegistration: 40_000, programAnnualMembership: 25_000 },
    limits: {
      lorsCount: 3,
      maxInterviewCountPerDay: 6,
      maxInterviewCountPerMatchCycle: 12,
      maxSignalingPrograms: 3,
    },
    lorInstructions: lorText(3, 'one of them should be your residency program director'),
    psInstructions: psText('pediatric ophthalmology and strabismus', 600),
  },
  {
    code: 'DPA',
    name: 'Dermatopathology',
    fullName: 'Dermatopathology Fellowship',
    type: 'Fellowship',
    hasCas: true,
    hasAllSubspecialties: false,
    subspecialtyLabel: null,
    urlPrefix: 'dermatopathology',
    color: '#F5B8C9',
    subspecialties: [],
    match: { month: 2, thursday: 2 },
    trainingStartsYearsAfterMatch: 1,
    programsDeadlineDaysEarlier: 0,
    fees: { registration: 9_500, programRegistration: 40_000, programAnnualMembership: 25_000 },
    limits: {
      lorsCount: 3,
      maxInterviewCountPerDay: 4,
      maxInterviewCountPerMatchCycle: 10,
      maxSignalingPrograms: 3,
    },
    lorInstructions: lorText(
      3,
      'include your program director and a dermatopathologist who has reviewed slides with you',
    ),
    psInstructions: psText('dermatopathology', 600),
  },
  {
    code: 'NEU',
    name: 'Neurology',
    fullName: 'Neurology Residency',
    type: 'Residency',
    hasCas: false,
    hasAllSubspecialties: false,
    subspecialtyLabel: 'Track',
    urlPrefix: 'neurology',
    color: '#C7B8F5',
    subspecialties: ['Adult Neurology', 'Child Neurology'],
    match: { month: 2, thursday: 3 },
    trainingStartsYearsAfterMatch: 0,
    programsDeadlineDaysEarlier: 1,
    fees: { registration: 11_000, programRegistration: 45_000, programAnnualMembership: 30_000 },
    limits: {
      lorsCount: 4,
      maxInterviewCountPerDay: 10,
      maxInterviewCountPerMatchCycle: 18,
      maxSignalingPrograms: 8,
    },
    lorInstructions: lorText(
      4,
      'at least two should be neurologists, and one may come from a research mentor',
    ),
    psInstructions: psText('neurology', 800),
  },
  {
    code: 'PLS',
    name: 'Plastic Surgery',
    fullName: 'Plastic Surgery Fellowship',
    type: 'Fellowship',
    hasCas: true,
    hasAllSubspecialties: false,
    subspecialtyLabel: 'Fellowship type',
    urlPrefix: 'plastic-surgery',
    color: '#F8C8A4',
    subspecialties: ['Craniofacial Surgery', 'Hand Surgery', 'Microsurgery', 'Aesthetic Surgery'],
    match: { month: 3, thursday: 1 },
    trainingStartsYearsAfterMatch: 1,
    programsDeadlineDaysEarlier: 0,
    fees: { registration: 9_500, programRegistration: 45_000, programAnnualMembership: 30_000 },
    limits: {
      lorsCount: 3,
      maxInterviewCountPerDay: 6,
      maxInterviewCountPerMatchCycle: 12,
      maxSignalingPrograms: 5,
    },
    lorInstructions: lorText(3, 'one must come from your plastic surgery program director'),
    psInstructions: psText('your fellowship area within plastic surgery', 700),
  },
  {
    code: 'ANE',
    name: 'Anesthesiology',
    fullName: 'Anesthesiology Fellowship',
    type: 'Fellowship',
    hasCas: false,
    // A society user of anesthesiology follows every anesthesiology fellowship at once.
    hasAllSubspecialties: true,
    subspecialtyLabel: 'Fellowship',
    urlPrefix: 'anesthesiology',
    color: '#F9E79F',
    subspecialties: [
      'Pain Medicine',
      'Cardiothoracic Anesthesiology',
      'Regional Anesthesiology and Acute Pain Medicine',
      'Pediatric Anesthesiology',
    ],
    match: { month: 3, thursday: 3 },
    trainingStartsYearsAfterMatch: 1,
    programsDeadlineDaysEarlier: 0,
    fees: { registration: 9_500, programRegistration: 40_000, programAnnualMembership: 25_000 },
    limits: {
      lorsCount: 3,
      maxInterviewCountPerDay: 8,
      maxInterviewCountPerMatchCycle: 15,
      maxSignalingPrograms: 5,
    },
    lorInstructions: lorText(3, 'one should be your anesthesiology program director or department chair'),
    psInstructions: psText('your anesthesiology fellowship', 700),
  },
];
