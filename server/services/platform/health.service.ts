import type { ResponseOf } from '../../../core/contracts/http.ts';
import type { health } from '../../../core/contracts/platform/system.contract.ts';
import { type Db, type DbDriver, pingDatabase } from '../../db/client.ts';

export type HealthReport = ResponseOf<typeof health>;
export type HealthService = ReturnType<typeof createHealthService>;

/** A health check must answer even when the database hangs. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

export function createHealthService(deps: { db: Db; driver: DbDriver; version: string }) {
  return {
    async check(): Promise<HealthReport> {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), HEALTH_DB_TIMEOUT_MS);
      });
      const latency = await Promise.race([pingDatabase(deps.db), timeout]).finally(() => clearTimeout(timer));
      const up = latency !== null;
      return {
        status: up ? 'ok' : 'degraded',
        version: deps.version,
        database: {
          status: up ? 'up' : 'down',
          driver: deps.driver,
          latencyMs: Math.round((up ? latency : performance.now() - started) * 100) / 100,
        },
      };
    },
  };
}
