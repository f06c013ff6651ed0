import { describe, expect, it } from 'vitest';
import {
  assertLetterAssignment,
  canCancelLetterRequest,
  canEditLetterRequest,
  canJudgeLetter,
  canResendLetterRequest,
  canWriterUpload,
  isLetterDelivered,
  LetterAssignmentError,
  letterAssignmentProblem,
  letterStatuses,
} from './letters.ts';
import { messages } from './messages.ts';
import { PERSONAL_STATEMENT_MAX_TEXT, richTextLength } from './personal-statements.ts';

describe('letter statuses', () => {
  it('lets each status move only where it should', () => {
    const table = Object.fromEntries(
      letterStatuses.map((status) => [
        status,
        [
          isLetterDelivered(status),
          canEditLetterRequest(status),
          canResendLetterRequest(status),
          canCancelLetterRequest(status),
          canWriterUpload(status),
          canJudgeLetter(status),
        ],
      ]),
    );
    expect(table).toEqual({
      Pending: [false, true, true, true, true, false],
      Canceled: [false, false, false, false, false, false],
      Uploaded: [true, false, false, true, true, true],
      FailedQA: [false, false, true, true, true, true],
      QA: [true, false, false, true, true, true],
    });
  });

  it('limits letters per program to lorsCount, each once', () => {
    expect(letterAssignmentProblem([1, 2, 3], 3)).toBeNull();
    expect(letterAssignmentProblem([], 0)).toBeNull();
    expect(letterAssignmentProblem([1, 2, 3, 4], 3)).toBe(
      'No more than 3 letters of reference can be assigned to a program.',
    );
    expect(letterAssignmentProblem([1, 1], 3)).toBe(messages.LetterAssignedTwice);
    expect(() => assertLetterAssignment([1, 2], 1)).toThrow(LetterAssignmentError);
    expect(() => assertLetterAssignment([1, 2], 2)).not.toThrow();
  });
});

describe('personal statement text length', () => {
  it('counts the visible text: no markup, entities as one character, whitespace runs as one', () => {
    expect(richTextLength('<p>Hello <strong>world</strong></p>')).toBe(11);
    expect(richTextLength('<p>a &amp; b</p>')).toBe(5);
    expect(richTextLength('<p>  a\n\n   b  </p>')).toBe(3);
    expect(richTextLength('<script>very long hidden text</script><p>x</p>')).toBe(1);
    expect(richTextLength(`<p>${'a'.repeat(PERSONAL_STATEMENT_MAX_TEXT)}</p>`)).toBe(
      PERSONAL_STATEMENT_MAX_TEXT,
    );
  });
});
