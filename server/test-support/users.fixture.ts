import { randomBytes } from 'node:crypto';
import type { Role, UserStatus } from '../../core/domain/roles.ts';
import type { DbExecutor } from '../db/client.ts';
import { insertUser, type UserRow } from '../db/repositories/users.repository.ts';
import { hashPassword } from '../services/auth/password.ts';

export const TEST_PASSWORD = 'Fixture#Pass1';

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: hash each distinct password once per test file. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TestUserOptions = {
  roles?: Role[];
  password?: string;
  status?: UserStatus;
  isActive?: boolean;
  emailVerified?: boolean;
  mustChangePassword?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
};

export type TestUser = UserRow & { password: string };

/** A user with a unique email (so test files share one database safely) and a known password. */
export async function createTestUser(db: DbExecutor, options: TestUserOptions = {}): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD;
  const roles = options.roles ?? ['Applicant'];
  const email =
    options.email ?? `${(roles[0] ?? 'norole').toLowerCase()}-${randomBytes(5).toString('hex')}@fixture.test`;
  const user = await insertUser(db, {
    email,
    passwordHash: await hashOnce(password),
    roles,
    status: options.status ?? 'Active',
    isActive: options.isActive ?? true,
    emailVerified: options.emailVerified ?? true,
    mustChangePassword: options.mustChangePassword ?? false,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? roles[0] ?? 'User',
  });
  return { ...user, password };
}
