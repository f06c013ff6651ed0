/**
 * What a link points to, from its shape alone (business.md §7 "fetch info of a link"): a YouTube or
 * Vimeo video (with its embed player), an image, a PDF, a video file or a web page. Nothing is fetched:
 * our servers have no internet access, and the editor needs only the kind and the embed address.
 */
import { safeVideoEmbedUrl } from './rich-text.ts';

export type LinkInfoResult = {
  contentType: string;
  title: string;
  url: string;
  openGraph: { type: string; video: { url: string; contentType: string } | null };
};

const byExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

type Parts = { host: string; path: string; query: URLSearchParamsLike };
type URLSearchParamsLike = Map<string, string>;

function parseUrl(url: string): Parts | null {
  const match = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)(?:\?([^#]*))?/i.exec(url.trim());
  if (!match) return null;
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key && !query.has(key)) query.set(key, value);
  }
  return { host: match[1]!.toLowerCase(), path: match[2] ?? '', query };
}

/** A start offset in seconds from 't' or 'start' ("90", "90s" or "1m30s"). */
function startSeconds(query: URLSearchParamsLike): number | null {
  const raw = query.get('t') ?? query.get('start');
  const match = raw ? /^(?:(\d+)h)?(?:(\d+)m)?(\d+)?s?$/.exec(raw) : null;
  if (!match || !raw) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youTubeId(parts: Parts): string | null {
  const host = parts.host.replace(/^(www|m|music)\./, '');
  if (host === 'youtu.be') return /^\/([\w-]{6,64})/.exec(parts.path)?.[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (parts.path === '/watch') {
    const v = parts.query.get('v');
    return v && /^[\w-]{6,64}$/.test(v) ? v : null;
  }
  return /^\/(?:embed|shorts|live|v)\/([\w-]{6,64})/.exec(parts.path)?.[1] ?? null;
}

function vimeoId(parts: Parts): string | null {
  const host = parts.host.replace(/^www\./, '');
  if (host === 'player.vimeo.com') return /^\/video\/(\d{1,20})/.exec(parts.path)?.[1] ?? null;
  if (host !== 'vimeo.com') return null;
  return /^\/(?:.*\/)?(\d{1,20})\/?$/.exec(parts.path)?.[1] ?? null;
}

function fileName(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const video = (url: string, title: string, embed: string): LinkInfoResult => ({
  contentType: 'text/html',
  title,
  url,
  openGraph: { type: 'video.other', video: { url: embed, contentType: 'text/html' } },
});

export function describeLink(url: string): LinkInfoResult {
  const parts = parseUrl(url);
  if (!parts)
    return { contentType: 'text/html', title: url, url, openGraph: { type: 'website', video: null } };

  const youTube = youTubeId(parts);
  if (youTube) {
    const start = startSeconds(parts.query);
    const embed = safeVideoEmbedUrl(
      `https://www.youtube.com/embed/${youTube}${start ? `?start=${start}` : ''}`,
    );
    if (embed) return video(url, 'YouTube video', embed);
  }
  const vimeo = vimeoId(parts);
  if (vimeo) return video(url, 'Vimeo video', `https://player.vimeo.com/video/${vimeo}`);

  const name = fileName(parts.path);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  const contentType = extension ? byExtension[extension] : undefined;
  if (contentType?.startsWith('video/')) {
    return { contentType, title: name, url, openGraph: { type: 'video.other', video: { url, contentType } } };
  }
  if (contentType) {
    return {
      contentType,
      title: name,
      url,
      openGraph: { type: contentType.startsWith('image/') ? 'image' : 'website', video: null },
    };
  }
  return { contentType: 'text/html', title: parts.host, url, openGraph: { type: 'website', video: null } };
}
