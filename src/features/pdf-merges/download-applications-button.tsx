/**
 * 'Download applications (PDF)': queues a FinalMerge of the selected applications with every section
 * (platform.md §7 QueueBulkPdfMerge); the progress toast follows it from there.
 */
import { useState } from 'react';
import { queueBulkPdfMerge } from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { mergeSections } from '../../../core/domain/pdf-merges.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { mergeRequested } from './merge-progress-store.ts';

/** Every section but the interview and vacancy coversheets (a FinalMerge's packet). */
const finalMergeSections = mergeSections.filter(
  (s) => s !== 'InterviewCoversheet' && s !== 'VacancyCoversheet',
);

export function DownloadApplicationsButton({
  applicationIds,
  isDisabled,
}: {
  applicationIds: readonly number[];
  isDisabled?: boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    try {
      const progress = await call(queueBulkPdfMerge, {
        body: { entityIds: [...applicationIds], sections: finalMergeSections, type: 'FinalMerge' },
      });
      mergeRequested(progress);
    } catch (caught) {
      handleError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isPending={busy}
      isDisabled={isDisabled || busy || applicationIds.length === 0}
      onPress={() => void request()}
      data-testid="pdf-merge-request"
    >
      {t('PdfMergeDownloadApplications')}
    </Button>
  );
}
