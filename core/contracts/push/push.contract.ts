/**
 * Web push subscriptions (platform.md §4 "Web push", §7 `POST /api/pushes/fcm-pushes`): a browser
 * posts its Web Push subscription, or its FCM token when the server has Firebase, and removes it at
 * sign-out. Society users have no push (403).
 */
import { z } from 'zod';
import { pushRoles } from '../../domain/push.ts';
import { defineContract, okResponse, text } from '../http.ts';

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Invalid value.');

/** A PushSubscription's JSON (`subscription.toJSON()`); the endpoint is the push service's https URL. */
export const webPushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'Invalid value.' }).max(2000),
  /** `expirationTime` and any other member of the browser's JSON are accepted and ignored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes uncompressed (87 characters base64url). */
    p256dh: base64url(87, 88),
    /** The 16-byte auth secret (22 characters base64url). */
    auth: base64url(22, 24),
  }),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionBody>;

export const subscribeWebPush = defineContract({
  method: 'POST',
  path: '/api/pushes/web-push',
  access: pushRoles,
  body: webPushSubscriptionBody,
  response: okResponse,
});

/** Unsubscribes this browser (sign-out, or the user turned push off). */
export const unsubscribeWebPush = defineContract({
  method: 'DELETE',
  path: '/api/pushes/web-push',
  access: pushRoles,
  body: z.object({ endpoint: z.string().min(1).max(2000) }),
  response: okResponse,
});

const fcmTokenBody = z.object({ token: text(4096).pipe(z.string().min(1)) });

/** The spec's call: an FCM registration token from Firebase's `getToken`. */
export const subscribeFcm = defineContract({
  method: 'POST',
  path: '/api/pushes/fcm-pushes',
  access: pushRoles,
  body: fcmTokenBody,
  response: okResponse,
});

export const unsubscribeFcm = defineContract({
  method: 'DELETE',
  path: '/api/pushes/fcm-pushes',
  access: pushRoles,
  body: fcmTokenBody,
  response: okResponse,
});

export const pushClientConfig = z.object({
  /** Our VAPID public key (base64url): the `applicationServerKey`, and Firebase's `vapidKey`. */
  vapidPublicKey: z.string(),
  /** Firebase's public web config when the server sends through FCM; null: standard Web Push. */
  fcm: z.object({ webConfig: z.record(z.string(), z.string()) }).nullable(),
});
export type PushClientConfig = z.infer<typeof pushClientConfig>;

export const getPushConfig = defineContract({
  method: 'GET',
  path: '/api/pushes/config',
  access: pushRoles,
  response: pushClientConfig,
});
