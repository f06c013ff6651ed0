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

/**
 * Browser features: none the app does not use. Camera and microphone stay allowed to our own pages
 * for the in-app video of a later issue (interviews); nothing is ever delegated to another origin.
 * Fullscreen, autoplay and picture-in-picture keep their defaults for the embedded video players.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'bluetooth=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'ambient-light-sensor=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

export function contentSecurityPolicy(
  config: Pick<Config, 'recaptcha'> & Partial<Pick<Config, 'cspImgSources'>>,
): Record<string, string[]> {
  const recaptcha = config.recaptcha !== null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? recaptchaScripts : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // What the app loads: our origin (icons, avatars and photos through /api/uploads/…, which our
    // server streams from disk or S3 alike), data: and blob: (previews of picked files). Pictures
    // on specialty pages from other hosts need their origin in CSP_IMG_SOURCES.
    'img-src': ["'self'", 'data:', 'blob:', ...(config.cspImgSources ?? [])],
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
    reply.header('permissions-policy', permissionsPolicy);
    // A route that chose its own caching (public statistics, the calendar feed) keeps it.
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
