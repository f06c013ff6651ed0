import { mapErrorResponse, mapTransportError } from '../../lib/http/map-http-error.ts';
import { currentIdToken } from '../../lib/session/session-store.ts';

/**
 * Downloads a file the API serves to the signed-in user (the CAS PDF, an applicant's document). The route needs the bearer token, so a
 * plain link cannot fetch it: we fetch, then hand the bytes to the browser as a file. Failures are
 * the usual typed errors (platform.md §8).
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = currentIdToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw mapTransportError(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the raw text is the body.
    }
    throw mapErrorResponse(response, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
