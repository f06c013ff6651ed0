import {
  changeMatchCycleStatus,
  type MatchCycleDetails,
  type MatchCycleListItem,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { nextMatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { confirm } from '../../ui/confirm-dialog.tsx';

/**
 * Moves a cycle to its next status after the admin confirms (platform.md §2 confirmation popup).
 * Resolves the updated cycle, or null when declined or refused (the refusal is shown as a toast).
 */
export async function moveMatchCycleStatus(
  cycle: Pick<MatchCycleListItem, 'id' | 'shortName' | 'status'>,
): Promise<MatchCycleDetails | null> {
  const next = nextMatchCycleStatus(cycle.status);
  if (!next) return null;
  const name = cycle.shortName;
  const confirmed = await confirm({
    message: t(next === 'Active' ? 'McConfirmActivate' : 'McConfirmArchive', { name }),
    confirmLabel: t(next === 'Active' ? 'McActivate' : 'McArchive'),
  });
  if (!confirmed) return null;
  try {
    const updated = await call(changeMatchCycleStatus, { params: { id: cycle.id }, body: { status: next } });
    showSuccess(t(next === 'Active' ? 'McActivated' : 'McArchivedDone', { name }));
    return updated;
  } catch (error) {
    handleError(error, { context: 'match cycle status' });
    return null;
  }
}
