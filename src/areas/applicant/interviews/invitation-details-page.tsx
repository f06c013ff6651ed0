import { useState } from 'react';
import { useParams } from 'wouter';
import {
  type ApplicantInvitation,
  type ApplicantInvitationDetails,
  acceptInvitation,
  cancelAcceptedInterview,
  declineInvitation,
  getApplicantInterviewSchedule,
  getApplicantInvitation,
  type OfferedTimeRange,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import {
  formatInterviewDate,
  formatInterviewTimeInline,
  interviewDateIn,
} from '../../../features/interviews/interview-time.ts';
import { useApplicantInterviewLive } from '../../../features/interviews/use-applicant-interview-live.ts';
import { isNotFound, ServerError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { type DetailRow, DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import {
  InterviewWhen,
  InvitationBadge,
  interviewPath,
  interviewTypeKey,
  invitationState,
  isWindowOpen,
} from './interview-parts.tsx';
import { PreferenceRanking } from './preference-ranking.tsx';

/** The other programs' accepted interviews by date (the day's date of each), for the conflicts in words. */
function acceptedByDate(invitations: readonly ApplicantInvitation[], exceptId: number): Map<string, string> {
  const byDate = new Map<string, string>();
  for (const i of invitations) {
    if (i.id === exceptId || i.status !== 'Accepted' || !i.startsAt) continue;
    byDate.set(interviewDateIn(i.startsAt, i.timeZone ?? undefined), i.programName);
  }
  return byDate;
}

type RangeProps = {
  range: OfferedTimeRange;
  conflictWith: string | undefined;
  error: string | undefined;
  isPending: boolean;
  canTake: boolean;
  onTake: () => void;
};

function OfferedRange({ range, conflictWith, error, isPending, canTake, onTake }: RangeProps) {
  const t = useT();
  const conflict = conflictWith ? t('IvConflictWith', { program: conflictWith }) : range.conflict;
  const full = range.freeSeats <= 0;
  const errorId = `iv-range-error-${range.id}`;
  return (
    <li className="card stack interview-range">
      <p>
        <InterviewWhen startsAt={range.startsAt} endsAt={range.endsAt} />
      </p>
      <p className="muted">
        {[
          t(`IvType_${range.interviewType}`),
          full ? t('IvRangeFull') : t('IvFreeSeats', { count: range.freeSeats }),
        ].join(' · ')}
      </p>
      {conflict ? <p className="notice tone-warning interview-conflict">{conflict}</p> : null}
      {canTake ? (
        <div className="button-row">
          <Button
            variant="secondary"
            isPending={isPending}
            isDisabled={full || conflict !== null}
            aria-describedby={error ? errorId : undefined}
            aria-label={t('IvTakeRangeAt', { when: formatInterviewTimeInline(range.startsAt, range.endsAt) })}
            onPress={onTake}
          >
            {t('IvTakeRange')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <div id={errorId}>
          <FormMessage text={error} />
        </div>
      ) : null}
    </li>
  );
}

/** The offered ranges grouped by the interview day's date. */
function OfferedRanges({
  details,
  conflicts,
  canTake,
  onTake,
  busyRangeId,
  errors,
}: {
  details: ApplicantInvitationDetails;
  conflicts: Map<string, string>;
  canTake: boolean;
  onTake: (range: OfferedTimeRange) => void;
  busyRangeId: number | null;
  errors: Record<number, string>;
}) {
  const t = useT();
  const byDate = new Map<string, OfferedTimeRange[]>();
  for (const range of [...details.offeredTimeRanges].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
  )) {
    byDate.set(range.date, [...(byDate.get(range.date) ?? []), range]);
  }
  return (
    <section aria-labelledby="iv-offered" className="stack">
      <h2 id="iv-offered">{t('IvOfferedTitle')}</h2>
      {byDate.size === 0 ? (
        <p className="muted">{t('IvNoOffered')}</p>
      ) : (
        <ol className="interview-agenda">
          {[...byDate].map(([date, ranges]) => (
            <li key={date}>
              <h3 className="interview-agenda-date">{formatInterviewDate(date)}</h3>
              <ul className="card-list">
                {ranges.map((range) => (
                  <OfferedRange
                    key={range.id}
                    range={range}
                    conflictWith={conflicts.get(range.date)}
                    error={errors[range.id]}
                    isPending={busyRangeId === range.id}
                    canTake={canTake}
                    onTake={() => onTake(range)}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * `/applicant/:matchCycleCode/interview-schedule/invitation-details/:id` (business.md §2.2): the
 * invitation and the program's message; while it is Pending, the offered time ranges grouped by date
 * with their free seats and, in words, why one cannot be taken ("You have an interview with X that
 * day"); take one (a refusal — full, another interview that day — is said next to the range) or decline
 * (confirmed). In an open preference window the ranges are ranked instead and saved whole. An accepted
 * interview shows its time and place and can be cancelled (confirmed) until its day.
 */
export function InvitationDetailsPage() {
  const t = useT();
  const { matchCycleCode, id } = useParams<{ matchCycleCode: string; id: string }>();
  const invitationId = Number(id);
  const isValidId = Number.isInteger(invitationId) && invitationId > 0;
  const query = useContractQuery(
    getApplicantInvitation,
    isValidId ? { params: { matchCycleCode, id: invitationId } } : null,
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'interview invitation' });
      },
    },
  );
  const schedule = useContractQuery(getApplicantInterviewSchedule, { params: { matchCycleCode } });
  const reloadAll = () => {
    query.reload();
    schedule.reload();
  };
  useApplicantInterviewLive(query.reload);
  const [busyRangeId, setBusyRangeId] = useState<number | null>(null);
  const [rangeErrors, setRangeErrors] = useState<Record<number, string>>({});
  const [answering, setAnswering] = useState<'decline' | 'cancel' | null>(null);

  if (!isValidId || isNotFound(query.error)) return <NotFound />;
  const details = query.data;
  if (!details) return query.error ? null : <PageLoading />;
  const { invitation } = details;
  const now = Date.now();
  const state = invitationState(invitation, now);
  const windowOpen = isWindowOpen(invitation, now);
  const conflicts = acceptedByDate(schedule.data?.invitations ?? [], invitation.id);
  const type = interviewTypeKey(invitation.interviewType);
  const program = invitation.programName;

  const take = async (range: OfferedTimeRange) => {
    setBusyRangeId(range.id);
    setRangeErrors({});
    try {
      const accepted = await call(acceptInvitation, {
        params: { matchCycleCode, id: invitation.id },
        body: { timeRangeId: range.id },
      });
      showSuccess(
        t('IvBooked', {
          program,
          when: formatInterviewTimeInline(
            accepted.startsAt ?? range.startsAt,
            accepted.endsAt ?? range.endsAt,
          ),
        }),
      );
      reloadAll();
    } catch (error) {
      // A refusal in words beside the range it concerns (full, another interview that day, passed).
      if (error instanceof ServerError && error.status === 409) {
        setRangeErrors({ [range.id]: errorText(error) });
        query.reload();
      } else handleError(error, { context: 'accept interview' });
    } finally {
      setBusyRangeId(null);
    }
  };

  const answer = async (kind: 'decline' | 'cancel') => {
    const ok = await confirm({
      title: t(kind === 'decline' ? 'IvDecline' : 'IvCancelInterview'),
      message:
        kind === 'decline'
          ? t('IvDeclineConfirm', { program })
          : t('IvCancelConfirm', {
              program,
              when: invitation.startsAt
                ? formatInterviewTimeInline(invitation.startsAt, invitation.endsAt)
                : '',
            }),
      confirmLabel: t(kind === 'decline' ? 'IvDecline' : 'IvCancelInterview'),
      cancelLabel: t('IvKeep'),
      isDanger: true,
    });
    if (!ok) return;
    setAnswering(kind);
    try {
      await call(kind === 'decline' ? declineInvitation : cancelAcceptedInterview, {
        params: { matchCycleCode, id: invitation.id },
        body: {},
      });
      showSuccess(t(kind === 'decline' ? 'IvDeclined' : 'IvCancelled', { program }));
      reloadAll();
    } catch (error) {
      handleError(error, { context: `${kind} interview` });
      query.reload();
    } finally {
      setAnswering(null);
    }
  };

  const rows: DetailRow[] = [
    ['IvStatus', <InvitationBadge key="badge" state={state} />],
    type ? ['IvTypeLabel', t(type)] : null,
    invitation.startsAt
      ? ['IvWhen', <InterviewWhen key="when" startsAt={invitation.startsAt} endsAt={invitation.endsAt} />]
      : null,
    invitation.location ? ['IvLocation', invitation.location] : null,
    invitation.videoLink
      ? [
          'IvVideoLink',
          <a key="video" className="link" href={invitation.videoLink} target="_blank" rel="noreferrer">
            {invitation.videoLink}
          </a>,
        ]
      : null,
    invitation.respondBy && invitation.status === 'Pending'
      ? ['IvRespondBy', formatInterviewTimeInline(invitation.respondBy, null)]
      : null,
    invitation.preferenceWindow
      ? ['IvWindowCloses', formatInterviewTimeInline(invitation.preferenceWindow.closesAt, null)]
      : null,
    ['IvInvitedOn', formatInterviewTimeInline(invitation.createdAt, null)],
  ];

  const isPending = invitation.status === 'Pending';
  // A cancelled window leaves its invitees to pick a seat as any invitee does.
  const inWindow = invitation.preferenceWindow !== null && invitation.preferenceWindow.status !== 'Cancelled';
  return (
    <Page title={`${program} · ${t('IvInvitationTitle')}`} heading={program}>
      <p>
        <Link href={interviewPath(matchCycleCode, 'interview-schedule')}>{t('IvBackToSchedule')}</Link>
      </p>
      <section aria-labelledby="iv-invitation" className="card stack">
        <h2 id="iv-invitation">{t('IvInvitationTitle')}</h2>
        <p>{t(state.next.key, state.next.values)}</p>
        <DetailsList rows={rows} />
        {invitation.message ? (
          <div className="stack">
            <h3>{t('IvProgramMessage')}</h3>
            <p className="preserve-lines">{invitation.message}</p>
          </div>
        ) : null}
        <div className="button-row">
          {isPending ? (
            <Button
              variant="danger"
              isPending={answering === 'decline'}
              onPress={() => void answer('decline')}
            >
              {t('IvDecline')}
            </Button>
          ) : null}
          {invitation.status === 'Accepted' && invitation.canCancel ? (
            <Button variant="danger" isPending={answering === 'cancel'} onPress={() => void answer('cancel')}>
              {t('IvCancelInterview')}
            </Button>
          ) : null}
          {invitation.status === 'Accepted' ? (
            <Link href={interviewPath(matchCycleCode, 'interview-schedule/swap')}>{t('IvOfferSwap')}</Link>
          ) : null}
        </div>
      </section>
      {inWindow && (isPending || invitation.isWaitlisted) ? (
        <PreferenceRanking
          matchCycleCode={matchCycleCode}
          invitationId={invitation.id}
          conflicts={conflicts}
          onSaved={query.reload}
        />
      ) : null}
      {isPending && (!inWindow || (!windowOpen && invitation.isWaitlisted)) ? (
        <OfferedRanges
          details={details}
          conflicts={conflicts}
          canTake
          onTake={(range) => void take(range)}
          busyRangeId={busyRangeId}
          errors={rangeErrors}
        />
      ) : null}
    </Page>
  );
}
