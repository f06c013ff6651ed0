import { getLinkInfo } from '../../../core/contracts/specialties/specialty-pages.contract.ts';
import { call } from '../../lib/http/http-client.ts';

/** What a URL points at (business.md §7 link info): the rich-text editor's image and video check. */
export function fetchLinkInfo(url: string) {
  return call(getLinkInfo, { query: { url } });
}
