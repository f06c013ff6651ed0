/**
 * The worked example of /about/how-match-works: a tiny match traced step by step with the
 * applicant-proposing deferred acceptance of core/match (a test checks that the engine agrees).
 * Kept free of the engine itself so the public pages stay small.
 */

export type ExampleProgram = { id: string; name: string; positions: number; rank: string[] };
export type ExampleApplicant = { id: string; name: string; rank: string[] };
export type MatchExample = { programs: ExampleProgram[]; applicants: ExampleApplicant[] };

export type TraceStep =
  | { kind: 'held'; applicant: string; program: string }
  | { kind: 'heldReplacing'; applicant: string; program: string; released: string }
  | { kind: 'rejected'; applicant: string; program: string }
  | { kind: 'notRanked'; applicant: string; program: string }
  | { kind: 'unmatched'; applicant: string };

export type Trace = { steps: TraceStep[]; assignments: Record<string, string | null> };

export const matchExample: MatchExample = {
  programs: [
    { id: 'CITY', name: 'City Hospital', positions: 2, rank: ['BEN', 'ANA', 'DEV', 'CARA'] },
    { id: 'MERCY', name: 'Mercy Clinic', positions: 1, rank: ['ANA', 'CARA', 'BEN'] },
  ],
  applicants: [
    { id: 'ANA', name: 'Ana', rank: ['CITY', 'MERCY'] },
    { id: 'BEN', name: 'Ben', rank: ['MERCY', 'CITY'] },
    { id: 'CARA', name: 'Cara', rank: ['CITY', 'MERCY'] },
    { id: 'DEV', name: 'Dev', rank: ['CITY'] },
  ],
};

/**
 * Applicants apply down their lists one at a time; a program holds the best applicants it ranked,
 * up to its positions, and lets the worst go when a better one applies.
 */
export function traceDeferredAcceptance(example: MatchExample): Trace {
  const programs = new Map(example.programs.map((p) => [p.id, p]));
  const held = new Map<string, string[]>(example.programs.map((p) => [p.id, []]));
  const next = new Map<string, number>(example.applicants.map((a) => [a.id, 0]));
  const applicants = new Map(example.applicants.map((a) => [a.id, a]));
  const queue = example.applicants.map((a) => a.id);
  const steps: TraceStep[] = [];
  const assignments: Record<string, string | null> = {};

  while (queue.length > 0) {
    const applicantId = queue.shift() as string;
    const applicant = applicants.get(applicantId) as ExampleApplicant;
    const index = next.get(applicantId) ?? 0;
    const programId = applicant.rank[index];
    if (programId === undefined) {
      steps.push({ kind: 'unmatched', applicant: applicantId });
      assignments[applicantId] = null;
      continue;
    }
    next.set(applicantId, index + 1);
    const program = programs.get(programId) as ExampleProgram;
    const rankOf = (id: string) => program.rank.indexOf(id);
    if (rankOf(applicantId) < 0) {
      steps.push({ kind: 'notRanked', applicant: applicantId, program: programId });
      queue.unshift(applicantId);
      continue;
    }
    const holding = held.get(programId) as string[];
    if (holding.length < program.positions) {
      holding.push(applicantId);
      steps.push({ kind: 'held', applicant: applicantId, program: programId });
      continue;
    }
    const worst = holding.reduce((a, b) => (rankOf(a) > rankOf(b) ? a : b));
    if (rankOf(applicantId) < rankOf(worst)) {
      holding.splice(holding.indexOf(worst), 1, applicantId);
      steps.push({ kind: 'heldReplacing', applicant: applicantId, program: programId, released: worst });
      queue.unshift(worst);
    } else {
      steps.push({ kind: 'rejected', applicant: applicantId, program: programId });
      queue.unshift(applicantId);
    }
  }
  for (const [programId, ids] of held) for (const id of ids) assignments[id] = programId;
  return { steps, assignments };
}
