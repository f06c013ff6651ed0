import type { DbExecutor } from '../client.ts';
import { countries, honorTypes, states, timeZones } from '../schema.ts';
import { countryRows } from './countries.ts';
import { honorTypeRows } from './honor-types.ts';
import { stateRows } from './states.ts';
import { timeZoneRows } from './time-zones.ts';
import { upsertChanged } from './upsert.ts';

/**
 * Brings the reference tables in line with the data files: one batched upsert per table, in one
 * transaction. Runs at every server start; rows removed from the files are kept because other rows
 * may still point at them.
 */
export async function syncReferenceData(db: DbExecutor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(countryRows)
      .onConflictDoUpdate({ target: countries.id, ...upsertChanged(countries, ['isoCode', 'name']) });
    await tx
      .insert(states)
      .values(stateRows)
      .onConflictDoUpdate({
        target: states.id,
        ...upsertChanged(states, ['countryId', 'name', 'shortName']),
      });
    await tx
      .insert(timeZones)
      .values(timeZoneRows)
      .onConflictDoUpdate({
        target: timeZones.ianaTz,
        ...upsertChanged(timeZones, [
          'abbreviation',
          'description',
          'baseUtcOffset',
          'gmtString',
          'dst',
          'winTz',
          'sortOrder',
        ]),
      });
    await tx
      .insert(honorTypes)
      .values(honorTypeRows)
      .onConflictDoUpdate({
        target: honorTypes.id,
        ...upsertChanged(honorTypes, [
          'knownHonorTypeEnum',
          'displayName',
          'items',
          'isCustom',
          'isUnique',
          'isMandatory',
        ]),
      });
  });
}
