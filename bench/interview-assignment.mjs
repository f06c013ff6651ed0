/**
 * `npx tsx bench/interview-assignment.mjs`: the preference window's batch (core/interviews/assign-dates.ts)
 * for 2,000 invitees and 60 ranges — not a test, nothing fails on time.
 *
 * The instance (seeded): 20 interview days of 3 ranges each (morning, midday, afternoon) with 20 to 30
 * seats (about 1,500 seats in all, so a quarter of the invitees end on the waitlist). Each invitee
 * ranks 3 to 15 ranges, skewed towards the popular ones (early days, mornings, Mondays and Fridays);
 * one in three already has interviews elsewhere on 1 to 3 of the days. Prints the median and the
 * spread of the batch after warm-up, how many were assigned, how many got their first choice, and a
 * determinism check.
 *
 * Options: --runs N (default 50), --warmups N (default 10), --invitees N, --ranges N (a multiple of 3).
 */
import { performance } from 'node:perf_hooks';
import { assignDates } from '../core/interviews/assign-dates.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option('--runs', 50);
const warmups = option('--warmups', 10);
const inviteeCount = option('--invitees', 2000);
const rangeCount = option('--ranges', 60);

/** xorshift32, seeded. */
function prng(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function generate(seed) {
  const random = prng(seed);
  const dayCount = Math.ceil(rangeCount / 3);
  const start = Date.UTC(2026, 10, 30);
  const days = Array.from({ length: dayCount }, (_, d) =>
    new Date(start + d * 86_400_000).toISOString().slice(0, 10),
  );
  const ranges = [];
  const weights = [];
  for (let r = 0; r < rangeCount; r += 1) {
    const day = Math.floor(r / 3);
    const slot = r % 3;
    const weekday = new Date(`${days[day]}T12:00:00Z`).getUTCDay();
    ranges.push({ id: 5000 + r, capacity: 20 + Math.floor(random() * 11), date: days[day] });
    // Early days, mornings and Mondays/Fridays are wanted most.
    weights.push(
      (1.6 - day / dayCount) *
        (slot === 0 ? 1.5 : slot === 1 ? 1 : 0.8) *
        (weekday === 1 || weekday === 5 ? 1.4 : 1),
    );
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = (taken) => {
    for (;;) {
      let x = random() * total;
      let r = 0;
      while (x > weights[r]) {
        x -= weights[r];
        r += 1;
      }
      const id = ranges[Math.min(r, rangeCount - 1)].id;
      if (!taken.has(id)) return id;
    }
  };
  const invitees = Array.from({ length: inviteeCount }, (_, i) => {
    const length = 3 + Math.floor(random() * 13);
    const taken = new Set();
    const preferences = [];
    while (preferences.length < Math.min(length, rangeCount)) {
      const id = pick(taken);
      taken.add(id);
      preferences.push(id);
    }
    const blockedDates = [];
    if (random() < 1 / 3) {
      const n = 1 + Math.floor(random() * 3);
      for (let k = 0; k < n; k += 1) blockedDates.push(days[Math.floor(random() * dayCount)]);
    }
    return { invitationId: 1 + i, applicantId: 100_000 + i, preferences, blockedDates };
  });
  return { ranges, invitees };
}

const { ranges, invitees } = generate(2025);
const seats = ranges.reduce((sum, r) => sum + r.capacity, 0);

for (let k = 0; k < warmups; k += 1) assignDates(ranges, invitees);
const times = [];
let result;
for (let k = 0; k < runs; k += 1) {
  const t0 = performance.now();
  result = assignDates(ranges, invitees);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];

const firstChoice = invitees.filter(
  (i) => result.assignments.get(i.invitationId) === i.preferences[0],
).length;
const again = assignDates([...ranges].reverse(), invitees);
const same =
  again.unassigned.join() === result.unassigned.join() &&
  [...again.assignments].every(([id, range]) => result.assignments.get(id) === range) &&
  again.assignments.size === result.assignments.size;

console.log(`interview assignment: ${invitees.length} invitees, ${ranges.length} ranges, ${seats} seats`);
console.log(
  `batch: median ${at(0.5).toFixed(2)} ms (min ${times[0].toFixed(2)}, p95 ${at(0.95).toFixed(2)}, max ${times[times.length - 1].toFixed(2)}) over ${runs} runs after ${warmups} warm-ups`,
);
console.log(
  `assigned ${result.assignments.size}, waitlisted ${result.unassigned.length}, first choice ${firstChoice}; same result with the ranges reversed: ${same}`,
);
