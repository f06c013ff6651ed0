/** Personal statements: rich text whose visible text is limited (our limit; the spec gives none). */
import { sanitizeRichText, tokenizeHtml } from './rich-text.ts';

/** Characters of visible text a statement may hold (about two pages). */
export const PERSONAL_STATEMENT_MAX_TEXT = 5_300;
/** Bound of the stored HTML, markup included, so a body cannot grow without end through tags. */
export const PERSONAL_STATEMENT_MAX_HTML = 60_000;
export const PERSONAL_STATEMENT_TITLE_MAX = 200;

/** Characters of visible text in rich text (what the reader sees: the tokenizer decodes entities; markup and whitespace runs excluded). */
export function richTextLength(html: string): number {
  let text = '';
  for (const token of tokenizeHtml(sanitizeRichText(html))) {
    if (token.type === 'text') text += token.value;
  }
  return text.replace(/\s+/g, ' ').trim().length;
}
