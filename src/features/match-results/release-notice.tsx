import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/**
 * What a result page says before its audience's release: when the results will be released, in Pacific
 * time. Once that date has passed without a release (an archived cycle whose match gave no results), it
 * never says 'will be released' on a past date: it says they were due then and have not been released.
 */
export function ReleaseNotice({ releaseDate, now = new Date() }: { releaseDate: string | null; now?: Date }) {
  const t = useT();
  const text =
    releaseDate === null
      ? t('MrNoReleaseDate')
      : t(Date.parse(releaseDate) <= now.getTime() ? 'MrReleaseDatePassed' : 'MrNotReleased', {
          date: formatPacificDateTime(releaseDate),
        });
  return (
    <p className="card" role="status">
      {text}
    </p>
  );
}
