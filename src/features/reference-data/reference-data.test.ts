import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoHonorTypes, demoTimeZones } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { writeStored } from '../../lib/storage/local-store.ts';
import {
  CANADA_ISO,
  countryByIso,
  defaultCountry,
  loadCountries,
  useCountriesStore,
} from './countries.service.ts';
import { findHonorType, loadHonorTypes, sortHonorTypes } from './honor-types.service.ts';
import { loadTimeZones, preferredTimeZone, savePreferredTimeZone } from './time-zones.service.ts';

describe('countries', () => {
  it('loads countries with states once (GET /api/countries/GetAll?states=true)', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/countries/GetAll', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json([
          {
            id: 1,
            isoCode: 'US',
            name: 'United States',
            states: [{ id: 5, name: 'California', shortName: 'CA', countryId: 1 }],
          },
          {
            id: 2,
            isoCode: 'CA',
            name: 'Canada',
            states: [{ id: 101, name: 'Ontario', shortName: 'ON', countryId: 2 }],
          },
        ]);
      }),
    );
    const list = await loadCountries();
    await loadCountries();
    expect(queries).toEqual(['?states=true']);
    expect(useCountriesStore.getState().status).toBe('loaded');
    expect(defaultCountry(list)?.name).toBe('United States');
    expect(countryByIso(list, CANADA_ISO)?.states[0]?.shortName).toBe('ON');
  });
});

describe('time zones', () => {
  it('loads the list and prefers the zone saved on this device', async () => {
    const zones = await loadTimeZones();
    expect(zones.length).toBe(demoTimeZones.length);
    expect(preferredTimeZone(zones, 'America/Vancouver')?.ianaTz).toBe('America/Los_Angeles');
    savePreferredTimeZone(zones.find((z) => z.ianaTz === 'America/Chicago')!);
    expect(preferredTimeZone(zones, 'America/Vancouver')?.ianaTz).toBe('America/Chicago');
    writeStored('preferredTimeZone', 'Gone/Zone');
    expect(preferredTimeZone(zones, 'America/Vancouver')?.ianaTz).toBe('America/Los_Angeles');
  });
});

describe('honor types', () => {
  it('loads and finds by id, with the spec errors', async () => {
    const types = await loadHonorTypes();
    expect(findHonorType(types, 1).displayName).toBe('Alpha Omega Alpha');
    expect(() => findHonorType(types, 99)).toThrow('Honor 99 was not found.');
    expect(() => findHonorType([], 1)).toThrow('No honors found.');
    expect(sortHonorTypes([...demoHonorTypes].reverse()).map((h) => h.isCustom)).toEqual([false, true]);
  });
});
