import {
  getHonorTypes,
  type HonorType,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { call } from '../../lib/http/http-client.ts';

let cached: HonorType[] | null = null;

export async function loadHonorTypes(): Promise<HonorType[]> {
  cached ??= await call(getHonorTypes, {});
  return cached;
}

/** Looks an honor type up by id: 'No honors found.' for an empty list, 'Honor <id> was not found.' otherwise. */
export function findHonorType(types: readonly HonorType[], id: number): HonorType {
  if (types.length === 0) throw new Error('No honors found.');
  const found = types.find((type) => type.id === id);
  if (!found) throw new Error(`Honor ${id} was not found.`);
  return found;
}

/** The known types (AOA, Sigma Sigma Phi, Gold Humanism) first, custom ones after, by name. */
export function sortHonorTypes(types: readonly HonorType[]): HonorType[] {
  return [...types].sort(
    (a, b) => Number(a.isCustom) - Number(b.isCustom) || a.displayName.localeCompare(b.displayName, 'en'),
  );
}
