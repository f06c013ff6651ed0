import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress.ts';
import { describeEachDatabase, LogCapture } from '../test-support/test-app.ts';
import { cacheControlFor } from './static.plugin.ts';

describeEachDatabase('static client and SPA fallback', (ctx) => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'matchline-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Matchline</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Matchline"}');
    writeFileSync(path.join(dist, 'icon-192.png'), 'png');
    writeFileSync(
      path.join(dist, 'assets', 'area-Zz99.js'),
      `export const rows = ${JSON.stringify(Array(400).fill('row'))};`,
    );
    precompressFiles(path.join(dist, 'assets'));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const app = () => ctx.buildApp({ env: { STATIC_DIR: dist } });
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the shell files revalidated and hashed assets immutable', async () => {
    const server = await app();
    const index = await server.inject({ method: 'GET', url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");

    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await server.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.inject({ method: 'GET', url: '/icon-192.png' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('sends the build’s compressed copy of an asset to a browser that accepts it', async () => {
    const server = await app();
    const url = '/assets/area-Zz99.js';
    const plain = await server.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers client routes with index.html, but not missing files or API paths', async () => {
    const server = await app();
    for (const url of [
      '/applicant/landing',
      '/admin/match-cycles?tab=1',
      '/standalone/login',
      '/specialty/x.y',
    ]) {
      const response = await server.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const noAccept = await server.inject({ method: 'GET', url: '/society-user/summary' });
    expect(noAccept.body).toContain('<div id="root">');

    for (const url of [
      '/assets/missing-123.js',
      '/favicon-missing.png',
      '/api/unknown',
      '/hubs/NoSuchHub',
      '/hubs/MeetingHub/extra',
    ]) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { ErrorCode: 'NotFound', Message: 'Data not found.' } });
    }
    // A real hub is the hub server's (JSON 401 without a token), never the SPA's HTML.
    const hub = await server.inject({ method: 'GET', url: '/hubs/MeetingHub', headers: html });
    expect(hub.statusCode).toBe(401);
    expect(hub.headers['content-type']).toContain('application/json');
    const post = await server.inject({ method: 'POST', url: '/applicant/landing', headers: html });
    expect(post.statusCode).toBe(404);
    const apiWithHtml = await server.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(apiWithHtml.statusCode).toBe(404);
    expect(apiWithHtml.headers['content-type']).toContain('application/json');
  });

  it('runs the API without a client build, with a warning', async () => {
    const logs = new LogCapture();
    const server = await ctx.buildApp({
      logStream: logs,
      env: { STATIC_DIR: path.join(dist, 'missing'), LOG_LEVEL: 'warn' },
    });
    expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(404);
    expect(logs.text()).toContain('no client build found');
  });
});

it('chooses cache headers by file', () => {
  expect(cacheControlFor('index.html')).toBe('no-cache');
  expect(cacheControlFor('sw.js')).toBe('no-cache');
  expect(cacheControlFor('workbox-8c29f6e4.js')).toBe('no-cache');
  expect(cacheControlFor(path.join('assets', 'area-admin-Xy12.js'))).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(cacheControlFor('icons/icon-512.png')).toBe('public, max-age=3600');
});
