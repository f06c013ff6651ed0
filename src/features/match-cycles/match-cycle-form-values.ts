/**
 * The admin match cycle form's values and rules: every field of business.md §3.1, the same date-order
 * rule as the server (core/domain/match-cycle-dates.ts), and the body sent to create or update.
 */
import {
  type MatchCycleDetails,
  type MatchCycleInputBody,
  type MatchCycleInstantField,
  matchCycleInstantFields,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { checkMatchCycleDateOrder } from '../../../core/domain/match-cycle-dates.ts';
import { messages } from '../../../core/domain/messages.ts';

export const feeFields = [
  'registrationFeeCents',
  'programRegistrationFeeCents',
  'programAnnualMembershipFeeCents',
] as const;
export type FeeField = (typeof feeFields)[number];

export const limitFields = [
  'lorsCount',
  'maxInterviewCountPerDay',
  'maxInterviewCountPerMatchCycle',
  'maxSignalingPrograms',
] as const;
export type LimitField = (typeof limitFields)[number];

/** What the form holds: numbers may be empty while typing; instants are ISO strings with an offset. */
export type MatchCycleFormValues = {
  specialtyId: number | null;
  matchCycleYearId: number | null;
  shortName: string;
  matchName: string;
  hasCas: boolean;
  lorInstructions: string;
  psInstructions: string;
  casDeadlineDate: string | null;
  trainingStartDate: string | null;
} & Record<FeeField | LimitField, number | null> &
  Record<MatchCycleInstantField, string | null>;

export type MatchCycleFormField = keyof MatchCycleFormValues;
export type MatchCycleFormErrors = Partial<Record<MatchCycleFormField, string>>;

const noInstants = () =>
  Object.fromEntries(matchCycleInstantFields.map((field) => [field, null])) as Record<
    MatchCycleInstantField,
    null
  >;

export function emptyMatchCycleValues(
  defaults: { matchCycleYearId?: number | null } = {},
): MatchCycleFormValues {
  return {
    specialtyId: null,
    matchCycleYearId: defaults.matchCycleYearId ?? null,
    shortName: '',
    matchName: '',
    hasCas: false,
    lorInstructions: '',
    psInstructions: '',
    lorsCount: 3,
    maxInterviewCountPerDay: null,
    maxInterviewCountPerMatchCycle: null,
    maxSignalingPrograms: null,
    registrationFeeCents: null,
    programRegistrationFeeCents: null,
    programAnnualMembershipFeeCents: null,
    casDeadlineDate: null,
    trainingStartDate: null,
    ...noInstants(),
  };
}

export function valuesFromDetails(cycle: MatchCycleDetails): MatchCycleFormValues {
  const instants = Object.fromEntries(
    matchCycleInstantFields.map((field) => [field, cycle[field]]),
  ) as Record<MatchCycleInstantField, string | null>;
  return {
    specialtyId: cycle.specialtyId,
    matchCycleYearId: cycle.matchCycleYearId,
    shortName: cycle.shortName,
    matchName: cycle.matchName,
    hasCas: cycle.hasCas,
    lorInstructions: cycle.lorInstructions ?? '',
    psInstructions: cycle.psInstructions ?? '',
    lorsCount: cycle.lorsCount,
    maxInterviewCountPerDay: cycle.maxInterviewCountPerDay,
    maxInterviewCountPerMatchCycle: cycle.maxInterviewCountPerMatchCycle,
    maxSignalingPrograms: cycle.maxSignalingPrograms,
    registrationFeeCents: cycle.registrationFeeCents,
    programRegistrationFeeCents: cycle.programRegistrationFeeCents,
    programAnnualMembershipFeeCents: cycle.programAnnualMembershipFeeCents,
    casDeadlineDate: cycle.casDeadlineDate,
    trainingStartDate: cycle.trainingStartDate,
    ...instants,
  };
}

/** The form's own checks: required fields, and the date order the server applies too. */
export function validateMatchCycle(values: MatchCycleFormValues): MatchCycleFormErrors {
  const errors: MatchCycleFormErrors = {};
  if (values.specialtyId === null) errors.specialtyId = messages.SelectSpecialty;
  if (values.matchCycleYearId === null) errors.matchCycleYearId = messages.SelectMatchCycleYear;
  if (!values.shortName.trim()) errors.shortName = messages.ShortNameIsRequired;
  else if (values.shortName.trim().length > 50) errors.shortName = messages.ExceededNumberOfCharacters;
  if (!values.matchName.trim()) errors.matchName = messages.MatchNameIsRequired;
  else if (values.matchName.trim().length > 200) errors.matchName = messages.ExceededNumberOfCharacters;
  for (const field of limitFields) {
    const value = values[field];
    if (value !== null && value < 0) errors[field] = messages.GreaterOrEqualZero;
  }
  for (const field of feeFields) {
    const value = values[field];
    if (value !== null && value < 0) errors[field] = messages.InvalidAmount;
  }
  for (const issue of checkMatchCycleDateOrder(values)) errors[issue.field] ??= issue.message;
  return errors;
}

/**
 * The create/update body. Fees and limits go as numbers (business.md §5: 'Match cycle forms convert the
 * fee fields to numbers before sending'); an empty one is 0. Empty texts go as null.
 */
export function toMatchCycleBody(values: MatchCycleFormValues): MatchCycleInputBody {
  const number = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : Number(value));
  const instants = Object.fromEntries(matchCycleInstantFields.map((field) => [field, values[field] || null]));
  return {
    specialtyId: values.specialtyId ?? 0,
    matchCycleYearId: values.matchCycleYearId ?? 0,
    shortName: values.shortName.trim(),
    matchName: values.matchName.trim(),
    hasCas: values.hasCas,
    lorInstructions: values.lorInstructions.trim() || null,
    psInstructions: values.psInstructions.trim() || null,
    lorsCount: number(values.lorsCount),
    maxInterviewCountPerDay: number(values.maxInterviewCountPerDay),
    maxInterviewCountPerMatchCycle: number(values.maxInterviewCountPerMatchCycle),
    maxSignalingPrograms: number(values.maxSignalingPrograms),
    registrationFeeCents: number(values.registrationFeeCents),
    programRegistrationFeeCents: number(values.programRegistrationFeeCents),
    programAnnualMembershipFeeCents: number(values.programAnnualMembershipFeeCents),
    casDeadlineDate: values.casDeadlineDate || null,
    trainingStartDate: values.trainingStartDate ? values.trainingStartDate.slice(0, 7) : null,
    ...instants,
  } as MatchCycleInputBody;
}
