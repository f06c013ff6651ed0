/**
 * The demo's vacancies and program survey (issue 16, ADR 0025 decisions 7 and 8): open vacancies at
 * seeded programs (one with applications to review), the demo applicant's alert for the demo program's
 * specialty, and the 'retina' survey (retina/survey) for that specialty's programs, open around the
 * load day. Written once: when the demo program has a vacancy, everything here is left as users changed it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { SurveyQuestion } from '../../../core/domain/surveys.ts';
import type { VacancyPositionType } from '../../../core/domain/vacancies.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  programSurveys,
  programs,
  vacancies,
  vacancyApplications,
  vacancySubscriptions,
} from '../schema.ts';
import type { ApplicantSeedContext } from './applicant/context.ts';
import { demoUsers } from './people.ts';
import { demoProgramCode } from './programs.ts';

const DAY_MS = 86_400_000;

/** The survey retina/survey opens. */
export const demoSurveySlug = 'retina';

type VacancySeed = {
  programCode: string;
  title: string;
  positionType: VacancyPositionType;
  positions: number;
  description: string;
  postedDaysAgo: number;
};

const demoVacancies: VacancySeed[] = [
  {
    programCode: demoProgramCode,
    title: 'Retina fellow (PGY-5), start in July',
    positionType: 'Fellowship',
    positions: 1,
    description:
      'One medical retina and vitreoretinal surgery fellowship position opened after the match. Two years, with protected research time.',
    postedDaysAgo: 6,
  },
  {
    programCode: 'OPH-CA-022',
    title: 'Ophthalmology resident (PGY-2)',
    positionType: 'Residency',
    positions: 2,
    description:
      'Two categorical positions open after a resident transferred. Start as soon as credentialing allows.',
    postedDaysAgo: 3,
  },
  {
    programCode: demoProgramCode,
    title: 'Clinical research fellow, imaging',
    positionType: 'Research',
    positions: 1,
    description:
      'A one-year research position in retinal imaging and AI grading. Clinical duties one day a week.',
    postedDaysAgo: 1,
  },
];

const surveyQuestions: SurveyQuestion[] = [
  {
    key: 'fellows',
    label: 'How many fellows does the program train each year?',
    kind: 'Number',
    required: true,
  },
  {
    key: 'surgicalVolume',
    label: 'Average vitreoretinal surgeries per fellow per year',
    kind: 'Number',
    required: true,
  },
  { key: 'protectedResearch', label: 'Is research time protected?', kind: 'YesNo', required: true },
  {
    key: 'setting',
    label: 'Main practice setting',
    kind: 'Choice',
    required: false,
    options: ['Academic', 'Private practice', 'Hybrid', 'Veterans Affairs'],
  },
  { key: 'comments', label: 'Anything else the society should know?', kind: 'Text', required: false },
];

export async function seedVacancies(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const demoProgramId = ctx.programIds.get(demoProgramCode);
  const programUserId = ctx.userIds.get(demoUsers.program.email);
  const demoApplicantUserId = ctx.userIds.get(demoUsers.applicant.email);
  if (!demoProgramId || !programUserId || !demoApplicantUserId) return;
  const [existing] = await tx
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.programId, demoProgramId))
    .limit(1);
  if (existing) return;
  const now = ctx.now;
  const codes = demoVacancies.map((v) => v.programCode);
  const programRows = await tx
    .select({ id: programs.id, code: programs.code, specialtyId: programs.specialtyId })
    .from(programs)
    .where(inArray(programs.code, codes));
  const byCode = new Map(programRows.map((row) => [row.code, row]));
  const specialtyId = byCode.get(demoProgramCode)?.specialtyId;
  if (!specialtyId) return;

  const vacancyIds: number[] = [];
  for (const seed of demoVacancies) {
    const program = byCode.get(seed.programCode);
    if (!program) continue;
    const postedAt = new Date(now.getTime() - seed.postedDaysAgo * DAY_MS);
    const [row] = await tx
      .insert(vacancies)
      .values({
        programId: program.id,
        specialtyId: program.specialtyId,
        title: seed.title,
        positionType: seed.positionType,
        positions: seed.positions,
        description: seed.description,
        startDate: null,
        contactEmail: 'vacancies@matchline.test',
        status: 'Open',
        postedAt,
        createdByUserId: programUserId,
        createdAt: postedAt,
        updatedAt: postedAt,
      })
      .returning({ id: vacancies.id });
    vacancyIds.push(row!.id);
  }

  // The first vacancy has applications to review: three applicants of the OPH cycle (not the demo applicant).
  const cycleId = ctx.cycleIds.get(`OPH-${ctx.season}`);
  if (cycleId && vacancyIds[0]) {
    const others = await tx
      .select({ applicantId: applicants.id, userId: applicants.userId })
      .from(applicantMatchCycles)
      .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
      .where(eq(applicantMatchCycles.matchCycleId, cycleId))
      .orderBy(applicants.code)
      .limit(4);
    const candidates = others.filter((row) => row.userId !== demoApplicantUserId).slice(0, 3);
    if (candidates.length > 0) {
      await tx.insert(vacancyApplications).values(
        candidates.map((row, index) => {
          const at = new Date(now.getTime() - (5 - index) * DAY_MS);
          return {
            vacancyId: vacancyIds[0]!,
            applicantId: row.applicantId,
            coverNote: 'I completed my residency in June and would be glad to start in July.',
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }
  }

  // The demo applicant is told of new vacancies in the demo program's specialty.
  const [demoApplicant] = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.userId, demoApplicantUserId));
  if (demoApplicant) {
    await tx
      .insert(vacancySubscriptions)
      .values({ applicantId: demoApplicant.id, specialtyId, positionType: null, createdAt: now })
      .onConflictDoNothing();
  }

  // retina/survey: the specialty's survey, open for a month around the load day.
  await tx.insert(programSurveys).values({
    specialtyId,
    slug: demoSurveySlug,
    title: `Retina program survey ${ctx.season}`,
    instructions:
      'The society asks every program once a year. Any user of the program may answer; the answers are kept as a draft until one of you submits them.',
    questions: surveyQuestions,
    opensAt: new Date(now.getTime() - 7 * DAY_MS),
    closesAt: new Date(now.getTime() + 30 * DAY_MS),
    createdAt: now,
  });
}
