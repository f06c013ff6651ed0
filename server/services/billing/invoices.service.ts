/** The applicant's transactions: their own invoices (registration fees), newest first. */
import type { ApplicantInvoice } from '../../../core/contracts/billing/invoices.contract.ts';
import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import { type InvoiceOfUser, listInvoicesOfUser } from '../../db/repositories/invoices.repository.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';

function toInvoice(row: InvoiceOfUser): ApplicantInvoice {
  return {
    id: row.id,
    description: row.description,
    matchCycleCode: row.matchCycleCode,
    matchCycleName: row.matchCycleName,
    amountCents: row.amountCents,
    status: row.status,
    createdDate: row.createdAt.toISOString(),
    paidDate: row.paidAt?.toISOString() ?? null,
  };
}

export type ApplicantInvoiceService = ReturnType<typeof createApplicantInvoiceService>;

export function createApplicantInvoiceService({ db }: Pick<ApplicantServiceDeps, 'db'>) {
  return {
    /** Invoices are the user's (issued at sign-up or registration), so no applicant row is needed. */
    async list(userId: string, page: PageQuery): Promise<Paged<ApplicantInvoice>> {
      const { items, total } = await listInvoicesOfUser(db, userId, page);
      return { items: items.map(toInvoice), total };
    },
  };
}
