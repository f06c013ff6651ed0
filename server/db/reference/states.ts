import { canadaId, unitedStatesId } from './countries.ts';

/**
 * US states, DC and the inhabited territories, and the Canadian provinces and territories.
 * Ids are the country's ISO numeric code × 1000 + the official subdivision code (US FIPS, Canadian SGC),
 * so they are stable across databases and readable at a glance (840006 is California).
 */
export type StateRow = { id: number; countryId: number; name: string; shortName: string };

const us: [fips: number, shortName: string, name: string][] = [
  [1, 'AL', 'Alabama'],
  [2, 'AK', 'Alaska'],
  [4, 'AZ', 'Arizona'],
  [5, 'AR', 'Arkansas'],
  [6, 'CA', 'California'],
  [8, 'CO', 'Colorado'],
  [9, 'CT', 'Connecticut'],
  [10, 'DE', 'Delaware'],
  [11, 'DC', 'District of Columbia'],
  [12, 'FL', 'Florida'],
  [13, 'GA', 'Georgia'],
  [15, 'HI', 'Hawaii'],
  [16, 'ID', 'Idaho'],
  [17, 'IL', 'Illinois'],
  [18, 'IN', 'Indiana'],
  [19, 'IA', 'Iowa'],
  [20, 'KS', 'Kansas'],
  [21, 'KY', 'Kentucky'],
  [22, 'LA', 'Louisiana'],
  [23, 'ME', 'Maine'],
  [24, 'MD', 'Maryland'],
  [25, 'MA', 'Massachusetts'],
  [26, 'MI', 'Michigan'],
  [27, 'MN', 'Minnesota'],
  [28, 'MS', 'Mississippi'],
  [29, 'MO', 'Missouri'],
  [30, 'MT', 'Montana'],
  [31, 'NE', 'Nebraska'],
  [32, 'NV', 'Nevada'],
  [33, 'NH', 'New Hampshire'],
  [34, 'NJ', 'New Jersey'],
  [35, 'NM', 'New Mexico'],
  [36, 'NY', 'New York'],
  [37, 'NC', 'North Carolina'],
  [38, 'ND', 'North Dakota'],
  [39, 'OH', 'Ohio'],
  [40, 'OK', 'Oklahoma'],
  [41, 'OR', 'Oregon'],
  [42, 'PA', 'Pennsylvania'],
  [44, 'RI', 'Rhode Island'],
  [45, 'SC', 'South Carolina'],
  [46, 'SD', 'South Dakota'],
  [47, 'TN', 'Tennessee'],
  [48, 'TX', 'Texas'],
  [49, 'UT', 'Utah'],
  [50, 'VT', 'Vermont'],
  [51, 'VA', 'Virginia'],
  [53, 'WA', 'Washington'],
  [54, 'WV', 'West Virginia'],
  [55, 'WI', 'Wisconsin'],
  [56, 'WY', 'Wyoming'],
  [60, 'AS', 'American Samoa'],
  [66, 'GU', 'Guam'],
  [69, 'MP', 'Northern Mariana Islands'],
  [72, 'PR', 'Puerto Rico'],
  [78, 'VI', 'U.S. Virgin Islands'],
];

const canada: [sgc: number, shortName: string, name: string][] = [
  [10, 'NL', 'Newfoundland and Labrador'],
  [11, 'PE', 'Prince Edward Island'],
  [12, 'NS', 'Nova Scotia'],
  [13, 'NB', 'New Brunswick'],
  [24, 'QC', 'Quebec'],
  [35, 'ON', 'Ontario'],
  [46, 'MB', 'Manitoba'],
  [47, 'SK', 'Saskatchewan'],
  [48, 'AB', 'Alberta'],
  [59, 'BC', 'British Columbia'],
  [60, 'YT', 'Yukon'],
  [61, 'NT', 'Northwest Territories'],
  [62, 'NU', 'Nunavut'],
];

const toRows = (countryId: number, list: [number, string, string][]): StateRow[] =>
  list.map(([code, shortName, name]) => ({ id: countryId * 1000 + code, countryId, name, shortName }));

export const stateRows: StateRow[] = [...toRows(unitedStatesId, us), ...toRows(canadaId, canada)];

/** The id of a US state or territory by its postal code; throws on a code we do not hold. */
export function usStateId(shortName: string): number {
  const row = stateRows.find((s) => s.countryId === unitedStatesId && s.shortName === shortName);
  if (!row) throw new Error(`Unknown US state code ${shortName}`);
  return row.id;
}
