import type { Country } from '../../../core/contracts/reference-data/reference-data.contract.ts';

export type AddressInput = {
  addressLine?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  stateId?: number | null;
  stateName?: string | null;
  zip?: string | null;
  countryId?: number | null;
};

export class CountriesNotLoadedError extends Error {
  constructor() {
    super('Countries are not loaded: an address cannot be formatted.');
    this.name = 'CountriesNotLoadedError';
  }
}

/**
 * One line: 'street, street 2, city, ST zip, Country'. States of countries with a state list
 * (US, CA) show their short name; others show the typed state name. Needs the country list.
 */
export function formatAddress(
  address: AddressInput | null | undefined,
  countries: readonly Country[],
): string {
  if (countries.length === 0) throw new CountriesNotLoadedError();
  if (!address) return '';
  const country = countries.find((c) => c.id === address.countryId) ?? null;
  const state = country?.states.find((s) => s.id === address.stateId) ?? null;
  const stateText = state?.shortName ?? address.stateName?.trim() ?? '';
  const stateZip = [stateText, address.zip?.trim() ?? ''].filter(Boolean).join(' ');
  return [address.addressLine, address.addressLine2, address.city, stateZip, country?.name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}
