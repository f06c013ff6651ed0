import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  countryHasStates,
  findCountryById,
  findStateById,
} from '../../db/repositories/reference-data.repository.ts';

/**
 * Address rules of platform.md §3 that need the reference data: the country exists, a country with
 * states (US, CA) needs one, and the state belongs to the country. Field messages, empty when valid.
 */
export async function checkAddress(
  db: DbExecutor,
  address: { countryId: number | null; stateId: number | null },
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  const state = address.stateId ? await findStateById(db, address.stateId) : undefined;
  if (address.stateId && !state) problems.stateId = [messages.SelectState];
  if (address.countryId === null) {
    if (address.stateId) problems.countryId = [messages.SelectCountry];
    return problems;
  }
  if (!(await findCountryById(db, address.countryId))) {
    problems.countryId = [messages.SelectCountry];
    return problems;
  }
  if (state && state.countryId !== address.countryId) problems.stateId = [messages.StateNotOfCountry];
  if (!address.stateId && (await countryHasStates(db, address.countryId)))
    problems.stateId = [messages.SelectState];
  return problems;
}
