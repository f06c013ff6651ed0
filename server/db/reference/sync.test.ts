import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { countries, honorTypes, states, timeZones } from '../schema.ts';
import { canadaId, unitedStatesId } from './countries.ts';
import { syncReferenceData } from './sync.ts';
import { testDatabaseTargets } from './test-databases.ts';
import { gmtString } from './time-zones.ts';

describe.each(testDatabaseTargets())('syncReferenceData on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  });
  afterAll(() => dispose?.());

  async function counts() {
    const { db } = database;
    const count = async (table: typeof countries | typeof states | typeof timeZones | typeof honorTypes) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    return {
      countries: await count(countries),
      states: await count(states),
      timeZones: await count(timeZones),
      honorTypes: await count(honorTypes),
    };
  }

  /** xmin changes whenever a row is rewritten, so equal xmins prove a re-run wrote nothing. */
  async function rowVersions(table: string) {
    const result = await database.db.execute(sql.raw(`select xmin::text as v from "${table}" order by 1`));
    return result.rows.map((row) => (row as { v: string }).v);
  }

  it('loads every reference table and is idempotent', async () => {
    await syncReferenceData(database.db);
    const first = await counts();
    expect(first).toEqual({ countries: 249, states: 56 + 13, timeZones: 16, honorTypes: 4 });

    const versions = await rowVersions('countries');
    await syncReferenceData(database.db);
    expect(await counts()).toEqual(first);
    expect(await rowVersions('countries')).toEqual(versions);
  });

  it('holds the 50 US states, DC and the five inhabited territories, and the 13 Canadian divisions', async () => {
    const { db } = database;
    const us = await db.select().from(states).where(eq(states.countryId, unitedStatesId));
    expect(us).toHaveLength(56);
    const codes = us.map((s) => s.shortName);
    expect(new Set(codes).size).toBe(56);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(us.find((s) => s.shortName === 'CA')).toMatchObject({ id: 840006, name: 'California' });

    const ca = await db.select().from(states).where(eq(states.countryId, canadaId));
    expect(ca.map((s) => s.shortName).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });

  it('keys countries by their ISO codes', async () => {
    const { db } = database;
    const [us] = await db.select().from(countries).where(eq(countries.isoCode, 'US'));
    expect(us).toEqual({ id: 840, isoCode: 'US', name: 'United States' });
    const [canada] = await db.select().from(countries).where(eq(countries.isoCode, 'CA'));
    expect(canada).toEqual({ id: 124, isoCode: 'CA', name: 'Canada' });
    const isoCodes = (await db.select({ iso: countries.isoCode }).from(countries)).map((c) => c.iso);
    expect(isoCodes.every((iso) => /^[A-Z]{2}$/.test(iso))).toBe(true);
  });

  it('describes time zones with consistent offsets', async () => {
    const { db } = database;
    const [pacific] = await db.select().from(timeZones).where(eq(timeZones.ianaTz, 'America/Los_Angeles'));
    expect(pacific).toMatchObject({
      baseUtcOffset: '-08:00:00',
      gmtString: '(GMT-08:00)',
      dst: true,
      winTz: 'Pacific Standard Time',
    });
    const [arizona] = await db.select().from(timeZones).where(eq(timeZones.ianaTz, 'America/Phoenix'));
    expect(arizona).toMatchObject({ baseUtcOffset: '-07:00:00', dst: false });
    expect(gmtString('05:30:00')).toBe('(GMT+05:30)');
    expect(gmtString('-03:30:00')).toBe('(GMT-03:30)');

    // Each zone's standard offset must be what the IANA database says for a January day (or July south of
    // the equator), so the client's offset-based zone fallback picks the right entry.
    const all = await db.select().from(timeZones).orderBy(timeZones.sortOrder);
    for (const zone of all) {
      const winter = zone.ianaTz.startsWith('Australia/') ? '2026-07-15T12:00:00Z' : '2026-01-15T12:00:00Z';
      const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone.ianaTz, timeZoneName: 'longOffset' })
        .formatToParts(new Date(winter))
        .find((p) => p.type === 'timeZoneName')?.value;
      const expected = offset === 'GMT' ? '(GMT+00:00)' : `(${offset})`;
      expect(zone.gmtString, zone.ianaTz).toBe(expected);
    }
  });

  it('has AOA mandatory and unique, and one custom honor type', async () => {
    const { db } = database;
    const [aoa] = await db.select().from(honorTypes).where(eq(honorTypes.knownHonorTypeEnum, 'AoaStatus'));
    expect(aoa).toMatchObject({
      displayName: 'Alpha Omega Alpha',
      isMandatory: true,
      isUnique: true,
      isCustom: false,
    });
    expect(aoa?.items.map((i) => i.value)).toContain('Elected senior year');
    const custom = await db
      .select()
      .from(honorTypes)
      .where(and(eq(honorTypes.isCustom, true), eq(honorTypes.knownHonorTypeEnum, 'Unknown')));
    expect(custom).toEqual([expect.objectContaining({ displayName: 'Other honor', items: [] })]);
    const itemIds = (await db.select().from(honorTypes)).flatMap((t) => t.items.map((i) => i.id));
    expect(new Set(itemIds).size).toBe(itemIds.length);
  });

  it('restores a changed row on the next sync', async () => {
    const { db } = database;
    await db.update(countries).set({ name: 'Changed' }).where(eq(countries.id, 840));
    await syncReferenceData(db);
    const [us] = await db.select().from(countries).where(eq(countries.id, 840));
    expect(us?.name).toBe('United States');
  });
});
