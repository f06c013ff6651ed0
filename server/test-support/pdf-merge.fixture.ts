/**
 * Test and bench data for bulk merges: a program in a cycle with sent applications, each with a CAS
 * copy, a personal statement, an uploaded PDF document and a received letter assigned to it.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Cas } from '../../core/contracts/applicants/cas.contract.ts';
import type { DbExecutor } from '../db/client.ts';
import { applicantDocuments, uploads, users } from '../db/schema.ts';
import type { FileStorage } from '../services/uploads/storage.ts';
import { tinyPdf } from '../services/uploads/tiny-pdf.ts';
import {
  createApplicant,
  createApplication,
  createLetter,
  createPersonalStatement,
  createProgram,
  createProgramMatchCycle,
} from './factories.ts';
import { createCatalogueFixture } from './season.fixture.ts';

export type MergeFixture = {
  programId: number;
  otherProgramId: number;
  cycleId: number;
  specialtyId: number;
  applicationIds: number[];
  applicantIds: number[];
  otherApplicationId: number;
  names: string[];
};

function casSnapshot(code: string, firstName: string, lastName: string): Cas {
  return {
    applicantCode: code,
    matchCycleCode: null,
    matchCycleName: 'Match',
    personal: {
      firstName,
      middleName: null,
      lastName,
      email: `${code.toLowerCase()}@example.test`,
      dateOfBirth: null,
      gender: null,
      citizenship: null,
      photoUrl: null,
    },
    addresses: [],
    phones: [],
    educations: [{ type: 'MD', name: 'Harbor School of Medicine', from: '2015-09-01', to: '2021-06-30' }],
    employments: [],
    examinations: [{ label: 'USMLE Step 1', value: 'Pass' }],
    publications: [],
    hobbiesAndInterests: 'Reading',
    documents: [{ title: 'Curriculum vitae', documentType: 'CV' }],
    personalStatements: [{ id: 1, title: 'Why this program' }],
    letters: [],
    missing: [],
    isComplete: true,
  };
}

async function storedPdf(
  db: DbExecutor,
  storage: FileStorage,
  userId: string | null,
  text: string,
): Promise<string> {
  const id = randomUUID();
  const storageKey = `documents/${userId ?? 'letters'}/${id}`;
  const bytes = tinyPdf(text);
  const staged = await storage.stage(Readable.from([bytes]), { maxBytes: bytes.length, headBytes: 0 });
  await staged.commit(storageKey, 'application/pdf');
  const now = new Date();
  await db.insert(uploads).values({
    id,
    userId,
    target: 'Uploads',
    fileName: 'file.pdf',
    contentType: 'application/pdf',
    fileSize: bytes.length,
    storageKey,
    stateKey: `merge-${id}`,
    status: 'Completed',
    linkExpiresAt: now,
    attachedAt: now,
    completedAt: now,
  });
  return id;
}

/** `names` are [first, last] pairs, one application each (sent to the program, in this order). */
export async function createMergeFixture(
  db: DbExecutor,
  storage: FileStorage,
  names: readonly (readonly [string, string])[],
): Promise<MergeFixture> {
  const f = await createCatalogueFixture(db);
  const program = await createProgram(db, {
    code: `PKT-${f.tag}`,
    name: `Packets ${f.tag}`,
    specialtyId: f.specialtyId,
  });
  const other = await createProgram(db, {
    code: `PKT-${f.tag}-o`,
    name: `Other ${f.tag}`,
    specialtyId: f.specialtyId,
  });
  for (const p of [program!, other!]) {
    await createProgramMatchCycle(db, { programId: p.id, matchCycleId: f.cycles.active, positions: 2 });
  }
  const applicationIds: number[] = [];
  const applicantIds: number[] = [];
  let otherApplicationId = 0;
  for (const [i, [firstName, lastName]] of [...names, ['Olive', 'Other'] as const].entries()) {
    const [user] = await db
      .insert(users)
      .values({ email: `pkt-${f.tag}-${i}@example.test`, roles: ['Applicant'], firstName, lastName })
      .returning({ id: users.id });
    const applicant = await createApplicant(db, { userId: user!.id });
    const isOther = i === names.length;
    const statement = await createPersonalStatement(db, {
      applicantId: applicant.id,
      title: 'Why this program',
      body: `I, ${firstName} ${lastName}, want to train here.`,
    });
    const documentUpload = await storedPdf(db, storage, user!.id, `Curriculum vitae ${i}`);
    await db.insert(applicantDocuments).values({
      applicantId: applicant.id,
      uploadId: documentUpload,
      title: 'Curriculum vitae',
      documentType: 'CV',
    });
    const letterUpload = await storedPdf(db, storage, null, `Letter for applicant ${i}`);
    const letter = await createLetter(db, {
      applicantId: applicant.id,
      status: 'Uploaded',
      uploadId: letterUpload,
    });
    const application = await createApplication(db, {
      applicantId: applicant.id,
      matchCycleId: f.cycles.active,
      programId: isOther ? other!.id : program!.id,
      status: 'Published',
      publishedAt: new Date(Date.UTC(2026, 8, 1)),
      personalStatementId: statement.id,
      letterIds: [letter.id],
      casSnapshot: casSnapshot(applicant.code, firstName, lastName) as unknown as Record<string, unknown>,
    });
    if (isOther) otherApplicationId = application.id;
    else {
      applicationIds.push(application.id);
      applicantIds.push(applicant.id);
    }
  }
  return {
    programId: program!.id,
    otherProgramId: other!.id,
    cycleId: f.cycles.active,
    specialtyId: f.specialtyId,
    applicationIds,
    applicantIds,
    otherApplicationId,
    names: names.map(([first, last]) => `${first} ${last}`),
  };
}
