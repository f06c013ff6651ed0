/**
 * Canonical forms and the run's hashes. Records are ordered by id in UTF-16 code-unit order (what
 * JavaScript's default sort does, independent of locale); rank lists keep their order, since it is
 * the preference. The documents are compact JSON, written piece by piece into the hash.
 *
 * inputHash  = SHA-256 of {"programs":[…],"applicants":[…],"couples":[…]} with each record as
 *              {"id","positions","rank"} / {"id","rank"} / {"members","rank"}, records sorted by id
 *              (couples by their first, then second member); an absent "couples" counts as [].
 * outputHash = SHA-256 of the assignments object {"<applicant id>": "<program id>" | null, …} with
 *              keys sorted. Programs, unfilled and stats follow from it (and timings vary), so they
 *              are left out.
 */
import type { MatchInstance } from './instance.ts';
import { Sha256 } from './sha256.ts';

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ids sorted in code-unit order (the default sort compares strings that way). */
export function sortedIds(ids: readonly string[]): string[] {
  return ids.slice().sort();
}

function byId<T extends { id: string }>(records: readonly T[]): T[] {
  return records.slice().sort((a, b) => compareIds(a.id, b.id));
}

/** Writes the canonical instance document into sink, piece by piece. */
export function writeCanonicalInstance(instance: MatchInstance, sink: (piece: string) => void): void {
  sink('{"programs":[');
  let first = true;
  for (const p of byId(instance.programs)) {
    sink(`${first ? '' : ','}${JSON.stringify({ id: p.id, positions: p.positions, rank: p.rank })}`);
    first = false;
  }
  sink('],"applicants":[');
  first = true;
  for (const a of byId(instance.applicants)) {
    sink(`${first ? '' : ','}${JSON.stringify({ id: a.id, rank: a.rank })}`);
    first = false;
  }
  sink('],"couples":[');
  const couples = (instance.couples ?? [])
    .slice()
    .sort((x, y) => compareIds(x.members[0], y.members[0]) || compareIds(x.members[1], y.members[1]));
  first = true;
  for (const c of couples) {
    sink(`${first ? '' : ','}${JSON.stringify({ members: c.members, rank: c.rank })}`);
    first = false;
  }
  sink(']}');
}

export function canonicalInstanceJson(instance: MatchInstance): string {
  const pieces: string[] = [];
  writeCanonicalInstance(instance, (piece) => pieces.push(piece));
  return pieces.join('');
}

export function inputHash(instance: MatchInstance): string {
  const hash = new Sha256();
  writeCanonicalInstance(instance, (piece) => hash.update(piece));
  return hash.digestHex();
}

/** Hash of assignments given as ids already in canonical order with their programs. */
export function outputHashOfSorted(
  ids: readonly string[],
  programOf: (index: number) => string | null,
): string {
  const hash = new Sha256();
  // Batching pieces keeps the number of update calls (and their overhead) small.
  let batch = '{';
  for (let i = 0; i < ids.length; i++) {
    batch += `${i === 0 ? '' : ','}${JSON.stringify(ids[i])}:${JSON.stringify(programOf(i))}`;
    if (batch.length > 8192) {
      hash.update(batch);
      batch = '';
    }
  }
  hash.update(`${batch}}`);
  return hash.digestHex();
}

/** Canonical JSON of an assignments object (keys sorted), the document outputHash is taken of. */
export function canonicalAssignmentsJson(assignments: Readonly<Record<string, string | null>>): string {
  const ids = sortedIds(Object.keys(assignments));
  return `{${ids.map((id) => `${JSON.stringify(id)}:${JSON.stringify(assignments[id] ?? null)}`).join(',')}}`;
}

export function outputHash(assignments: Readonly<Record<string, string | null>>): string {
  const ids = sortedIds(Object.keys(assignments));
  return outputHashOfSorted(ids, (i) => assignments[ids[i] as string] ?? null);
}
