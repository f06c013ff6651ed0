/**
 * A program's fees (ADR 0025 decision 2): when it joins a cycle, one invoice with the cycle's program
 * registration fee and, once per cycle year, the annual membership fee; due in 30 days, named to its
 * director and payable by any of its users. Program invoices block nothing in the product.
 */
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { hasMembershipInvoice } from '../../db/repositories/invoices.repository.ts';
import { findCycleFees } from '../../db/repositories/match-cycles.repository.ts';
import { listProgramBillingUsers } from '../../db/repositories/programs.repository.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';

export const PROGRAM_INVOICE_DUE_DAYS = 30;

export type ProgramFees = ReturnType<typeof createProgramFees>;

export function createProgramFees(deps: { clock: Clock; invoices: InvoiceIssuer }) {
  const { clock, invoices } = deps;
  return {
    /** Bills a program that just joined a cycle; nothing when the cycle charges programs nothing. */
    async billJoin(
      tx: DbExecutor,
      programId: number,
      matchCycleId: number,
      billTo?: { userId: string; email: string },
    ) {
      const cycle = await findCycleFees(tx, matchCycleId);
      if (!cycle) return null;
      const lines: { description: string; unitCents: number }[] = [];
      if (cycle.programRegistrationFeeCents > 0)
        lines.push({
          description: `Program registration: ${cycle.name}`,
          unitCents: cycle.programRegistrationFeeCents,
        });
      if (
        cycle.programAnnualMembershipFeeCents > 0 &&
        !(await hasMembershipInvoice(tx, programId, cycle.matchCycleYearId))
      )
        lines.push({
          description: `Annual membership ${cycle.yearCode}`,
          unitCents: cycle.programAnnualMembershipFeeCents,
        });
      if (lines.length === 0) return null;
      const payer = billTo ?? (await listProgramBillingUsers(tx, programId))[0];
      // A program without users yet is billed when its director is invited (the registration approval passes them).
      if (!payer) return null;
      const due = Temporal.Instant.fromEpochMilliseconds(clock.now().getTime())
        .toZonedDateTimeISO('America/Los_Angeles')
        .toPlainDate()
        .add({ days: PROGRAM_INVOICE_DUE_DAYS })
        .toString();
      return invoices.issue(tx, {
        userId: payer.userId,
        programId,
        matchCycleId,
        kind: 'ProgramRegistration',
        description: `Program fees: ${cycle.name}`,
        dueDate: due,
        lines,
        mailTo: payer.email,
      });
    },
  };
}
