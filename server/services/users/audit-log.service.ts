/**
 * The audit trail (issue 4): admin user actions, impersonation start and end, and every change a
 * user's session makes while an admin impersonates them, with the admin's identity beside it.
 */

import type { ResponseOf } from '../../../core/contracts/http.ts';
import type { AuditDetails, listAuditLog } from '../../../core/contracts/users/admin-users.contract.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertAuditEntry, listAuditEntries } from '../../db/repositories/audit-log.repository.ts';
import type { AuthContext } from '../auth/session.service.ts';

export type AuditAction =
  | 'UserDeactivated'
  | 'UserActivated'
  | 'UserPasswordChanged'
  | 'UserPasswordRecoverySent'
  | 'UserEmailChanged'
  | 'AdminUserCreated'
  | 'ImpersonationStarted'
  | 'ImpersonationEnded'
  /** An impersonated session reached its end without the admin ending it (issue 11). */
  | 'ImpersonationExpired'
  /** Money moved by an admin (issue 16): a manual payment, a refund, a voided invoice. */
  | 'ManualPaymentRecorded'
  | 'PaymentRefunded'
  | 'InvoiceVoided'
  /** A request made with an impersonated session: `METHOD /path/:pattern`. */
  | `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/** A request made with an impersonated session, read or change, for the audit log (whatever its outcome). */
export type ImpersonatedRequest = {
  auth: AuthContext & { impersonatorId: string };
  /** `METHOD /path/:pattern` of the contract. */
  action: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  params: Record<string, unknown> | null;
  query?: Record<string, unknown> | null;
  statusCode: number;
};

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async record(
      entry: {
        actorUserId: string;
        impersonatorUserId?: string | null;
        action: AuditAction;
        details?: AuditDetails;
      },
      tx: DbExecutor = db,
    ): Promise<void> {
      await insertAuditEntry(tx, {
        actorUserId: entry.actorUserId,
        impersonatorUserId: entry.impersonatorUserId ?? null,
        action: entry.action,
        details: entry.details ?? {},
        now: clock.now(),
      });
    },

    /** A request made with an impersonated session: the user acts, the admin is named beside them. */
    async recordImpersonatedRequest(entry: ImpersonatedRequest): Promise<void> {
      await insertAuditEntry(db, {
        actorUserId: entry.auth.userId,
        impersonatorUserId: entry.auth.impersonatorId,
        action: entry.action,
        details: {
          params: entry.params,
          ...(entry.query ? { query: entry.query } : {}),
          statusCode: entry.statusCode,
        },
        now: clock.now(),
      });
    },

    async list(filter: {
      userId?: string | undefined;
      impersonatorUserId?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<ResponseOf<typeof listAuditLog>> {
      const { items, total } = await listAuditEntries(db, filter);
      return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },
  };
}
