/**
 * Upload file types (platform.md §5): the declared type of a file asking for a link, the type its
 * bytes really have (magic numbers), the preview type and what each kind of upload accepts.
 *
 * Our rule when name and content disagree: the content decides. A PDF, PNG, JPEG, GIF or WebP is
 * stored with the type its bytes show whatever its name or declared type says (a `.pdf` holding PNG
 * bytes is stored as image/png, and as a document it stays accepted, since images are). Office
 * files share two container formats (OLE for doc/xls/ppt, ZIP for docx/xlsx/pptx), so there the
 * declared type (or, without one, the extension) picks the type, and it must match the container;
 * a container the declared type does not match is an unsupported file type.
 */

import { message } from './messages.ts';

export const uploadPurposes = ['document', 'avatar', 'letter'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

export const uploadTargets = ['Uploads', 'Shared'] as const;
export type UploadTarget = (typeof uploadTargets)[number];

export const uploadStatuses = ['Pending', 'Completed', 'Failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export const PDF = 'application/pdf';
const officeTypes = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
const oleTypes: readonly string[] = [officeTypes.doc, officeTypes.xls, officeTypes.ppt];
const zipTypes: readonly string[] = [officeTypes.docx, officeTypes.xlsx, officeTypes.pptx];
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** What each kind of upload may hold (documents: PDF, images and office files). */
export const acceptedContentTypes: Record<UploadPurpose, readonly string[]> = {
  document: [PDF, ...imageTypes, ...oleTypes, ...zipTypes],
  avatar: imageTypes,
  letter: [PDF],
};

/** Size limits per kind of upload, in bytes (decimal MB, as sizes are shown). */
export const maxUploadBytes: Record<UploadPurpose, number> = {
  document: 10_000_000,
  avatar: 5_000_000,
  letter: 10_000_000,
};

/** For a file input's `accept` attribute. */
export function acceptAttribute(purpose: UploadPurpose): string {
  const extensions = purpose === 'avatar' ? [] : purpose === 'letter' ? ['.pdf'] : ['.pdf', '.doc', '.docx'];
  return [...acceptedContentTypes[purpose], ...extensions].join(',');
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type a file asking for a link declares (platform.md §5): its own type, or, with none,
 * the office type of its extension; null means an unsupported file type.
 */
export function declaredContentType(fileName: string, contentType: string | null | undefined): string | null {
  const declared = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '') return declared;
  const extension = extensionOf(fileName);
  return extension in officeTypes ? officeTypes[extension as keyof typeof officeTypes] : null;
}

type Sniffed = { kind: 'exact'; contentType: string } | { kind: 'ole' } | { kind: 'zip' } | null;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** How many leading bytes the sniffer needs. */
export const SNIFF_BYTES = 16;

/** The file family its first bytes show (magic numbers), or null for anything else. */
export function sniffContent(head: Uint8Array): Sniffed {
  if (startsWith(head, ascii('%PDF-'))) return { kind: 'exact', contentType: PDF };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'exact', contentType: 'image/png' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'exact', contentType: 'image/jpeg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { kind: 'exact', contentType: 'image/gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { kind: 'exact', contentType: 'image/webp' };
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: 'ole' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'zip' };
  return null;
}

/**
 * The type to store a file under, decided by its content (see the rule above), or null when the
 * content is not a type this kind of upload accepts ('Unsupported file type').
 */
export function storedContentType(input: {
  head: Uint8Array;
  declaredContentType: string;
  purpose: UploadPurpose;
}): string | null {
  const sniffed = sniffContent(input.head);
  if (!sniffed) return null;
  const type =
    sniffed.kind === 'exact'
      ? sniffed.contentType
      : (sniffed.kind === 'ole' ? oleTypes : zipTypes).includes(input.declaredContentType)
        ? input.declaredContentType
        : null;
  return type && acceptedContentTypes[input.purpose].includes(type) ? type : null;
}

/** File type from a content type (platform.md §5): pdf, image, otherwise an error. */
export function fileTypeOfContentType(contentType: string): 'pdf' | 'image' {
  if (contentType === PDF) return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  throw new Error(`Unsupported file type: ${contentType}`);
}

/**
 * A content-disposition header value: an ASCII fallback name (headers are Latin-1) plus the
 * UTF-8 name of RFC 5987. The client's PUT and the server's answers both use it.
 */
export function contentDispositionHeader(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Preview type (platform.md §5): pdf if the path ends in .pdf, otherwise image. */
export function previewTypeOfPath(path: string): 'pdf' | 'image' {
  return path.toLowerCase().split(/[?#]/)[0]!.endsWith('.pdf') ? 'pdf' : 'image';
}

// ---------- sizes (platform.md §5 file size parsing; kB, MB, GB are decimal) ----------

/** Decimal multipliers of platform.md §5. */
const sizeUnits = [
  ['GB', 1_000_000_000],
  ['MB', 1_000_000],
  ['kB', 1_000],
] as const;

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Bytes as kB, MB or GB (decimal), at most two decimals: 1500 → '1.5 kB'. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  for (const [unit, factor] of sizeUnits) {
    if (size >= factor) return `${trim(size / factor)} ${unit}`;
  }
  return `${trim(size / 1000)} kB`;
}

export class WrongFileSizeFormatError extends Error {
  constructor() {
    super(message('WrongFileSizeFormat'));
    this.name = 'WrongFileSizeFormatError';
  }
}

/**
 * A plain number, a digit string in bytes, or digits followed by kB, MB or GB.
 * Empty or null gives null; anything else raises 'Wrong file size format.'.
 */
export function parseFileSize(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new WrongFileSizeFormatError();
    return value;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(\d+(?:\.\d+)?)\s*(kB|MB|GB)$/.exec(text);
  if (!match) throw new WrongFileSizeFormatError();
  const factor = sizeUnits.find(([unit]) => unit === match[2])![1];
  return Math.round(Number(match[1]) * factor);
}
