import { cx } from './class-names.ts';
import { type Tone, toneClass } from './tone.ts';

/**
 * A message about the whole form or the page's state, announced when it appears; its tone says what it
 * means (tone.ts): an error is danger (the default, announced as an alert), anything else is a status.
 */
export function FormMessage({ text, tone = 'danger' }: { text: string | null; tone?: Tone }) {
  if (!text) return null;
  return (
    <div className={cx('form-message', toneClass(tone))} role={tone === 'danger' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
