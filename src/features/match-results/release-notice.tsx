import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** What a result page says before its audience's release: when the results will be released, in Pacific time. */
export function ReleaseNotice({ releaseDate }: { releaseDate: string | null }) {
  const t = useT();
  return (
    <p className="card" role="status">
      {releaseDate ? t('MrNotReleased', { date: formatPacificDateTime(releaseDate) }) : t('MrNoReleaseDate')}
    </p>
  );
}
