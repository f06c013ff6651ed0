import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import {
  type ApplicantInterviewSchedule,
  type ApplicantInvitation,
  getApplicantInterviewSchedule,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import { formatInterviewDate, interviewDateIn } from '../../../features/interviews/interview-time.ts';
import { useApplicantInterviewLive } from '../../../features/interviews/use-applicant-interview-live.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import {
  InterviewWhen,
  InvitationBadge,
  interviewPath,
  interviewTypeKey,
  invitationDetailsPath,
  invitationState,
} from './interview-parts.tsx';
import { SwapSection } from './swap-section.tsx';

export const scheduleSections = ['main', 'swap', 'declined', 'interviews'] as const;
export type ScheduleSection = (typeof scheduleSections)[number];

const sectionTitles: Record<ScheduleSection, TranslationKey> = {
  main: 'IvSectionMain',
  swap: 'IvSectionSwap',
  declined: 'IvSectionDeclined',
  interviews: 'IvSectionInterviews',
};

const sectionPath = (code: string, section: ScheduleSection, phone: boolean) =>
  interviewPath(
    code,
    section === 'main' && !phone ? 'interview-schedule' : `interview-schedule/${phone ? 'm/' : ''}${section}`,
  );

const startOf = (i: ApplicantInvitation) => (i.startsAt ? Date.parse(i.startsAt) : 0);
const isUpcoming = (i: ApplicantInvitation, now: number) =>
  i.status === 'Accepted' && i.endsAt !== null && Date.parse(i.endsAt) > now;

