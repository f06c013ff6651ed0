import { currentIdToken } from '../../lib/session/session-store.ts';

/** Our own API's files need the bearer token, which an <img> or <iframe> cannot send. */
function isOwnApi(url: string): boolean {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const resolved = new URL(url, origin);
  return resolved.origin === origin && resolved.pathname.startsWith('/api/');
}

/** The file's bytes as a Blob (with the token for our API); throws on any failure. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = isOwnApi(url) ? currentIdToken() : null;
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`File request failed with ${response.status}`);
  return response.blob();
}
