import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';

/** A list of texts from the dictionary (the about pages' bullet points). */
export function KeyList({ keys, ordered = false }: { keys: readonly TranslationKey[]; ordered?: boolean }) {
  const t = useT();
  const items = keys.map((key) => <li key={key}>{t(key)}</li>);
  return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}
