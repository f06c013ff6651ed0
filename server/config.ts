/**
 * Server configuration: read once from the environment at start and validated with zod, so a bad
 * value stops start-up with a message naming the variable instead of failing later at run time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { meetingLogLevels } from '../core/domain/meetings.ts';
import {
  deriveVapidKeys,
  generateVapidKeys,
  type VapidDetails,
  type VapidKeys,
  vapidPublicKeyOf,
} from './services/push/vapid.ts';

export type RateLimitRule = { max: number; windowMs: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** null: embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | null;
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies get the Secure flag and HSTS is sent. */
  secureCookies: boolean;
  jwtSecret: string;
  altchaHmacKey: string;
  /** Upper bound of the ALTCHA counter: the expected work is half of it. */
  altchaMaxNumber: number;
  recaptcha: { siteKey: string; secretKey: string } | null;
  smtpUrl: string | null;
  /** SMS through Twilio's REST API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); null: SMS are only logged. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
  /**
   * Payments (ADR 0025): Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (STRIPE_API_URL
   * points the official client elsewhere: the tests' local fake); the labelled test provider when Stripe is
   * not configured or PAYMENTS_TEST_PROVIDER=true.
   */
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
    testProvider: boolean;
  };
  /** Redis for the real-time hubs' backplane (server/realtime): events reach clients on every node; null: this process alone. */
  redisUrl: string | null;
  /** Prefix of the backplane's pub/sub channel (nodes of one deployment share it; parallel tests differ). */
  redisChannelPrefix: string;
  mailFrom: string;
  /** Write the body of mails that are not sent by SMTP to the log (a demo reads its codes there). */
  mailLogBody: boolean;
  /** Days delivered mail (sent or logged) stays in the outbox before the scheduled clean-up deletes it. */
  mailRetentionDays: number;
  supportEmail: string;
  trustProxy: boolean | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  staticDir: string;
  /** Absolute lifetime of an impersonated session (platform.md §4: the client warns near its end). */
  impersonationSessionMinutes: number;
  /** A running job whose heartbeat is older than this is taken again (its worker died). */
  jobStaleAfterMs: number;
  /** A self-registered account not confirmed this long after sign-up is discarded (issue 11). */
  unconfirmedAccountTtlMs: number;
  /** Origins besides our own whose images pages may show (CSP img-src; specialty pages' pictures). */
  cspImgSources: string[];
  /** Who may read the API documentation (/api/docs): everyone in development, admins in production. */
  apiDocsForEveryone: boolean;
  /** Upload bytes: S3-compatible storage when configured, otherwise files under `uploadsDir`. */
  uploads: {
    uploadsDir: string;
    s3: S3Config | null;
    /** Most bytes of files one account (or one letter request, for its writer) may keep. */
    quotaBytes: number;
    /** An upload nothing refers to after this long is deleted, bytes and row (and staging files as old). */
    unattachedTtlMs: number;
  };
  /** Web push (docs/topics/push.md): our VAPID key pair always; FCM when a service account is set. */
  push: PushConfig;
  /**
   * Interview-day meetings (docs/topics/meetings.md): the browsers' STUN and TURN servers (TURN
   * credentials are made per user from coturn's `static-auth-secret`), and the clients' log level.
   */
  meetings: {
    stunUrls: string[];
    turn: { urls: string[]; secret: string; credentialTtlSeconds: number } | null;
    /** MEETING_LOG_LEVEL as its number (0 DEBUG … 4 OFF). */
    logLevel: number;
  };
  rateLimits: {
    signIn: RateLimitRule;
    passwordReset: RateLimitRule;
    contact: RateLimitRule;
    /** Per IP over the letter writer's routes: a ceiling against token guessing (each link has its own limit). */
    writer: RateLimitRule;
    captcha: RateLimitRule;
    clientLog: RateLimitRule;
  };
};

export type PushConfig = {
  vapid: VapidDetails;
  /** Hosts (or `*.domain` suffixes) a Web Push endpoint may point to: the browsers' push services. */
  endpointHosts: string[];
  fcm: {
    /** The service account JSON firebase-admin signs in with. */
    serviceAccount: Record<string, unknown>;
    /** The public web config the browser's Firebase SDK needs (apiKey, projectId, messagingSenderId, appId…). */
    webConfig: Record<string, string>;
  } | null;
};

