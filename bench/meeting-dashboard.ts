/**
 * `npx tsx bench/meeting-dashboard.ts`: the interview-day meeting dashboard (issue 17) live, on an
 * app listening on a port over in-memory PGlite, with the official @microsoft/signalr client.
 *
 * One video range with 20 rooms and 120 attendees in them (100 applicants with accepted invitations,
 * 5 a room, and 20 program users, one a room), every attendee connected to the Meeting hub and in
 * their room, and 20 dashboard watchers (the program users again) on the MeetingDashboard hub.
 * Measured: GetInterviewDashboard's round trip (p50/p95), and the time from an UpdateTimer or an
 * UpdateConnectionHealth call to the moment all 20 watchers received the dashboard event
 * (InterviewDashboardTimerUpdate, InterviewDashboardUpdate), one update after another.
 * Not a test: nothing fails on time. Figures in bench/README.md ("Meeting dashboard").
 *
 * Options: --updates N (default 200), --reads N (default 200).
 */
import { performance } from 'node:perf_hooks';
import type { HubConnection } from '@microsoft/signalr';
import type { MeetingRoom } from '../core/contracts/meetings/meetings.contract.ts';
import { dateInZone } from '../core/domain/interview-rules.ts';
import { buildApp } from '../server/app.ts';
import { syncReferenceData } from '../server/db/reference/sync.ts';
import { testDatabaseTargets } from '../server/db/reference/test-databases.ts';
import {
  createApplicant,
  createApplication,
  createInterviewDay,
  createInterviewInvitation,
  createInterviewTimeRange,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createSpecialty,
  ensureYear,
} from '../server/test-support/factories.ts';
import { closeListening, hubClient, listen } from '../server/test-support/hub-client.ts';
import { bearer, signInAs, testConfig } from '../server/test-support/test-app.ts';
import { createTestUser } from '../server/test-support/users.fixture.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const updates = option('--updates', 200);
const reads = option('--reads', 200);
const ROOMS = 20;
const APPLICANTS_PER_ROOM = 5;

const target = testDatabaseTargets({}).find((t) => t.name === 'PGlite');
if (!target) throw new Error('No database target.');
const { database, dispose } = await target.open();
await syncReferenceData(database.db);
const db = database.db;
const app = await buildApp({ config: testConfig(), database, mailer: null });
const base = await listen(app);

// ---------- the meeting ----------
const seedStart = performance.now();
const tag = Date.now().toString(36);
const { id: specialtyId } = await createSpecialty(db, {
  name: `Bench ${tag}`,
  fullName: `Bench ${tag}`,
  type: 'Residency',
  urlPrefix: `bench-${tag}`,
});
const cycle = await createMatchCycle(db, {
  specialtyId,
  matchCycleYearId: await ensureYear(db, '2027'),
  shortName: `bench-${tag}`,
  matchName: `Bench ${tag}`,
  status: 'Active',
});
const program = (await createProgram(db, {
  code: `MEET-${tag}`,
  name: `Meeting bench ${tag}`,
  specialtyId,
}))!;
await createProgramMatchCycle(db, { programId: program.id, matchCycleId: cycle.id, positions: 10 });
const now = new Date();
const timeZone = 'America/Los_Angeles';
const date = dateInZone(now, timeZone);
const day = await createInterviewDay(db, {
  programId: program.id,
  matchCycleId: cycle.id,
  date,
  timeZone,
  interviewType: 'MatchlineVideoConference',
});
const range = await createInterviewTimeRange(db, {
  interviewDayId: day.id,
  startsAt: new Date(now.getTime() - 10 * 60_000),
  endsAt: new Date(now.getTime() + 3 * 3_600_000),
  capacity: ROOMS * APPLICANTS_PER_ROOM,
});

