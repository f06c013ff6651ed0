import type { Application } from '../../../core/contracts/applications/applications.contract.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** The heading facts of an application: program, place, status, signal and dates (applicant and admin). */
export function ApplicationFacts({ application }: { application: Application }) {
  const t = useT();
  const place = [application.institutionName, application.city, application.stateName]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="stack">
      <h3>{application.programName}</h3>
      <p>
        <StatusBadge status={application.status} />{' '}
        {application.isSignaled ? (
          <StatusBadge status="Signaled" label={t('ApSignaled')} tone="info" />
        ) : null}
      </p>
      {place ? <p>{place}</p> : null}
      {application.publishedDate ? (
        <p>{t('ApPublishedOn', { date: formatDateTime(application.publishedDate) })}</p>
      ) : null}
      {application.withdrawnDate ? (
        <p>{t('ApWithdrawnOn', { date: formatDateTime(application.withdrawnDate) })}</p>
      ) : null}
    </div>
  );
}

/** The statement and letters that go to the program, read-only. */
export function ApplicationAssignment({ application }: { application: Application }) {
  const t = useT();
  return (
    <DetailsList
      rows={[
        ['ApStatement', application.personalStatementTitle ?? t('ApNoStatement')],
        [
          'CasLetters',
          application.letters.length === 0
            ? t('CasNothing')
            : application.letters.map((l) => (
                <span key={l.id}>
                  {l.writerName} <StatusBadge status={l.status} />{' '}
                </span>
              )),
        ],
      ]}
    />
  );
}
