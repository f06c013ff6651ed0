/**
 * The rich text of specialty pages: an allowlist sanitizer over a small HTML tokenizer.
 *
 * Safe by construction: the output is rebuilt from scratch — only allowlisted tags, each attribute
 * checked after entity decoding (the exact value a browser will see), every text and attribute value
 * escaped again, every element closed explicitly and properly nested. Whatever the tokenizer gets wrong
 * about exotic input can only drop or mangle content, never let markup through. The nesting rules
 * mirror the HTML parser's implied ends (a block closes an open p, li closes li, heading closes a
 * heading, a closes a) so the browser builds exactly the tree we wrote (a property test checks it).
 *
 * Pure TypeScript (no DOM): the server stores only its output, and the editor and preview use it too.
 */

/** What survives: business text, links, images and YouTube/Vimeo videos. */
export const richTextTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'iframe',
  'br',
  'hr',
] as const;
const allowedTags: ReadonlySet<string> = new Set(richTextTags);

/** What editors and pasted documents produce instead (contentEditable writes b, i, strike, div). */
const renamedTags: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  ins: 'u',
  div: 'p',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

const voidTags = new Set(['br', 'hr', 'img', 'iframe']);

/** Raw-text elements: the tokenizer skips their content up to the matching end tag. */
const rawTextTags = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

/** Elements dropped together with everything inside them (foreign content, forms, embeds). */
const droppedWithContent = new Set([
  'svg',
  'math',
  'template',
  'object',
  'select',
  'head',
  'frameset',
  'applet',
  'audio',
  'video',
  'canvas',
  'map',
  'datalist',
]);

/** Elements that start a block: they close an open p (HTML's "close a p element"). */
const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr']);
const headingTags = new Set(['h2', 'h3', 'h4']);
/** HTML "special" elements among ours that stop the search for an li to close. */
const listItemScopeStops = new Set(['blockquote', 'h2', 'h3', 'h4', 'ul', 'ol', 'iframe']);

// ---------- entities ----------

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  equals: '=',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  middot: '\u00b7',
  bull: '\u2022',
  laquo: '\u00ab',
  raquo: '\u00bb',
  deg: '\u00b0',
  eacute: '\u00e9',
};

function codePointText(value: number): string {
  const invalid = value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : value);
}

/** Decodes character references (numeric ones with or without ';', named ones from our table). */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8});?|#(\d{1,10});?|([A-Za-z][A-Za-z0-9]{1,31});)/g,
    (whole, hex, dec, name) => {
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      if (dec !== undefined) return codePointText(Number.parseInt(dec, 10));
      return namedEntities[(name as string).toLowerCase()] ?? whole;
    },
  );
}

function escapeText(value: string): string {
  // A carriage return (only reachable through '&#13;') becomes \n, as a parser would turn it into anyway.
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/\r/g, '\n');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

// ---------- tokenizer ----------

export type HtmlToken =
  | { type: 'text'; value: string }
  | { type: 'start'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string };

const isLetter = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);
const isSpace = (ch: string | undefined) => ch !== undefined && /[\t\n\f\r ]/.test(ch);

/**
 * Splits HTML into decoded text, start tags (lower-cased names, first value of each attribute, decoded)
 * and end tags. Comments, doctypes and processing instructions vanish; raw-text element content is
 * skipped; a tag left open at the end of the input is dropped, as browsers do.
 */
