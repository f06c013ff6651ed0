/**
 * Upload storage in S3-compatible object storage (AWS S3, MinIO, R2, …), spoken with `fetch` and an
 * AWS Signature Version 4 signer written here (no SDK dependency). Path-style addressing
 * (`endpoint/bucket/key`), which every S3-compatible service accepts. A staged body is held in memory
 * (uploads are at most a few MB) because S3 wants its length and hash before the first byte.
 */
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, readWithLimit } from './storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (lower- or mixed-case names). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (S3 also wants it sent as x-amz-content-sha256). */
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  date: Date;
};

/**
 * Signs a request (AWS SigV4, header form) and returns the headers to send with it: the given
 * ones, x-amz-date and authorization (host is derived from the URL by fetch).
 */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalUri =
    input.url.pathname
      .split('/')
      .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
      .join('/') || '/';
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export function createS3Storage(
  settings: S3Settings,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = settings.endpoint.replace(/\/+$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertStorageKey(key);
    const url = new URL(`${base}/${encodeRfc3986(settings.bucket)}/${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4({
      method,
      url,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payloadHash,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      date: now(),
    });
    return doFetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  async function expectOk(response: Response, action: string): Promise<void> {
    if (response.ok) return;
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed with ${response.status}: ${detail}`);
  }

  return {
    kind: 's3',
    async stage(body, { maxBytes, headBytes }) {
      const bytes = await readWithLimit(body, maxBytes);
      return {
        size: bytes.length,
        head: new Uint8Array(bytes.subarray(0, headBytes)),
        async commit(key, contentType) {
          await expectOk(await send('PUT', key, bytes, contentType), `PUT ${key}`);
        },
        discard: async () => {},
      };
    },
    async read(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      await expectOk(response, `GET ${key}`);
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (response.status !== 404) await expectOk(response, `DELETE ${key}`);
    },
  };
}
