import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** What an audience sees before its results are released: when they will be, and nothing else. */
export function ResultsNotReleased({ releaseDate }: { releaseDate: string | null }) {
  const t = useT();
  return (
    <p className="card" role="status">
      {releaseDate
        ? t('ResultsNotReleasedOn', { date: formatDateTime(releaseDate) })
        : t('ResultsNotReleased')}
    </p>
  );
}
