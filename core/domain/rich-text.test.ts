import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  richTextExcerpt,
  richTextTags,
  safeImageUrl,
  safeLinkUrl,
  safeVideoEmbedUrl,
  sanitizeRichText,
  videoFrameSources,
} from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed subset as written', () => {
    const html =
      '<h2>Training</h2><p>A <strong>bold</strong>, <em>calm</em>, <u>clear</u> and <s>old</s> text.<br></p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quoted</blockquote><hr>' +
      '<h3>Three</h3><h4>Four</h4>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps links with a safe scheme and adds rel', () => {
    expect(sanitizeRichText('<a href="https://example.org/x?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.org">mail</a>')).toBe(
      '<a href="mailto:info@example.org" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichText('<a href="/specialty/oph">ours</a>')).toBe(
      '<a href="/specialty/oph" rel="noopener noreferrer">ours</a>',
    );
  });

  it('keeps images and YouTube/Vimeo frames only', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.org/a.png" alt="A" width="300">')).toBe(
      '<img src="https://cdn.example.org/a.png" alt="A" width="300">',
    );
    expect(sanitizeRichText('<img src="/api/uploads/12">')).toBe('<img src="/api/uploads/12" alt="">');
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen loading="lazy"></iframe>',
    );
    expect(
      sanitizeRichText('<iframe src="https://player.vimeo.com/video/76979871" title="T"></iframe>'),
    ).toContain('src="https://player.vimeo.com/video/76979871" title="T"');
    expect(sanitizeRichText('<iframe src="https://evil.example/embed/x"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/watch?v=x"></iframe>')).toBe('');
  });

  it('maps what editors write (b, i, strike, div, h1) to the subset', () => {
    expect(sanitizeRichText('<div><b>a</b><i>b</i><strike>c</strike></div><h1>T</h1>')).toBe(
      '<p><strong>a</strong><em>b</em><s>c</s></p><h2>T</h2>',
    );
  });

  const vectors: [string, string][] = [
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil/x.js></SCRIPT>ok', 'ok'],
    ['<script>document.write("<p>")</script >ok', 'ok'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://a.example/x.png" onerror="alert(1)">', '<img src="https://a.example/x.png" alt="">'],
    ['<p onclick="alert(1)" style="color:red" class="x">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example/">x</a>', '<a>x</a>'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>after', 'after'],
    ['<svg/onload=alert(1)>inside', ''],
    ['<svg/>after', 'after'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>y', 'y'],
    ['<style>p{background:url(javascript:alert(1))}</style>ok', 'ok'],
    ['<iframe src="javascript:alert(1)"></iframe>ok', 'ok'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['<object data="x.swf"><param name="a"></object>ok', 'ok'],
    ['<embed src="x.swf">ok', 'ok'],
    ['<form action="javascript:alert(1)"><input type=submit></form>ok', 'ok'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['<img src="https://a.example/x.png" alt="x', ''],
    [
      '<a href="https://a.example/" title="a"onmouseover=alert(1)>x</a>',
      '<a href="https://a.example/" title="a" rel="noopener noreferrer">x</a>',
    ],
    ['<<script>alert(1)//<</script>p>', '&lt;p&gt;'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<!--<script>alert(1)</script>-->ok', 'ok'],
    ['<!-- a --!><img src=x onerror=alert(1)>-->ok', '--&gt;ok'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
    ['<p title="</p><script>alert(1)</script>">t</p>', '<p>t</p>'],
    [
      '<img alt="&quot; onerror=&quot;alert(1)" src="https://a.example/x.png">',
      '<img src="https://a.example/x.png" alt="&quot; onerror=&quot;alert(1)">',
    ],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', '"&gt;ok'],
    [
      '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok',
      'ok',
    ],
    ['<plaintext><script>alert(1)</script>', ''],
  ];

  it.each(vectors)('neutralizes %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('closes blocks the way the HTML parser does', () => {
    expect(sanitizeRichText('<p>a<p>b<ul><li>c<li>d</ul>')).toBe(
      '<p>a</p><p>b</p><ul><li>c</li><li>d</li></ul>',
    );
    expect(sanitizeRichText('<p><strong>a<h2>b</h2>')).toBe('<p><strong>a</strong></p><h2>b</h2>');
    expect(sanitizeRichText('<a href="/x">a<a href="/y">b</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">a</a><a href="/y" rel="noopener noreferrer">b</a>',
    );
    expect(sanitizeRichText('<h2>a<h3>b</h2>c')).toBe('<h2>a</h2><h3>b</h3>c');
    expect(sanitizeRichText('</p></strong>x')).toBe('x');
  });

  const htmlish = fc.array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '</',
        '/>',
        '"',
        "'",
        '=',
        ' ',
        '&',
        '&#',
        '&#x',
        ';',
        '<!--',
        '-->',
        '<!',
        'javascript:',
        'on',
        'error',
        'href',
        'src',
        'a',
        'p',
        'img',
        'script',
        'svg',
        'iframe',
        'style',
        'li',
        'ul',
        'h2',
        'strong',
        'https://x.org/',
        'https://www.youtube.com/embed/abc',
        '\n',
        '\u0000',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 40 },
  );

  it('is idempotent and never lets markup characters through outside tags (property)', () => {
    fc.assert(
      fc.property(htmlish, (parts) => {
        const once = sanitizeRichText(parts.join(''));
        expect(sanitizeRichText(once)).toBe(once);
        // Every '<' starts one of our tags; no event handler, no script URL survives.
        for (const match of once.matchAll(/<\/?([a-z0-9]+)/g)) {
          expect(richTextTags).toContain(match[1]);
        }
        expect(once).not.toMatch(/<[^>]*\son[a-z]/i);
        expect(once).not.toMatch(/(href|src)="\s*javascript:/i);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('URL checks', () => {
  it('accepts the allowed schemes only', () => {
    expect(safeLinkUrl('https://a.example')).toBe('https://a.example');
    expect(safeLinkUrl('  http://a.example \n')).toBe('http://a.example');
    expect(safeLinkUrl('#top')).toBe('#top');
    expect(safeLinkUrl('ftp://a.example')).toBeNull();
    expect(safeImageUrl('/api/uploads/1')).toBe('/api/uploads/1');
    expect(safeImageUrl('/images/1.png')).toBeNull();
    expect(safeVideoEmbedUrl('https://www.youtube-nocookie.com/embed/abc?start=10')).not.toBeNull();
    expect(safeVideoEmbedUrl('https://www.youtube.com/embed/abc"onload="x')).toBeNull();
    // Every frame the sanitizer keeps is one the Content-Security-Policy lets load.
    for (const url of [
      'https://youtube.com/embed/abc',
      'https://www.youtube.com/embed/abc?start=3',
      'https://youtube-nocookie.com/embed/abc',
      'https://www.youtube-nocookie.com/embed/abc',
      'https://player.vimeo.com/video/1',
    ]) {
      expect(safeVideoEmbedUrl(url)).toBe(url);
      expect(videoFrameSources.some((source) => url.startsWith(source))).toBe(true);
    }
  });

  it('decodes numeric and common named references', () => {
    expect(decodeEntities('&lt;&#60;&#x3c;&amp;&nbsp;&unknown;&#0;')).toBe('<<<&\u00a0&unknown;\ufffd');
  });
});

describe('richTextExcerpt', () => {
  it('gives the text of the blocks, cut at a word', () => {
    expect(richTextExcerpt('<h2>Title</h2><p>One two&nbsp;three</p><script>x</script>')).toBe(
      'Title One two three',
    );
    expect(richTextExcerpt('<p>alpha beta gamma delta</p>', 15)).toBe('alpha beta…');
  });
});
