/**
 * A Web Push service on 127.0.0.1 for tests (issue 14): HTTPS with a self-signed certificate (the
 * server's sender posts only over https), it records each request, verifies its VAPID signature and
 * answers the status a test sets; `decryptPush` opens a body as the browser would. Used by the push
 * routes' tests (the certificate trusted through an injected agent) and by the e2e tests (the
 * server process trusts it through NODE_EXTRA_CA_CERTS).
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1: key.pem and cert.pem in `dir`. */
export function makeCertificate(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
};

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  claims: { aud: string; exp: number; sub: string };
  k: string;
  signatureValid: boolean;
  body: Buffer;
};

/** A push service on 127.0.0.1: records each request, verifies VAPID, answers what the test says. */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  status = 201;
  private server: Server | undefined;
  private dir = mkdtempSync(path.join(tmpdir(), 'matchline-fake-push-'));
  agent: Agent | undefined;
  origin = '';

  /**
   * Listens on 127.0.0.1 (`port`, default any) with the certificate at `certificate` (key.pem and
   * cert.pem in that folder, made by `makeCertificate`), or a new one of its own.
   */
  async start(options: { certificateDir?: string; port?: number } = {}): Promise<void> {
    const dir = options.certificateDir ?? this.dir;
    if (!options.certificateDir) makeCertificate(dir);
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const certificate = readFileSync(cert);
    this.agent = new Agent({ ca: certificate });
    this.server = createServer({ key: readFileSync(key), cert: certificate }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(req.headers.authorization));
        const [header = '', claims = '', signature = ''] = match?.[1]?.split('.') ?? [];
        const k = match?.[2] ?? '';
        const point = Buffer.from(k, 'base64url');
        let signatureValid = false;
        try {
          const publicKey = createPublicKey({
            format: 'jwk',
            key: {
              kty: 'EC',
              crv: 'P-256',
              x: point.subarray(1, 33).toString('base64url'),
              y: point.subarray(33, 65).toString('base64url'),
            },
          });
          signatureValid = verify(
            'sha256',
            Buffer.from(`${header}.${claims}`),
            { key: publicKey, dsaEncoding: 'ieee-p1363' },
            Buffer.from(signature, 'base64url'),
          );
        } catch {
          signatureValid = false;
        }
        this.received.push({
          path: req.url ?? '',
          headers: req.headers,
          claims: JSON.parse(Buffer.from(claims, 'base64url').toString() || '{}'),
          k,
          signatureValid,
          body: Buffer.concat(chunks),
        });
        res
          .writeHead(this.status)
          .end(this.status === 410 ? 'push subscription has unsubscribed or expired.' : '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(options.port ?? 0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.agent?.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** What a browser's PushManager holds: its key pair and auth secret, and the JSON it posts. */
export function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** The plaintext of a pushed body, opened with the browser side's keys (RFC 8291, via http_ece). */
export function decryptPush(body: Buffer, keys: ECDH, auth: string): string {
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8');
}
