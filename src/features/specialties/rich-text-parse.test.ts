import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../core/domain/rich-text.ts';

/** What each element may carry once a real HTML parser (jsdom's, as a browser's) has read our output. */
const allowed: Record<string, string[]> = {
  P: [],
  H2: [],
  H3: [],
  H4: [],
  STRONG: [],
  EM: [],
  U: [],
  S: [],
  A: ['href', 'title', 'target', 'rel'],
  UL: [],
  OL: [],
  LI: [],
  BLOCKQUOTE: [],
  IMG: ['src', 'alt', 'width', 'height'],
  IFRAME: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading'],
  BR: [],
  HR: [],
};

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

const pieces = fc.constantFrom(
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<h2>',
  '</h2>',
  '<h3>',
  '<strong>',
  '</strong>',
  '<b>',
  '<em>',
  '</em>',
  '<u>',
  '<s>',
  '<ul>',
  '</ul>',
  '<ol>',
  '<li>',
  '</li>',
  '<blockquote>',
  '</blockquote>',
  '<br>',
  '<hr>',
  '<a href="https://x.org/?a=1&b=2">',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<img src="https://x.org/i.png" onerror="alert(1)">',
  '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  '<script>alert(1)</script>',
  '<svg><p>x</p></svg>',
  '<span style="color:red">',
  '</span>',
  '<table><tr><td>',
  '&nbsp;',
  '&amp;',
  '&#13;',
  '<!-- c -->',
  'text ',
  '"',
  "'",
  '<',
  '>',
  '&',
  '\n',
);

describe('sanitizeRichText read by an HTML parser', () => {
  it('yields only allowlisted elements and attributes, with safe URLs, and the parser builds the tree we wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const output = sanitizeRichText(parts.join(''));
        const template = parse(output);
        for (const element of template.content.querySelectorAll('*')) {
          const names = allowed[element.tagName];
          expect(names, element.tagName).toBeDefined();
          for (const attribute of element.getAttributeNames()) expect(names).toContain(attribute);
          const url = element.getAttribute('href') ?? element.getAttribute('src');
          if (url !== null) expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\])|#)/i);
        }
        // Same tree: what the parser rebuilt sanitizes back to exactly our output.
        expect(sanitizeRichText(template.innerHTML)).toBe(output);
      }),
      { numRuns: 1000 },
    );
    // jsdom parsing is slow on a shared machine: the property gets time rather than fewer cases.
  }, 60_000);
});
