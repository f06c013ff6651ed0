/**
 * Impersonation (platform.md §4, §6, §7): an admin's session is replaced by one issued for the
 * target user, marked with the admin as impersonator; ending it resumes the admin's own session.
 */
import { z } from 'zod';
import { session } from '../auth/auth.contract.ts';
import { byEmailBody } from '../fields.ts';
import { defineContract } from '../http.ts';

/** The impersonated session; `accessToken` is the bearer as well (the spec's pair idToken + accessToken). */
export const impersonationSession = session.extend({
  accessToken: z.string(),
  impersonatedByEmail: z.string(),
  sessionExpiresAt: z.number().int(),
});
export type ImpersonationSession = z.infer<typeof impersonationSession>;

export const impersonateUser = defineContract({
  method: 'POST',
  path: '/api/admin/impersonate',
  access: ['Admin'],
  body: byEmailBody,
  response: impersonationSession,
});

/** Ends the caller's impersonated session and answers the admin's resumed session (under /api/auth for the cookie). */
export const endImpersonation = defineContract({
  method: 'POST',
  path: '/api/auth/impersonation/end',
  access: 'authenticated',
  response: session,
});
