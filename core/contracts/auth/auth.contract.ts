import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { roles, userStatuses } from '../../domain/roles.ts';
import {
  captchaField,
  emailField,
  passwordField,
  signInPasswordField,
  verificationCodeField,
} from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';

export const userProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  salutation: z.string().nullable(),
  fullName: z.string(),
  credentials: z.array(z.object({ label: z.string(), value: z.string() })),
  minifiedAvatarUrl: z.string().nullable(),
  originalAvatar: z.object({ url: z.string() }).nullable(),
  roles: z.array(z.enum(roles)),
  role: z.enum(roles),
  status: z.enum(userStatuses),
});
export type UserProfile = z.infer<typeof userProfile>;

/** A signed-in session. The refresh token travels only in an HttpOnly cookie. */
export const session = z.object({
  status: z.literal('Success'),
  /** Bearer token for API calls (JWT, 15 minutes); keep it in memory only. */
  idToken: z.string(),
  /** When idToken expires, in epoch milliseconds: refresh shortly before. */
  expiresAt: z.number().int(),
  user: userProfile,
  impersonatedByEmail: z.string().nullable(),
  /**
   * When the session itself ends, in epoch milliseconds, however often it is refreshed: an
   * impersonated session lives IMPERSONATION_SESSION_MINUTES (the client warns before the end).
   */
  sessionExpiresAt: z.number().int().optional(),
});
export type Session = z.infer<typeof session>;

export const newPasswordRequired = z.object({
  status: z.literal('NewPasswordRequired'),
  email: z.string(),
  challengeToken: z.string(),
});

export const signIn = defineContract({
  method: 'POST',
  path: '/api/auth/sign-in',
  access: 'public',
  body: z.strictObject({
    email: emailField,
    password: signInPasswordField,
    /** Needed once the account had many failed sign-ins lately (answer 'CaptchaRequired'). */
    captcha: captchaField.optional(),
  }),
  response: z.discriminatedUnion('status', [session, newPasswordRequired]),
});

export const completeNewPassword = defineContract({
  method: 'POST',
  path: '/api/auth/complete-new-password',
  access: 'public',
  body: z
    .strictObject({
      challengeToken: z.string().min(1).max(4096),
      password: passwordField,
      passwordConfirmation: z.string().max(256),
    })
    .refine((v) => v.password === v.passwordConfirmation, {
      message: messages.PasswordsDoNotMatch,
      path: ['passwordConfirmation'],
    }),
  response: session,
});

export const forgotPassword = defineContract({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  body: z.strictObject({ email: emailField, captcha: captchaField }),
  response: z.object({ isForcedToChangePassword: z.boolean(), destination: z.string() }),
});

export const confirmForgotPassword = defineContract({
  method: 'POST',
  path: '/api/auth/forgot-password/confirm',
  access: 'public',
  body: z
    .strictObject({
      email: emailField,
      code: verificationCodeField,
      newPassword: passwordField,
      confirmPassword: z.string().max(256),
      captcha: captchaField,
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: messages.PasswordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  response: session,
});

export const refreshSession = defineContract({
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'public',
  response: session,
});

export const signOut = defineContract({
  method: 'POST',
  path: '/api/auth/sign-out',
  access: 'public',
  response: okResponse,
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/api/auth/change-password',
  access: 'authenticated',
  body: z
    .strictObject({
      oldPassword: z.string().min(1, messages.PasswordIsRequired).max(256),
      newPassword: passwordField,
      confirmPassword: z.string().max(256),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: messages.PasswordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  response: okResponse,
});

export const currentUser = defineContract({
  method: 'GET',
  path: '/api/account/me',
  access: 'authenticated',
  response: userProfile,
});
