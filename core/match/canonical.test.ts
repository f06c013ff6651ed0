import { describe, expect, it } from 'vitest';
import {
  canonicalAssignmentsJson,
  canonicalInstanceJson,
  inputHash,
  outputHash,
  pureSha256,
  sortedIds,
  sortOrder,
} from './canonical.ts';
import type { MatchInstance } from './instance.ts';
import { sha256Hex } from './sha256.ts';

const instance: MatchInstance = {
  programs: [
    { id: 'MERCY', positions: 1, rank: ['LEE'] },
    { id: 'CITY', positions: 2, rank: ['GARCIA', 'KIM'] },
  ],
  applicants: [
    { id: 'GARCIA', rank: ['CITY'] },
    { id: 'BROWN', rank: ['MERCY', 'CITY'] },
  ],
  couples: [
    {
      members: ['KIM', 'LEE'],
      rank: [
        ['CITY', 'MERCY'],
        ['CITY', null],
      ],
    },
  ],
};

describe('canonical forms', () => {
  it('writes the instance as compact JSON, keys sorted, records by id, lists kept in order', () => {
    expect(canonicalInstanceJson(instance)).toBe(
      '{"applicants":[{"id":"BROWN","rank":["MERCY","CITY"]},{"id":"GARCIA","rank":["CITY"]}],' +
        '"couples":[{"members":["KIM","LEE"],"rank":[["CITY","MERCY"],["CITY",null]]}],' +
        '"programs":[{"id":"CITY","positions":2,"rank":["GARCIA","KIM"]},{"id":"MERCY","positions":1,"rank":["LEE"]}]}',
    );
    expect(inputHash(instance)).toBe(sha256Hex(canonicalInstanceJson(instance)));
  });

  it('counts an absent couples list as an empty one', () => {
    const { couples: _, ...singles } = instance;
    expect(canonicalInstanceJson(singles)).toBe(canonicalInstanceJson({ ...singles, couples: [] }));
  });

  it('escapes ids as JSON.stringify does when they need it', () => {
    const odd: MatchInstance = {
      programs: [{ id: 'say "hi"', positions: 1, rank: ['back\\slash', 'tab\there', '😀'] }],
      applicants: [
        { id: 'back\\slash', rank: ['say "hi"'] },
        { id: 'tab\there', rank: [] },
        { id: '😀', rank: ['say "hi"'] },
      ],
    };
    expect(JSON.parse(canonicalInstanceJson(odd))).toEqual({
      applicants: [
        { id: 'back\\slash', rank: ['say "hi"'] },
        { id: 'tab\there', rank: [] },
        { id: '😀', rank: ['say "hi"'] },
      ],
      couples: [],
      programs: [{ id: 'say "hi"', positions: 1, rank: ['back\\slash', 'tab\there', '😀'] }],
    });
    expect(canonicalInstanceJson(odd)).toContain('"id":"say \\"hi\\""');
  });

  it('writes the assignments with keys sorted (integer-like ids too)', () => {
    expect(canonicalAssignmentsJson({ b: 'X', '10': null, a: 'Y', '9': 'X' })).toBe(
      '{"10":null,"9":"X","a":"Y","b":"X"}',
    );
    expect(outputHash({ b: 'X', a: 'Y' })).toBe(sha256Hex('{"a":"Y","b":"X"}'));
    expect(outputHash({ b: 'X', a: 'Y' }, pureSha256)).toBe(outputHash({ a: 'Y', b: 'X' }));
  });

  it('sorts in code-unit order, not by locale, and stably', () => {
    expect(sortedIds(['b', 'B', 'a', 'A', 'é', 'e', '10', '9', ''])).toEqual([
      '',
      '10',
      '9',
      'A',
      'B',
      'a',
      'b',
      'e',
      'é',
    ]);
    const many = Array.from({ length: 200 }, (_, i) => `id-${(i * 37) % 100}`);
    const order = sortOrder(many);
    // Equal keys keep their input order.
    for (let i = 1; i < order.length; i++) {
      const [x, y] = [order[i - 1]!, order[i]!];
      if (many[x] === many[y]) expect(x).toBeLessThan(y);
    }
    expect(Array.from(order, (i) => many[i])).toEqual(many.slice().sort());
  });
});
