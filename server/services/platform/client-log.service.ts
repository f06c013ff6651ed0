import type { ClientError } from '../../../core/contracts/platform/log.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertClientLog } from '../../db/repositories/client-logs.repository.ts';
import type { Logger } from '../../logger.ts';

export type ClientLogService = ReturnType<typeof createClientLogService>;

/** Client errors and info lines (platform.md §3 client log): stored, and echoed to the server log. */
export function createClientLogService(deps: { db: DbExecutor; log: Logger }) {
  return {
    async error(entry: ClientError, userId: string | null): Promise<string> {
      const id = await insertClientLog(deps.db, {
        level: 'error',
        userId,
        message: entry.message,
        payload: entry,
      });
      deps.log.warn(
        { clientLogId: id, userId, errorType: entry.errorType, url: entry.url, clientMessage: entry.message },
        'client error',
      );
      return id;
    },

    async info(info: string, userId: string | null): Promise<void> {
      const id = await insertClientLog(deps.db, { level: 'info', userId, message: info, payload: {} });
      deps.log.info({ clientLogId: id, userId, clientMessage: info }, 'client info');
    },
  };
}
