/**
 * Who the signed-in applicant is and whether they may act in a match cycle (platform.md §6). Every
 * applicant service resolves the applicant here and asks `assertMayAct` before a write inside a
 * cycle, so the server refuses exactly what the client's 'Denied' popup would, with the same reason.
 */
import {
  applicantDeclineReason,
  type RestrictionApplication,
  type RestrictionOptions,
} from '../../../core/domain/applicant-restrictions.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type ApplicantCycle,
  type ApplicantRecord,
  type ApplicantRegistration,
  findApplicantByUserId,
  findCycleByCode,
  findCycleById,
  findRegistration,
} from '../../db/repositories/applicants.repository.ts';
import { applicantActionDenied, forbiddenResource, notFound } from '../../errors.ts';

export type ApplicantAccess = ReturnType<typeof createApplicantAccess>;

export type ApplicantInCycle = {
  applicant: ApplicantRecord;
  cycle: ApplicantCycle;
  /** Null when the applicant has not registered for the cycle. */
  registration: ApplicantRegistration | null;
};

export type MayActOptions = RestrictionOptions & {
  application?: RestrictionApplication | null;
  /** False when the cycle is Active but locked for this kind of change (e.g. past the CAS deadline). */
  isEditable?: boolean;
};

export function createApplicantAccess(deps: { db: DbExecutor }) {
  const { db } = deps;

  /** The applicant record of a signed-in applicant (a resource 403 for an account without one). */
  async function applicantOf(userId: string, executor: DbExecutor = db): Promise<ApplicantRecord> {
    const applicant = await findApplicantByUserId(executor, userId);
    if (!applicant) throw forbiddenResource(messages.ApplicantNotFound);
    return applicant;
  }

  async function inCycle(
    userId: string,
    cycle: { code: string } | { id: number },
    executor: DbExecutor = db,
  ): Promise<ApplicantInCycle> {
    const applicant = await applicantOf(userId, executor);
    const found =
      'code' in cycle ? await findCycleByCode(executor, cycle.code) : await findCycleById(executor, cycle.id);
    if (!found) throw notFound();
    return {
      applicant,
      cycle: found,
      registration: await findRegistration(executor, applicant.id, found.id),
    };
  }

  /** Throws 409 ApplicantActionDenied with the spec's reason when the action is not allowed. */
  function assertMayAct(context: ApplicantInCycle, options: MayActOptions = {}): void {
    const reason = applicantDeclineReason(
      {
        cycle: {
          name: context.cycle.name,
          status: context.cycle.status,
          ...(options.isEditable === undefined ? {} : { isEditable: options.isEditable }),
        },
        application: options.application ?? null,
        isPaymentPending: context.registration?.invoiceStatus === 'Unpaid',
      },
      options,
    );
    if (reason) throw applicantActionDenied(reason);
  }

  return { applicantOf, inCycle, assertMayAct };
}
