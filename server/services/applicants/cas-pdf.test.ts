import { describe, expect, it } from 'vitest';
import { type PdfLine, wrapLine, writeTextPdf } from './cas-pdf.ts';

/** Checks the file structurally: header, each xref offset at `n 0 obj`, trailer, startxref, %%EOF. */
function parsePdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(size));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(text).toContain(`trailer\n<< /Size ${size} /Root 1 0 R`);
  // Each stream's declared length is its byte length.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
  return { text, pages };
}

describe('text PDF writer', () => {
  it('writes one page with correct offsets, escaping parentheses and backslashes', () => {
    const { text, pages } = parsePdf(
      writeTextPdf([{ text: 'Hello (world) \\ done', bold: true }], { title: 'T' }),
    );
    expect(pages).toBe(1);
    expect(text).toContain('(Hello \\(world\\) \\\\ done) Tj');
    expect(text).toContain('/BaseFont /Helvetica-Bold');
  });

  it('starts new pages when the text does not fit, keeping offsets exact', () => {
    const lines: PdfLine[] = Array.from({ length: 200 }, (_, i) => ({ text: `Line ${i} café – naïve` }));
    const { text, pages } = parsePdf(writeTextPdf(lines, { title: 'Long' }));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('(Line 199 caf\xe9 ? na\xefve) Tj');
  });

  it('wraps long lines by words and cuts words longer than a line', () => {
    const pieces = wrapLine(`${'word '.repeat(60)}${'x'.repeat(200)}`, 10);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(100);
    expect(wrapLine('', 10)).toEqual(['']);
  });
});
