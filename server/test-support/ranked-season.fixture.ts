/**
 * Loads a match instance into a cycle as real rows: one user and applicant per applicant, one program
 * per program with its positions, the registrations, and every list CERTIFIED (couples linked with
 * their joint list). Bulk statements (one JSON document each), so a national season loads in seconds;
 * the instance's ids get the tag as a prefix to stay unique in a shared test database.
 */
import { sql } from 'drizzle-orm';
import type { MatchInstance } from '../../core/match/instance.ts';
import type { DbExecutor } from '../db/client.ts';

export type LoadedSeason = {
  /** Instance id → database id. */
  applicantIds: Map<string, number>;
  programIds: Map<string, number>;
  /** Instance id → code in the database (tag + id). */
  codeOf: (instanceId: string) => string;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

export async function loadInstanceIntoCycle(
  db: DbExecutor,
  options: { matchCycleId: number; specialtyId: number; instance: MatchInstance; tag: string },
): Promise<LoadedSeason> {
  const { matchCycleId, specialtyId, instance, tag } = options;
  const codeOf = (id: string) => `${tag}-${id}`;
  const applicantCodes = [
    ...instance.applicants.map((a) => a.id),
    ...(instance.couples ?? []).flatMap((c) => c.members),
  ];

  const applicantRows = rowsOf(
    await db.execute(sql`
      with people as (
        insert into users (email, first_name, last_name, roles)
        select lower(c) || '@ranked.test', 'Applicant', c, '{Applicant}'::text[]
        from jsonb_array_elements_text(${JSON.stringify(applicantCodes.map(codeOf))}::jsonb) as c
        returning id, last_name
      )
      insert into applicants (user_id, code)
      select id, last_name from people
      returning id, code`),
  );
  const applicantIds = new Map(
    applicantRows.map((r) => [String(r.code).slice(tag.length + 1), Number(r.id)]),
  );

  const programRows = rowsOf(
    await db.execute(sql`
      insert into programs (code, name, specialty_id)
      select p->>'code', 'Program ' || (p->>'code'), ${specialtyId}
      from jsonb_array_elements(${JSON.stringify(instance.programs.map((p) => ({ code: codeOf(p.id) })))}::jsonb) as p
      returning id, code`),
  );
  const programIds = new Map(programRows.map((r) => [String(r.code).slice(tag.length + 1), Number(r.id)]));

  const positions = instance.programs.map((p) => [programIds.get(p.id), p.positions]);
  await db.execute(sql`
    insert into program_match_cycles (program_id, match_cycle_id, positions)
    select (r->>0)::int, ${matchCycleId}, (r->>1)::int from jsonb_array_elements(${JSON.stringify(positions)}::jsonb) as r`);
  await db.execute(sql`
    insert into applicant_match_cycles (applicant_id, match_cycle_id)
    select (a::text)::int, ${matchCycleId} from jsonb_array_elements(${JSON.stringify([...applicantIds.values()])}::jsonb) as a`);

  // Lists: [owner kind, owner id, subject ids in order].
  const lists = [
    ...instance.applicants.map((a) => ['a', applicantIds.get(a.id), a.rank.map((p) => programIds.get(p))]),
    ...instance.programs.map((p) => ['p', programIds.get(p.id), p.rank.map((a) => applicantIds.get(a))]),
  ];
  await db.execute(sql`
    with input as (
      select n, l from jsonb_array_elements(${JSON.stringify(lists)}::jsonb) with ordinality as t(l, n)
    ), lists as (
      insert into rank_lists (match_cycle_id, applicant_id, program_id, certified_at)
      select ${matchCycleId},
        case when l->>0 = 'a' then (l->>1)::int end,
        case when l->>0 = 'p' then (l->>1)::int end,
        now()
      from input order by n
      returning id, applicant_id, program_id
    )
    insert into rank_list_entries (rank_list_id, rank, subject_id)
    select lists.id, e.ordinality, (e.value::text)::int
    from lists
    join input on (case when input.l->>0 = 'a' then 1 else -1 end) * (input.l->>1)::int
                  = coalesce(lists.applicant_id, -lists.program_id)
    cross join lateral jsonb_array_elements(input.l->2) with ordinality as e`);

  for (const couple of instance.couples ?? []) {
    const [first, second] = couple.members.map((m) => applicantIds.get(m));
    const pairs = couple.rank.map(([a, b]) => [
      a === null ? null : programIds.get(a),
      b === null ? null : programIds.get(b),
    ]);
    await db.execute(sql`
      with couple as (
        insert into couples (match_cycle_id, proposer_applicant_id, partner_applicant_id, status, linked_at)
        values (${matchCycleId}, ${first}, ${second}, 'Linked', now()) returning id
      ), list as (
        insert into rank_lists (match_cycle_id, couple_id, certified_at) select ${matchCycleId}, id, now() from couple
        returning id
      )
      insert into couple_rank_list_entries (rank_list_id, rank, proposer_program_id, partner_program_id)
      select list.id, e.ordinality, (e.value->>0)::int, (e.value->>1)::int
      from list cross join lateral jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as e`);
  }
  return { applicantIds, programIds, codeOf };
}
