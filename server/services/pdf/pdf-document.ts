/**
 * The one way the server writes PDFs (ADR 0025 §9): pdf-lib with an embedded Noto Sans SC (Latin,
 * Cyrillic and CJK glyphs, so a name in any of those scripts is text, not '?'), subset per document,
 * Letter pages, lines wrapped by the font's own metrics, new pages as needed. The font files come
 * from the npm package and are read once per process; each document embeds (and subsets) them once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number };

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
const MARGIN = 54;
const DEFAULT_SIZE = 10;
const LEADING = 1.35;

type FontBytes = { regular: Uint8Array; bold: Uint8Array };
let fontBytes: Promise<FontBytes> | undefined;

/** The Noto Sans SC regular and bold TTFs, read from the package once per process. */
export function notoSansScBytes(): Promise<FontBytes> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const file = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}.ttf`);
    fontBytes = Promise.all([
      readFile(file('400Regular/NotoSansSC_400Regular')),
      readFile(file('700Bold/NotoSansSC_700Bold')),
    ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
    // A failed read is not cached: the next document tries again.
    fontBytes.catch(() => {
      fontBytes = undefined;
    });
  }
  return fontBytes;
}

/** Characters a line break may come before or after without a space (CJK ideographs, kana, Hangul, full-width forms). */
const CJK = '\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef';
const TOKENS = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}]+`, 'gu');

/** Control characters (tabs, carriage returns) become spaces; the font has no glyph for them. */
function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of text at `size`: the sum of its characters' advances, each measured once per font (a
 * CJK font's layout of a whole string is slow, and wrapping measures often; kerning is ignored).
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) {
    widths = new Map();
    charWidths.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let w = widths.get(char);
    if (w === undefined) {
      w = font.widthOfTextAtSize(char, 1000);
      widths.set(char, w);
    }
    total += w;
  }
  return (total * size) / 1000;
}

/** Splits text into lines no wider than `maxWidth` at `size` points: at spaces, between CJK characters, and inside words longer than a line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => textWidth(font, s, size);
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const token of paragraph.match(TOKENS) ?? []) {
      if (/^\s+$/u.test(token)) {
        if (line) line += ' ';
        continue;
      }
      if (width(line + token) <= maxWidth) {
        line += token;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      let rest = Array.from(token);
      while (rest.length > 0 && width(rest.join('')) > maxWidth) {
        let fit = 1;
        while (fit < rest.length && width(rest.slice(0, fit + 1).join('')) <= maxWidth) fit++;
        lines.push(rest.slice(0, fit).join(''));
        rest = rest.slice(fit);
      }
      line = rest.join('');
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Writes lines top to bottom into a document, starting a page whenever one is full. */
export class PdfWriter {
  private page: PDFPage | undefined;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /** A new document with the fonts embedded (subset: only the glyphs used are saved). */
  static async create(info: { title?: string } = {}): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setProducer('Matchline');
    doc.setCreator('Matchline');
    if (info.title) doc.setTitle(info.title);
    const bytes = await notoSansScBytes();
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, { subset: true }),
      doc.embedFont(bytes.bold, { subset: true }),
    ]);
    return new PdfWriter(doc, regular, bold);
  }

  /** Starts a new page (the next line goes at its top). */
  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Ends the current page, so the next line starts a new one (e.g. after copied pages). */
  endPage(): void {
    this.page = undefined;
  }

  write(lines: readonly PdfLine[]): void {
    for (const line of lines) {
      const size = line.size ?? DEFAULT_SIZE;
      const font = line.bold ? this.bold : this.regular;
      const leading = size * LEADING;
      if (this.page) this.y -= line.gapBefore ?? 0;
      for (const piece of wrapText(line.text, font, size, PAGE_WIDTH - 2 * MARGIN)) {
        if (!this.page || this.y - leading < MARGIN) this.newPage();
        this.y -= leading;
        if (piece !== '') {
          this.page!.drawText(piece, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
        }
      }
    }
  }

  async save(): Promise<Buffer> {
    if (this.doc.getPageCount() === 0) this.newPage();
    return Buffer.from(await this.doc.save());
  }
}

/** A PDF of the lines alone. */
export async function writeTextPdf(lines: readonly PdfLine[], info: { title: string }): Promise<Buffer> {
  const writer = await PdfWriter.create(info);
  writer.write(lines);
  return writer.save();
}
