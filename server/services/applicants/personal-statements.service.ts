import type {
  PersonalStatement,
  PersonalStatementInput,
  PersonalStatementList,
  PersonalStatementUpdate,
} from '../../../core/contracts/applicants/personal-statements.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { PERSONAL_STATEMENT_MAX_TEXT, richTextLength } from '../../../core/domain/personal-statements.ts';
import { sanitizeRichText } from '../../../core/domain/rich-text.ts';
import { withTransaction } from '../../db/client.ts';
import {
  deletePersonalStatementRow,
  findCyclePsInstructions,
  findPersonalStatement,
  insertPersonalStatement,
  listPersonalStatements,
  type PersonalStatementRow,
  updatePersonalStatementAt,
} from '../../db/repositories/personal-statements.repository.ts';
import { conflict, notFound, StaleWrite, ValidationFailure } from '../../errors.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export type PersonalStatementService = ReturnType<typeof createPersonalStatementService>;

function toStatement(row: PersonalStatementRow): PersonalStatement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    textLength: richTextLength(row.body),
    version: row.version,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    isInUse: row.isInUse,
  };
}

/** Sanitized on every write; the limit is checked again on what is stored (the contract checked the input). */
function cleanInput(input: { title: string; body: string }): { title: string; body: string } {
  const body = sanitizeRichText(input.body);
  if (richTextLength(body) > PERSONAL_STATEMENT_MAX_TEXT) {
    throw new ValidationFailure({ body: [messages.ExceededNumberOfCharacters] });
  }
  return { title: input.title, body };
}

/** Personal statements (LETTERS). */
export function createPersonalStatementService(deps: ApplicantServiceDeps) {
  const { db, access, clock } = deps;

  async function own(applicantId: number, id: number): Promise<PersonalStatementRow> {
    const row = await findPersonalStatement(db, applicantId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string, matchCycleCode?: string): Promise<PersonalStatementList> {
      let applicantId: number;
      let instructions: string | null = null;
      if (matchCycleCode) {
        const { applicant, cycle } = await access.inCycle(userId, { code: matchCycleCode });
        applicantId = applicant.id;
        instructions = await findCyclePsInstructions(db, cycle.id);
      } else {
        applicantId = (await access.applicantOf(userId)).id;
      }
      const rows = await listPersonalStatements(db, applicantId);
      return { items: rows.map(toStatement), instructions };
    },

    async get(userId: string, id: number): Promise<PersonalStatement> {
      const applicant = await access.applicantOf(userId);
      return toStatement(await own(applicant.id, id));
    },

    async create(userId: string, input: PersonalStatementInput): Promise<PersonalStatement> {
      const applicant = await access.applicantOf(userId);
      const id = await insertPersonalStatement(db, {
        applicantId: applicant.id,
        ...cleanInput(input),
        now: clock.now(),
      });
      return toStatement(await own(applicant.id, id));
    },

    /** Throws StaleWrite with the stored copy when `version` is stale. */
    async update(userId: string, id: number, input: PersonalStatementUpdate): Promise<PersonalStatement> {
      const applicant = await access.applicantOf(userId);
      const current = await own(applicant.id, id);
      const written = await updatePersonalStatementAt(
        db,
        { applicantId: applicant.id, id, version: input.version },
        { ...cleanInput(input), now: clock.now() },
      );
      if (!written) {
        throw new StaleWrite(
          messages.PersonalStatementChangedMeanwhile,
          toStatement(await own(applicant.id, current.id)),
        );
      }
      return toStatement(await own(applicant.id, id));
    },

    async remove(userId: string, id: number): Promise<{ ok: true }> {
      const applicant = await access.applicantOf(userId);
      await withTransaction(db, async (tx) => {
        const row = await findPersonalStatement(tx, applicant.id, id);
        if (!row) throw notFound();
        if (row.isInUse) throw conflict(messages.PersonalStatementInUse);
        await deletePersonalStatementRow(tx, applicant.id, id);
      });
      return { ok: true };
    },
  };
}