/** The push services of Chrome/Edge (FCM, WNS), Firefox (autopush) and Safari (Apple). */
export const defaultPushEndpointHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(detail: string) {
    super(`Invalid configuration: ${detail}`);
    this.name = 'ConfigError';
  }
}

const booleanText = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlText = (name: string, protocols: readonly string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL (${protocols.join(' or ')})` },
  );

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "20/5m" means at most 20 requests per 5 minutes per client IP. */
const rateLimitText = (name: string) =>
  z
    .string()
    .regex(/^\d{1,7}\/\d{1,5}[smh]$/, { error: `${name} must look like 20/5m (max per window in s, m or h)` })
    .transform((v): RateLimitRule => {
      const [max, window] = v.split('/') as [string, string];
      return { max: Number(max), windowMs: Number(window.slice(0, -1)) * UNITS[window.slice(-1)]! };
    })
    .refine((r) => r.max >= 1 && r.windowMs >= 1000, {
      error: `${name} must allow at least 1 request per 1s`,
    });

/** A comma list of ICE server URLs (`stun:host:3478`, `turns:host:5349?transport=tcp`). */
const iceUrlList = (name: string, schemes: readonly string[]) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((v) => schemes.some((scheme) => v.startsWith(scheme)) && v.length > 6, {
          error: `${name} must be ${schemes.join(' or ')} URLs separated by commas`,
        }),
      ),
    );

const trustProxyText = z
  .string()
  .trim()
  .transform((v, ctx): boolean | string[] => {
    if (v === 'true') return true;
    if (v === 'false' || v === '') return false;
    const list = v.split(',').map((s) => s.trim());
    // IPv4/IPv6 addresses or CIDR ranges only: anything else would silently trust nobody.
    if (list.every((s) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be true, false or a comma-separated list of proxy IPs',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be an integer between 1 and 65535' })
    .int({ error: 'PORT must be an integer between 1 and 65535' })
    .min(1, { error: 'PORT must be an integer between 1 and 65535' })
    .max(65535, { error: 'PORT must be an integer between 1 and 65535' })
    .default(8080),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: urlText('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: urlText('PUBLIC_URL', ['http:', 'https:']).optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, { error: 'ALTCHA_HMAC_KEY must be at least 32 characters' }).optional(),
  ALTCHA_MAX_NUMBER: z.coerce
    .number({ error: 'ALTCHA_MAX_NUMBER must be an integer between 10 and 10000000' })
    .int({ error: 'ALTCHA_MAX_NUMBER must be an integer between 10 and 10000000' })
    .min(10, { error: 'ALTCHA_MAX_NUMBER must be an integer between 10 and 10000000' })
    .max(10_000_000, { error: 'ALTCHA_MAX_NUMBER must be an integer between 10 and 10000000' })
    .default(50_000),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  SMTP_URL: urlText('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits' })
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .min(16, { error: 'TWILIO_AUTH_TOKEN must be at least 16 characters' })
    .optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, {
      error: 'TWILIO_FROM must be an E.164 number (+15551234567) or a messaging service SID',
    })
    .optional(),
  /** Where Twilio's API is (tests point it at a local fake). */
  TWILIO_API_URL: urlText('TWILIO_API_URL', ['https:', 'http:']).default('https://api.twilio.com'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, {
      error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, {
      error: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
    })
    .optional(),
  STRIPE_API_URL: urlText('STRIPE_API_URL', ['https:', 'http:']).optional(),
  PAYMENTS_TEST_PROVIDER: booleanText('PAYMENTS_TEST_PROVIDER').optional(),
  REDIS_URL: urlText('REDIS_URL', ['redis:', 'rediss:']).optional(),
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, { error: 'REDIS_CHANNEL_PREFIX must be 1-64 letters, digits or :._-' })
    .default('matchline:'),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'MAIL_FROM must be an address' })
    .default('Matchline <no-reply@matchline.test>'),
  MAIL_LOG_BODY: booleanText('MAIL_LOG_BODY').default(true),
  MAIL_RETENTION_DAYS: z.coerce
    .number({ error: 'MAIL_RETENTION_DAYS must be an integer between 1 and 3650' })
    .int({ error: 'MAIL_RETENTION_DAYS must be an integer between 1 and 3650' })
    .min(1, { error: 'MAIL_RETENTION_DAYS must be an integer between 1 and 3650' })
    .max(3650, { error: 'MAIL_RETENTION_DAYS must be an integer between 1 and 3650' })
    .default(30),
  SUPPORT_EMAIL: z
    .email({ error: 'SUPPORT_EMAIL must be an email address' })
    .default('support@matchline.test'),
  TRUST_PROXY: trustProxyText.default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: booleanText('SEED_DEMO').default(true),
  /** 'production' keeps the API documentation to admins; any other value (or none) is development. */
  NODE_ENV: z.string().optional(),
  STATIC_DIR: z.string().min(1, { error: 'STATIC_DIR must not be empty' }).default('./dist'),
  JOB_STALE_AFTER_MS: z.coerce
    .number({ error: 'JOB_STALE_AFTER_MS must be an integer between 1000 and 3600000' })
    .int({ error: 'JOB_STALE_AFTER_MS must be an integer between 1000 and 3600000' })
    .min(1000, { error: 'JOB_STALE_AFTER_MS must be an integer between 1000 and 3600000' })
    .max(3_600_000, { error: 'JOB_STALE_AFTER_MS must be an integer between 1000 and 3600000' })
    .default(30_000),
  IMPERSONATION_SESSION_MINUTES: z.coerce
    .number({ error: 'IMPERSONATION_SESSION_MINUTES must be an integer between 1 and 1440' })
    .int({ error: 'IMPERSONATION_SESSION_MINUTES must be an integer between 1 and 1440' })
    .min(1, { error: 'IMPERSONATION_SESSION_MINUTES must be an integer between 1 and 1440' })
    .max(1440, { error: 'IMPERSONATION_SESSION_MINUTES must be an integer between 1 and 1440' })
    .default(60),
  UNCONFIRMED_ACCOUNT_TTL_HOURS: z.coerce
    .number({ error: 'UNCONFIRMED_ACCOUNT_TTL_HOURS must be an integer between 1 and 720' })
    .int({ error: 'UNCONFIRMED_ACCOUNT_TTL_HOURS must be an integer between 1 and 720' })
    .min(1, { error: 'UNCONFIRMED_ACCOUNT_TTL_HOURS must be an integer between 1 and 720' })
    .max(720, { error: 'UNCONFIRMED_ACCOUNT_TTL_HOURS must be an integer between 1 and 720' })
    .default(24),
  CSP_IMG_SOURCES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        urlText('CSP_IMG_SOURCES', ['https:']).transform((v) => new URL(v).origin),
        { error: 'CSP_IMG_SOURCES must be https origins separated by commas' },
      ),
    ),
  UPLOADS_DIR: z.string().min(1, { error: 'UPLOADS_DIR must not be empty' }).optional(),
  S3_ENDPOINT: urlText('S3_ENDPOINT', ['http:', 'https:']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET must be a bucket name' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'S3_REGION must be a region name like us-east-1' })
    .optional(),
  UPLOAD_QUOTA_MB: z.coerce
    .number({ error: 'UPLOAD_QUOTA_MB must be an integer between 1 and 1000000' })
    .int({ error: 'UPLOAD_QUOTA_MB must be an integer between 1 and 1000000' })
    .min(1, { error: 'UPLOAD_QUOTA_MB must be an integer between 1 and 1000000' })
    .max(1_000_000, { error: 'UPLOAD_QUOTA_MB must be an integer between 1 and 1000000' })
    .default(200),
  UPLOAD_UNATTACHED_TTL_HOURS: z.coerce
    .number({ error: 'UPLOAD_UNATTACHED_TTL_HOURS must be an integer between 1 and 720' })
    .int({ error: 'UPLOAD_UNATTACHED_TTL_HOURS must be an integer between 1 and 720' })
    .min(1, { error: 'UPLOAD_UNATTACHED_TTL_HOURS must be an integer between 1 and 720' })
    .max(720, { error: 'UPLOAD_UNATTACHED_TTL_HOURS must be an integer between 1 and 720' })
    .default(24),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'VAPID_SUBJECT must be a mailto: or https: URL' })
    .optional(),
  /** A path to the service account JSON file, or the JSON itself. */
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** The Firebase web app's public config as JSON. */
  FIREBASE_WEB_CONFIG: z.string().min(1).optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  STUN_URLS: iceUrlList('STUN_URLS', ['stun:', 'stuns:']),
  TURN_URLS: iceUrlList('TURN_URLS', ['turn:', 'turns:']),
  TURN_SECRET: z.string().min(16, { error: 'TURN_SECRET must be at least 16 characters' }).optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce
    .number({ error: 'TURN_CREDENTIAL_TTL_SECONDS must be an integer between 60 and 86400' })
    .int({ error: 'TURN_CREDENTIAL_TTL_SECONDS must be an integer between 60 and 86400' })
    .min(60, { error: 'TURN_CREDENTIAL_TTL_SECONDS must be an integer between 60 and 86400' })
    .max(86_400, { error: 'TURN_CREDENTIAL_TTL_SECONDS must be an integer between 60 and 86400' })
    .default(3600),
  MEETING_LOG_LEVEL: z
    .enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'OFF'], {
      error: 'MEETING_LOG_LEVEL must be one of DEBUG, INFO, WARN, ERROR, OFF',
    })
    .default('OFF'),
  RATE_LIMIT_SIGN_IN: rateLimitText('RATE_LIMIT_SIGN_IN').default({ max: 20, windowMs: 5 * 60_000 }),
  RATE_LIMIT_PASSWORD_RESET: rateLimitText('RATE_LIMIT_PASSWORD_RESET').default({
    max: 5,
    windowMs: 15 * 60_000,
  }),
  RATE_LIMIT_CONTACT: rateLimitText('RATE_LIMIT_CONTACT').default({ max: 5, windowMs: 10 * 60_000 }),
  RATE_LIMIT_WRITER: rateLimitText('RATE_LIMIT_WRITER').default({ max: 60, windowMs: 10 * 60_000 }),
  RATE_LIMIT_CAPTCHA: rateLimitText('RATE_LIMIT_CAPTCHA').default({ max: 30, windowMs: 60_000 }),
  RATE_LIMIT_CLIENT_LOG: rateLimitText('RATE_LIMIT_CLIENT_LOG').default({ max: 60, windowMs: 60_000 }),
});

/**
 * Validates `env` (process.env or a plain object in tests). Empty strings count as unset.
 * Missing JWT_SECRET / ALTCHA_HMAC_KEY are generated once and kept in DATA_DIR/secrets.json,
 * so sessions survive a restart without any setup.
 */
export function loadConfig(env: Env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? '');
    const detail = issue.message.startsWith(variable) ? issue.message : `${variable} ${issue.message}`;
    throw new ConfigError(detail);
  }
  const e = parsed.data;
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const twilioValues = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioValues.some(Boolean) && !twilioValues.every(Boolean)) {
    throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (e.TURN_URLS.length > 0 !== Boolean(e.TURN_SECRET)) {
    throw new ConfigError('TURN_URLS and TURN_SECRET must be set together');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const envVapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? checkedVapidKeys({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY })
      : null;
  // Secrets the environment does not give are generated once into DATA_DIR/secrets.json. When it
  // gives the session secrets but no VAPID keys, they are derived from JWT_SECRET (no file written).
  const secrets =
    e.JWT_SECRET && e.ALTCHA_HMAC_KEY
      ? {
          jwtSecret: e.JWT_SECRET,
          altchaHmacKey: e.ALTCHA_HMAC_KEY,
          vapid: envVapid ?? deriveVapidKeys(e.JWT_SECRET),
        }
      : loadOrCreateSecrets(dataDir);
  const fcm = firebaseConfig(e.FIREBASE_SERVICE_ACCOUNT, e.FIREBASE_WEB_CONFIG);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    jwtSecret: e.JWT_SECRET ?? secrets.jwtSecret,
    altchaHmacKey: e.ALTCHA_HMAC_KEY ?? secrets.altchaHmacKey,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY }
        : null,
    smtpUrl: e.SMTP_URL ?? null,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
          }
        : null,
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL?.replace(/\/+$/, '') ?? null,
            }
          : null,
      testProvider: e.PAYMENTS_TEST_PROVIDER ?? !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET),
    },
    redisUrl: e.REDIS_URL ?? null,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    mailFrom: e.MAIL_FROM,
    mailLogBody: e.MAIL_LOG_BODY,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    staticDir: path.resolve(e.STATIC_DIR),
    impersonationSessionMinutes: e.IMPERSONATION_SESSION_MINUTES,
    jobStaleAfterMs: e.JOB_STALE_AFTER_MS,
    unconfirmedAccountTtlMs: e.UNCONFIRMED_ACCOUNT_TTL_HOURS * 60 * 60_000,
    cspImgSources: e.CSP_IMG_SOURCES,
    apiDocsForEveryone: e.NODE_ENV !== 'production',
    meetings: {
      stunUrls: e.STUN_URLS,
      turn:
        e.TURN_URLS.length > 0 && e.TURN_SECRET
          ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, credentialTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS }
          : null,
      logLevel: meetingLogLevels[e.MEETING_LOG_LEVEL],
    },
    uploads: {
      uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
      s3:
        e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION ?? 'us-east-1',
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            }
          : null,
      // Megabytes as the file size messages count them (1 MB = 1,000,000 bytes).
      quotaBytes: e.UPLOAD_QUOTA_MB * 1_000_000,
      unattachedTtlMs: e.UPLOAD_UNATTACHED_TTL_HOURS * 3_600_000,
    },
    push: {
      vapid: { ...(envVapid ?? secrets.vapid), subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}` },
      endpointHosts: e.PUSH_ENDPOINT_HOSTS ?? defaultPushEndpointHosts,
      fcm,
    },
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      contact: e.RATE_LIMIT_CONTACT,
      writer: e.RATE_LIMIT_WRITER,
      captcha: e.RATE_LIMIT_CAPTCHA,
      clientLog: e.RATE_LIMIT_CLIENT_LOG,
    },
  };
}

