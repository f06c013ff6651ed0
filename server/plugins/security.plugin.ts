/**
 * Security headers (helmet) with the CSP of the foundation issue, and `Cache-Control: no-store`
 * on every API answer that does not set its own (they carry personal data and tokens; the service worker
 * caches what it may).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { videoFrameSources } from '../../core/domain/rich-text.ts';
import type { Config } from '../config.ts';

/** Only when reCAPTCHA is configured may Google's script and frame load. */
const recaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export function contentSecurityPolicy(config: Pick<Config, 'recaptcha'>): Record<string, string[]> {
  const recaptcha = config.recaptcha !== null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? recaptchaScripts : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Specialty pages show images by https address (core/domain/rich-text.ts allows http(s) images).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Specialty pages embed YouTube and Vimeo players, and nothing else (the sanitizer's allowlist);
    // the file preview shows a PDF it fetched with the user's token from a blob: URL.
    'frame-src': [...(recaptcha ? recaptchaFrames : []), ...videoFrameSources, 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only means something over https; on http://localhost it would be ignored or harmful.
    strictTransportSecurity: config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // A route that chose its own caching (public statistics, the calendar feed) keeps it.
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
