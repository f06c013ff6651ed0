import './sync.css';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** Says that what the page shows is this device's copy from `at` (epoch ms or ISO), kept for reading offline. */
export function OfflineCopyNote({ at }: { at: number | string | null | undefined }) {
  const t = useT();
  if (at === null || at === undefined) return null;
  return (
    <p className="offline-copy-note" role="status">
      {t('PdOfflineCopy', { date: formatDateTime(at) })}
    </p>
  );
}
