import type { OpenHouseTour } from '../../../core/contracts/interviews/open-house.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { formatInterviewTime } from '../interviews/interview-time.ts';

/** When a tour takes place: in the viewer's zone and (when it differs) in Pacific time, one line each. */
export function TourTime({ tour }: { tour: Pick<OpenHouseTour, 'startsAt' | 'endsAt'> }) {
  const text = formatInterviewTime(tour.startsAt, tour.endsAt);
  return (
    <span>
      <span>{text.viewer}</span>
      {text.pacific ? (
        <>
          <br />
          <span className="muted">{text.pacific}</span>
        </>
      ) : null}
    </span>
  );
}

/** Where a tour takes place: its location, its video link, or both. */
export function TourPlace({ tour }: { tour: Pick<OpenHouseTour, 'location' | 'videoLink'> }) {
  const t = useT();
  return (
    <>
      {tour.location ? <span>{tour.location}</span> : null}
      {tour.location && tour.videoLink ? <br /> : null}
      {tour.videoLink ? (
        <Link href={tour.videoLink} target="_blank" rel="noopener noreferrer">
          {t('OhVideoLink')}
        </Link>
      ) : null}
    </>
  );
}

/** The tour's state in a word: cancelled, passed, full or the seats left. */
export function TourStatus({ tour }: { tour: OpenHouseTour }) {
  const t = useT();
  if (tour.isCancelled) return <StatusBadge status="Cancelled" label={t('OhCancelled')} tone="danger" />;
  if (tour.isPassed) return <StatusBadge status="Passed" label={t('OhPassed')} tone="neutral" />;
  if (tour.registeredCount >= tour.capacity)
    return <StatusBadge status="Full" label={t('OhFull')} tone="warning" />;
  return (
    <StatusBadge
      status="Open"
      label={t('OhSeatsLeft', { count: tour.capacity - tour.registeredCount })}
      tone="success"
    />
  );
}

/** A tour's facts as a description list (its card on a phone, its header on the scheduler). */
export function TourDetails({ tour, showProgram = false }: { tour: OpenHouseTour; showProgram?: boolean }) {
  const t = useT();
  return (
    <DetailsList
      rows={[
        showProgram ? ['OhProgram', tour.programName] : null,
        ['OhWhen', <TourTime key="when" tour={tour} />],
        ['OhWhere', <TourPlace key="where" tour={tour} />],
        ['OhSeats', t('OhSeatsTaken', { taken: tour.registeredCount, capacity: tour.capacity })],
        tour.description ? ['OhDescription', tour.description] : null,
      ]}
    />
  );
}
