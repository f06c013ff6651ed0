import type { ApplicantCycleRegistration } from '../../../../core/contracts/applicants/applicant-context.contract.ts';
import type { ApplicantHomeSummary } from '../../../../core/contracts/applicants/applicant-home.contract.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import type { Tone } from '../../../ui/tone.ts';

type Text = { key: TranslationKey; values?: Record<string, string | number> };

/** One item of the cycle's checklist: its status in words and tone, a short line, one link to act. */
export type NextStep = {
  id: 'application' | 'letters' | 'applications' | 'rank-list' | 'match-result';
  title: TranslationKey;
  status: Text;
  tone: Tone;
  lines: Text[];
  action: { label: TranslationKey; href: string };
  /** Something the applicant should do (not done, not closed). */
  isToDo: boolean;
};

const pathIn = (code: string, tail: string) => `/applicant/${encodeURIComponent(code)}/${tail}`;
const isAhead = (at: string | null, now: number) => at === null || Date.parse(at) > now;

/**
 * The cycle's checklist in season order, from the cycle context and the home summary: the application,
 * letters, applications sent, the rank list (a saved list not certified is a warning with its deadline
 * in PT) and the match result.
 */
export function nextSteps(
  cycle: ApplicantCycleRegistration,
  summary: ApplicantHomeSummary,
  now: number,
): NextStep[] {
  const code = cycle.matchCycleCode;
  const steps: NextStep[] = [];

  const { application } = summary;
  steps.push({
    id: 'application',
    title: 'NsApplication',
    status: application.isComplete
      ? { key: 'NsComplete' }
      : { key: 'NsMissing', values: { count: application.missingCount } },
    tone: application.isComplete ? 'success' : 'warning',
    lines: [{ key: application.isComplete ? 'NsApplicationComplete' : 'NsApplicationMissing' }],
    action: cycle.hasCas
      ? { label: 'NsOpenCas', href: pathIn(code, 'cas') }
      : { label: 'NsOpenProfile', href: pathIn(code, 'personal-info') },
    isToDo: !application.isComplete,
  });

  const { letters } = summary;
  const lettersHref = pathIn(code, 'letters-of-reference');
  steps.push(
    letters.requested === 0
      ? {
          id: 'letters',
          title: 'NsLetters',
          status: { key: 'NsNoneRequested' },
          tone: 'info',
          lines: [{ key: 'NsLettersNone' }],
          action: { label: 'NsRequestLetters', href: lettersHref },
          isToDo: true,
        }
      : letters.pending > 0
        ? {
            id: 'letters',
            title: 'NsLetters',
            status: { key: 'NsLettersPending', values: { count: letters.pending } },
            tone: 'warning',
            lines: [
              {
                key: 'NsLettersPendingText',
                values: { pending: letters.pending, requested: letters.requested },
              },
            ],
            action: { label: 'NsSeeLetters', href: lettersHref },
            isToDo: true,
          }
        : {
            id: 'letters',
            title: 'NsLetters',
            status: { key: 'NsLettersAllIn' },
            tone: 'success',
            lines: [{ key: 'NsLettersAllInText' }],
            action: { label: 'NsSeeLetters', href: lettersHref },
            isToDo: false,
          },
  );

  const { applications } = summary;
  const applicationsDeadline = cycle.dates.earliestApplicationDeadlineDate;
  const inProgress: Text[] =
    applications.inProgress > 0
      ? [{ key: 'NsInProgressText', values: { count: applications.inProgress } }]
      : [];
  if (applications.sent > 0) {
    steps.push({
      id: 'applications',
      title: 'NsApplications',
      status: { key: 'NsSent', values: { count: applications.sent } },
      tone: 'success',
      lines: [{ key: 'NsSentText', values: { count: applications.sent } }, ...inProgress],
      action: { label: 'NsSeeApplications', href: pathIn(code, 'applications') },
      isToDo: false,
    });
  } else if (isAhead(applicationsDeadline, now) && !cycle.isReadOnly) {
    steps.push({
      id: 'applications',
      title: 'NsApplications',
      status: { key: 'NsNoneSent' },
      tone: 'warning',
      lines: [
        applicationsDeadline
          ? { key: 'NsSendBy', values: { date: formatDateTime(applicationsDeadline) } }
          : { key: 'NsSendNoDeadline' },
        ...inProgress,
      ],
      action: {
        label: 'NsSendApplications',
        href: pathIn(code, applications.inProgress > 0 ? 'applications' : 'programs/directory'),
      },
      isToDo: true,
    });
  } else {
    steps.push({
      id: 'applications',
      title: 'NsApplications',
      status: { key: 'NsNoneSent' },
      tone: 'neutral',
      lines: [{ key: 'NsApplicationsClosed' }],
      action: { label: 'NsSeeApplications', href: pathIn(code, 'applications') },
      isToDo: false,
    });
  }

  steps.push(rankListStep(code, summary.rankList));

  const { matchResult } = summary;
  const resultHref = pathIn(code, 'match-result');
  if (matchResult.released) {
    steps.push({
      id: 'match-result',
      title: 'MrTitle',
      status: { key: 'NsReleased' },
      tone: 'success',
      lines: [{ key: 'NsReleasedText' }],
      action: { label: 'NsSeeResult', href: resultHref },
      isToDo: true,
    });
  } else {
    const date = matchResult.releaseDate;
    steps.push({
      id: 'match-result',
      title: 'MrTitle',
      status: { key: 'NsNotReleased' },
      tone: 'neutral',
      lines: [
        date === null
          ? { key: 'NsReleaseNotSet' }
          : {
              key: isAhead(date, now) ? 'NsReleaseOn' : 'NsReleaseDue',
              values: { date: formatDateTime(date) },
            },
      ],
      action: { label: 'NsOpenResult', href: resultHref },
      isToDo: false,
    });
  }
  return steps;
}

