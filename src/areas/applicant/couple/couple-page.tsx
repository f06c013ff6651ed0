import { useState } from 'react';
import { useParams } from 'wouter';
import {
  acceptCoupleProposal,
  type CoupleRankList,
  type CoupleStatus,
  cancelCoupleProposal,
  certifyCoupleRankList,
  declineCoupleProposal,
  dissolveCouple,
  getCoupleRankList,
  getCoupleStatus,
  proposeCouple,
  saveCoupleRankList,
} from '../../../../core/contracts/couples/couples.contract.ts';
import { buildPath } from '../../../../core/contracts/http.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { PairListEditor, type ProgramPair } from '../../../features/couples/pair-list-editor.tsx';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { RankListDeadline } from '../../../features/rank-lists/rank-list-screen.tsx';
import { useRankListEditing } from '../../../features/rank-lists/use-rank-list-editing.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { syncStatusText, syncStatusTone } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/**
 * `/applicant/:matchCycleCode/couple` (issue 6): where the applicant stands as a couple, with the
 * actions of that state (propose, withdraw, accept or decline, dissolve), and once linked the joint
 * rank list of program pairs. A proposal the applicant sent shows only what they typed, with
 * Withdraw, the same whether the address or code is anyone's (issue 11, ADR 0015); the partner's
 * name appears once they accept.
 */
