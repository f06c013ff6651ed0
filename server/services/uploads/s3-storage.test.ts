import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createS3Storage, signV4 } from './s3-storage.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS SigV4 signer', () => {
  it("reproduces the AWS SigV4 test suite's get-vanilla", () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'service',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it("orders the query as the suite's get-vanilla-query-order-key-case", () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'),
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'service',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers.authorization).toMatch(
      /Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/,
    );
  });

  it("reproduces the S3 API reference's GET Object example (ranged GET of test.txt)", () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage', () => {
  const settings = {
    endpoint: 'http://minio.test:9000/',
    bucket: 'matchline',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
  };

  it('puts, gets and deletes path-style with signed requests, and reads a missing key as null', async () => {
    const objects = new Map<string, { body: Uint8Array; type: string }>();
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (input: URL | string, init: RequestInit = {}) => {
      const url = String(input);
      const headers = init.headers as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', url, headers });
      if (init.method === 'PUT') {
        objects.set(url, { body: init.body as Uint8Array, type: headers['content-type'] ?? '' });
        return new Response(null, { status: 200 });
      }
      if (init.method === 'DELETE') {
        objects.delete(url);
        return new Response(null, { status: 204 });
      }
      const found = objects.get(url);
      return found ? new Response(found.body, { status: 200 }) : new Response('NoSuchKey', { status: 404 });
    }) as typeof fetch;
    const storage = createS3Storage(settings, { fetch: fakeFetch });

    const staged = await storage.stage(Readable.from([Buffer.from('%PDF-1.4 hello')]), {
      maxBytes: 100,
      headBytes: 5,
    });
    expect(staged.size).toBe(14);
    expect(Buffer.from(staged.head).toString()).toBe('%PDF-');
    await staged.commit('documents/u1/abc-1', 'application/pdf');
    expect(calls[0]!.url).toBe('http://minio.test:9000/matchline/documents/u1/abc-1');
    expect(calls[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/us-east-1\/s3\//,
    );
    expect(calls[0]!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);

    const stream = await storage.read('documents/u1/abc-1');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 hello');

    await storage.remove('documents/u1/abc-1');
    expect(await storage.read('documents/u1/abc-1')).toBeNull();
  });

  it('refuses a body over the limit while staging', async () => {
    const storage = createS3Storage(settings, { fetch: (async () => new Response()) as typeof fetch });
    await expect(
      storage.stage(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), { maxBytes: 100, headBytes: 5 }),
    ).rejects.toThrow(/exceeds 100 bytes/);
  });
});
