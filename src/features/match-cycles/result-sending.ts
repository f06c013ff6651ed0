import type { MatchCycleDetails } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { runResultSending } from '../../../core/contracts/match-results/audience-results.contract.ts';
import type { ResultSendingAudience } from '../../../core/domain/match-cycle-results.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { confirm } from '../../ui/confirm-dialog.tsx';

/**
 * Sends an audience its results now, after the admin confirms (business.md §4: only when
 * canRunManually allows it; the server checks again and says why it refuses). Resolves the updated
 * cycle, or null when declined or refused (the refusal is shown as a toast).
 */
export async function sendResultsNow(
  cycle: Pick<MatchCycleDetails, 'id' | 'shortName'>,
  audience: ResultSendingAudience,
  audienceLabel: string,
): Promise<MatchCycleDetails | null> {
  const values = { name: cycle.shortName, audience: audienceLabel };
  const confirmed = await confirm({
    message: t('McConfirmSendNow', values),
    confirmLabel: t('McSendNow'),
  });
  if (!confirmed) return null;
  try {
    const updated = await call(runResultSending, { params: { id: cycle.id, audience } });
    showSuccess(t('McSentNow', values));
    return updated;
  } catch (error) {
    handleError(error, { context: 'result sending' });
    return null;
  }
}
