/**
 * The review list's bulk bar (issue 15): with rows selected, invite them (the invitations
 * contract; each refusal shown in words beside the applicant's name), add them to the interview
 * list, or decline them.
 */
import { useState } from 'react';
import { bulkApplications } from '../../../core/contracts/applications/program-applications.contract.ts';
import {
  type SendInvitationsResult,
  sendInvitations,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { PacketRequestButton } from '../pdf-merges/packet-request-button.tsx';
import { sendRefusalKeys } from './review-labels.ts';

export type BulkBarProps = {
  params: { matchCycleCode: string; programCode: string };
  selected: readonly number[];
  /** The names of the selected applications, for the refusal lines. */
  nameOf: (applicationId: number) => string;
  onDone: () => void;
  onClear: () => void;
};

type Action = 'invite' | 'AddToInterviewList' | 'Decline';

export function BulkBar({ params, selected, nameOf, onDone, onClear }: BulkBarProps) {
  const t = useT();
  const [busy, setBusy] = useState<Action | null>(null);
  const [results, setResults] = useState<SendInvitationsResult['results'] | null>(null);
  const [names, setNames] = useState<Map<number, string>>(new Map());

  const run = async (action: Action) => {
    setBusy(action);
    setResults(null);
    const applicationIds = [...selected];
    try {
      if (action === 'invite') {
        setNames(new Map(applicationIds.map((id) => [id, nameOf(id)])));
        const answer = await call(sendInvitations, { params, body: { applicationIds } });
        setResults(answer.results);
        const sent = answer.results.filter((r) => r.refusal === 'None').length;
        if (sent > 0) showSuccess(t('RvInvitationsSent', { count: sent }));
      } else {
        const answer = await call(bulkApplications, { params, body: { applicationIds, action } });
        showSuccess(
          t(action === 'Decline' ? 'RvDeclinedCount' : 'RvAddedToListCount', {
            count: answer.changed.length,
          }),
        );
        onClear();
      }
      onDone();
    } catch (caught) {
      handleError(caught);
    } finally {
      setBusy(null);
    }
  };

  const refused = (results ?? []).filter((r) => r.refusal !== 'None');
  return (
    <>
      {selected.length > 0 ? (
        <section className="review-bulk-bar card" aria-label={t('RvBulkActions')}>
          <p aria-live="polite">{t('RvSelectedCount', { count: selected.length })}</p>
          <div className="button-row">
            <Button
              isPending={busy === 'invite'}
              isDisabled={busy !== null}
              onPress={() => void run('invite')}
            >
              {t('RvInvite')}
            </Button>
            <Button
              variant="secondary"
              isPending={busy === 'AddToInterviewList'}
              isDisabled={busy !== null}
              onPress={() => void run('AddToInterviewList')}
            >
              {t('RvAddToInterviewList')}
            </Button>
            <Button
              variant="danger"
              isPending={busy === 'Decline'}
              isDisabled={busy !== null}
              onPress={() => void run('Decline')}
            >
              {t('RvDecline')}
            </Button>
            <PacketRequestButton
              type="FinalMerge"
              entityIds={selected}
              label={t('PdfMergeDownloadApplications')}
              isDisabled={busy !== null}
            />
            <Button variant="link" onPress={onClear}>
              {t('RvClearSelection')}
            </Button>
          </div>
        </section>
      ) : null}
      {results ? (
        <section className="card" role="status" aria-label={t('RvInviteResults')}>
          <h2>{t('RvInviteResults')}</h2>
          <p>
            {t('RvInviteSummary', {
              sent: results.length - refused.length,
              refused: refused.length,
            })}
          </p>
          {refused.length > 0 ? (
            <ul>
              {refused.map((r) => (
                <li key={r.applicationId}>
                  <strong>{names.get(r.applicationId) ?? `#${r.applicationId}`}</strong>
                  {': '}
                  {r.refusal === 'None' ? null : t(sendRefusalKeys[r.refusal])}
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="link" onPress={() => setResults(null)}>
            {t('RvDismiss')}
          </Button>
        </section>
      ) : null}
    </>
  );
}
