import {
  type Examinations,
  type ExamSection,
  type ExamSectionParsed,
  examSectionOutputs,
  takenDates,
} from '../../../core/contracts/applicants/academic-info.contract.ts';
import {
  type Publication,
  type PublicationInputParsed,
  publicationDetails,
} from '../../../core/contracts/applicants/publications.contract.ts';
import {
  type ExamType,
  examSectionKeys,
  isNotInFuture,
  isYearNotInFuture,
} from '../../../core/domain/exams.ts';
import { pacificDateOf } from '../../../core/domain/match-calendar.ts';
import { messages } from '../../../core/domain/messages.ts';
import { publicationTypeRules } from '../../../core/domain/publications.ts';
import { withTransaction } from '../../db/client.ts';
import {
  findAcademicInfo,
  replaceAcademicSectionAt,
} from '../../db/repositories/academic-info.repository.ts';
import {
  deleteApplicantPublication,
  findApplicantPublication,
  insertPublication,
  listApplicantPublications,
  type PublicationRow,
  type PublicationValues,
  updateApplicantPublication,
} from '../../db/repositories/publications.repository.ts';
import { notFound, StaleWrite, ValidationFailure } from '../../errors.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export type ApplicantAcademicService = ReturnType<typeof createApplicantAcademicService>;

/**
 * A stored section as the contract answers it. Stored documents are read leniently (a field missing
 * from an older document is null) through the contract's own output schema, never trusted blindly.
 */
function sectionOf<T extends ExamType>(examType: T, stored: unknown): ExamSection<T> {
  const doc = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const version = typeof doc.version === 'number' ? doc.version : 0;
  const filled = fillNulls(examSectionOutputs[examType], { ...doc, version });
  const parsed = examSectionOutputs[examType].safeParse(filled);
  // A document that no longer fits (hand-edited data) shows as empty rather than failing the page.
  return (
    parsed.success ? parsed.data : fillNulls(examSectionOutputs[examType], { version })
  ) as ExamSection<T>;
}

/** Fills every field the schema declares but the value lacks: null, [] for lists, {} recursed for objects. */
function fillNulls(schema: unknown, value: unknown): unknown {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return value ?? null;
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape).map(([field, fieldSchema]) => {
      const type = (fieldSchema as { type?: string }).type;
      if (type === 'array') return [field, Array.isArray(source[field]) ? source[field] : []];
      if (type === 'object') return [field, fillNulls(fieldSchema, source[field])];
      return [field, source[field] ?? null];
    }),
  );
}

function publicationOf(row: PublicationRow): Publication {
  const d = publicationDetails.parse(row.details);
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    title: row.title,
    authors: str(d.authors) ?? '',
    venue: str(d.venue),
    date: str(d.date),
    status: d.status ?? null,
    url: str(d.url),
    pubmedId: str(d.pubmedId),
  };
}

function publicationValues(input: PublicationInputParsed): PublicationValues {
  const { type, title, version: _version, ...details } = input;
  return { type, title, details };
}

/** Examinations (academic information of business.md §3.6) and publications (ACADEMIC). */
export function createApplicantAcademicService(deps: ApplicantServiceDeps) {
  const { db, clock, access } = deps;
  const today = () => pacificDateOf(clock.now());

  /** An applicant's examinations by applicant id (the CAS summary and admin views read them too). */
  async function examinationsOfApplicant(applicantId: number): Promise<Examinations> {
    const info = await findAcademicInfo(db, applicantId);
    const section = <T extends ExamType>(type: T) => sectionOf(type, info[examSectionKeys[type]]);
    return {
      usmle: section('Usmle'),
      comlex: section('Comlex'),
      mccqe: section('Mccqe'),
      ecfmg: section('Ecfmg'),
      licenses: section('Licensure'),
      boardCertifications: section('BoardCertification'),
      boardCertificationEligibilityList: section('BoardCertificationEligibility'),
    };
  }

  async function examinations(userId: string): Promise<Examinations> {
    return examinationsOfApplicant((await access.applicantOf(userId)).id);
  }

  /** Dates of things done may not be after today (Pacific); certified years not after this year. */
  function assertNotInFuture<T extends ExamType>(examType: T, input: ExamSectionParsed<T>): void {
    const now = today();
    const refused: Record<string, string[]> = {};
    for (const { path, date } of takenDates(examType, input)) {
      if (!isNotInFuture(date, now)) refused[path] = [messages.DateNotInFuture];
    }
    if (examType === 'BoardCertification') {
      const items = (input as ExamSectionParsed<'BoardCertification'>).items;
      items.forEach((item, i) => {
        if (!isYearNotInFuture(item.certifiedYear, now)) {
          refused[`items.${i}.certifiedYear`] = [messages.DateNotInFuture];
        }
      });
    }
    if (Object.keys(refused).length > 0) throw new ValidationFailure(refused);
  }

  async function saveSection<T extends ExamType>(
    userId: string,
    examType: T,
    input: ExamSectionParsed<T>,
  ): Promise<ExamSection<T>> {
    assertNotInFuture(examType, input);
    const applicant = await access.applicantOf(userId);
    const key = examSectionKeys[examType];
    const { version, ...fields } = input as ExamSectionParsed<T> & { version: number };
    const stored = sectionOf(examType, { ...fields, version: version + 1 });
    return withTransaction(db, async (tx) => {
      const written = await replaceAcademicSectionAt(tx, applicant.id, key, version, stored);
      if (!written) {
        const info = await findAcademicInfo(tx, applicant.id);
        throw new StaleWrite(messages.ExaminationChangedMeanwhile, sectionOf(examType, info[key]));
      }
      return stored;
    });
  }

  /** An applicant's publications by applicant id, newest first (CAS summary, admin views). */
  async function publicationsOfApplicant(applicantId: number): Promise<Publication[]> {
    return (await listApplicantPublications(db, applicantId)).map(publicationOf);
  }

  async function publications(userId: string): Promise<{ items: Publication[] }> {
    return { items: await publicationsOfApplicant((await access.applicantOf(userId)).id) };
  }

  function assertPublicationDate(input: PublicationInputParsed): void {
    if (publicationTypeRules[input.type].mayBeUpcoming) return;
    if (!isNotInFuture(input.date, today()))
      throw new ValidationFailure({ date: [messages.DateNotInFuture] });
  }

  async function createPublication(userId: string, input: PublicationInputParsed): Promise<Publication> {
    assertPublicationDate(input);
    const applicant = await access.applicantOf(userId);
    return publicationOf(await insertPublication(db, applicant.id, publicationValues(input)));
  }

  async function updatePublication(
    userId: string,
    id: number,
    input: PublicationInputParsed,
  ): Promise<Publication> {
    assertPublicationDate(input);
    const applicant = await access.applicantOf(userId);
    const row = await updateApplicantPublication(
      db,
      applicant.id,
      id,
      publicationValues(input),
      input.version,
    );
    if (!row) {
      const stored = await findApplicantPublication(db, applicant.id, id);
      if (!stored) throw notFound();
      throw new StaleWrite(messages.ProfileChangedMeanwhile, publicationOf(stored));
    }
    return publicationOf(row);
  }

  async function deletePublication(userId: string, id: number): Promise<{ ok: true }> {
    const applicant = await access.applicantOf(userId);
    if (!(await deleteApplicantPublication(db, applicant.id, id))) throw notFound();
    return { ok: true };
  }

  return {
    examinations,
    examinationsOfApplicant,
    saveSection,
    publications,
    publicationsOfApplicant,
    createPublication,
    updatePublication,
    deletePublication,
  };
}
