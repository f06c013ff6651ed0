import { expect, it } from 'vitest';
import { canadaId, countryRows, unitedStatesId } from '../../db/reference/countries.ts';
import { honorTypeRows } from '../../db/reference/honor-types.ts';
import { stateRows } from '../../db/reference/states.ts';
import { timeZoneRows } from '../../db/reference/time-zones.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('reference data', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const usStates = stateRows.filter((s) => s.countryId === unitedStatesId);

  it('lists every country, with states unless asked not to', async () => {
    const all = (await get('/api/countries/GetAll?states=true')).json();
    expect(all).toHaveLength(countryRows.length);
    const us = all.find((c: { isoCode: string }) => c.isoCode === 'US');
    expect(us).toMatchObject({ id: unitedStatesId, name: expect.any(String) });
    expect(us.states).toHaveLength(usStates.length);
    expect(us.states).toContainEqual({
      id: expect.any(Number),
      name: 'California',
      shortName: 'CA',
      countryId: unitedStatesId,
    });
    expect(all.find((c: { isoCode: string }) => c.isoCode === 'FR').states).toEqual([]);

    const byDefault = (await get('/api/countries/GetAll')).json();
    expect(byDefault.find((c: { isoCode: string }) => c.isoCode === 'CA').states.length).toBeGreaterThan(10);

    const bare = (await get('/api/countries/GetAll?states=false')).json();
    expect(bare.every((c: { states: unknown[] }) => c.states.length === 0)).toBe(true);
  });

  it('finds one country by id or ISO code (any case), with its states', async () => {
    const canada = (await get(`/api/countries/Get/${canadaId}`)).json();
    expect(canada).toMatchObject({ id: canadaId, isoCode: 'CA' });
    expect(canada.states.map((s: { shortName: string }) => s.shortName)).toContain('ON');
    const us = (await get('/api/countries/GetByIsoCode/us')).json();
    expect(us.id).toBe(unitedStatesId);
    expect(us.states).toHaveLength(usStates.length);
  });

  it('answers 404 for an unknown country and 400 for a malformed id or code', async () => {
    for (const url of ['/api/countries/Get/999999', '/api/countries/GetByIsoCode/ZZ']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { ErrorCode: 'NotFound', Message: 'Data not found.' } });
    }
    for (const url of [
      '/api/countries/Get/abc',
      '/api/countries/Get/-1',
      '/api/countries/GetByIsoCode/USA',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().description), url).toEqual([url.includes('Iso') ? 'code' : 'id']);
    }
  });

  it('lists the time zones in their order, and the honor types', async () => {
    const zones = (await get('/api/SfmTimeZones')).json();
    expect(zones.map((z: { ianaTz: string }) => z.ianaTz)).toEqual(timeZoneRows.map((z) => z.ianaTz));
    expect(zones[0]).not.toHaveProperty('sortOrder');
    expect(zones.find((z: { ianaTz: string }) => z.ianaTz === 'America/Los_Angeles')).toMatchObject({
      winTz: 'Pacific Standard Time',
      dst: true,
    });
    const honors = (await get('/api/HonorTypes')).json();
    expect(honors).toHaveLength(honorTypeRows.length);
    expect(honors.map((h: { knownHonorTypeEnum: string }) => h.knownHonorTypeEnum)).toEqual(
      expect.arrayContaining(['AoaStatus', 'SigmaPhiStatus', 'GoldHumanismStatus']),
    );
  });
});
