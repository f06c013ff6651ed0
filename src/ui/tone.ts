/**
 * The one semantic colour scale of the interface (issue 13): every building block that colours by
 * meaning (form messages, notices, status badges, toasts) takes a `Tone`, styled by `.tone-<tone>`
 * from the `--color-<tone>` / `--color-<tone>-bg` tokens of both themes in styles.css.
 * success: done, saved, certified · warning: needs attention (not certified, pending, a conflict) ·
 * danger: an error or a refusal · info: a fact to know (saved on this device, a draft restored) ·
 * neutral: nothing to do (archived, read-only, inactive).
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export const tones: readonly Tone[] = ['success', 'warning', 'danger', 'info', 'neutral'];

/** The class that gives an element its tone's text, background and border colours. */
export function toneClass(tone: Tone): string {
  return `tone-${tone}`;
}