/** One interview or invitation in a list: program, when, type and where, its state, and its page. */
function InvitationItem({
  invitation,
  matchCycleCode,
  showWhen = true,
}: {
  invitation: ApplicantInvitation;
  matchCycleCode: string;
  showWhen?: boolean;
}) {
  const t = useT();
  const state = invitationState(invitation, Date.now());
  const type = interviewTypeKey(invitation.interviewType);
  return (
    <li className="card stack interview-item">
      <div className="button-row button-row-spread">
        <h3 className="interview-card-title">{invitation.programName}</h3>
        <InvitationBadge state={state} />
      </div>
      {showWhen && invitation.startsAt ? (
        <p>
          <InterviewWhen startsAt={invitation.startsAt} endsAt={invitation.endsAt} />
        </p>
      ) : null}
      <p>
        {(invitation.status === 'Accepted'
          ? [type ? t(type) : null, invitation.location]
          : [t(state.next.key, state.next.values), type ? t(type) : null]
        )
          .filter(Boolean)
          .join(' · ')}
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

/** Upcoming accepted interviews as an agenda: one heading per day (the viewer's date), times under it. */
function Agenda({
  invitations,
  matchCycleCode,
}: {
  invitations: ApplicantInvitation[];
  matchCycleCode: string;
}) {
  const days = new Map<string, ApplicantInvitation[]>();
  for (const invitation of [...invitations].sort((a, b) => startOf(a) - startOf(b))) {
    if (!invitation.startsAt) continue;
    const date = interviewDateIn(invitation.startsAt);
    days.set(date, [...(days.get(date) ?? []), invitation]);
  }
  return (
    <ol className="interview-agenda">
      {[...days].map(([date, items]) => (
        <li key={date}>
          <h3 className="interview-agenda-date">{formatInterviewDate(date)}</h3>
          <ul className="card-list">
            {items.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} matchCycleCode={matchCycleCode} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function ListOf({
  title,
  invitations,
  emptyText,
  matchCycleCode,
  children,
}: {
  title: string;
  invitations: ApplicantInvitation[];
  emptyText: string;
  matchCycleCode: string;
  children?: ReactNode;
}) {
  const id = `iv-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{title}</h2>
      {children}
      {invitations.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="card-list">
          {invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} matchCycleCode={matchCycleCode} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MainSection({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  const now = Date.now();
  const code = schedule.matchCycleCode;
  const upcoming = schedule.invitations.filter((i) => isUpcoming(i, now));
  const toAnswer = schedule.invitations
    .filter((i) => i.status === 'Pending')
    .sort((a, b) => Date.parse(a.respondBy ?? '9999-12-31') - Date.parse(b.respondBy ?? '9999-12-31'));
  return (
    <>
      <p>
        {t('IvAcceptedCount', {
          count: schedule.acceptedCount,
          max: schedule.maxInterviewCountPerMatchCycle,
        })}
      </p>
      <ListOf
        title={t('IvToAnswer')}
        invitations={toAnswer}
        emptyText={t('IvNothingToAnswer')}
        matchCycleCode={code}
      />
      <section aria-labelledby="iv-upcoming" className="stack">
        <h2 id="iv-upcoming">{t('IvUpcoming')}</h2>
        {upcoming.length === 0 ? (
          <p className="muted">{t('IvNoUpcoming')}</p>
        ) : (
          <Agenda invitations={upcoming} matchCycleCode={code} />
        )}
      </section>
      <CalendarFeedCard />
    </>
  );
}

function DeclinedSection({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  const declined = schedule.invitations
    .filter((i) => i.status === 'Declined' || i.status === 'Canceled')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ListOf
      title={t('IvDeclinedTitle')}
      invitations={declined}
      emptyText={t('IvNoDeclined')}
      matchCycleCode={schedule.matchCycleCode}
    />
  );
}

function InterviewsSection({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  const now = Date.now();
  const accepted = schedule.invitations.filter((i) => i.status === 'Accepted');
  const upcoming = accepted.filter((i) => isUpcoming(i, now)).sort((a, b) => startOf(a) - startOf(b));
  const past = accepted.filter((i) => !isUpcoming(i, now)).sort((a, b) => startOf(b) - startOf(a));
  return (
    <>
      <ListOf
        title={t('IvUpcoming')}
        invitations={upcoming}
        emptyText={t('IvNoUpcoming')}
        matchCycleCode={schedule.matchCycleCode}
      />
      <ListOf
        title={t('IvPast')}
        invitations={past}
        emptyText={t('IvNoPast')}
        matchCycleCode={schedule.matchCycleCode}
      />
    </>
  );
}

function SectionBody({
  section,
  schedule,
}: {
  section: ScheduleSection;
  schedule: ApplicantInterviewSchedule;
}) {
  switch (section) {
    case 'swap':
      return <SwapSection schedule={schedule} />;
    case 'declined':
      return <DeclinedSection schedule={schedule} />;
    case 'interviews':
      return <InterviewsSection schedule={schedule} />;
    default:
      return <MainSection schedule={schedule} />;
  }
}

/** The phone's schedule home: one link per section with what is in it. */
function PhoneSectionMenu({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  const now = Date.now();
  const code = schedule.matchCycleCode;
  const counts: Record<ScheduleSection, string> = {
    main: t('IvMenuMainCount', {
      answer: schedule.invitations.filter((i) => i.status === 'Pending').length,
      upcoming: schedule.invitations.filter((i) => isUpcoming(i, now)).length,
    }),
    swap: t('IvMenuSwapHint'),
    declined: t('IvMenuCount', {
      count: schedule.invitations.filter((i) => i.status === 'Declined' || i.status === 'Canceled').length,
    }),
    interviews: t('IvMenuCount', {
      count: schedule.invitations.filter((i) => i.status === 'Accepted').length,
    }),
  };
  return (
    <nav aria-label={t('IvSections')}>
      <ul className="card-list">
        {scheduleSections.map((section) => (
          <li key={section} className="card">
            <Link href={sectionPath(code, section, true)}>{t(sectionTitles[section])}</Link>
            <p className="muted">{counts[section]}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/applicant/:matchCycleCode/interview-schedule` and its sub-pages (business.md §2.2): main (pending
 * invitations to answer, upcoming interviews as an agenda, the calendar feed), swap, declined and
 * interviews (`interview-schedule/<section>`); invitation-details/:id is its own page.
 *
 * Phones (the "several mobile sub-pages"): `interview-schedule` lists the sections, and each opens
 * alone at `interview-schedule/m/<section>` with a link back to the list, so a phone never holds the
 * tabs and four lists at once and Back returns to the list. On a tablet or desktop every address shows
 * the tabs with its section (an `m/` address opened there shows the same section in its tab), so a link
 * shared between devices always lands on the same content.
 */
export function InterviewSchedulePage() {
  const t = useT();
  const params = useParams<{ matchCycleCode: string; section?: string }>();
  const { matchCycleCode } = params;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const query = useContractQuery(
    getApplicantInterviewSchedule,
    { params: { matchCycleCode } },
    { keepOffline: true },
  );
  useApplicantInterviewLive(query.reload);
  const named = params.section;
  if (named !== undefined && !(scheduleSections as readonly string[]).includes(named)) return <NotFound />;
  const section = (named ?? 'main') as ScheduleSection;
  const schedule = query.data;
  const title = t('NavInterviewSchedule');
  if (!schedule) return query.error ? null : <PageLoading />;
  if (isPhone) {
    if (named === undefined) {
      return (
        <Page title={title}>
          <OfflineCopyNote at={query.offlineCopyAt} />
          <PhoneSectionMenu schedule={schedule} />
        </Page>
      );
    }
    return (
      <Page title={`${t(sectionTitles[section])} · ${title}`} heading={t(sectionTitles[section])}>
        <p>
          <Link href={interviewPath(matchCycleCode, 'interview-schedule')}>{t('IvBackToSchedule')}</Link>
        </p>
        <OfflineCopyNote at={query.offlineCopyAt} />
        <SectionBody section={section} schedule={schedule} />
      </Page>
    );
  }
  return (
    <Page title={section === 'main' ? title : `${t(sectionTitles[section])} · ${title}`} heading={title}>
      <OfflineCopyNote at={query.offlineCopyAt} />
      <RouteTabs
        aria-label={t('IvSections')}
        selectedId={section}
        tabs={scheduleSections.map((id) => ({
          id,
          label: t(sectionTitles[id]),
          href: sectionPath(matchCycleCode, id, false),
        }))}
      >
        <SectionBody section={section} schedule={schedule} />
      </RouteTabs>
    </Page>
  );
}
