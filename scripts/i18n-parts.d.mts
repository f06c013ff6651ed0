/** Types of scripts/i18n-parts.mjs (which part of the interface texts each key belongs to). */
export const areaParts: string[];
export function analyseParts(allKeys: string[]): {
  keyPart: Map<string, string>;
  fileParts: Map<string, string>;
  fileKeys: Map<string, string[]>;
};
export const signedInAreaParts: string[];
export const SIGNED_IN: 'signed-in';
export const pageParts: Record<string, string>;
export function partsLoadedWith(part: string): string[];
