/** The Documents tab: each applicant of the range with their application and its PDF. */

import { programApplicationPdfPath } from '../../../../core/contracts/applications/program-applications.contract.ts';
import type {
  InterviewDashboard,
  MeetingAttendee,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { downloadFile } from '../../../features/applications/download-file.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';
import { applicationHref } from './program-meeting-tab.tsx';

type ProgramPlace = { matchCycleCode: string; programCode: string };

export function DocumentsTab({ dashboard, place }: { dashboard: InterviewDashboard; place: ProgramPlace }) {
  const t = useT();
  const applicants = dashboard.attendees.filter(
    (a): a is MeetingAttendee & { applicationId: number } =>
      a.meetingRole === 'Applicant' && a.applicationId !== null,
  );
  if (applicants.length === 0) return <p className="muted">{t('MdNoDocuments')}</p>;
  return (
    <ul className="meeting-cards" aria-label={t('MdDocuments')}>
      {applicants.map((a) => (
        <li key={a.userId} className="card stack meeting-card">
          <h3 className="meeting-card-title">{a.name}</h3>
          <div className="button-row">
            <Link href={applicationHref(place, a.applicationId)}>
              {t('MdApplicationOf', { name: a.name })}
            </Link>
            <Button
              variant="secondary"
              onPress={() =>
                void downloadFile(
                  programApplicationPdfPath(place.matchCycleCode, place.programCode, a.applicationId),
                  `application-${a.applicationId}.pdf`,
                ).catch((error: unknown) => handleError(error, { context: 'Application PDF' }))
              }
            >
              {t('MdPdfOf', { name: a.name })}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
