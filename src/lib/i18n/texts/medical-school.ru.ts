import type { TranslationKey } from '../en-gb.ts';

/** Russian texts of the medical-school area: partial; a key missing here falls back to English. */
export const medicalSchoolTexts: Partial<Record<TranslationKey, string>> = {};
