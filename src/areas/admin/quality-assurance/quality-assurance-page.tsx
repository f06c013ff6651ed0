/**
 * The admin's quality assurance (business.md §2.6 quality-assurance/:tab): one tab each for the
 * spec's lists. Built: final-merge (the bulk PDF merges, their failures and retries), the
 * interview control panel and the video-conference feedback (issue 17), the bug reports' triage
 * (ADR 0027); the others say so until their features exist.
 */
import { AdminMergesList } from '../../../features/pdf-merges/admin-merges-list.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { Page } from '../../../ui/page.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';

const InterviewControlPanel = lazyPage(
  () => import('./interview-control-panel.tsx'),
  'InterviewControlPanel',
);
const VideoFeedbackList = lazyPage(() => import('./video-feedback-list.tsx'), 'VideoFeedbackList');
const BugReportsList = lazyPage(() => import('./bug-reports-list.tsx'), 'BugReportsList');

export const qualityAssuranceTabs = [
  'final-merge',
  'failed-qa',
  'lor-upload-request',
  'pa-anomalies',
  'bug-reports',
  'feature-feedback',
  'interview-control-panel',
  'video-conference-feedback',
] as const;
export type QualityAssuranceTab = (typeof qualityAssuranceTabs)[number];

const tabLabels = {
  'final-merge': 'QaFinalMerge',
  'failed-qa': 'QaFailedQa',
  'lor-upload-request': 'QaLorUploadRequest',
  'pa-anomalies': 'QaPaAnomalies',
  'bug-reports': 'QaBugReports',
  'feature-feedback': 'QaFeatureFeedback',
  'interview-control-panel': 'QaInterviewControlPanel',
  'video-conference-feedback': 'QaVideoConferenceFeedback',
} as const satisfies Record<QualityAssuranceTab, string>;

export function QualityAssurancePage({ tab }: { tab: QualityAssuranceTab }) {
  const t = useT();
  return (
    <Page title={t('QaTitle')}>
      <RouteTabs
        aria-label={t('QaTitle')}
        selectedId={tab}
        tabs={qualityAssuranceTabs.map((id) => ({
          id,
          href: `/admin/quality-assurance/${id}`,
          label: t(tabLabels[id]),
        }))}
      >
        {tab === 'final-merge' ? (
          <AdminMergesList />
        ) : tab === 'interview-control-panel' ? (
          <InterviewControlPanel />
        ) : tab === 'video-conference-feedback' ? (
          <VideoFeedbackList />
        ) : tab === 'bug-reports' ? (
          <BugReportsList />
        ) : (
          <p className="muted">{t('QaNotBuilt')}</p>
        )}
      </RouteTabs>
    </Page>
  );
}
