/**
 * Form values of the examination sections (business.md §3.6). The four single-record sections (USMLE,
 * COMLEX, MCCQE, ECFMG) are edited as flat text values keyed by the server's field path
 * ('step1.threeDigitScore'), so a server field message lands under its field as is; the three list
 * sections hold rows of text values. Every rule comes from core/domain/exams.ts.
 */
import type {
  ExamSection,
  ExamSectionInput,
} from '../../../core/contracts/applicants/academic-info.contract.ts';
import {
  clinicalSkillsStatuses,
  comlexStepResults,
  type ExamType,
  isNotInFuture,
  isThreeDigitScore,
  isTwoDigitScore,
  isWholeNumberText,
  isYearNotInFuture,
  MAX_ATTEMPTS,
  MAX_SCORE,
  usmleStepResults,
} from '../../../core/domain/exams.ts';
import type { MessageKey } from '../../../core/domain/messages.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

export type RecordExamType = 'Usmle' | 'Comlex' | 'Mccqe' | 'Ecfmg';
export type ListExamType = Exclude<ExamType, RecordExamType>;

export type FieldKind =
  | 'text'
  | 'threeDigits'
  | 'twoDigits'
  | 'attempts'
  | 'score'
  /** A date of something done: not after today. */
  | 'takenDate'
  /** A date that may be ahead (expected exam or score date). */
  | 'date'
  | 'usmleResult'
  | 'comlexResult'
  | 'clinicalSkills'
  | 'longText';

export type FieldSpec = { path: string; kind: FieldKind; label: TranslationKey };
export type FieldGroup = { legend: TranslationKey | null; fields: FieldSpec[] };

const usmleStep = (step: string, legend: TranslationKey): FieldGroup => ({
  legend,
  fields: [
    { path: `${step}.numberOfTimesTaken`, kind: 'attempts', label: 'AcTimesTaken' },
    { path: `${step}.threeDigitScore`, kind: 'threeDigits', label: 'AcThreeDigitScore' },
    { path: `${step}.twoDigitScore`, kind: 'twoDigits', label: 'AcTwoDigitScore' },
    { path: `${step}.date`, kind: 'takenDate', label: 'AcExamDate' },
    { path: `${step}.result`, kind: 'usmleResult', label: 'AcResult' },
  ],
});

const comlexLevel = (level: string, legend: TranslationKey): FieldGroup => ({
  legend,
  fields: [
    { path: `${level}.score`, kind: 'score', label: 'AcScore' },
    { path: `${level}.date`, kind: 'takenDate', label: 'AcExamDate' },
    { path: `${level}.result`, kind: 'comlexResult', label: 'AcResult' },
  ],
});

const mccqeLevel = (level: string, legend: TranslationKey): FieldGroup => ({
  legend,
  fields: [
    { path: `${level}.score`, kind: 'score', label: 'AcScore' },
    { path: `${level}.date`, kind: 'takenDate', label: 'AcExamDate' },
  ],
});

/** The fields of each single-record section, grouped as the page shows them. */
export const recordSectionGroups: Readonly<Record<RecordExamType, FieldGroup[]>> = {
  Usmle: [
    { legend: null, fields: [{ path: 'usmleNumber', kind: 'text', label: 'AcUsmleNumber' }] },
    usmleStep('step1', 'AcStep1'),
    usmleStep('step2ClinicalKnowledge', 'AcStep2Ck'),
    {
      legend: 'AcStep2Cs',
      fields: [{ path: 'step2ClinicalSkills.status', kind: 'clinicalSkills', label: 'AcStatus' }],
    },
    usmleStep('step3', 'AcStep3'),
    {
      legend: 'AcUsmleExpectations',
      fields: [
        { path: 'usmleExpectations.examDate', kind: 'date', label: 'AcExpectedExamDate' },
        { path: 'usmleExpectations.scoreDate', kind: 'date', label: 'AcExpectedScoreDate' },
        { path: 'usmleExpectations.freeText', kind: 'longText', label: 'AcExpectationsText' },
      ],
    },
  ],
  Comlex: [
    { legend: null, fields: [{ path: 'nbomeNumber', kind: 'text', label: 'AcNbomeNumber' }] },
    comlexLevel('level1', 'AcLevel1'),
    comlexLevel('level2CognitiveEvaluation', 'AcLevel2Ce'),
    {
      legend: 'AcLevel2Pe',
      fields: [
        { path: 'level2PerformanceEvaluation.date', kind: 'takenDate', label: 'AcExamDate' },
        { path: 'level2PerformanceEvaluation.level2PE', kind: 'comlexResult', label: 'AcResult' },
      ],
    },
    comlexLevel('level3', 'AcLevel3'),
  ],
  Mccqe: [
    { legend: null, fields: [{ path: 'canadianExamNumber', kind: 'text', label: 'AcCanadianExamNumber' }] },
    mccqeLevel('level1', 'AcLevel1'),
    mccqeLevel('level2', 'AcLevel2'),
  ],
  Ecfmg: [
    {
      legend: null,
      fields: [
        { path: 'ecfmgNumber', kind: 'text', label: 'AcEcfmgNumber' },
        { path: 'issueDate', kind: 'takenDate', label: 'AcIssueDate' },
      ],
    },
  ],
};

