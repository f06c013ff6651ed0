import { create } from 'zustand';
import {
  type Country,
  getAllCountries,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { call } from '../../lib/http/http-client.ts';

export const DEFAULT_COUNTRY_ISO = 'US';
export const CANADA_ISO = 'CA';

type CountriesState = {
  countries: Country[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
};

export const useCountriesStore = create<CountriesState>(() => ({ countries: [], status: 'idle' }));

let loading: Promise<Country[]> | null = null;

/** Loads countries with their states once per page (US states, Canadian provinces). */
export function loadCountries(): Promise<Country[]> {
  const { status, countries } = useCountriesStore.getState();
  if (status === 'loaded') return Promise.resolve(countries);
  loading ??= (async () => {
    useCountriesStore.setState({ status: 'loading' });
    try {
      const list = await call(getAllCountries, { query: { states: 'true' } });
      useCountriesStore.setState({ countries: list, status: 'loaded' });
      return list;
    } catch (error) {
      useCountriesStore.setState({ status: 'failed' });
      throw error;
    } finally {
      loading = null;
    }
  })();
  return loading;
}

export function countryByIso(countries: readonly Country[], isoCode: string): Country | null {
  const code = isoCode.toUpperCase();
  return countries.find((c) => c.isoCode.toUpperCase() === code) ?? null;
}

/** The default country is US by ISO code. */
export function defaultCountry(countries: readonly Country[]): Country | null {
  return countryByIso(countries, DEFAULT_COUNTRY_ISO);
}
