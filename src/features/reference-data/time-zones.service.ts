import {
  getTimeZones,
  type TimeZone,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';
import { browserTimeZone, matchTimeZone } from '../../lib/time/time-zone-match.ts';

let cached: TimeZone[] | null = null;

export async function loadTimeZones(): Promise<TimeZone[]> {
  cached ??= await call(getTimeZones, {});
  return cached;
}

/** The user's zone: the one saved on this device if still offered, else the browser-zone match. */
export function preferredTimeZone(
  zones: readonly TimeZone[],
  browserZone = browserTimeZone(),
): TimeZone | null {
  const saved = readStored('preferredTimeZone');
  const savedZone = saved ? zones.find((z) => z.ianaTz === saved) : undefined;
  return savedZone ?? matchTimeZone(zones, browserZone);
}

export function savePreferredTimeZone(zone: TimeZone): void {
  writeStored('preferredTimeZone', zone.ianaTz);
}