export const resultOptions: Partial<Record<FieldKind, readonly string[]>> = {
  usmleResult: usmleStepResults,
  comlexResult: comlexStepResults,
  clinicalSkills: clinicalSkillsStatuses,
};

/** Flat text values by field path, plus the section's version. */
export type RecordValues = Record<string, string>;

const fieldsOf = (type: RecordExamType) => recordSectionGroups[type].flatMap((g) => g.fields);

function readPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : null),
      source,
    );
}

export function recordValuesOf(type: RecordExamType, section: ExamSection<RecordExamType>): RecordValues {
  const values: RecordValues = { version: String(section.version) };
  for (const { path } of fieldsOf(type)) {
    const value = readPath(section, path);
    values[path] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The PUT body: nested as the contract has it, empty texts as null. */
export function recordBodyOf<T extends RecordExamType>(type: T, values: RecordValues): ExamSectionInput<T> {
  const body: Record<string, unknown> = { version: Number(values.version ?? 0) };
  for (const { path } of fieldsOf(type)) {
    const value = (values[path] ?? '').trim();
    const keys = path.split('.');
    let node = body;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = value === '' ? null : value;
  }
  return body as ExamSectionInput<T>;
}

/** The catalogue key of a field's message, or null when the value is fine. `today` is the Pacific date. */
export function fieldMessage(kind: FieldKind, value: string, today: string): MessageKey | null {
  const v = value.trim();
  switch (kind) {
    case 'threeDigits':
      return isThreeDigitScore(v) ? null : 'ThreeDigitNumber';
    case 'twoDigits':
      return isTwoDigitScore(v) ? null : 'TwoDigitNumber';
    case 'attempts':
      return isWholeNumberText(v, MAX_ATTEMPTS) ? null : 'MustBeNumber';
    case 'score':
      return isWholeNumberText(v, MAX_SCORE) ? null : 'MustBeNumber';
    case 'takenDate':
      return isNotInFuture(v, today) ? null : 'DateNotInFuture';
    default:
      return null;
  }
}

export function validateRecord(
  type: RecordExamType,
  values: RecordValues,
  today: string,
): Partial<Record<string, MessageKey>> {
  const messages: Partial<Record<string, MessageKey>> = {};
  for (const { path, kind } of fieldsOf(type)) {
    const message = fieldMessage(kind, values[path] ?? '', today);
    if (message) messages[path] = message;
  }
  return messages;
}

// ---- List sections -------------------------------------------------------------------------------

export type ListColumn = {
  field: string;
  kind: 'text' | 'date' | 'year';
  label: TranslationKey;
  required?: MessageKey;
};

export const listSectionColumns: Readonly<Record<ListExamType, ListColumn[]>> = {
  Licensure: [
    { field: 'stateName', kind: 'text', label: 'AcStateName', required: 'LicensureStateIsRequired' },
    { field: 'licensureNumber', kind: 'text', label: 'AcLicensureNumber' },
    { field: 'expirationDate', kind: 'date', label: 'AcExpirationDate' },
  ],
  BoardCertification: [
    { field: 'boardName', kind: 'text', label: 'AcBoardName', required: 'BoardNameIsRequired' },
    { field: 'certifiedYear', kind: 'year', label: 'AcCertifiedYear' },
    { field: 'expirationDate', kind: 'date', label: 'AcExpirationDate' },
  ],
  BoardCertificationEligibility: [
    { field: 'boardName', kind: 'text', label: 'AcBoardName', required: 'BoardNameIsRequired' },
  ],
};

export type ListValues = { items: Record<string, string>[]; version: number };

export function listValuesOf(type: ListExamType, section: ExamSection<ListExamType>): ListValues {
  return {
    version: section.version,
    items: section.items.map((item) =>
      Object.fromEntries(
        listSectionColumns[type].map(({ field }) => {
          const value = (item as Record<string, unknown>)[field];
          return [field, value === null || value === undefined ? '' : String(value)];
        }),
      ),
    ),
  };
}

export const emptyListItem = (type: ListExamType): Record<string, string> =>
  Object.fromEntries(listSectionColumns[type].map(({ field }) => [field, '']));

export function listBodyOf<T extends ListExamType>(type: T, values: ListValues): ExamSectionInput<T> {
  return {
    version: values.version,
    items: values.items.map((item) =>
      Object.fromEntries(
        listSectionColumns[type].map(({ field, kind }) => {
          const value = (item[field] ?? '').trim();
          if (value === '') return [field, kind === 'text' && field !== 'licensureNumber' ? '' : null];
          return [field, kind === 'year' ? Number(value) : value];
        }),
      ),
    ),
  } as ExamSectionInput<T>;
}

export function validateList(
  type: ListExamType,
  values: ListValues,
  today: string,
): Partial<Record<string, MessageKey>> {
  const messages: Partial<Record<string, MessageKey>> = {};
  values.items.forEach((item, i) => {
    for (const { field, kind, required } of listSectionColumns[type]) {
      const value = (item[field] ?? '').trim();
      const path = `items.${i}.${field}`;
      if (required && value === '') messages[path] = required;
      else if (kind === 'year' && value !== '') {
        if (!/^\d{4}$/.test(value)) messages[path] = 'MustBeNumber';
        else if (!isYearNotInFuture(Number(value), today)) messages[path] = 'DateNotInFuture';
      }
    }
  });
  return messages;
}
