/**
 * BIL (issue 16): the money behind the demo. Every paid seeded invoice gets the payment that paid it
 * (a card through the test provider, or a cheque an admin recorded); the demo program owes its fees
 * for the current cycle (unpaid, due in 30 days) and paid last year's by wire, a part of which was
 * refunded; the demo applicant has one unpaid fee to try the payment page with. Idempotent: nothing
 * when the demo program already has an invoice.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { insertInvoice } from '../repositories/invoices.repository.ts';
import { invoices, matchCycles, payments, refunds } from '../schema.ts';
import type { ApplicantSeedContext } from './applicant/context.ts';
import { demoUsers } from './people.ts';
import { demoProgramCode } from './programs.ts';

const DAY_MS = 24 * 60 * 60_000;

export async function seedBilling(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const programId = ctx.programIds.get(demoProgramCode);
  const directorId = ctx.userIds.get(demoUsers.program.email);
  const adminId = ctx.userIds.get(demoUsers.admin.email);
  const applicantId = ctx.userIds.get(demoUsers.applicant.email);
  const cycleId = ctx.cycleIds.get(`OPH-${ctx.season}`);
  const lastCycleId = ctx.cycleIds.get(`OPH-${ctx.season - 1}`) ?? null;
  if (!programId || !directorId || !adminId || !applicantId || !cycleId) return;
  const [billed] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.programId, programId))
    .limit(1);
  if (billed) return;

  // The payments of the paid registration invoices: cards, except every fifth, paid by cheque.
  await tx.execute(sql`
    insert into ${payments} (invoice_id, provider, method, status, amount_cents, provider_ref, idempotency_key, user_id, created_at, succeeded_at)
    select i.id,
           case when i.id % 5 = 0 then 'Manual' else 'Test' end,
           case when i.id % 5 = 0 then 'Cheque' else 'Test' end,
           'Succeeded', i.amount_cents,
           case when i.id % 5 = 0 then 'CHQ ' || (1000 + i.id) else 'test_order_seed_' || i.id end,
           'seed-payment-' || i.id,
           case when i.id % 5 = 0 then ${adminId}::uuid else i.user_id end,
           i.paid_at, i.paid_at
    from ${invoices} i
    where i.status = 'Paid' and i.paid_at is not null
      and not exists (select 1 from ${payments} p where p.invoice_id = i.id)`);

  const [cycle] = await tx
    .select({
      name: matchCycles.matchName,
      registration: matchCycles.programRegistrationFeeCents,
      membership: matchCycles.programAnnualMembershipFeeCents,
    })
    .from(matchCycles)
    .where(eq(matchCycles.id, cycleId));
  const fee = (cents: number | undefined, fallback: number) => (cents && cents > 0 ? cents : fallback);
  const lines = (name: string, year: number) => [
    { description: `Program registration: ${name}`, unitCents: fee(cycle?.registration, 75_000) },
    { description: `Annual membership ${year}`, unitCents: fee(cycle?.membership, 25_000) },
  ];
  const dueDate = (days: number) => new Date(ctx.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  // This season's fees: unpaid.
  await insertInvoice(tx, {
    userId: directorId,
    programId,
    matchCycleId: cycleId,
    kind: 'ProgramRegistration',
    description: `Program fees: ${cycle?.name ?? 'this season'}`,
    dueDate: dueDate(30),
    lines: lines(cycle?.name ?? 'this season', ctx.season),
  });

  // Last season's: paid by wire a year ago, the membership refunded in part (a pro-rated year).
  const yearAgo = new Date(ctx.now.getTime() - 365 * DAY_MS);
  const last = await insertInvoice(tx, {
    userId: directorId,
    programId,
    matchCycleId: lastCycleId,
    kind: 'ProgramRegistration',
    description: `Program fees: Ophthalmology ${ctx.season - 1}`,
    dueDate: yearAgo.toISOString().slice(0, 10),
    lines: lines(`Ophthalmology ${ctx.season - 1}`, ctx.season - 1),
  });
  await tx
    .update(invoices)
    .set({
      status: 'Paid',
      paidAt: yearAgo,
      createdAt: new Date(yearAgo.getTime() - 20 * DAY_MS),
      refundedCents: 5_000,
    })
    .where(eq(invoices.id, last.id));
  const [wire] = await tx
    .insert(payments)
    .values({
      invoiceId: last.id,
      provider: 'Manual',
      method: 'Wire',
      status: 'Succeeded',
      amountCents: last.amountCents,
      refundedCents: 5_000,
      providerRef: `WIRE-${ctx.season - 1}-0042`,
      idempotencyKey: `seed-wire-${last.id}`,
      userId: adminId,
      note: 'Received from the department of ophthalmology',
      createdAt: yearAgo,
      succeededAt: yearAgo,
    })
    .returning({ id: payments.id });
  await tx.insert(refunds).values({
    paymentId: wire!.id,
    amountCents: 5_000,
    status: 'Succeeded',
    reason: 'Membership pro-rated: the program joined mid-year',
    idempotencyKey: `seed-refund-${wire!.id}`,
    createdByUserId: adminId,
    createdAt: new Date(yearAgo.getTime() + 7 * DAY_MS),
  });

  // The demo applicant's unpaid fee: the payment page to try.
  const [open] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, applicantId), eq(invoices.status, 'Unpaid'), isNull(invoices.programId)))
    .limit(1);
  if (!open)
    await insertInvoice(tx, {
      userId: applicantId,
      matchCycleId: cycleId,
      kind: 'Other',
      description: 'Transcript verification',
      dueDate: dueDate(14),
      amountCents: 3_500,
    });
}
