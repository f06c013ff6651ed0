/**
 * quality-assurance/video-conference-feedback (business.md §2.6, issue 17): the feedback received,
 * newest first, paged, filtered by the sender's meeting role and a highest overall rating (to find
 * the bad meetings), with the average overall rating of what the filters keep.
 */
import {
  listVideoFeedback,
  type VideoFeedback,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { meetingRoles } from '../../../../core/domain/meetings.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const ALL = '';

const roleKeys = {
  ProgramUser: 'QvRoleProgramUser',
  ProgramUserAsApplicant: 'QvRoleProgramUserAsApplicant',
  Applicant: 'QvRoleApplicant',
} as const;

const problemKeys: Record<
  string,
  | 'MtProblemNoAudio'
  | 'MtProblemNoVideo'
  | 'MtProblemEcho'
  | 'MtProblemFrozen'
  | 'MtProblemDropped'
  | 'MtProblemScreenShare'
> = {
  NoAudio: 'MtProblemNoAudio',
  NoVideo: 'MtProblemNoVideo',
  Echo: 'MtProblemEcho',
  Frozen: 'MtProblemFrozen',
  Dropped: 'MtProblemDropped',
  ScreenShare: 'MtProblemScreenShare',
};

export function VideoFeedbackList() {
  const t = useT();
  const list = useListQuery(listVideoFeedback, { defaults: { meetingRole: ALL, maxRating: ALL } });
  const { query, setQuery, data } = list;
  const rating = (value: number | null) => (value === null ? '—' : `${value}/5`);

  const columns: DataTableColumn<VideoFeedback>[] = [
    { id: 'createdAt', header: t('QvSent'), render: (f) => formatDateTime(f.createdAt) },
    {
      id: 'user',
      header: t('QvFrom'),
      isRowHeader: true,
      render: (f) => `${f.userName} (${t(roleKeys[f.meetingRole])})`,
    },
    {
      id: 'meeting',
      header: t('QvMeeting'),
      render: (f) =>
        [f.programName, f.startsAt ? formatInterviewTimeInline(f.startsAt, null) : null]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    {
      id: 'ratings',
      header: t('QvRatings'),
      render: (f) =>
        t('QvRatingLine', {
          overall: rating(f.overallRating),
          audio: rating(f.audioRating),
          video: rating(f.videoRating),
        }),
    },
    {
      id: 'problems',
      header: t('QvProblems'),
      render: (f) =>
        f.problems.length === 0
          ? '—'
          : f.problems.map((p) => (problemKeys[p] ? t(problemKeys[p]) : p)).join('; '),
    },
    {
      id: 'comment',
      header: t('QvComment'),
      render: (f) => f.comment ?? '—',
      fullText: (f) => f.comment ?? undefined,
    },
  ];

  return (
    <div className="stack">
      <div className="list-toolbar">
        <SelectField
          label={t('QvRole')}
          options={[
            { value: ALL, label: t('QvAllRoles') },
            ...meetingRoles.map((role) => ({ value: role, label: t(roleKeys[role]) })),
          ]}
          value={String(query.meetingRole)}
          onChange={(meetingRole) => setQuery({ meetingRole: meetingRole ?? ALL })}
        />
        <SelectField
          label={t('QvMaxRating')}
          options={[
            { value: ALL, label: t('QvAnyRating') },
            ...[1, 2, 3, 4].map((r) => ({ value: String(r), label: t('QvAtMost', { rating: r }) })),
          ]}
          value={String(query.maxRating)}
          onChange={(maxRating) => setQuery({ maxRating: maxRating ?? ALL })}
        />
      </div>
      <p role="status">
        {data?.averageRating == null
          ? t('QvNoAverage')
          : t('QvAverage', { average: data.averageRating.toFixed(1), count: data.total })}
      </p>
      <DataTable
        aria-label={t('QaVideoConferenceFeedback')}
        layout="cards"
        columns={columns}
        getRowKey={(f) => f.id}
        emptyText={t('QvNone')}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} />
    </div>
  );
}
