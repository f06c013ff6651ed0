import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import { textWidth, wrapText, writeTextPdf } from '../pdf/pdf-document.ts';
import { extractPdfText } from '../pdf/pdf-text.ts';
import { casPdfLines, renderCasPdf } from './cas-pdf.ts';

function casOf(firstName: string, lastName: string): Cas {
  return {
    applicantCode: 'A-000123',
    matchCycleCode: 'NM-2027',
    matchCycleName: 'National match 2027',
    personal: {
      firstName,
      middleName: null,
      lastName,
      email: 'someone@example.org',
      dateOfBirth: '1995-04-01',
      gender: null,
      citizenship: 'Россия',
      photoUrl: null,
    },
    addresses: [{ label: 'Home', value: '北京市海淀区 1号' }],
    phones: [],
    educations: [{ type: 'MD', name: 'Первый МГМУ им. Сеченова', from: '2013-09-01', to: '2019-06-30' }],
    employments: [],
    examinations: [],
    publications: [],
    hobbiesAndInterests: 'Шахматы, 书法 (calligraphy) and café visits',
    documents: [],
    personalStatements: [],
    letters: [],
    missing: [],
    isComplete: true,
  } as Cas;
}

describe('CAS PDF', () => {
  it('renders a Cyrillic and a Chinese name as text that can be read back', async () => {
    const cyrillic = await renderCasPdf(casOf('Анна', 'Иванова'));
    const chinese = await renderCasPdf(casOf('伟', '王'));
    for (const bytes of [cyrillic, chinese]) {
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
    const [cyrillicText] = await extractPdfText(cyrillic);
    expect(cyrillicText).toContain('Анна Иванова · A-000123');
    expect(cyrillicText).toContain('Первый МГМУ им. Сеченова');
    expect(cyrillicText).toContain('Шахматы, 书法 (calligraphy) and café visits');
    expect(cyrillicText).not.toContain('?');
    const [chineseText] = await extractPdfText(chinese);
    expect(chineseText).toContain('伟 王 · A-000123');
    expect(chineseText).toContain('Home: 北京市海淀区 1号');
  });

  it('embeds a subset of the font, not the whole 10 MB file', async () => {
    const bytes = await renderCasPdf(casOf('Анна', 'Иванова'));
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('keeps the CAS sections in order', () => {
    const texts = casPdfLines(casOf('Ann', 'Lee')).map((l) => l.text);
    expect(texts.indexOf('Personal information')).toBeLessThan(texts.indexOf('Education'));
    expect(texts.at(-2)).toBe('Complete');
  });
});

describe('PDF writer', () => {
  it('starts new pages when the text does not fit', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ text: `Line ${i} café – naïve Ёлка 中文` }));
    const bytes = await writeTextPdf(lines, { title: 'Long' });
    const pages = await extractPdfText(bytes);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain('Line 199 café – naïve Ёлка 中文');
  });

  it('wraps by words, between CJK characters, and inside words longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const pieces = wrapText(`${'word '.repeat(60)}${'x'.repeat(200)}`, font, 10, 200);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) expect(textWidth(font, piece, 10)).toBeLessThanOrEqual(200);
    expect(pieces.join('').replace(/\s/g, '')).toBe(`${'word'.repeat(60)}${'x'.repeat(200)}`);
    expect(wrapText('', font, 10, 200)).toEqual(['']);
    expect(wrapText('one\ntwo', font, 10, 200)).toEqual(['one', 'two']);
  });
});
