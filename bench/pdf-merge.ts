/**
 * `npx tsx bench/pdf-merge.ts`: a bulk PDF merge of 300 applications (issue 16) on PGlite — the
 * total time and the worker's peak RSS and heap (process.memoryUsage sampled every 50 ms), to show
 * memory stays bounded: the job holds one application's sources at a time, not all of them.
 * Not a test: nothing fails on time. Figures in bench/README.md.
 *
 * The data: 300 applicants (names in Latin, Cyrillic and Chinese script) whose applications to one
 * program each carry a CAS copy, a personal statement, an uploaded one-page PDF (a CV) and a
 * received one-page letter; the packet has every section of a FinalMerge (coversheet, CAS,
 * statement, documents, letters: five pages an application).
 *
 * Options: --applications N (default 300).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { mergeSections } from '../core/domain/pdf-merges.ts';
import type { DbExecutor } from '../server/db/client.ts';
import { syncReferenceData } from '../server/db/reference/sync.ts';
import { testDatabaseTargets } from '../server/db/reference/test-databases.ts';
import { insertJob } from '../server/db/repositories/jobs.repository.ts';
import { findMergeRequest } from '../server/db/repositories/pdf-merges.repository.ts';
import { uploads, users } from '../server/db/schema.ts';
import { extractPdfText } from '../server/services/pdf/pdf-text.ts';
import { uploadBytesReader } from '../server/services/pdf-merges/packet-writer.ts';
import { createPdfMergeService } from '../server/services/pdf-merges/pdf-merges.service.ts';
import { noHubEvents } from '../server/services/realtime/hub-events.ts';
import { createDiskStorage } from '../server/services/uploads/disk-storage.ts';
import type { UploadService } from '../server/services/uploads/upload.service.ts';
import { createMergeFixture } from '../server/test-support/pdf-merge.fixture.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--applications');
const count = at >= 0 ? Number(args[at + 1]) : 300;

const target = testDatabaseTargets({ TEST_DATABASE_URL: undefined }).find((t) => t.name === 'PGlite');
if (!target) throw new Error('No database target.');
const { database, dispose } = await target.open();
await syncReferenceData(database.db);
const db: DbExecutor = database.db;
const dir = mkdtempSync(path.join(tmpdir(), 'matchline-bench-merge-'));
const storage = createDiskStorage(dir);

const scripts = [
  (i: number) => [`Анна${i}`, 'Иванова'] as const,
  (i: number) => [`伟${i}`, '王'] as const,
  (i: number) => [`Maria${i}`, 'García'] as const,
];
const names = Array.from({ length: count }, (_, i) => scripts[i % scripts.length]!(i));
const seedStart = performance.now();
const fixture = await createMergeFixture(db, storage, names);
const seedMs = performance.now() - seedStart;

const [admin] = await db
  .insert(users)
  .values({
    email: `bench-admin-${Date.now()}@example.test`,
    roles: ['Admin'],
    firstName: 'Bench',
    lastName: 'Admin',
  })
  .returning({ id: users.id });

// The upload service's read, over the bench's storage (the upload rows are the fixture's).
const read: Pick<UploadService, 'read'>['read'] = async (uploadId) => {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  const stream = row ? await storage.read(row.storageKey) : null;
  return row && stream
    ? { stream, contentType: row.contentType, fileName: row.fileName, fileSize: row.fileSize ?? 0 }
    : null;
};
const merges = createPdfMergeService({
  db,
  clock: { now: () => new Date() },
  log: { warn: () => undefined, info: () => undefined, error: () => undefined } as never,
  hubEvents: noHubEvents,
  storage,
  readUpload: uploadBytesReader({ read }),
  secret: 'bench',
  // A job row (the merge runs here, not on the runner).
  enqueue: (job) => insertJob(db, { ...job, dedupeKey: null, runAfter: new Date() }),
});

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 50);

const queued = await merges.queue(
  { userId: admin!.id, roles: ['Admin'] },
  {
    type: 'FinalMerge',
    entityIds: fixture.applicationIds,
    sections: mergeSections.filter((s) => s !== 'InterviewCoversheet' && s !== 'VacancyCoversheet'),
  },
);
const start = performance.now();
await merges.run(queued.id);
const totalMs = performance.now() - start;
clearInterval(sampler);

const row = await findMergeRequest(db, queued.id);
const file = await merges.download(
  decodeURIComponent((await merges.latest({ userId: admin!.id, roles: ['Admin'] }))!.url!.split('/').pop()!),
);
const chunks: Buffer[] = [];
for await (const chunk of file.stream) chunks.push(chunk as Buffer);
const bytes = Buffer.concat(chunks);
const text = (await extractPdfText(bytes)).join('\n');

console.log(`applications: ${count} (seeded in ${(seedMs / 1000).toFixed(1)} s)`);
console.log(`status: ${row?.status}; pages: ${row?.pageCount}; file: ${mb(row?.fileSize ?? 0)} MB`);
console.log(`total: ${(totalMs / 1000).toFixed(1)} s (${(totalMs / count).toFixed(0)} ms an application)`);
console.log(`RSS: ${mb(before.rss)} MB before, peak ${mb(peakRss)} MB (+${mb(peakRss - before.rss)} MB)`);
console.log(
  `heap used: ${mb(before.heapUsed)} MB before, peak ${mb(peakHeap)} MB (+${mb(peakHeap - before.heapUsed)} MB)`,
);
console.log(
  `text holds a Cyrillic and a Chinese name: ${text.includes('Анна0 Иванова') && text.includes('伟1 王')}`,
);

await dispose();
rmSync(dir, { recursive: true, force: true });
