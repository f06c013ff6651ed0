import { cx } from './class-names.ts';

/** A message about the whole form (a server answer), announced when it appears. */
export function FormMessage({ text, tone = 'error' }: { text: string | null; tone?: 'error' | 'info' }) {
  if (!text) return null;
  return (
    <div className={cx('form-message', `form-message-${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