function rankListStep(code: string, rankList: ApplicantHomeSummary['rankList']): NextStep {
  const base = { id: 'rank-list', title: 'RkTitle' } as const;
  const href = pathIn(code, 'rank-list');
  const deadline = rankList.deadline ? formatDateTime(rankList.deadline) : null;
  if (rankList.state === 'Certified') {
    return {
      ...base,
      status: { key: 'RkStateCertified' },
      tone: 'success',
      lines: rankList.certifiedAt
        ? [{ key: 'NsCertifiedText', values: { date: formatDateTime(rankList.certifiedAt) } }]
        : [],
      action: { label: 'NsOpenRankList', href },
      isToDo: false,
    };
  }
  if (rankList.isDeclined) {
    return {
      ...base,
      status: { key: 'NsNoRankList' },
      tone: 'neutral',
      lines: [{ key: 'NsRankDeclined' }],
      action: { label: 'NsOpenRankList', href },
      isToDo: false,
    };
  }
  if (rankList.state === 'Saved') {
    if (rankList.isDeadlinePassed) {
      return {
        ...base,
        status: { key: 'RkStateNotCertified' },
        tone: 'danger',
        lines: [{ key: 'NsNotCertifiedClosed' }],
        action: { label: 'NsOpenRankList', href },
        isToDo: false,
      };
    }
    return {
      ...base,
      status: { key: 'RkStateNotCertified' },
      tone: 'warning',
      lines: [
        deadline
          ? { key: 'NsNotCertifiedBy', values: { date: deadline } }
          : { key: 'NsNotCertifiedNoDeadline' },
      ],
      action: { label: 'NsCertifyRankList', href },
      isToDo: true,
    };
  }
  if (rankList.isDeadlinePassed) {
    return {
      ...base,
      status: { key: 'NsNotSubmitted' },
      tone: 'neutral',
      lines: [{ key: 'NsRankClosed' }],
      action: { label: 'NsOpenRankList', href },
      isToDo: false,
    };
  }
  return {
    ...base,
    status: { key: 'NsNotStarted' },
    tone: 'info',
    lines: [deadline ? { key: 'NsRankBy', values: { date: deadline } } : { key: 'NsRankNoDeadline' }],
    action: { label: 'NsStartRankList', href },
    isToDo: true,
  };
}
