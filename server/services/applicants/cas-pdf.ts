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

/** The CAS's parts, in print order (a bulk merge's sections choose among them). */
export const casParts = [
  'Profile',
  'Educations',
  'Employments',
  'Examinations',
  'Publications',
  'Hobby',
  'Documents',
  'PersonalStatement',
  'LORs',
  'Missing',
] as const;
export type CasPart = (typeof casParts)[number];

/** The CAS as printed: the same sections as the CAS page, then what is still missing; `include` picks parts (all by default). */
export function casPdfLines(cas: Cas, include: (part: CasPart) => boolean = () => true): PdfLine[] {
  const p = cas.personal;
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  const partLines = (part: CasPart): PdfLine[] => {
    switch (part) {
      case 'Profile':
        return [
          heading('Personal information'),
          { text: `Email: ${p.email}` },
          { text: `Date of birth: ${p.dateOfBirth ?? '-'}` },
          { text: `Gender: ${p.gender ?? '-'}` },
          { text: `Citizenship: ${p.citizenship ?? '-'}` },
          heading('Contact information'),
          ...cas.addresses.map((a) => ({ text: `${a.label}: ${a.value}` })),
          ...cas.phones.map((ph) => ({
            text: `${ph.type}: ${ph.number}${ph.isVerified ? ' (verified)' : ''}`,
          })),
          ...none([...cas.addresses, ...cas.phones]),
        ];
      case 'Educations':
        return [
          heading('Education'),
          ...cas.educations.map((e) => ({ text: `${e.type}: ${e.name} (${range(e.from, e.to)})` })),
          ...none(cas.educations),
        ];
      case 'Employments':
        return [
          heading('Employment'),
          ...cas.employments.map((e) => ({ text: `${e.position}, ${e.employer} (${range(e.from, e.to)})` })),
          ...none(cas.employments),
        ];
      case 'Examinations':
        return [
          heading('Examinations'),
          ...cas.examinations.map((e) => ({ text: `${e.label}: ${e.value}` })),
          ...none(cas.examinations),
        ];
      case 'Publications':
        return [
          heading('Publications'),
          ...cas.publications.map((pub) => ({ text: `${pub.title} (${pub.type})` })),
          ...none(cas.publications),
        ];
      case 'Hobby':
        return [heading('Hobbies and interests'), { text: cas.hobbiesAndInterests || '-' }];
      case 'Documents':
        return [
          heading('Documents'),
          ...cas.documents.map((d) => ({ text: `${d.title} (${d.documentType})` })),
          ...none(cas.documents),
        ];
      case 'PersonalStatement':
        return [
          heading('Personal statements'),
          ...cas.personalStatements.map((s) => ({ text: s.title })),
          ...none(cas.personalStatements),
        ];
      case 'LORs':
        return [
          heading('Letters of reference'),
          ...cas.letters.map((l) => ({ text: `${l.writerName}: ${l.status}` })),
          ...none(cas.letters),
        ];
      case 'Missing':
        return cas.missing.length > 0
          ? [heading('Still missing'), ...cas.missing.map((m) => ({ text: `• ${m.label}` }))]
          : [heading('Complete'), { text: 'Every required item is filled in.' }];
    }
  };
  return [
    { text: 'Central Application (CAS)', size: 18, bold: true },
    { text: `${name} · ${cas.applicantCode}${cas.matchCycleName ? ` · ${cas.matchCycleName}` : ''}` },
    ...casParts.filter(include).flatMap(partLines),
  ];
}

export function casTitle(cas: Cas): string {
  return `CAS ${cas.personal.firstName} ${cas.personal.lastName} ${cas.applicantCode}`;
}

export function renderCasPdf(cas: Cas): Promise<Buffer> {
  return writeTextPdf(casPdfLines(cas), { title: casTitle(cas) });
}
