import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { countries, honorTypes, states, timeZones } from '../schema.ts';

export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type TimeZoneRow = typeof timeZones.$inferSelect;
export type HonorTypeRow = typeof honorTypes.$inferSelect;

export async function listCountries(db: DbExecutor): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export async function findCountryById(db: DbExecutor, id: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
}

export async function findCountryByIsoCode(db: DbExecutor, isoCode: string): Promise<CountryRow | undefined> {
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(countries.isoCode, isoCode.toUpperCase()))
    .limit(1);
  return row;
}

/** States of the given countries (all countries when omitted), by name. */
export async function listStates(db: DbExecutor, countryIds?: number[]): Promise<StateRow[]> {
  const query = db.select().from(states);
  const filtered = countryIds ? query.where(inArray(states.countryId, countryIds)) : query;
  return filtered.orderBy(asc(states.name));
}

export async function listTimeZones(db: DbExecutor): Promise<TimeZoneRow[]> {
  return db.select().from(timeZones).orderBy(asc(timeZones.sortOrder));
}

export async function listHonorTypes(db: DbExecutor): Promise<HonorTypeRow[]> {
  return db.select().from(honorTypes).orderBy(asc(honorTypes.id));
}

export async function findStateById(db: DbExecutor, id: number): Promise<StateRow | undefined> {
  const [row] = await db.select().from(states).where(eq(states.id, id)).limit(1);
  return row;
}

/** Whether addresses in the country need a state (it has states in the reference list: US, CA). */
export async function countryHasStates(db: DbExecutor, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(eq(states.countryId, countryId))
    .limit(1);
  return row !== undefined;
}
