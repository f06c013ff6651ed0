/**
 * Serves the built PWA (STATIC_DIR) next to the API: hashed assets cached for good, the shell
 * files (index.html, sw.js, the manifest) revalidated every time so an update is seen, and every
 * other browser navigation answered with index.html (the client router decides). Unknown /api and
 * /hubs paths stay JSON 404s. Without a build the API still runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../core/domain/messages.ts';
import type { Config } from '../config.ts';
import { errorBody } from './errors.plugin.ts';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const shellFiles = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  if (normalized.startsWith('assets/')) return IMMUTABLE;
  if (shellFiles.has(normalized) || normalized.endsWith('.html') || /^workbox-.*\.js$/.test(normalized)) {
    return REVALIDATE;
  }
  return 'public, max-age=3600';
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/hubs' || url.startsWith('/hubs/');
}

/** A browser navigation to a client route, not a missing file. */
function isNavigation(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/assets/')) return false;
  const accept = request.headers.accept ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('text/html') || !lastSegment.includes('.');
}

export async function registerStatic(app: FastifyInstance, config: Pick<Config, 'staticDir'>): Promise<void> {
  const hasClient = existsSync(path.join(config.staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      // The build writes .br and .gz copies of the hashed assets (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(config.staticDir, filePath)));
      },
    });
  } else {
    app.log.warn(
      { staticDir: config.staticDir },
      'no client build found (run `npm run build`): serving the API only',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasClient && !isApiPath(pathname) && isNavigation(request, pathname)) {
      return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('NotFound', messages.NotFound));
  });
}