export function CouplePage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const params = { matchCycleCode };
  const query = useContractQuery(
    getCoupleStatus,
    { params },
    {
      keepOffline: true,
      // An unknown cycle shows the not-found page rather than a toast.
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'couple status' });
      },
    },
  );
  // The answer of the last action, until the next read.
  const [answered, setAnswered] = useState<CoupleStatus | null>(null);
  const status = answered ?? query.data;
  if (isNotFound(query.error)) return <NotFound />;
  if (!status) return query.error ? null : <PageLoading />;

  const act = async (run: () => Promise<CoupleStatus>, done: string, context: string) => {
    try {
      setAnswered(await run());
      showSuccess(done);
      return true;
    } catch (error) {
      if (!showDeniedIfRefused(error)) handleError(error, { context });
      return false;
    }
  };
  const canChange = status.declineReason === null;
  const partner = status.partner;

  return (
    <Page title={t('CpTitle')}>
      <OfflineCopyNote at={query.offlineCopyAt} />
      <p>{t('CpIntro')}</p>
      {status.declineReason ? <FormMessage text={status.declineReason} /> : null}
      {status.state === 'ProposalSent' ? (
        <section className="stack">
          <FormMessage tone="info" text={t('CpSentTo', { to: status.proposedTo ?? '' })} />
          {canChange ? (
            <div className="button-row">
              <Button
                variant="secondary"
                onPress={() =>
                  void act(() => call(cancelCoupleProposal, { params }), t('CpCancelled'), 'couple cancel')
                }
              >
                {t('CpCancel')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {(status.state === 'None' || status.state === 'ProposalSent') && canChange ? (
        <ProposeForm matchCycleCode={matchCycleCode} onProposed={setAnswered} />
      ) : null}
      {status.state === 'ProposalReceived' && partner ? (
        <section className="stack">
          <PartnerSentence text="CpReceivedFrom" partner={partner} at={status.proposedAt} />
          {canChange ? (
            <div className="button-row">
              <Button
                onPress={() =>
                  void act(() => call(acceptCoupleProposal, { params }), t('CpAccepted'), 'couple accept')
                }
              >
                {t('CpAccept')}
              </Button>
              <Button
                variant="secondary"
                onPress={() =>
                  void act(() => call(declineCoupleProposal, { params }), t('CpDeclined'), 'couple decline')
                }
              >
                {t('CpDecline')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {status.state === 'Linked' && partner ? (
        <>
          <section className="stack">
            <PartnerSentence text="CpLinkedWith" partner={partner} at={status.linkedAt} />
            {canChange ? (
              <div className="button-row">
                <Button
                  variant="danger"
                  onPress={async () => {
                    const confirmed = await confirm({
                      message: t('CpDissolveConfirm', { name: partner.name }),
                      confirmLabel: t('CpDissolve'),
                      isDanger: true,
                    });
                    if (confirmed) {
                      await act(() => call(dissolveCouple, { params }), t('CpDissolved'), 'couple dissolve');
                    }
                  }}
                >
                  {t('CpDissolve')}
                </Button>
              </div>
            ) : null}
          </section>
          <JointRankList matchCycleCode={matchCycleCode} />
        </>
      ) : null}
    </Page>
  );
}

/** The proposal has no message of its own: the button waits for a partner, the server checks the rest. */
const noMessages = () => ({});

function ProposeForm({
  matchCycleCode,
  onProposed,
}: {
  matchCycleCode: string;
  onProposed: (status: CoupleStatus) => void;
}) {
  const t = useT();
  const form = useEntityForm({
    draftKey: null,
    initial: { partner: '' },
    validate: noMessages,
    context: 'couple proposal',
  });
  const partner = form.values.partner;
  const send = form.handleSubmit(async (values) => {
    const proposed = await call(proposeCouple, {
      params: { matchCycleCode },
      body: { partner: values.partner.trim() },
    }).catch((failure: unknown) => {
      if (showDeniedIfRefused(failure)) return null;
      throw failure;
    });
    if (!proposed) return;
    onProposed(proposed);
    form.reset();
    showSuccess(t('CpProposed'));
  });
  return (
    <form className="stack" onSubmit={(event) => void send(event)}>
      <TextField
        label={t('CpPartnerField')}
        description={t('CpPartnerHint')}
        value={partner}
        onChange={(value) => form.set({ partner: value })}
        errorMessage={form.errorOf('partner')}
        isRequired
        maxLength={320}
      />
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving} isDisabled={partner.trim() === ''}>
          {t('CpPropose')}
        </Button>
      </div>
    </form>
  );
}

/** What a save writes: the whole order of pairs from my side, on the list's version. */
type Draft = { pairs: ProgramPair[]; version: number };

const draftOf = (list: CoupleRankList): Draft => ({
  pairs: list.entries.map((e) => ({
    myProgramId: e.myProgram?.programId ?? null,
    partnerProgramId: e.partnerProgram?.programId ?? null,
  })),
  version: list.version,
});

/** The joint list: saved at once or kept on the device for the outbox (as the single list); certified online. */
function JointRankList({ matchCycleCode }: { matchCycleCode: string }) {
  const t = useT();
  const path = buildPath(saveCoupleRankList.path, { matchCycleCode });
  const entity = useOfflineEntity<CoupleRankList, Draft>({
    entity: 'couple-rank-list',
    id: matchCycleCode,
    load: () => call(getCoupleRankList, { params: { matchCycleCode } }),
    save: { method: 'PUT', path },
  });
  const list = entity.data;
  const editing = useRankListEditing<CoupleRankList, Draft, Draft>({
    entity,
    draftOf,
    fromBody: (body) => body,
    toBody: (draft) => draft,
    send: (body, idempotencyKey) =>
      call(saveCoupleRankList, { params: { matchCycleCode }, body, idempotencyKey }),
    certify: (version) => call(certifyCoupleRankList, { params: { matchCycleCode }, body: { version } }),
    orderField: 'pairs',
    context: 'couple rank list',
    savedText: t('CpSaved'),
    certifiedText: t('CpCertified'),
    onRefused: showDeniedIfRefused,
  });
  const { draft } = editing;

  if (!list || !draft || !entity.unsentKnown) return <PageLoading />;
  const canEdit = list.actions.canEdit;
  const partnerName = list.partner.name;
  const programName = (id: number | null, programs: CoupleRankList['myPrograms']) =>
    id === null ? t('CpNoMatch') : (programs.find((p) => p.programId === id)?.programName ?? String(id));

  return (
    <section aria-labelledby="cp-joint-list" className="stack">
      <h2 id="cp-joint-list">{t('CpJointList')}</h2>
      <OfflineCopyNote at={entity.fromCache ? Date.now() : null} />
      <RankListDeadline list={list} />
      <FormMessage
        tone={list.certifiedAt ? 'success' : 'warning'}
        text={
          list.certifiedAt
            ? t('CpCertifiedBy', {
                name: list.certifiedByName ?? '',
                date: formatDateTime(list.certifiedAt),
              })
            : t('RkNotCertified')
        }
      />
      {list.declineReason ? <FormMessage text={list.declineReason} /> : null}
      {entity.unsent ? (
        <FormMessage tone={syncStatusTone[entity.status]} text={t(syncStatusText[entity.status])} />
      ) : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ pairs: t('CpJointList') }}
          describeValue={(field, value) =>
            field === 'pairs' && Array.isArray(value)
              ? (value as ProgramPair[])
                  .map(
                    (pair, i) =>
                      `${i + 1}. ${t('CpPairOf', {
                        mine: programName(pair.myProgramId, list.myPrograms),
                        partnerName,
                        partner: programName(pair.partnerProgramId, list.partnerPrograms),
                      })}`,
                  )
                  .join('; ')
              : null
          }
          onResolved={(_choice, value) => editing.resolveConflict(value as Draft)}
        />
      ) : null}
      <PairListEditor
        pairs={draft.pairs}
        myPrograms={list.myPrograms}
        partnerPrograms={list.partnerPrograms}
        partnerName={partnerName}
        canEdit={canEdit}
        onChange={(pairs) => editing.change({ pairs })}
      />
      {editing.fieldError ? <p className="field-error">{editing.fieldError}</p> : null}
      {canEdit ? (
        <>
          <div className="button-row">
            <Button onPress={() => void editing.save()} isPending={editing.isSaving}>
              {t('RkSave')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => void editing.certify()}
              isDisabled={!list.actions.canCertify || !editing.mayCertifyNow}
            >
              {t('RkCertify')}
            </Button>
          </div>
          <p className="field-description">{t('CpEitherEdits')}</p>
        </>
      ) : null}
    </section>
  );
}

/** Where the applicant stands with the partner: the sentence names the partner, its code and the date. */
function PartnerSentence({
  text,
  partner,
  at,
}: {
  text: 'CpReceivedFrom' | 'CpLinkedWith';
  partner: { name: string; applicantCode: string };
  at: string | null;
}) {
  const t = useT();
  return (
    <p>{t(text, { name: partner.name, code: partner.applicantCode, date: at ? formatDateTime(at) : '' })}</p>
  );
}
