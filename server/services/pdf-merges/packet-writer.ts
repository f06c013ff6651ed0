/**
 * Writes one application's packet into the merge's output document: a coversheet, the CAS as sent,
 * the personal statement, the uploaded documents (their PDF pages copied; JPG and PNG images as a
 * page each) and the letters delivered to the program — the parts the request's sections name.
 * Each source is read, copied and dropped before the next one, so memory holds one source at a time.
 */
import { PDFDocument } from 'pdf-lib';
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import type { MergeSection, MergeType } from '../../../core/domain/pdf-merges.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findApplicationForMerge,
  findVacancyApplicationForMerge,
  type MergedApplication,
} from '../../db/repositories/pdf-merges.repository.ts';
import {
  findLatestInvitation,
  findLettersOf,
  findStatementOf,
  listDocumentsForProgram,
} from '../../db/repositories/program-applications.repository.ts';
import { assembleCas } from '../applicants/cas.service.ts';
import { type CasPart, casPdfLines } from '../applicants/cas-pdf.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, type PdfLine, type PdfWriter } from '../pdf/pdf-document.ts';
import { readWithLimit } from '../uploads/storage.ts';
import type { UploadService } from '../uploads/upload.service.ts';

/** Reads an upload's bytes (null when it is gone). */
export type UploadBytes = (uploadId: string) => Promise<{ bytes: Uint8Array; contentType: string } | null>;

/** Reads whole uploads through the upload service (one at a time: the merge drops each after copying). */
export function uploadBytesReader(uploads: Pick<UploadService, 'read'>): UploadBytes {
  return async (uploadId) => {
    const content = await uploads.read(uploadId);
    if (!content) return null;
    const bytes = await readWithLimit(content.stream, MAX_SOURCE_BYTES);
    return {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      contentType: content.contentType,
    };
  };
}

/** Uploads are far smaller (the upload limit); a larger file is not read whole. */
const MAX_SOURCE_BYTES = 200 * 1024 * 1024;

export type PacketDeps = { db: DbExecutor; readUpload: UploadBytes };

/** The CAS parts each merge section prints. */
const casPartOfSection: Partial<Record<MergeSection, CasPart>> = {
  Profile: 'Profile',
  Educations: 'Educations',
  Examinations: 'Examinations',
  Employments: 'Employments',
  Publications: 'Publications',
  Hobby: 'Hobby',
};

const line = (text: string): PdfLine => ({ text });

function fullName(a: { firstName: string; middleName: string | null; lastName: string }): string {
  return [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');
}

/** Adds the pages of a PDF, or an image as a page; answers false when the bytes are neither. */
async function appendFile(
  writer: PdfWriter,
  file: { bytes: Uint8Array; contentType: string },
): Promise<boolean> {
  const doc = writer.doc;
  try {
    if (file.contentType === 'application/pdf') {
      const source = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false });
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
      writer.endPage();
      return pages.length > 0;
    }
    if (file.contentType === 'image/jpeg' || file.contentType === 'image/png') {
      const image =
        file.contentType === 'image/jpeg' ? await doc.embedJpg(file.bytes) : await doc.embedPng(file.bytes);
      const margin = 36;
      const scale = Math.min(
        1,
        (PAGE_WIDTH - 2 * margin) / image.width,
        (PAGE_HEIGHT - 2 * margin) / image.height,
      );
      const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, { x: (PAGE_WIDTH - width) / 2, y: PAGE_HEIGHT - margin - height, width, height });
      writer.endPage();
      return true;
    }
  } catch {
    // An unreadable or encrypted file: noted in the packet instead of failing the whole merge.
  }
  return false;
}

async function appendUploads(
  deps: PacketDeps,
  writer: PdfWriter,
  title: string,
  files: readonly { label: string; uploadId: string | null }[],
): Promise<void> {
  for (const file of files) {
    const content = file.uploadId ? await deps.readUpload(file.uploadId) : null;
    if (content && (await appendFile(writer, content))) continue;
    writer.write([
      { text: title, size: 13, bold: true, gapBefore: 10 },
      line(`${file.label}: not included (not a PDF or image, or unreadable).`),
    ]);
  }
}

function casOfSnapshot(snapshot: Record<string, unknown> | null, live: () => Promise<Cas>): Promise<Cas> {
  return snapshot ? Promise.resolve(snapshot as unknown as Cas) : live();
}

