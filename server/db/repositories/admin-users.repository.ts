/**
 * The admin user lists (business.md §2.6): users of one role, searched by name and email, sorted and
 * paged on the server, each row with its role context (specialties, programs, schools, applicant
 * record) aggregated in the same statement. A list is two statements whatever the page size: the
 * page and its count. The name order matches users_name_idx and the role filter users_roles_gin_idx,
 * so 100,000 users are never sorted whole (see admin-users.scale.test.ts).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { UserStatus } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import { users } from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type AdminUserSort = 'name' | 'email' | 'createdAt';

export type AdminUserFilter = {
  role: string;
  isActive?: boolean | undefined;
  search?: string | undefined;
  sort: AdminUserSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export type AdminUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  status: UserStatus;
  isActive: boolean;
  roles: string[];
  mustChangePassword: boolean;
  createdAt: Date;
  specialties: { id: number; name: string }[];
  programs: { id: number; name: string; isDirector: boolean }[];
  medicalSchools: { id: number; name: string }[];
  applicant: { id: number; code: string; medicalSchoolName: string | null } | null;
};

function whereOf(filter: Pick<AdminUserFilter, 'role' | 'isActive' | 'search'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // `@>` is what the GIN index on roles answers (`= any(roles)` would not use it).
    sql`${users.roles} @> array[${filter.role}]::text[]`,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    searchAny(filter.search, [
      sql`(${users.firstName} || ' ' || ${users.lastName})`,
      sql`(${users.lastName} || ' ' || ${users.firstName})`,
      users.email,
    ]),
  ];
  return and(...conditions);
}

/** The order of a list; `name` is exactly users_name_idx (lower last, lower first, id). */
function orderOf<
  T extends { lastName: unknown; firstName: unknown; email: unknown; createdAt: unknown; id: unknown },
>(columns: T, sort: AdminUserSort, direction: 'asc' | 'desc'): SQL[] {
  const c = columns as unknown as typeof users;
  const sorts: SortColumns<AdminUserSort> = {
    name: [sql`lower(${c.lastName})`, sql`lower(${c.firstName})`],
    email: c.email,
    createdAt: c.createdAt,
  };
  return sortOrder(sorts, sort, direction, c.id, 'name');
}

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  middleName: users.middleName,
  status: users.status,
  isActive: users.isActive,
  roles: users.roles,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

/**
 * The role context of the user whose id is the outer query's `userColumn` ("page"."id"), as JSON.
 * Written with explicit aliases: these subqueries sit inside a select list, where Drizzle would
 * print bare (ambiguous) column names.
 */
function contextColumns(userColumn: '"page"."id"' | '"users"."id"') {
  const userId = sql.raw(userColumn);
  return {
    specialties: sql<AdminUserRow['specialties']>`coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
      from society_user_specialties us join specialties s on s.id = us.specialty_id
      where us.user_id = ${userId}), '[]'::json)`,
    programs: sql<AdminUserRow['programs']>`coalesce((
      select json_agg(json_build_object('id', p.id, 'name', p.name, 'isDirector', pu.is_director) order by p.name)
      from program_users pu join programs p on p.id = pu.program_id
      where pu.user_id = ${userId}), '[]'::json)`,
    medicalSchools: sql<AdminUserRow['medicalSchools']>`coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name)
      from medical_school_users mu join medical_schools m on m.id = mu.medical_school_id
      where mu.user_id = ${userId}), '[]'::json)`,
    applicant: sql<AdminUserRow['applicant']>`(
      select json_build_object('id', a.id, 'code', a.code, 'medicalSchoolName', m.name)
      from applicants a left join medical_schools m on m.id = a.medical_school_id
      where a.user_id = ${userId})`,
  };
}

/**
 * One page of a role's users and the total. The page is chosen first (an index walk), then the
 * role context is aggregated for those rows only.
 */
export async function listAdminUsers(
  db: DbExecutor,
  filter: AdminUserFilter,
): Promise<{ items: AdminUserRow[]; total: number }> {
  const { limit, offset } = pageOf(filter);
  const where = whereOf(filter);
  const page = db
    .select(listColumns)
    .from(users)
    .where(where)
    .orderBy(...orderOf(users, filter.sort, filter.direction))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: page.id,
        email: page.email,
        firstName: page.firstName,
        lastName: page.lastName,
        middleName: page.middleName,
        status: page.status,
        isActive: page.isActive,
        roles: page.roles,
        mustChangePassword: page.mustChangePassword,
        createdAt: page.createdAt,
        ...contextColumns('"page"."id"'),
      })
      .from(page)
      .orderBy(...orderOf(page, filter.sort, filter.direction)),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { items: items as AdminUserRow[], total: count?.total ?? 0 };
}

/** The SQL of a list's page query, for EXPLAIN in the scale test. */
export function adminUsersPageQuery(db: DbExecutor, filter: AdminUserFilter) {
  const { limit, offset } = pageOf(filter);
  return db
    .select({ id: users.id })
    .from(users)
    .where(whereOf(filter))
    .orderBy(...orderOf(users, filter.sort, filter.direction))
    .limit(limit)
    .offset(offset);
}

export async function findAdminUser(
  db: DbExecutor,
  id: string,
  now: Date,
): Promise<(AdminUserRow & { isImpersonated: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      ...contextColumns('"users"."id"'),
      isImpersonated: sql<boolean>`exists (
        select 1 from sessions se where se.user_id = "users"."id"
        and se.impersonated_by is not null and se.revoked_at is null
        and se.absolute_expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row as (AdminUserRow & { isImpersonated: boolean }) | undefined;
}

/** Sets a new (normalized) email; false when another account holds it. */
export async function updateUserEmail(
  db: DbExecutor,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const done = await unlessUniqueViolation(async () => {
    await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
  return done ?? false;
}

/**
 * Test support for the scale proof: `count` users in one INSERT … SELECT generate_series, roles
 * spread over the five roles in turn, names varied so the name order is not the insertion order.
 */
export async function insertGeneratedUsers(db: DbExecutor, count: number, tag: string): Promise<void> {
  await db.execute(sql`
    insert into ${users} (email, first_name, last_name, roles, status, password_hash)
    select
      ${tag} || '-' || i || '@scale.test',
      'First' || (i % 997),
      'Last' || lpad(((i * 7919) % ${count})::text, 6, '0'),
      array[(array['Admin','Applicant','ProgramUser','MedSchoolUser','SocietyUser'])[1 + i % 5]]::text[],
      'Active',
      null
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`analyze ${users}`);
}
