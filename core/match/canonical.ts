/**
 * Canonical forms and the run's hashes. Both documents are compact JSON with object keys sorted at
 * every level; records are ordered by id in UTF-16 code-unit order (JavaScript's default sort,
 * independent of locale); rank lists keep their order, since it is the preference.
 *
 * inputHash  = SHA-256 of {"applicants":[…],"couples":[…],"programs":[…]} with each record as
 *              {"id","rank"} / {"members","rank"} / {"id","positions","rank"}, records sorted by id
 *              (couples by their first, then second member); an absent "couples" counts as [].
 * outputHash = SHA-256 of the assignments object {"<applicant id>": "<program id>" | null, …} with
 *              keys sorted. Programs, unfilled and stats follow from it (and timings vary), so they
 *              are left out.
 */
import type { MatchInstance } from './instance.ts';
import { Sha256 } from './sha256.ts';

/**
 * An incremental SHA-256 over the UTF-8 bytes of strings. The pure one below is the default; a
 * Node caller may pass node:crypto's (same algorithm, same digests, native speed).
 */
export type Hasher = { update(text: string): unknown; digestHex(): string };
export type HasherFactory = () => Hasher;
export const pureSha256: HasherFactory = () => new Sha256();

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Longer keys, or characters beyond Latin-1, go to the comparison sort. */
const RADIX_MAX_WIDTH = 32;

/**
 * The permutation that sorts keys in code-unit order (stable). Ids are short and mostly ASCII, so
 * an LSD radix sort over their characters does it in a few linear passes; a national list of
 * 52,500 shuffled ids sorts several times faster than with Array.prototype.sort.
 */
export function sortOrder(keys: readonly string[]): Int32Array {
  const n = keys.length;
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  // Input exported in id order (the usual case) needs no sorting at all.
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = keys[i - 1]! <= keys[i]!;
  if (sorted) return order;
  let width = 0;
  for (let i = 0; i < n; i++) width = Math.max(width, keys[i]!.length);
  const comparisonSort = (): Int32Array => {
    const list = Array.from(order).sort((x, y) => compareIds(keys[x]!, keys[y]!) || x - y);
    return Int32Array.from(list);
  };
  if (n < 64 || width > RADIX_MAX_WIDTH) return comparisonSort();
  // codes[i * width + j] = 1 + the j-th code unit of key i, or 0 past its end (so a prefix sorts first).
  const codes = new Uint8Array(n * width);
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    const base = i * width;
    for (let j = 0; j < key.length; j++) {
      const c = key.charCodeAt(j);
      if (c >= 255) return comparisonSort();
      codes[base + j] = c + 1;
    }
  }
  let next = new Int32Array(n);
  const count = new Int32Array(257);
  for (let pos = width - 1; pos >= 0; pos--) {
    count.fill(0);
    for (let i = 0; i < n; i++) count[codes[order[i]! * width + pos]! + 1]!++;
    // A position where every key has the same character does not reorder anything.
    let distinct = 0;
    for (let b = 1; b < 257 && distinct < 2; b++) if (count[b]! > 0) distinct++;
    if (distinct < 2) continue;
    for (let b = 1; b < 257; b++) count[b]! += count[b - 1]!;
    for (let i = 0; i < n; i++) {
      const x = order[i]!;
      next[count[codes[x * width + pos]!]!++] = x;
    }
    [order, next] = [next, order];
  }
  return order;
}

/** Ids sorted in code-unit order. */
export function sortedIds(ids: readonly string[]): string[] {
  const order = sortOrder(ids);
  const sorted = new Array<string>(ids.length);
  for (let i = 0; i < order.length; i++) sorted[i] = ids[order[i]!]!;
  return sorted;
}

function byId<T extends { id: string }>(records: readonly T[]): T[] {
  const order = sortOrder(records.map((r) => r.id));
  const sorted = new Array<T>(records.length);
  for (let i = 0; i < order.length; i++) sorted[i] = records[order[i]!]!;
  return sorted;
}

/** Records are serialised in batches, so the hash gets a few large strings rather than 60,000 small ones. */
const BATCH = 512;

function writeRecords<T>(
  records: readonly T[],
  toJson: (record: T) => string,
  sink: (piece: string) => void,
): void {
  const batch: string[] = [];
  for (let i = 0; i < records.length; i++) {
    batch.push(toJson(records[i]!));
    if (batch.length === BATCH || i === records.length - 1) {
      const first = i + 1 === batch.length;
      sink(`${first ? '' : ','}${batch.join(',')}`);
      batch.length = 0;
    }
  }
}

/** Whether JSON.stringify would escape a character of id (surrogates conservatively, paired or not). */
function needsEscape(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/** A JSON list of strings none of which needs escaping, as JSON.stringify would write it. */
function plainList(ids: readonly string[]): string {
  return ids.length === 0 ? '[]' : `["${ids.join('","')}"]`;
}

/** Writes the canonical instance document into sink, piece by piece. */
export function writeCanonicalInstance(instance: MatchInstance, sink: (piece: string) => void): void {
  const couples = instance.couples ?? [];
  // Rank lists only name ids of records (the instance is valid), so when no record id needs
  // escaping, lists can be joined instead of stringified: the same text, several times faster.
  const plain =
    !instance.programs.some((p) => needsEscape(p.id)) &&
    !instance.applicants.some((a) => needsEscape(a.id)) &&
    !couples.some((c) => needsEscape(c.members[0]) || needsEscape(c.members[1]));
  sink('{"applicants":[');
  writeRecords(
    byId(instance.applicants),
    plain
      ? (a) => `{"id":"${a.id}","rank":${plainList(a.rank)}}`
      : (a) => `{"id":${JSON.stringify(a.id)},"rank":${JSON.stringify(a.rank)}}`,
    sink,
  );
  sink('],"couples":[');
  const sortedCouples = couples
    .slice()
    .sort((x, y) => compareIds(x.members[0], y.members[0]) || compareIds(x.members[1], y.members[1]));
  writeRecords(
    sortedCouples,
    (c) => `{"members":${JSON.stringify(c.members)},"rank":${JSON.stringify(c.rank)}}`,
    sink,
  );
  sink('],"programs":[');
  writeRecords(
    byId(instance.programs),
    plain
      ? (p) => `{"id":"${p.id}","positions":${p.positions},"rank":${plainList(p.rank)}}`
      : (p) => `{"id":${JSON.stringify(p.id)},"positions":${p.positions},"rank":${JSON.stringify(p.rank)}}`,
    sink,
  );
  sink(']}');
}

export function canonicalInstanceJson(instance: MatchInstance): string {
  const pieces: string[] = [];
  writeCanonicalInstance(instance, (piece) => pieces.push(piece));
  return pieces.join('');
}

export function inputHash(instance: MatchInstance, createHasher: HasherFactory = pureSha256): string {
  const hash = createHasher();
  writeCanonicalInstance(instance, (piece) => hash.update(piece));
  return hash.digestHex();
}

/** Hash of assignments given as ids already in canonical order with their programs. */
export function outputHashOfSorted(
  ids: readonly string[],
  programOf: (index: number) => string | null,
  createHasher: HasherFactory = pureSha256,
): string {
  const hash = createHasher();
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

export function outputHash(
  assignments: Readonly<Record<string, string | null>>,
  createHasher: HasherFactory = pureSha256,
): string {
  const ids = sortedIds(Object.keys(assignments));
  return outputHashOfSorted(ids, (i) => assignments[ids[i] as string] ?? null, createHasher);
}
