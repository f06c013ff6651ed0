import type { PortalRankList } from '../../../../core/contracts/programs/program-portal.contract.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { Tone } from '../../../ui/tone.ts';

const labels: Record<PortalRankList['state'], TranslationKey> = {
  Certified: 'PpRankCertified',
  NotCertified: 'PpRankNotCertified',
  NotStarted: 'PpRankNotStarted',
};

/** The rank list's state in words and colour, with its deadline in the viewer's zone and in PT. */
export function RankListState({ rankList }: { rankList: PortalRankList }) {
  const t = useT();
  const tone: Tone =
    rankList.state === 'Certified'
      ? 'success'
      : rankList.isDeadlinePassed
        ? 'danger'
        : rankList.state === 'NotCertified'
          ? 'warning'
          : 'info';
  const line = rankList.certifiedAt
    ? t('PpRankCertifiedOn', { date: formatDateTime(rankList.certifiedAt) })
    : rankList.isDeadlinePassed
      ? t('PpRankDeadlinePassed')
      : rankList.deadline
        ? t('PpRankDeadline', { date: formatInterviewTimeInline(rankList.deadline, null) })
        : t('PpRankNoDeadline');
  return (
    <p>
      <StatusBadge status={rankList.state} tone={tone} label={t(labels[rankList.state])} /> {line}
    </p>
  );
}
