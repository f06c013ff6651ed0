/**
 * The engine's reason sentences name programs and applicants by code (core/match/explain.ts); a
 * result page says their names. Codes are replaced whole (never inside a longer code).
 */
const escapeForPattern = (code: string): string => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withNames(text: string, names: ReadonlyMap<string, string>): string {
  const codes = [...names.keys()].filter((code) => code !== '' && text.includes(code));
  if (codes.length === 0) return text;
  // Longest first, so a code that begins another is not replaced inside it.
  codes.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w-])(?:${codes.map(escapeForPattern).join('|')})(?![\\w-])`, 'g');
  return text.replace(pattern, (code) => names.get(code) ?? code);
}