/** The name on the packet's coversheet (the bench and tests read it back). */
export async function writePacket(
  deps: PacketDeps,
  writer: PdfWriter,
  request: { type: MergeType; sections: readonly MergeSection[] },
  entityId: number,
): Promise<boolean> {
  const sections = new Set(request.sections);
  const isVacancy = request.type === 'VacancyApplication';
  const found: (MergedApplication & { vacancyTitle?: string; coverNote?: string | null }) | undefined =
    isVacancy
      ? await findVacancyApplicationForMerge(deps.db, entityId).then(
          (v) => v && { ...v, personalStatementId: null, letterIds: [] },
        )
      : await findApplicationForMerge(deps.db, entityId);
  if (!found) return false;
  const name = fullName(found);
  writer.endPage();

  // Coversheet.
  const interview = request.type === 'InterviewCoversheetWithCas' || sections.has('InterviewCoversheet');
  if (interview || sections.has('ApplicantCoversheet') || sections.has('VacancyCoversheet') || isVacancy) {
    const invitation = interview && !isVacancy ? await findLatestInvitation(deps.db, found.id) : undefined;
    writer.write([
      { text: isVacancy ? 'Vacancy application' : 'Application', size: 20, bold: true },
      { text: name, size: 16, bold: true, gapBefore: 12 },
      line(`Applicant ID: ${found.applicantCode}`),
      line(`Program: ${found.programName}`),
      ...(found.cycleName ? [line(`Match cycle: ${found.cycleName}`)] : []),
      ...(found.vacancyTitle ? [line(`Vacancy: ${found.vacancyTitle}`)] : []),
      ...(found.sentAt ? [line(`Sent: ${found.sentAt.toISOString().slice(0, 10)}`)] : []),
      ...(interview && !isVacancy
        ? [line(`Interview date: ${invitation?.interviewDate ?? 'not scheduled'}`)]
        : []),
      ...(found.coverNote
        ? [{ text: 'Cover note', size: 13, bold: true, gapBefore: 10 }, line(found.coverNote)]
        : []),
    ]);
    writer.endPage();
  }

  // The CAS as sent (the live one for an application sent before CAS copies were kept).
  const parts = new Set(request.sections.map((s) => casPartOfSection[s]).filter((p) => p !== undefined));
  if (parts.size > 0) {
    const cas = await casOfSnapshot(found.casSnapshot, () =>
      assembleCas(
        deps.db,
        found.applicantId,
        found.cycleCode && found.cycleName ? { code: found.cycleCode, name: found.cycleName } : null,
        // The printed CAS carries no photo, so the viewer's photo rule does not matter here.
        { userId: found.applicantUserId, roles: ['Admin'] },
      ),
    );
    writer.write(casPdfLines(cas, (part) => parts.has(part)));
    writer.endPage();
  }

  if (sections.has('PersonalStatement') && found.personalStatementId !== null) {
    const statement = await findStatementOf(deps.db, found.applicantId, found.personalStatementId);
    if (statement) {
      writer.write([
        { text: 'Personal statement', size: 16, bold: true },
        { text: statement.title, size: 12, bold: true, gapBefore: 8 },
        { text: statement.body, gapBefore: 6 },
      ]);
      writer.endPage();
    }
  }

  if (sections.has('Documents') || sections.has('MSPE')) {
    const documents = (await listDocumentsForProgram(deps.db, found.applicantId)).filter((d) =>
      d.documentType === 'MSPE' ? sections.has('MSPE') : sections.has('Documents'),
    );
    await appendUploads(
      deps,
      writer,
      'Documents',
      documents.map((d) => ({ label: d.title, uploadId: d.uploadId })),
    );
  }

  // Letters: those assigned to this application and received (the program's read rule).
  if (sections.has('LORs') && found.letterIds.length > 0) {
    const letters = (await findLettersOf(deps.db, found.applicantId, found.letterIds)).filter(
      (l) => l.uploadId && (l.status === 'Uploaded' || l.status === 'QA'),
    );
    await appendUploads(
      deps,
      writer,
      'Letters of reference',
      letters.map((l) => ({ label: `Letter from ${l.writerName}`, uploadId: l.uploadId })),
    );
  }
  return true;
}
