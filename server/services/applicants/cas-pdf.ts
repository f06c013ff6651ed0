/**
 * A minimal PDF writer (PDF 1.4, text only, the standard Helvetica fonts, Letter pages, wrapped lines,
 * as many pages as needed, exact xref offsets) and the CAS rendered with it. No PDF library is
 * installed and the CAS needs nothing more than text.
 */
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number };

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const DEFAULT_SIZE = 10;
/** Helvetica's average glyph width is about half an em: enough to wrap without font metrics. */
const AVERAGE_GLYPH_EM = 0.5;

/** WinAnsi (Latin-1) text; other characters become '?', since the standard fonts have no others. */
function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, (char) => (char === '\t' ? ' ' : '?'));
}

function escapePdfString(text: string): string {
  return latin1(text).replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Splits a line into pieces that fit the text width at `size` points. */
export function wrapLine(text: string, size: number): string[] {
  const perLine = Math.max(10, Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_GLYPH_EM)));
  const pieces: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > perLine) {
        if (current) pieces.push(current);
        current = '';
        pieces.push(rest.slice(0, perLine));
        rest = rest.slice(perLine);
      }
      if (!current) current = rest;
      else if (current.length + 1 + rest.length <= perLine) current = `${current} ${rest}`;
      else {
        pieces.push(current);
        current = rest;
      }
    }
    pieces.push(current);
  }
  return pieces;
}

/** Lays the lines out top to bottom, starting a new page when one is full; answers each page's content stream. */
function layOut(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    const leading = size * 1.35;
    y -= line.gapBefore ?? 0;
    for (const piece of wrapLine(line.text, size)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      if (piece !== '') {
        pages[pages.length - 1]!.push(
          `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td (${escapePdfString(piece)}) Tj ET`,
        );
      }
    }
  }
  return pages.map((commands) => commands.join('\n'));
}

/** The PDF file of the lines: header, objects, xref table with the byte offset of each object, trailer. */
export function writeTextPdf(lines: readonly PdfLine[], info: { title: string }): Buffer {
  const contents = layOut(lines);
  const fixed = 4; // catalog, pages, two fonts
  const infoId = fixed + 1;
  const pageId = (i: number) => infoId + 1 + i * 2;
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${contents.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[infoId] = `<< /Title (${escapePdfString(info.title)}) /Producer (Matchline) >>`;
  contents.forEach((stream, i) => {
    objects[pageId(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`;
    objects[pageId(i) + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  // Latin-1 throughout, so string length = byte length and the offsets are exact.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const heading = (text: string): PdfLine => ({ text, size: 13, bold: true, gapBefore: 10 });
const none = (items: readonly unknown[]): PdfLine[] => (items.length === 0 ? [{ text: '-' }] : []);
const range = (from: string | null, to: string | null) => `${from ?? '?'} - ${to ?? 'present'}`;

/** The CAS as printed: the same sections as the CAS page, then what is still missing. */
export function casPdfLines(cas: Cas): PdfLine[] {
  const p = cas.personal;
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  return [
    { text: 'Central Application (CAS)', size: 18, bold: true },
    { text: `${name} - ${cas.applicantCode}${cas.matchCycleName ? ` - ${cas.matchCycleName}` : ''}` },
    heading('Personal information'),
    { text: `Email: ${p.email}` },
    { text: `Date of birth: ${p.dateOfBirth ?? '-'}` },
    { text: `Gender: ${p.gender ?? '-'}` },
    { text: `Citizenship: ${p.citizenship ?? '-'}` },
    heading('Contact information'),
    ...cas.addresses.map((a) => ({ text: `${a.label}: ${a.value}` })),
    ...cas.phones.map((ph) => ({ text: `${ph.type}: ${ph.number}${ph.isVerified ? ' (verified)' : ''}` })),
    ...none([...cas.addresses, ...cas.phones]),
    heading('Education'),
    ...cas.educations.map((e) => ({ text: `${e.type}: ${e.name} (${range(e.from, e.to)})` })),
    ...none(cas.educations),
    heading('Employment'),
    ...cas.employments.map((e) => ({ text: `${e.position}, ${e.employer} (${range(e.from, e.to)})` })),
    ...none(cas.employments),
    heading('Examinations'),
    ...cas.examinations.map((e) => ({ text: `${e.label}: ${e.value}` })),
    ...none(cas.examinations),
    heading('Publications'),
    ...cas.publications.map((pub) => ({ text: `${pub.title} (${pub.type})` })),
    ...none(cas.publications),
    heading('Hobbies and interests'),
    { text: cas.hobbiesAndInterests || '-' },
    heading('Documents'),
    ...cas.documents.map((d) => ({ text: `${d.title} (${d.documentType})` })),
    ...none(cas.documents),
    heading('Personal statements'),
    ...cas.personalStatements.map((s) => ({ text: s.title })),
    ...none(cas.personalStatements),
    heading('Letters of reference'),
    ...cas.letters.map((l) => ({ text: `${l.writerName}: ${l.status}` })),
    ...none(cas.letters),
    ...(cas.missing.length > 0
      ? [heading('Still missing'), ...cas.missing.map((m) => ({ text: `- ${m.label}` }))]
      : [heading('Complete'), { text: 'Every required item is filled in.' }]),
  ];
}

export function renderCasPdf(cas: Cas): Buffer {
  const p = cas.personal;
  return writeTextPdf(casPdfLines(cas), { title: `CAS ${p.firstName} ${p.lastName} ${cas.applicantCode}` });
}
