import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../test-support/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describeEachDatabase('security headers (issue 11)', (ctx) => {
  it('denies the browser features the app does not use; camera and microphone stay ours for in-app video', async () => {
    for (const url of ['/api/health', '/api/account/me']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const denied of [
        'geolocation=()',
        'payment=()',
        'usb=()',
        'bluetooth=()',
        'serial=()',
        'hid=()',
      ]) {
        expect(policy, url).toContain(denied);
      }
      expect(policy).toContain('camera=(self)');
      expect(policy).toContain('microphone=(self)');
      // Never a wildcard: no feature is granted to other origins.
      expect(policy).not.toContain('*');
    }
  });

  it('loads images only from our origin, data: and blob: (uploads are served by our origin, S3 or not)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);

    const withS3 = await ctx.buildApp({
      env: {
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'matchline-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    const s3 = directives(
      (await withS3.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(s3.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('admits the image hosts named in CSP_IMG_SOURCES (pictures on specialty pages)', async () => {
    const app = await ctx.buildApp({
      env: { CSP_IMG_SOURCES: 'https://images.example.org, https://cdn.example.net/' },
    });
    const csp = directives(
      (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.example.org',
      'https://cdn.example.net',
    ]);
    expect(() => testConfig({ CSP_IMG_SOURCES: 'http://insecure.example.org' })).toThrow(/CSP_IMG_SOURCES/);
  });
});
