import { useEffect } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import { loadCountries, useCountriesStore } from './countries.service.ts';

/** The loaded countries (with their states), loading them once if needed. */
export function useCountries() {
  const countries = useCountriesStore((s) => s.countries);
  const status = useCountriesStore((s) => s.status);
  useEffect(() => {
    if (status === 'idle')
      loadCountries().catch((error: unknown) => handleError(error, { context: 'countries' }));
  }, [status]);
  return countries;
}
