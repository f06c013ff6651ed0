import type {
  Country,
  HonorType,
  TimeZone,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type CountryRow,
  findCountryById,
  findCountryByIsoCode,
  listCountries,
  listHonorTypes,
  listStates,
  listTimeZones,
  type StateRow,
} from '../../db/repositories/reference-data.repository.ts';
import { notFound } from '../../errors.ts';

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;

function toCountry(country: CountryRow, states: StateRow[]): Country {
  return {
    id: country.id,
    isoCode: country.isoCode,
    name: country.name,
    states: states
      .filter((s) => s.countryId === country.id)
      .map((s) => ({ id: s.id, name: s.name, shortName: s.shortName, countryId: s.countryId })),
  };
}

/** Countries with states, time zones and honor types, as server/db/reference/sync.ts keeps them. */
export function createReferenceDataService(deps: { db: DbExecutor }) {
  const { db } = deps;
  return {
    async countries(withStates: boolean): Promise<Country[]> {
      const [countries, states] = await Promise.all([listCountries(db), withStates ? listStates(db) : []]);
      return countries.map((country) => toCountry(country, states));
    },

    async country(id: number): Promise<Country> {
      const country = await findCountryById(db, id);
      if (!country) throw notFound();
      return toCountry(country, await listStates(db, [country.id]));
    },

    async countryByIsoCode(isoCode: string): Promise<Country> {
      const country = await findCountryByIsoCode(db, isoCode);
      if (!country) throw notFound();
      return toCountry(country, await listStates(db, [country.id]));
    },

    async timeZones(): Promise<TimeZone[]> {
      return (await listTimeZones(db)).map(({ sortOrder: _sortOrder, ...zone }) => zone);
    },

    async honorTypes(): Promise<HonorType[]> {
      return listHonorTypes(db);
    },
  };
}