export function* tokenizeHtml(input: string): Generator<HtmlToken> {
  // Browsers normalize newlines and cannot hold NUL.
  const html = input.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      yield { type: 'text', value: decodeEntities(html.slice(i)) };
      return;
    }
    if (lt > i) yield { type: 'text', value: decodeEntities(html.slice(i, lt)) };
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      // Ends at '-->' or '--!>'; '<!-->' and '<!--->' are empty comments.
      const close = /^-?>|--!?>/.exec(html.slice(lt + 4));
      i = close ? lt + 4 + close.index + close[0].length : n;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !isLetter(html[lt + 2]))) {
      // A doctype, a bogus comment or "</>" : everything up to the next '>' is ignored.
      const end = html.indexOf('>', lt + 1);
      i = end < 0 ? n : end + 1;
      continue;
    }
    const isEnd = next === '/';
    const nameStart = lt + (isEnd ? 2 : 1);
    if (!isLetter(html[nameStart])) {
      yield { type: 'text', value: '<' };
      i = lt + 1;
      continue;
    }
    let j = nameStart;
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j += 1;
    const name = html.slice(nameStart, j).toLowerCase();
    const attributes = new Map<string, string>();
    // Attributes (end tags may carry some too; they are ignored).
    let closed = false;
    let selfClosing = false;
    while (j < n) {
      while (j < n && (isSpace(html[j]) || html[j] === '/')) j += 1;
      if (j >= n) break;
      if (html[j] === '>') {
        closed = true;
        selfClosing = html[j - 1] === '/';
        j += 1;
        break;
      }
      const attrStart = j;
      j += 1; // the first character may be '='
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j += 1;
      const attrName = html.slice(attrStart, j).toLowerCase();
      let k = j;
      while (k < n && isSpace(html[k])) k += 1;
      let value = '';
      if (html[k] === '=') {
        k += 1;
        while (k < n && isSpace(html[k])) k += 1;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, k + 1);
          if (end < 0) {
            j = n;
            break;
          }
          value = html.slice(k + 1, end);
          j = end + 1;
        } else {
          const valueStart = k;
          while (k < n && !isSpace(html[k]) && html[k] !== '>') k += 1;
          value = html.slice(valueStart, k);
          j = k;
        }
      }
      if (!attributes.has(attrName)) attributes.set(attrName, decodeEntities(value));
    }
    if (!closed) return; // an unfinished tag at the end of the input
    i = j;
    if (isEnd) {
      yield { type: 'end', name };
      continue;
    }
    yield { type: 'start', name, attributes, selfClosing };
    if (name === 'plaintext') return;
    if (rawTextTags.has(name)) {
      const close = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'i');
      const match = close.exec(html.slice(i));
      if (!match) return;
      const end = html.indexOf('>', i + match.index);
      i = end < 0 ? n : end + 1;
      yield { type: 'end', name };
    }
  }
}

// ---------- URLs ----------

/** What a browser does to an attribute URL before using it: strips controls, spaces, tabs and newlines. */
function normalizeUrl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip exactly these
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const rootRelative = /^\/(?![/\\])/;

/** Links: http(s), mailto, a path of this site or an in-page anchor. */
export function safeLinkUrl(value: string): string | null {
  const url = normalizeUrl(value);
  if (url.length === 0 || url.length > 2048) return null;
  return /^(https?:\/\/[^\s]|mailto:[^\s])/i.test(url) || rootRelative.test(url) || /^#[\w-]*$/.test(url)
    ? url
    : null;
}

/** Images: http(s) or one of our own API files (uploads). */
export function safeImageUrl(value: string): string | null {
  const url = normalizeUrl(value);
  if (url.length === 0 || url.length > 2048) return null;
  return /^https?:\/\/[^\s]/i.test(url) || /^\/api\/[^\s]/.test(url) ? url : null;
}

/** Where embedded video frames come from: the page's Content-Security-Policy frame-src allows exactly these. */
export const videoFrameSources = [
  'https://www.youtube.com/embed/',
  'https://youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

const youTubeEmbed =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{1,64}(\?[\w=&;.%-]*)?$/;
const vimeoEmbed = /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}(\?[\w=&;.%-]*)?$/;

/** Video frames: only YouTube and Vimeo embed players. */
export function safeVideoEmbedUrl(value: string): string | null {
  const url = normalizeUrl(value);
  return youTubeEmbed.test(url) || vimeoEmbed.test(url) ? url : null;
}

// ---------- sanitizer ----------

const dimension = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? value : null);

type Attribute = [name: string, value: string | true];

