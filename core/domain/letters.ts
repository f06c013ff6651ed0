/**
 * Letters of reference (platform.md §3 statuses: Pending, Canceled, Uploaded, FailedQA, QA) and
 * their moves, plus the per-program assignment rule of the cycle's `lorsCount` (used by APPLY).
 */
import { message, messages } from './messages.ts';

export const letterStatuses = ['Pending', 'Canceled', 'Uploaded', 'FailedQA', 'QA'] as const;
export type LetterStatus = (typeof letterStatuses)[number];

export const letterQaStatuses = ['QA', 'FailedQA'] as const;
export type LetterQaStatus = (typeof letterQaStatuses)[number];

export function isLetterStatus(value: string): value is LetterStatus {
  return (letterStatuses as readonly string[]).includes(value);
}

/** A letter a program receives: uploaded by the writer and not failed by QA. */
export function isLetterDelivered(status: LetterStatus): boolean {
  return status === 'Uploaded' || status === 'QA';
}

/** The applicant changes the writer's name, email or message only before anything was uploaded. */
export function canEditLetterRequest(status: LetterStatus): boolean {
  return status === 'Pending';
}

/** Resending the writer's mail makes sense while the writer may still upload. */
export function canResendLetterRequest(status: LetterStatus): boolean {
  return status === 'Pending' || status === 'FailedQA';
}

/** Canceling ends the writer's link; a canceled request stays canceled. */
export function canCancelLetterRequest(status: LetterStatus): boolean {
  return status !== 'Canceled';
}

/** The writer may upload (again: a new version) until the request is canceled. */
export function canWriterUpload(status: LetterStatus): boolean {
  return status !== 'Canceled';
}

/** Admin QA judges an uploaded letter (and may change its judgement). */
export function canJudgeLetter(status: LetterStatus): boolean {
  return status === 'Uploaded' || status === 'QA' || status === 'FailedQA';
}

/**
 * Why letters cannot go to one program together, or null: each letter once, at most `lorsCount`.
 * Pure: APPLY calls it before it writes `applications.letterIds`.
 */
export function letterAssignmentProblem(letterIds: readonly number[], lorsCount: number): string | null {
  if (new Set(letterIds).size !== letterIds.length) return messages.LetterAssignedTwice;
  if (letterIds.length > lorsCount) return message('TooManyLettersForProgram', { count: lorsCount });
  return null;
}

export class LetterAssignmentError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LetterAssignmentError';
  }
}

/** Throws LetterAssignmentError with the reason of `letterAssignmentProblem`. */
export function assertLetterAssignment(letterIds: readonly number[], lorsCount: number): void {
  const problem = letterAssignmentProblem(letterIds, lorsCount);
  if (problem) throw new LetterAssignmentError(problem);
}
