import { describe, expect, it } from 'vitest';
import { messages } from '../core/domain/messages.ts';
import { analyseParts, areaParts, pageParts, partsLoadedWith, SIGNED_IN } from './i18n-parts.mjs';

/** The catalogue files: src/lib/i18n/texts/<part>.<locale>.ts, the parts of src/lib/i18n/i18n.ts. */
const parts = ['common', SIGNED_IN, ...areaParts, ...Object.keys(pageParts)];

/** The part each key sits in, read from the catalogue files of a locale. */
async function partsOfKeys(locale: 'en-gb' | 'ru'): Promise<Map<string, string>> {
  const where = new Map<string, string>();
  for (const part of parts) {
    const file = (await import(`../src/lib/i18n/texts/${part}.${locale}.ts`)) as Record<string, object>;
    for (const key of Object.keys(Object.values(file)[0] ?? {})) where.set(key, part);
  }
  return where;
}

/** Every text of a locale, by key, read from the catalogue files. */
async function textsOf(locale: 'en-gb' | 'ru'): Promise<Map<string, string>> {
  const texts = new Map<string, string>(locale === 'en-gb' ? Object.entries(messages) : []);
  for (const part of parts) {
    const file = (await import(`../src/lib/i18n/texts/${part}.${locale}.ts`)) as Record<string, object>;
    for (const [key, text] of Object.entries(Object.values(file)[0] ?? {})) texts.set(key, text as string);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Russian is complete (issue 13)', () => {
  it('every English text, the spec messages included, has its Russian text', async () => {
    const russian = await textsOf('ru');
    const missing = [...(await textsOf('en-gb')).keys()].filter((key) => !russian.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('a Russian text keeps the placeholders of its English one', async () => {
    const english = await textsOf('en-gb');
    const differing = [...(await textsOf('ru'))]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe('interface texts split by area', () => {
  it('every file finds the keys it uses in the texts its chunk loads (common, its area’s, signed-in)', async () => {
    const english = await partsOfKeys('en-gb');
    const { fileParts, fileKeys } = analyseParts([...english.keys()]);
    const misplaced: string[] = [];
    for (const [file, keys] of fileKeys) {
      const own = fileParts.get(file);
      for (const key of keys) {
        const part = english.get(key);
        if (part && !partsLoadedWith(own ?? 'common').includes(part)) {
          misplaced.push(
            `${key} sits in texts/${part} but ${file} (${own}) uses it: move it to texts/${own}`,
          );
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('a Russian text sits in the same part as its English one', async () => {
    const english = await partsOfKeys('en-gb');
    const russian = await partsOfKeys('ru');
    const astray = [...russian].filter(
      ([key, part]) => (english.get(key) ?? (key in messages ? 'common' : undefined)) !== part,
    );
    expect(astray).toEqual([]);
  });

  it('the analysis puts a key used by the public area and another in the common part', () => {
    const { keyPart } = analyseParts(['SignIn', 'NavMatchCycles']);
    expect(keyPart.get('SignIn')).toBe('common');
  });

  it('the analysis puts a key only signed-in areas use (the message centre’s) in the signed-in part', () => {
    const { keyPart } = analyseParts(['MsgSend', 'MsgSubject']);
    expect(keyPart.get('MsgSend')).toBe(SIGNED_IN);
  });

  it('the analysis puts the keys of a page with its own part (the invoice payment page) in that part', () => {
    const { keyPart, fileParts } = analyseParts(['IpPay', 'HomeTitle']);
    expect(keyPart.get('IpPay')).toBe('invoice-payment');
    expect(keyPart.get('HomeTitle')).toBe('public');
    expect(fileParts.get('src/areas/public/invoice-payment/invoice-payment-routes.tsx')).toBe('public');
    expect(partsLoadedWith('invoice-payment')).toEqual(['common', 'public', 'invoice-payment']);
  });

  it('every key sits in the part the analysis gives it (nothing rides in a bigger part than it needs)', async () => {
    const english = await partsOfKeys('en-gb');
    const { keyPart } = analyseParts([...english.keys()]);
    const astray = [...english]
      .filter(([key, part]) => part === 'common' && keyPart.get(key) !== 'common' && keyPart.has(key))
      .map(([key]) => `${key}: texts/common, belongs in texts/${keyPart.get(key)}`);
    expect(astray).toEqual([]);
  });
});
