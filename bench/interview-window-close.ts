/**
 * `npx tsx bench/interview-window-close.ts`: a preference window's whole close on a database — the
 * window and ranges locked, 2,000 invitees' rankings loaded, the stable assignment, every seat taken
 * through the seats service, the rest waitlisted, the window marked Assigned — in one transaction.
 * Not a test; nothing fails on time. On PGlite (in memory) by default; with TEST_DATABASE_URL also on
 * PostgreSQL (a scratch database, dropped after). Telling the invitees (notify, hub events) follows the
 * commit and is not timed here.
 *
 * Options: --invitees N (default 2000), --ranges N (default 60, a multiple of 3).
 */
import { performance } from 'node:perf_hooks';
import { withTransaction } from '../server/db/client.ts';
import { syncReferenceData } from '../server/db/reference/sync.ts';
import { testDatabaseTargets } from '../server/db/reference/test-databases.ts';
import { insertWindow, replaceRanking } from '../server/db/repositories/interview-windows.repository.ts';
import type { Logger } from '../server/logger.ts';
import type { ApplicantAccess } from '../server/services/applicants/applicant-access.service.ts';
import { createPreferenceWindowsService } from '../server/services/interviews/preference-windows.service.ts';
import type { NotifyService } from '../server/services/messaging/notify.service.ts';
import { noHubEvents } from '../server/services/realtime/hub-events.ts';
import {
  createApplicant,
  createApplication,
  createInterviewDay,
  createInterviewInvitation,
  createInterviewTimeRange,
  createProgram,
  createProgramMatchCycle,
} from '../server/test-support/factories.ts';
import { createCatalogueFixture } from '../server/test-support/season.fixture.ts';
import { createTestUser } from '../server/test-support/users.fixture.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const inviteeCount = option('--invitees', 2000);
const rangeCount = option('--ranges', 60);

function prng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as Logger;

for (const target of testDatabaseTargets()) {
  const { database, dispose } = await target.open();
  try {
    const db = database.db;
    await syncReferenceData(db);
    const random = prng(2025);
    const f = await createCatalogueFixture(db);
    const program = await createProgram(db, {
      code: `BW-${f.tag}`,
      name: `Bench ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const cycleId = f.cycles.active;
    await createProgramMatchCycle(db, { programId: program.id, matchCycleId: cycleId });
    const ranges: number[] = [];
    const weights: number[] = [];
    let seats = 0;
    for (let d = 0; d < rangeCount / 3; d += 1) {
      const date = new Date(Date.UTC(2099, 0, 5 + d)).toISOString().slice(0, 10);
      const day = await createInterviewDay(db, { programId: program.id, matchCycleId: cycleId, date });
      for (let slot = 0; slot < 3; slot += 1) {
        const capacity = 20 + Math.floor(random() * 11);
        seats += capacity;
        const start = new Date(`${date}T${15 + 2 * slot}:00:00Z`);
        const range = await createInterviewTimeRange(db, {
          interviewDayId: day.id,
          startsAt: start,
          endsAt: new Date(start.getTime() + 3_600_000),
          capacity,
        });
        ranges.push(range.id);
        weights.push((1.6 - d / (rangeCount / 3)) * (slot === 0 ? 1.5 : slot === 1 ? 1 : 0.8));
      }
    }
    const total = weights.reduce((a, b) => a + b, 0);
    const pick = (taken: Set<number>): number => {
      for (;;) {
        let x = random() * total;
        let r = 0;
        while (r < weights.length - 1 && x > (weights[r] as number)) {
          x -= weights[r] as number;
          r += 1;
        }
        const id = ranges[r] as number;
        if (!taken.has(id)) return id;
      }
    };
    const window = await insertWindow(db, {
      programId: program.id,
      matchCycleId: cycleId,
      closesAt: new Date(Date.now() + 3_600_000),
      status: 'Open',
      waitlistMode: 'Ordered',
    });
    const seedStart = performance.now();
    for (let i = 0; i < inviteeCount; i += 1) {
      const user = await createTestUser(db, { roles: ['Applicant'], lastName: `Bench${i}` });
      const applicant = await createApplicant(db, { userId: user.id });
      const application = await createApplication(db, {
        applicantId: applicant.id,
        matchCycleId: cycleId,
        programId: program.id,
        status: 'Published',
      });
      const invitation = await createInterviewInvitation(db, {
        programId: program.id,
        matchCycleId: cycleId,
        applicationId: application.id,
        applicantId: applicant.id,
        preferenceWindowId: window.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      });
      const taken = new Set<number>();
      const length = Math.min(3 + Math.floor(random() * 13), ranges.length);
      const list: number[] = [];
      while (list.length < length) {
        const id = pick(taken);
        taken.add(id);
        list.push(id);
      }
      await replaceRanking(db, invitation.id, list);
    }
    const seedMs = performance.now() - seedStart;
    const service = createPreferenceWindowsService({
      db,
      clock: { now: () => new Date() },
      log: quiet,
      notify: { send: async () => ({ ids: [] }) } as unknown as NotifyService,
      hubEvents: noHubEvents,
      access: {} as ApplicantAccess,
    });
    const t0 = performance.now();
    const outcome = await withTransaction(db, (tx) => service.closeIn(tx, window.id, new Date()));
    const closeMs = performance.now() - t0;
    console.log(
      `${target.name}: ${inviteeCount} invitees, ${ranges.length} ranges, ${seats} seats (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `close in one transaction: ${(closeMs / 1000).toFixed(2)} s; assigned ${outcome?.assigned.length}, waitlisted ${outcome?.waitlisted.length}`,
    );
  } finally {
    await dispose();
  }
}
