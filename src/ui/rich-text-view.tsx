import { useMemo } from 'react';
import { sanitizeRichText } from '../../core/domain/rich-text.ts';
import { cx } from './class-names.ts';
import './rich-text.css';

/**
 * Shows rich text (a specialty page, a personal statement). The server stores only sanitized HTML; it is sanitized once more
 * here so nothing but the allowlist ever reaches innerHTML, whatever answered the request.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allowlist-sanitized just above (core/domain/rich-text.ts)
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