const secretsFileSchema = z.object({
  jwtSecret: z.string().min(32),
  altchaHmacKey: z.string().min(32),
  /** Added by the push release: older files have none and are upgraded in place. */
  vapidPublicKey: z.string().optional(),
  vapidPrivateKey: z.string().optional(),
});

type Secrets = { jwtSecret: string; altchaHmacKey: string; vapid: VapidKeys };

function checkedVapidKeys(keys: VapidKeys): VapidKeys {
  let publicKey: string;
  try {
    publicKey = vapidPublicKeyOf(keys.privateKey);
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY is not a P-256 private key');
  }
  if (publicKey !== keys.publicKey)
    throw new ConfigError('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
  return keys;
}

function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = null;
    }
    const parsed = secretsFileSchema.safeParse(stored);
    if (!parsed.success) throw new ConfigError(`${file} is not a valid secrets file`);
    const { jwtSecret, altchaHmacKey, vapidPublicKey, vapidPrivateKey } = parsed.data;
    if (vapidPublicKey && vapidPrivateKey) {
      let vapid: VapidKeys;
      try {
        vapid = checkedVapidKeys({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey });
      } catch {
        throw new ConfigError(`${file} is not a valid secrets file`);
      }
      return { jwtSecret, altchaHmacKey, vapid };
    }
    // A file written before push: keep its secrets (sessions stay valid), add a key pair.
    const vapid = generateVapidKeys();
    writeSecretsFile(file, {
      ...(stored as object),
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
    });
    return { jwtSecret, altchaHmacKey, vapid };
  }
  mkdirSync(dataDir, { recursive: true });
  const vapid = generateVapidKeys();
  const secrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    altchaHmacKey: randomBytes(32).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  writeSecretsFile(file, secrets);
  return { jwtSecret: secrets.jwtSecret, altchaHmacKey: secrets.altchaHmacKey, vapid };
}

