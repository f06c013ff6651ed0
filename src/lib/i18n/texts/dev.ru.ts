import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the dev area: partial; a key missing here falls back to English. */
export const devTexts: Partial<Record<TranslationKey, string>> = {};
