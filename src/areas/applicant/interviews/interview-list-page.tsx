import { Suspense } from 'react';
import { useParams } from 'wouter';
import {
  type ApplicantInvitation,
  getApplicantInterviewSchedule,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import { useApplicantInterviewLive } from '../../../features/interviews/use-applicant-interview-live.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import {
  byWhatToDoFirst,
  InvitationBadge,
  interviewPath,
  interviewTypeKey,
  invitationDetailsPath,
  invitationState,
} from './interview-parts.tsx';

// Loaded after the page: only days in Matchline video show it.
const MyMeetingsPanel = lazyPage(
  () => import('../../../features/meetings/dashboard/my-meetings-panel.tsx'),
  'MyMeetingsPanel',
);

function InvitationCard({
  invitation,
  matchCycleCode,
}: {
  invitation: ApplicantInvitation;
  matchCycleCode: string;
}) {
  const t = useT();
  const state = invitationState(invitation, Date.now());
  const type = interviewTypeKey(invitation.interviewType);
  const titleId = `iv-list-${invitation.id}`;
  return (
    <li className="card stack" aria-labelledby={titleId}>
      <div className="button-row button-row-spread">
        <h2 id={titleId} className="interview-card-title">
          {invitation.programName}
        </h2>
        <InvitationBadge state={state} />
      </div>
      <p>
        {t(state.next.key, state.next.values)}
        {type ? <span className="muted"> · {t(type)}</span> : null}
      </p>
      <div className="button-row">
        <Link
          href={invitationDetailsPath(matchCycleCode, invitation.id)}
          variant={state.isToDo ? 'button' : 'text'}
          aria-label={t(state.isToDo ? 'IvAnswerFor' : 'IvDetailsFor', { program: invitation.programName })}
        >
          {t(state.isToDo ? 'IvAnswer' : 'IvOpenDetails')}
        </Link>
      </div>
    </li>
  );
}

/**
 * `/applicant/:matchCycleCode/interview-list` (business.md §2.2): every invitation of the cycle with
 * its status and what to do next (answer by a date, rank dates until the window closes, waitlisted,
 * accepted for a date and time), what needs an answer first. Refreshes live on scheduler events.
 */
export function InterviewListPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const query = useContractQuery(
    getApplicantInterviewSchedule,
    { params: { matchCycleCode } },
    { keepOffline: true },
  );
  useApplicantInterviewLive(query.reload);
  const schedule = query.data;
  if (!schedule) return query.error ? null : <PageLoading />;
  const invitations = [...schedule.invitations].sort(byWhatToDoFirst(Date.now()));
  return (
    <Page title={t('NavInterviewList')}>
      <OfflineCopyNote at={query.offlineCopyAt} />
      <p>
        {t('IvAcceptedCount', {
          count: schedule.acceptedCount,
          max: schedule.maxInterviewCountPerMatchCycle,
        })}{' '}
        <Link href={interviewPath(matchCycleCode, 'interview-schedule')}>{t('IvOpenSchedule')}</Link>
      </p>
      <Suspense fallback={null}>
        <MyMeetingsPanel viewer={{ kind: 'applicant', matchCycleCode }} />
      </Suspense>
      {invitations.length === 0 ? (
        <p className="card">{t('IvNoInvitations')}</p>
      ) : (
        <ul className="card-list interview-cards">
          {invitations.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} matchCycleCode={matchCycleCode} />
          ))}
        </ul>
      )}
    </Page>
  );
}