const programUsers: { userId: string; token: string }[] = [];
for (let i = 0; i < ROOMS; i += 1) {
  const user = await createTestUser(db, {
    roles: ['ProgramUser'],
    firstName: 'Interviewer',
    lastName: `${i}`,
  });
  await createProgramUser(db, { userId: user.id, programId: program.id });
  programUsers.push({ userId: user.id, token: (await signInAs(app, user)).idToken });
}
const applicants: { userId: string; token: string }[] = [];
for (let i = 0; i < ROOMS * APPLICANTS_PER_ROOM; i += 1) {
  const user = await createTestUser(db, { roles: ['Applicant'], firstName: 'Applicant', lastName: `${i}` });
  const applicant = await createApplicant(db, { userId: user.id });
  const application = await createApplication(db, {
    applicantId: applicant.id,
    matchCycleId: cycle.id,
    programId: program.id,
    status: 'Published',
  });
  await createInterviewInvitation(db, {
    programId: program.id,
    matchCycleId: cycle.id,
    applicationId: application.id,
    applicantId: applicant.id,
    status: 'Accepted',
    timeRangeId: range.id,
    interviewDate: date,
  });
  applicants.push({ userId: user.id, token: (await signInAs(app, user)).idToken });
}
const coordinator = programUsers[0]!;
const rooms: MeetingRoom[] = [];
for (let r = 0; r < ROOMS; r += 1) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/meetings/${range.id}/rooms`,
    headers: bearer(coordinator.token),
    payload: { name: `Room ${r + 1}` },
  });
  rooms.push(answer.json() as MeetingRoom);
}
for (const [i, applicant] of applicants.entries()) {
  await app.inject({
    method: 'POST',
    url: `/api/meetings/${range.id}/moves`,
    headers: bearer(coordinator.token),
    payload: { userId: applicant.userId, roomId: rooms[Math.floor(i / APPLICANTS_PER_ROOM)]!.id },
  });
}
const seedMs = performance.now() - seedStart;

// ---------- the connections ----------
const opened: HubConnection[] = [];
async function connect(hub: 'Meeting' | 'MeetingDashboard', token: string): Promise<HubConnection> {
  const connection = hubClient(base, hub, () => token);
  opened.push(connection);
  await connection.start();
  return connection;
}
const connectStart = performance.now();
const interviewers = await Promise.all(programUsers.map((u) => connect('Meeting', u.token)));
const attendees = await Promise.all(applicants.map((a) => connect('Meeting', a.token)));
for (const [r, client] of interviewers.entries()) await client.invoke('JoinRoom', range.id, rooms[r]!.id);
for (const [i, client] of attendees.entries()) {
  await client.invoke('GetMeetingDetails', range.id);
  await client.invoke('JoinRoom', range.id, rooms[Math.floor(i / APPLICANTS_PER_ROOM)]!.id);
}
const watchers = await Promise.all(programUsers.map((u) => connect('MeetingDashboard', u.token)));
for (const watcher of watchers) await watcher.invoke('GetInterviewDashboard', range.id);
const connectMs = performance.now() - connectStart;

// ---------- measures ----------
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
}
const fmt = (s: { p50: number; p95: number; max: number }) =>
  `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;

/** Resolves once every watcher received `event` (counted from now). */
function allWatchersGet(event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = watchers.length;
    const timer = setTimeout(() => reject(new Error(`${event}: ${left} watchers still waiting`)), 10_000);
    for (const watcher of watchers) {
      const handler = () => {
        watcher.off(event, handler);
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
      watcher.on(event, handler);
    }
  });
}

const reader = watchers[1]!;
for (let i = 0; i < 10; i += 1) await reader.invoke('GetInterviewDashboard', range.id);
const readTimes: number[] = [];
for (let i = 0; i < reads; i += 1) {
  const start = performance.now();
  await reader.invoke('GetInterviewDashboard', range.id);
  readTimes.push(performance.now() - start);
}

const timerTimes: number[] = [];
const status = new Array<'Initial' | 'Running' | 'Paused'>(ROOMS).fill('Initial');
for (let i = 0; i < updates + 10; i += 1) {
  const r = i % ROOMS;
  const next = status[r] === 'Running' ? 'Paused' : 'Running';
  const received = allWatchersGet('InterviewDashboardTimerUpdate');
  const start = performance.now();
  await interviewers[r]!.invoke('UpdateTimer', rooms[r]!.id, { status: next });
  await received;
  status[r] = next;
  if (i >= 10) timerTimes.push(performance.now() - start);
}

const healthTimes: number[] = [];
const health = new Array<string>(attendees.length).fill('');
for (let i = 0; i < updates + 10; i += 1) {
  const a = (i * 7) % attendees.length;
  const next = health[a] === 'Good' ? 'Weak' : 'Good';
  const received = allWatchersGet('InterviewDashboardUpdate');
  const start = performance.now();
  await attendees[a]!.invoke('UpdateConnectionHealth', range.id, next);
  await received;
  health[a] = next;
  if (i >= 10) healthTimes.push(performance.now() - start);
}

const dashboard = (await reader.invoke('GetInterviewDashboard', range.id)) as {
  rooms: unknown[];
  attendees: { status: string }[];
};
console.log(
  `meeting dashboard: ${dashboard.rooms.length} rooms, ${dashboard.attendees.length} attendees (${dashboard.attendees.filter((a) => a.status === 'Online').length} online), ${watchers.length} watchers, PGlite; seeded in ${(seedMs / 1000).toFixed(1)} s, ${opened.length} connections opened and joined in ${(connectMs / 1000).toFixed(1)} s`,
);
console.log(`GetInterviewDashboard round trip (${reads}):              ${fmt(summary(readTimes))}`);
console.log(
  `UpdateTimer → all ${watchers.length} watchers (${updates}):             ${fmt(summary(timerTimes))}`,
);
console.log(
  `UpdateConnectionHealth → all ${watchers.length} watchers (${updates}):  ${fmt(summary(healthTimes))}`,
);

for (const connection of opened) await connection.stop().catch(() => {});
await closeListening(app);
await dispose();