/** The attributes an allowed element keeps, in a fixed order; null drops the element. */
function allowedAttributes(tag: string, attributes: Map<string, string>): Attribute[] | null {
  const list: Attribute[] = [];
  const push = (name: string, value: string | null | undefined) => {
    if (value) list.push([name, value]);
  };
  switch (tag) {
    case 'a': {
      const href = safeLinkUrl(attributes.get('href') ?? '');
      push('href', href);
      push('title', attributes.get('title'));
      if (href && attributes.get('target')?.toLowerCase() === '_blank') push('target', '_blank');
      if (href) list.push(['rel', 'noopener noreferrer']);
      return list;
    }
    case 'img': {
      const src = safeImageUrl(attributes.get('src') ?? '');
      if (!src) return null;
      push('src', src);
      list.push(['alt', attributes.get('alt') ?? '']);
      push('width', dimension(attributes.get('width')));
      push('height', dimension(attributes.get('height')));
      return list;
    }
    case 'iframe': {
      const src = safeVideoEmbedUrl(attributes.get('src') ?? '');
      if (!src) return null;
      push('src', src);
      list.push(['title', attributes.get('title') || 'Video']);
      push('width', dimension(attributes.get('width')));
      push('height', dimension(attributes.get('height')));
      list.push(['allowfullscreen', true]);
      list.push(['loading', 'lazy']);
      return list;
    }
    default:
      return list;
  }
}

function openTag(tag: string, attributes: Attribute[]): string {
  const rendered = attributes.map(([name, value]) =>
    value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
  );
  return `<${tag}${rendered.join('')}>`;
}

/** Limits that keep a hostile document from costing much: nesting depth and output size. */
const maxDepth = 40;

/** Sanitizes rich text to the allowlisted subset (see the module comment). */
export function sanitizeRichText(input: string): string {
  let out = '';
  const stack: string[] = [];
  /** Depth inside an element dropped with its content (0: not inside one). */
  let dropDepth = 0;
  let dropTag = '';

  const closeUntil = (tag: string) => {
    while (stack.length > 0) {
      const top = stack.pop()!;
      out += `</${top}>`;
      if (top === tag) return;
    }
  };
  const isOpen = (tag: string) => stack.includes(tag);

  for (const token of tokenizeHtml(input)) {
    if (dropDepth > 0) {
      if (token.type === 'start' && token.name === dropTag && !token.selfClosing) dropDepth += 1;
      if (token.type === 'end' && token.name === dropTag) dropDepth -= 1;
      continue;
    }
    if (token.type === 'text') {
      out += escapeText(token.value);
      continue;
    }
    const tag = renamedTags[token.name] ?? token.name;
    if (token.type === 'start') {
      if (droppedWithContent.has(tag)) {
        if (token.selfClosing) continue;
        dropDepth = 1;
        dropTag = tag;
        continue;
      }
      if (!allowedTags.has(tag)) continue;
      const attributes = allowedAttributes(tag, token.attributes);
      if (!attributes) continue;
      if (blockTags.has(tag) && isOpen('p')) closeUntil('p');
      if (tag === 'li') {
        for (let k = stack.length - 1; k >= 0; k -= 1) {
          const node = stack[k]!;
          if (node === 'li') {
            closeUntil('li');
            break;
          }
          if (listItemScopeStops.has(node)) break;
        }
      }
      if (headingTags.has(tag) && headingTags.has(stack.at(-1) ?? '')) closeUntil(stack.at(-1)!);
      if (tag === 'a' && isOpen('a')) closeUntil('a');
      if (voidTags.has(tag)) {
        out += openTag(tag, attributes) + (tag === 'iframe' ? '</iframe>' : '');
        continue;
      }
      if (stack.length >= maxDepth) continue;
      out += openTag(tag, attributes);
      stack.push(tag);
      continue;
    }
    // An end tag: a heading closes whichever heading is open; others close their element if open.
    if (headingTags.has(tag)) {
      const heading = [...stack].reverse().find((node) => headingTags.has(node));
      if (heading) closeUntil(heading);
    } else if (allowedTags.has(tag) && !voidTags.has(tag) && isOpen(tag)) {
      closeUntil(tag);
    }
  }
  while (stack.length > 0) out += `</${stack.pop()}>`;
  return out;
}

/** The text of rich text, whitespace collapsed, cut at a word to at most `max` characters (meta descriptions). */
export function richTextExcerpt(html: string, max = 160): string {
  let text = '';
  for (const token of tokenizeHtml(sanitizeRichText(html))) {
    if (token.type === 'text') text += token.value;
    else if (token.type === 'start' && blockTags.has(token.name)) text += ' ';
    else if (token.type === 'start' && token.name === 'br') text += ' ';
  }
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  const cut = collapsed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
