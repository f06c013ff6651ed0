import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the program-user area: partial; a key missing here falls back to English. */
export const programUserTexts: Partial<Record<TranslationKey, string>> = {};
