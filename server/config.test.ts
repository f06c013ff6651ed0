import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const secrets = {
  JWT_SECRET: 'a-jwt-secret-that-is-long-enough-123456',
  ALTCHA_HMAC_KEY: 'an-altcha-key-that-is-long-enough-12345',
};

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'matchline-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has working defaults', () => {
    const config = loadConfig({ ...secrets });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      recaptcha: null,
      smtpUrl: null,
      mailFrom: 'Matchline <no-reply@matchline.test>',
      supportEmail: 'support@matchline.test',
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      staticDir: path.resolve('./dist'),
      rateLimits: {
        signIn: { max: 20, windowMs: 300_000 },
        passwordReset: { max: 5, windowMs: 900_000 },
        contact: { max: 5, windowMs: 600_000 },
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...secrets,
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/matchline',
      PUBLIC_URL: 'https://matchline.example/',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_SIGN_IN: '50/1h',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/matchline',
      publicUrl: 'https://matchline.example',
      secureCookies: true,
      recaptcha: { siteKey: 'site', secretKey: 'secret' },
      smtpUrl: 'smtps://user:pass@mail.example:465',
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
      logLevel: 'warn',
      seedDemo: false,
      rateLimits: { signIn: { max: 50, windowMs: 3_600_000 } },
    });
    expect(loadConfig({ ...secrets }).mailRetentionDays).toBe(30);
    expect(loadConfig({ ...secrets, MAIL_RETENTION_DAYS: '7' }).mailRetentionDays).toBe(7);
    expect(loadConfig({ ...secrets }).uploads).toMatchObject({
      quotaBytes: 200_000_000,
      unattachedTtlMs: 86_400_000,
    });
    expect(
      loadConfig({ ...secrets, UPLOAD_QUOTA_MB: '50', UPLOAD_UNATTACHED_TTL_HOURS: '6' }).uploads,
    ).toMatchObject({ quotaBytes: 50_000_000, unattachedTtlMs: 6 * 3_600_000 });
    expect(loadConfig({ ...secrets }).rateLimits.writer).toEqual({ max: 60, windowMs: 600_000 });
    expect(loadConfig({ ...secrets, RATE_LIMIT_WRITER: '100/1h' }).rateLimits.writer).toEqual({
      max: 100,
      windowMs: 3_600_000,
    });
    expect(loadConfig({ ...secrets, PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...secrets, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it("reads the hubs' Redis backplane (REDIS_URL, REDIS_CHANNEL_PREFIX)", () => {
    expect(loadConfig({ ...secrets })).toMatchObject({ redisUrl: null, redisChannelPrefix: 'matchline:' });
    expect(
      loadConfig({ ...secrets, REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_CHANNEL_PREFIX: 'ml-prod:' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/0', redisChannelPrefix: 'ml-prod:' });
    expect(() => loadConfig({ ...secrets, REDIS_URL: 'http://redis' })).toThrow(/REDIS_URL must be a URL/);
    expect(() => loadConfig({ ...secrets, REDIS_CHANNEL_PREFIX: 'a b' })).toThrow(/REDIS_CHANNEL_PREFIX/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...secrets, PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL (postgres: or postgresql:)',
    ],
    [{ PUBLIC_URL: 'localhost:8080' }, 'Invalid configuration: PUBLIC_URL must be a URL (http: or https:)'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL must be a URL (smtp: or smtps:)'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'Invalid configuration: SUPPORT_EMAIL must be an email address'],
    [
      { TRUST_PROXY: 'my-proxy' },
      'Invalid configuration: TRUST_PROXY must be true, false or a comma-separated list of proxy IPs',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false'],
    [
      { MAIL_RETENTION_DAYS: '0' },
      'Invalid configuration: MAIL_RETENTION_DAYS must be an integer between 1 and 3650',
    ],
    [
      { MAIL_RETENTION_DAYS: 'forever' },
      'Invalid configuration: MAIL_RETENTION_DAYS must be an integer between 1 and 3650',
    ],
    [
      { UPLOAD_QUOTA_MB: '0' },
      'Invalid configuration: UPLOAD_QUOTA_MB must be an integer between 1 and 1000000',
    ],
    [
      { UPLOAD_UNATTACHED_TTL_HOURS: 'a day' },
      'Invalid configuration: UPLOAD_UNATTACHED_TTL_HOURS must be an integer between 1 and 720',
    ],
    [
      { RATE_LIMIT_WRITER: 'many' },
      'Invalid configuration: RATE_LIMIT_WRITER must look like 20/5m (max per window in s, m or h)',
    ],
    [
      { RATE_LIMIT_CONTACT: 'lots' },
      'Invalid configuration: RATE_LIMIT_CONTACT must look like 20/5m (max per window in s, m or h)',
    ],
    [
      { RECAPTCHA_SITE_KEY: 'only-one' },
      'Invalid configuration: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together',
    ],
  ])('stops on %o naming the variable', (env, message) => {
    expect(() => loadConfig({ ...secrets, ...env })).toThrow(message);
  });

  it('generates the secrets once and keeps them in DATA_DIR/secrets.json', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.altchaHmacKey).not.toBe(first.jwtSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
      altchaHmacKey: first.altchaHmacKey,
      vapidPublicKey: first.push.vapid.publicKey,
      vapidPrivateKey: first.push.vapid.privateKey,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    // An explicit secret wins over the stored one.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secrets.JWT_SECRET }).jwtSecret).toBe(
      secrets.JWT_SECRET,
    );
  });

  it('adds VAPID keys to a secrets file written before push, keeping its secrets (issue 14)', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'secrets.json');
    const old = { jwtSecret: 'j'.repeat(43), altchaHmacKey: 'a'.repeat(43) };
    writeFileSync(file, JSON.stringify(old), { mode: 0o600 });
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toBe(old.jwtSecret);
    expect(first.altchaHmacKey).toBe(old.altchaHmacKey);
    expect(Buffer.from(first.push.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ...old,
      vapidPublicKey: first.push.vapid.publicKey,
      vapidPrivateKey: first.push.vapid.privateKey,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid.privateKey).toBe(first.push.vapid.privateKey);
    expect(first.push.vapid.subject).toBe('mailto:support@matchline.test');
    expect(first.push.fcm).toBeNull();
  });

  it('takes VAPID keys and subject from the environment, or derives them from JWT_SECRET', () => {
    const dataDir = tempDir();
    const stored = loadConfig({ DATA_DIR: dataDir }).push.vapid;
    const other = loadConfig({ DATA_DIR: tempDir() }).push.vapid;
    const fromEnv = loadConfig({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
      VAPID_SUBJECT: 'https://matchline.example/contact',
    }).push.vapid;
    expect(fromEnv).toEqual({ ...other, subject: 'https://matchline.example/contact' });
    expect(fromEnv.publicKey).not.toBe(stored.publicKey);
    expect(() =>
      loadConfig({ ...secrets, VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow('Invalid configuration: VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ ...secrets, VAPID_PUBLIC_KEY: stored.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    // Secrets by environment and no VAPID keys: the same pair on every node, nothing written.
    expect(loadConfig({ ...secrets }).push.vapid).toEqual(loadConfig({ ...secrets }).push.vapid);
  });

  it('turns FCM on with a service account (JSON or a file) and the web config, set together', () => {
    const dir = tempDir();
    const account = { type: 'service_account', project_id: 'p', private_key: 'k', client_email: 'a@p.iam' };
    const web = { apiKey: 'key', projectId: 'p', messagingSenderId: '42', appId: '1:42:web:x' };
    const accountFile = path.join(dir, 'account.json');
    writeFileSync(accountFile, JSON.stringify(account));
    const fcm = loadConfig({
      ...secrets,
      FIREBASE_SERVICE_ACCOUNT: accountFile,
      FIREBASE_WEB_CONFIG: JSON.stringify(web),
    }).push.fcm;
    expect(fcm).toEqual({ serviceAccount: account, webConfig: web });
    expect(
      loadConfig({
        ...secrets,
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account),
        FIREBASE_WEB_CONFIG: JSON.stringify(web),
      }).push.fcm?.serviceAccount,
    ).toEqual(account);
    expect(() => loadConfig({ ...secrets, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) })).toThrow(
      'FIREBASE_SERVICE_ACCOUNT and FIREBASE_WEB_CONFIG must be set together',
    );
    expect(() =>
      loadConfig({
        ...secrets,
        FIREBASE_SERVICE_ACCOUNT: path.join(dir, 'missing.json'),
        FIREBASE_WEB_CONFIG: JSON.stringify(web),
      }),
    ).toThrow('FIREBASE_SERVICE_ACCOUNT must be JSON or the path of a readable JSON file');
  });

  it('refuses a damaged secrets file', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), '{not json');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      /Invalid configuration: .*secrets\.json is not a valid secrets file/,
    );
  });

  it("reads the meetings' ICE servers and client log level (issue 17)", () => {
    expect(loadConfig({ ...secrets }).meetings).toEqual({ stunUrls: [], turn: null, logLevel: 4 });
    const config = loadConfig({
      ...secrets,
      STUN_URLS: 'stun:turn.example.org:3478, stun:stun.example.net',
      TURN_URLS: 'turn:turn.example.org:3478,turns:turn.example.org:5349?transport=tcp',
      TURN_SECRET: 'a-turn-secret-long-enough',
      TURN_CREDENTIAL_TTL_SECONDS: '900',
      MEETING_LOG_LEVEL: 'WARN',
    });
    expect(config.meetings).toEqual({
      stunUrls: ['stun:turn.example.org:3478', 'stun:stun.example.net'],
      turn: {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349?transport=tcp'],
        secret: 'a-turn-secret-long-enough',
        credentialTtlSeconds: 900,
      },
      logLevel: 2,
    });
    expect(() => loadConfig({ ...secrets, TURN_URLS: 'turn:turn.example.org:3478' })).toThrow(
      'TURN_URLS and TURN_SECRET must be set together',
    );
    expect(() => loadConfig({ ...secrets, STUN_URLS: 'https://turn.example.org' })).toThrow(
      'STUN_URLS must be stun: or stuns: URLs separated by commas',
    );
    expect(() => loadConfig({ ...secrets, MEETING_LOG_LEVEL: 'LOUD' })).toThrow(
      'MEETING_LOG_LEVEL must be one of DEBUG, INFO, WARN, ERROR, OFF',
    );
  });
});
