import { describe, expect, it } from 'vitest';
import { describeLink } from './link-info.ts';
import { safeVideoEmbedUrl } from './rich-text.ts';

describe('describeLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    [
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://www.youtube.com/shorts/abcdefGHIJ1', 'https://www.youtube.com/embed/abcdefGHIJ1'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('finds the embed player of %s', (url, embed) => {
    const info = describeLink(url);
    expect(info.openGraph).toEqual({ type: 'video.other', video: { url: embed, contentType: 'text/html' } });
    expect(info.url).toBe(url);
    // The editor inserts exactly this frame, so the sanitizer must keep it.
    expect(safeVideoEmbedUrl(embed)).toBe(embed);
  });

  it('recognizes images, PDFs and video files by extension, and other pages as web pages', () => {
    expect(describeLink('https://cdn.example.org/images/Eye%20Chart.PNG?x=1')).toEqual({
      contentType: 'image/png',
      title: 'Eye Chart.PNG',
      url: 'https://cdn.example.org/images/Eye%20Chart.PNG?x=1',
      openGraph: { type: 'image', video: null },
    });
    expect(describeLink('https://example.org/rules.pdf')).toMatchObject({
      contentType: 'application/pdf',
      openGraph: { type: 'website', video: null },
    });
    expect(describeLink('https://example.org/intro.mp4').openGraph.video).toEqual({
      url: 'https://example.org/intro.mp4',
      contentType: 'video/mp4',
    });
    expect(describeLink('https://www.example.org/about')).toEqual({
      contentType: 'text/html',
      title: 'www.example.org',
      url: 'https://www.example.org/about',
      openGraph: { type: 'website', video: null },
    });
    expect(describeLink('https://www.youtube.com/feed/trending').openGraph.video).toBeNull();
  });
});
