/**
 * The public reference data the service worker may keep for offline use (core/contracts/
 * reference-data.contract.ts, all access 'public'): countries with their states, time zones and
 * honor types. Listed here rather than imported so the worker does not bundle the zod schemas;
 * reference-data-route.test.ts checks the list against the contracts. Nothing signed-in users own
 * is ever cached: the Cache API keys on the URL only and would keep it past a sign-out.
 */
const referencePrefixes = ['/api/countries/'];
const referencePaths = ['/api/SfmTimeZones', '/api/HonorTypes'];

export function isPublicReferenceRequest(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return (
    referencePaths.includes(url.pathname) ||
    referencePrefixes.some((prefix) => url.pathname.startsWith(prefix))
  );
}