function writeSecretsFile(file: string, secrets: object): void {
  // Owner-only: these sign every session and every push. Written whole to a temporary file and
  // renamed, so a crash never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

function readJsonSetting(name: string, value: string): Record<string, unknown> {
  let text = value.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(path.resolve(text), 'utf8');
    } catch {
      throw new ConfigError(`${name} must be JSON or the path of a readable JSON file`);
    }
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be a JSON object`);
}

function firebaseConfig(
  serviceAccount: string | undefined,
  webConfig: string | undefined,
): PushConfig['fcm'] {
  if (!serviceAccount && !webConfig) return null;
  if (!serviceAccount || !webConfig) {
    throw new ConfigError('FIREBASE_SERVICE_ACCOUNT and FIREBASE_WEB_CONFIG must be set together');
  }
  const account = readJsonSetting('FIREBASE_SERVICE_ACCOUNT', serviceAccount);
  if (typeof account.private_key !== 'string' || typeof account.client_email !== 'string') {
    throw new ConfigError('FIREBASE_SERVICE_ACCOUNT must be a service account (private_key, client_email)');
  }
  const web = readJsonSetting('FIREBASE_WEB_CONFIG', webConfig);
  const entries = Object.entries(web).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const config = Object.fromEntries(entries);
  for (const key of ['apiKey', 'projectId', 'messagingSenderId', 'appId']) {
    if (!config[key]) throw new ConfigError(`FIREBASE_WEB_CONFIG must have ${key}`);
  }
  return { serviceAccount: account, webConfig: config };
}
