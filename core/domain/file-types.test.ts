import { describe, expect, it } from 'vitest';
import {
  declaredContentType,
  fileTypeOfContentType,
  previewTypeOfPath,
  sniffContent,
  storedContentType,
} from './file-types.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PDF = bytes('%PDF-1.7');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = bytes('GIF89a');
const WEBP = bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ');
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes('PK', 3, 4, 20, 0);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('upload file types (platform.md §5)', () => {
  it('maps office extensions when no type is declared, and nothing else', () => {
    expect(declaredContentType('cv.DOCX', '')).toBe(DOCX);
    expect(declaredContentType('sheet.xls', null)).toBe('application/vnd.ms-excel');
    expect(declaredContentType('deck.pptx', undefined)).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(declaredContentType('photo.png', '')).toBeNull();
    expect(declaredContentType('cv.pdf', 'Application/PDF; charset=binary')).toBe('application/pdf');
  });

  it('recognises PDF, PNG, JPEG, GIF, WebP, OLE and ZIP by their first bytes', () => {
    expect(sniffContent(PDF)).toEqual({ kind: 'exact', contentType: 'application/pdf' });
    expect(sniffContent(PNG)).toEqual({ kind: 'exact', contentType: 'image/png' });
    expect(sniffContent(JPEG)).toEqual({ kind: 'exact', contentType: 'image/jpeg' });
    expect(sniffContent(GIF)).toEqual({ kind: 'exact', contentType: 'image/gif' });
    expect(sniffContent(WEBP)).toEqual({ kind: 'exact', contentType: 'image/webp' });
    expect(sniffContent(OLE)).toEqual({ kind: 'ole' });
    expect(sniffContent(ZIP)).toEqual({ kind: 'zip' });
    expect(sniffContent(bytes('hello'))).toBeNull();
    expect(sniffContent(bytes('%PD'))).toBeNull();
  });

  it('lets the content decide: PNG bytes declared as PDF are stored as PNG; office by container and declaration', () => {
    const store = (
      head: Uint8Array,
      declared: string,
      purpose: 'document' | 'avatar' | 'letter' = 'document',
    ) => storedContentType({ head, declaredContentType: declared, purpose });
    expect(store(PNG, 'application/pdf')).toBe('image/png');
    expect(store(PDF, 'image/png')).toBe('application/pdf');
    expect(store(ZIP, DOCX)).toBe(DOCX);
    expect(store(ZIP, 'application/msword')).toBeNull();
    expect(store(OLE, 'application/msword')).toBe('application/msword');
    expect(store(ZIP, 'application/pdf')).toBeNull();
    expect(store(bytes('text'), 'text/plain')).toBeNull();
    // What each kind of upload accepts.
    expect(store(PDF, 'application/pdf', 'avatar')).toBeNull();
    expect(store(JPEG, 'image/jpeg', 'avatar')).toBe('image/jpeg');
    expect(store(PNG, 'application/pdf', 'letter')).toBeNull();
    expect(store(PDF, 'application/pdf', 'letter')).toBe('application/pdf');
  });

  it('names the file and preview types', () => {
    expect(fileTypeOfContentType('application/pdf')).toBe('pdf');
    expect(fileTypeOfContentType('image/webp')).toBe('image');
    expect(() => fileTypeOfContentType('application/msword')).toThrow();
    expect(previewTypeOfPath('/files/CV.PDF')).toBe('pdf');
    expect(previewTypeOfPath('/files/cv.pdf?x=1')).toBe('pdf');
    expect(previewTypeOfPath('/files/photo.png')).toBe('image');
  });
});
