import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the blank area: partial; a key missing here falls back to English. */
export const blankTexts: Partial<Record<TranslationKey, string>> = {
  // Pages
  BlankTitle: 'Matchline',
};
