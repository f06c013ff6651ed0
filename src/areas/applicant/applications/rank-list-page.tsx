import { useState } from 'react';
import { useParams } from 'wouter';
import { buildPath } from '../../../../core/contracts/http.ts';
import {
  type ApplicantRankList,
  certifyApplicantRankList,
  declareNoApplicantRankList,
  getApplicantRankList,
  saveApplicantRankList,
} from '../../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { CoupleNotice } from '../../../features/couples/couple-notice.tsx';
import { RankListScreen } from '../../../features/rank-lists/rank-list-screen.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';

const placeOf = (p: { city: string | null; stateName: string | null }) =>
  [p.city, p.stateName].filter(Boolean).join(', ');

/**
 * `/applicant/:matchCycleCode/rank-list` (issue 6): the programs applied to, in the applicant's order
 * (the shared rank list screen), and after it the applicant's "I will not submit a rank list".
 */
export function RankListPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const params = { matchCycleCode };
  return (
    <RankListScreen<ApplicantRankList, 'programIds'>
      entity="rank-list"
      entityId={matchCycleCode}
      idsField="programIds"
      load={() => call(getApplicantRankList, { params })}
      savePath={buildPath(saveApplicantRankList.path, params)}
      send={(body, idempotencyKey) => call(saveApplicantRankList, { params, body, idempotencyKey })}
      certify={(version) => call(certifyApplicantRankList, { params, body: { version } })}
      subjectsOf={(list) => ({
        ranked: list.entries.map((e) => ({
          id: e.programId,
          name: e.programName,
          detail: placeOf(e),
          note: e.note,
        })),
        unranked: list.unranked.map((p) => ({ id: p.programId, name: p.programName, detail: '' })),
      })}
      emptyText={t('RkEmpty')}
      unrankedTitle={t('RkUnranked')}
      onRefused={showDeniedIfRefused}
      isOrderHidden={(list) => list.noRankListDeclaredAt !== null}
      header={() => <CoupleNotice matchCycleCode={matchCycleCode} />}
      // After the list: not submitting one is the exception, not the first thing to do.
      footer={(list, remember) => (
        <NoRankListDeclaration list={list} matchCycleCode={matchCycleCode} onDeclared={remember} />
      )}
    />
  );
}

/**
 * The switch "I will not submit a rank list for this match": sent at once (it needs a connection,
 * like certifying); the server refuses it while programs are ranked, and ranking while it is on.
 */
function NoRankListDeclaration({
  list,
  matchCycleCode,
  onDeclared,
}: {
  list: ApplicantRankList;
  matchCycleCode: string;
  onDeclared: (copy: ApplicantRankList) => Promise<void>;
}) {
  const t = useT();
  const [isSending, setSending] = useState(false);
  const declared = list.noRankListDeclaredAt !== null;
  const change = async (next: boolean) => {
    setSending(true);
    try {
      const answer = await call(declareNoApplicantRankList, {
        params: { matchCycleCode },
        body: { declared: next },
      });
      await onDeclared(answer);
      showSuccess(t(next ? 'RkNoListDeclared' : 'RkNoListWithdrawn'));
    } catch (error) {
      if (!showDeniedIfRefused(error)) handleError(error, { context: 'no rank list declaration' });
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="rk-no-list" className="stack">
      <h2 id="rk-no-list">{t('RkNoListTitle')}</h2>
      <SwitchField
        label={t('RkNoListSwitch')}
        description={t('RkNoListHint')}
        isSelected={declared}
        isDisabled={!list.actions.canEdit || isSending}
        onChange={(next) => void change(next)}
      />
      {list.noRankListDeclaredAt ? (
        <FormMessage
          tone="info"
          text={t('RkNoListDeclaredOn', { date: formatDateTime(list.noRankListDeclaredAt) })}
        />
      ) : null}
    </section>
  );
}
