import type { ResponseOf } from '../../../core/contracts/http.ts';
import type { listMailOutbox } from '../../../core/contracts/platform/system.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listMail } from '../../db/repositories/mail-outbox.repository.ts';

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;

/** The admin's view of every mail the server produced, newest first. */
export function createMailOutboxService(deps: { db: DbExecutor }) {
  return {
    async list(filter: {
      to?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<ResponseOf<typeof listMailOutbox>> {
      const { items, total } = await listMail(deps.db, {
        ...(filter.to ? { to: filter.to } : {}),
        page: filter.page,
        pageSize: filter.pageSize,
      });
      return {
        items: items.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
