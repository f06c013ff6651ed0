/**
 * Reads the text of a PDF back, page by page, the way a viewer's copy or search does: each shown
 * string is decoded through its font's ToUnicode map (hex glyph ids → Unicode), or taken as Latin-1
 * when the font has none. Enough for our own PDFs and simple uploaded ones; tests and the bench use it
 * to prove that names in any script are text.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

type CMap = Map<string, string>;

function bytesOf(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function hexToUnicode(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** bfchar and bfrange entries of a ToUnicode CMap: source code (hex, upper case) → text. */
function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(m[1]!.toUpperCase(), hexToUnicode(m[2]!));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const width = m[1]!.length;
      const lo = Number.parseInt(m[1]!, 16);
      const hi = Number.parseInt(m[2]!, 16);
      const targets = m[3]!.startsWith('[')
        ? [...m[3]!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((t) => t[1]!)
        : null;
      const base = targets ? 0 : Number.parseInt(m[3]!.slice(1, -1), 16);
      for (let code = lo; code <= hi; code++) {
        const key = code.toString(16).toUpperCase().padStart(width, '0');
        map.set(
          key,
          targets ? hexToUnicode(targets[code - lo] ?? '') : String.fromCodePoint(base + code - lo),
        );
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: CMap | undefined): string {
  const clean = hex.replace(/\s+/g, '').toUpperCase();
  if (!cmap) {
    let out = '';
    for (let i = 0; i + 2 <= clean.length; i += 2)
      out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2), 16));
    return out;
  }
  const width = cmap.keys().next().value?.length ?? 4;
  let out = '';
  for (let i = 0; i + width <= clean.length; i += width) out += cmap.get(clean.slice(i, i + width)) ?? '';
  return out;
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (simple[c]) return simple[c];
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(Number.parseInt(c, 8));
    return c;
  });
}

/** The text of each page, in content order, lines joined by '\n'. */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lookup = (obj: PDFObject | undefined) => (obj instanceof PDFRef ? doc.context.lookup(obj) : obj);
  const pages: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, CMap | undefined>();
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of('Font')));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        const toUnicode = font instanceof PDFDict ? lookup(font.get(PDFName.of('ToUnicode'))) : undefined;
        fonts.set(
          name.asString(),
          toUnicode instanceof PDFRawStream ? parseCMap(bytesOf(toUnicode)) : undefined,
        );
      }
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    const content = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(bytesOf)
      .join('\n');
    let cmap: CMap | undefined;
    const lines: string[] = [];
    const ops =
      /(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\[((?:<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ/g;
    for (const m of content.matchAll(ops)) {
      if (m[1]) cmap = fonts.get(m[1]);
      else if (m[2] !== undefined) lines.push(decodeHex(m[2], cmap));
      else if (m[3] !== undefined) lines.push(decodeLiteral(m[3]));
      else if (m[4] !== undefined) {
        let line = '';
        for (const part of m[4].matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
          line += part[1] !== undefined ? decodeHex(part[1], cmap) : decodeLiteral(part[2]!);
        }
        lines.push(line);
      }
    }
    pages.push(lines.join('\n'));
  }
  return pages;
}
