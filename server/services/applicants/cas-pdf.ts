/**
 * The CAS as a PDF: the same sections as the CAS page, written with the shared PDF writer
 * (server/services/pdf), so names and text in any script the embedded font covers stay text.
 */
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import { type PdfLine, writeTextPdf } from '../pdf/pdf-document.ts';

export type { PdfLine } from '../pdf/pdf-document.ts';

const heading = (text: string): PdfLine => ({ text, size: 13, bold: true, gapBefore: 10 });
const none = (items: readonly unknown[]): PdfLine[] => (items.length === 0 ? [{ text: '—' }] : []);
const range = (from: string | null, to: string | null) => `${from ?? '?'} – ${to ?? 'present'}`;

/** The CAS as printed: the same sections as the CAS page, then what is still missing. */
export function casPdfLines(cas: Cas): PdfLine[] {
  const p = cas.personal;
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  return [
    { text: 'Central Application (CAS)', size: 18, bold: true },
    { text: `${name} · ${cas.applicantCode}${cas.matchCycleName ? ` · ${cas.matchCycleName}` : ''}` },
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
      ? [heading('Still missing'), ...cas.missing.map((m) => ({ text: `• ${m.label}` }))]
      : [heading('Complete'), { text: 'Every required item is filled in.' }]),
  ];
}

export function casTitle(cas: Cas): string {
  return `CAS ${cas.personal.firstName} ${cas.personal.lastName} ${cas.applicantCode}`;
}

export function renderCasPdf(cas: Cas): Promise<Buffer> {
  return writeTextPdf(casPdfLines(cas), { title: casTitle(cas) });
}
