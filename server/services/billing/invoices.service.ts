/**
 * Invoices and payments as each role reads them (business.md §2.2, §2.3, §2.5 transactions): the
 * applicant's own, a program's (any of its users), and the programs of a society's specialties.
 */
import type { InvoiceView, PaymentView } from '../../../core/contracts/billing/invoices.contract.ts';
import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import type { InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { DbExecutor } from '../../db/client.ts';
import { type InvoiceSort, listInvoices } from '../../db/repositories/invoices.repository.ts';
import { listPayments } from '../../db/repositories/payments.repository.ts';
import { findProgramUser } from '../../db/repositories/programs.repository.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import { forbiddenResource } from '../../errors.ts';
import { toInvoiceView, toPaymentView } from './billing-presenters.ts';

type InvoiceQuery = PageQuery & {
  search?: string | undefined;
  sort: Exclude<InvoiceSort, 'number'>;
  direction: 'asc' | 'desc';
  status?: InvoiceStatus | undefined;
};

export type InvoiceReadService = ReturnType<typeof createInvoiceReadService>;

export function createInvoiceReadService({ db }: { db: DbExecutor }) {
  async function assertProgramUser(programId: number, userId: string) {
    if (!(await findProgramUser(db, programId, userId))) throw forbiddenResource();
  }

  const invoicesPage = async (...args: Parameters<typeof listInvoices>): Promise<Paged<InvoiceView>> => {
    const { items, total } = await listInvoices(...args);
    return { items: items.map(toInvoiceView), total };
  };
  const paymentsPage = async (...args: Parameters<typeof listPayments>): Promise<Paged<PaymentView>> => {
    const { items, total } = await listPayments(...args);
    return { items: items.map(toPaymentView), total };
  };

  return {
    /** The applicant's invoices are theirs (issued at sign-up, registration or sending), not a cycle's. */
    applicantInvoices: (userId: string, page: PageQuery) =>
      invoicesPage(db, { userId, programId: null }, { ...page, sort: 'createdDate', direction: 'desc' }),

    applicantPayments: (userId: string, page: PageQuery) =>
      paymentsPage(db, { invoiceUserId: userId }, { ...page, sort: 'createdDate', direction: 'desc' }),

    async programInvoices(userId: string, programId: number, query: InvoiceQuery) {
      await assertProgramUser(programId, userId);
      return invoicesPage(db, { programId, status: query.status, search: query.search }, query);
    },

    async programPayments(userId: string, programId: number, page: PageQuery) {
      await assertProgramUser(programId, userId);
      return paymentsPage(db, { programId }, { ...page, sort: 'createdDate', direction: 'desc' });
    },

    async societyInvoices(userId: string, query: InvoiceQuery) {
      const specialtyIds = await listSocietySpecialtyIds(db, userId);
      return invoicesPage(db, { specialtyIds, status: query.status, search: query.search }, query);
    },
  };
}
