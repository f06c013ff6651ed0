import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useParams } from 'wouter';
import { buildPath } from '../../../../core/contracts/http.ts';
import {
  type ApplicantRankList,
  certifyApplicantRankList,
  getApplicantRankList,
  saveApplicantRankList,
} from '../../../../core/contracts/rank-lists.contract.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { moveToPosition, placeRelative } from '../../../features/rank-lists/rank-order.ts';
import { ConflictChoice } from '../../../features/sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { syncStatusText } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { NumberField, TextAreaField } from '../../../ui/fields.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** What a save writes: the whole order, the applicant's notes, on the list's version. */
type Draft = { programIds: number[]; notes: Record<string, string>; version: number };

const draftOf = (list: ApplicantRankList): Draft => ({
  programIds: list.entries.map((e) => e.programId),
  notes: Object.fromEntries(list.entries.filter((e) => e.note).map((e) => [String(e.programId), e.note!])),
  version: list.version,
});

/**
 * `/applicant/:matchCycleCode/rank-list` (issue 6): the programs applied to, in the applicant's order.
 * Reordered by drag and drop (also by keyboard), by typing a position, or with move buttons; saved at
 * once or kept on the device for the outbox; certified only with a connection. Any change un-certifies.
 */
export function RankListPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const path = buildPath(saveApplicantRankList.path, { matchCycleCode });
  const entity = useOfflineEntity<ApplicantRankList, Draft>({
    entity: 'rank-list',
    id: matchCycleCode,
    load: () => call(getApplicantRankList, { params: { matchCycleCode } }),
    save: { method: 'PUT', path },
  });
  const list = entity.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  // Start from an edit still waiting on this device, else from the server's list; a newer server
  // copy (a save, or the outbox delivering one) starts the form again unless the user is editing.
  const base = list ? (entity.unsent ?? draftOf(list)) : null;
  const dirty = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `base` is recomputed from these at every render
  useEffect(() => {
    if (base && !dirty.current) setDraft(base);
  }, [list, entity.unsent, entity.unsentKnown]);

  if (isNotFound(entity.loadError)) return <NotFound />;
  if (!list || !draft || !entity.unsentKnown) return <PageLoading />;

  const names = new Map<number, string>([
    ...list.entries.map((e): [number, string] => [e.programId, e.programName]),
    ...list.unranked.map((p): [number, string] => [p.programId, p.programName]),
  ]);
  const details = new Map(
    list.entries.map((e) => [e.programId, [e.city, e.stateName].filter(Boolean).join(', ')]),
  );
  const canEdit = list.actions.canEdit;
  const change = (next: Partial<Draft>) => {
    dirty.current = true;
    setDraft((current) => (current ? { ...current, ...next } : current));
  };
  const unranked = [...names.keys()].filter((id) => !draft.programIds.includes(id));

  const save = async () => {
    setSaving(true);
    setFieldError(null);
    // Notes of programs taken off the list stay on screen (in case they come back) but are not sent.
    const ranked = new Set(draft.programIds.map(String));
    const body: Draft = {
      ...draft,
      notes: Object.fromEntries(
        Object.entries(draft.notes).filter(([id, note]) => ranked.has(id) && note.trim()),
      ),
    };
    try {
      const outcome = await sendOrKeepOnDevice(entity, body, (idempotencyKey) =>
        call(saveApplicantRankList, { params: { matchCycleCode }, body, idempotencyKey }),
      );
      dirty.current = false;
      if (!outcome.onDevice) {
        setDraft(draftOf(outcome.saved));
        showSuccess(t('RkSaved'));
      }
    } catch (error) {
      if (!showDeniedIfRefused(error)) {
        const fields = handleError(error, { context: 'rank list save' });
        setFieldError(fields?.programIds?.[0] ?? null);
      }
    } finally {
      setSaving(false);
    }
  };
  const certify = async () => {
    try {
      const certified = await call(certifyApplicantRankList, {
        params: { matchCycleCode },
        body: { version: list.version },
      });
      await entity.remember(certified);
      showSuccess(t('RkCertifiedNow'));
    } catch (error) {
      if (!showDeniedIfRefused(error)) handleError(error, { context: 'rank list certify' });
    }
  };

  return (
    <Page title={t('RkTitle')}>
      <OfflineCopyNote at={entity.fromCache ? Date.now() : null} />
      <p>
        {list.deadline
          ? t(list.isDeadlinePassed ? 'RkDeadlinePassed' : 'RkDeadline', {
              date: formatDateTime(list.deadline),
            })
          : t('RkNoDeadline')}
      </p>
      <FormMessage
        tone="info"
        text={
          list.certifiedAt
            ? t('RkCertifiedOn', { date: formatDateTime(list.certifiedAt) })
            : t('RkNotCertified')
        }
      />
      {list.declineReason ? <FormMessage text={list.declineReason} /> : null}
      {entity.unsent ? <FormMessage tone="info" text={t(syncStatusText[entity.status])} /> : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ programIds: t('RkTitle'), notes: t('RkNotes') }}
          describeValue={(field, value) =>
            field === 'programIds' && Array.isArray(value)
              ? value.map((id, i) => `${i + 1}. ${names.get(id as number) ?? id}`).join('; ')
              : null
          }
          onResolved={(_choice, value) => {
            dirty.current = true;
            setDraft({ ...(value as Draft), version: list.version });
          }}
        />
      ) : null}
      <RankedPrograms draft={draft} names={names} details={details} canEdit={canEdit} onChange={change} />
      {fieldError ? <p className="field-error">{fieldError}</p> : null}
      {canEdit ? (
        <div className="button-row">
          <Button onPress={() => void save()} isPending={isSaving}>
            {t('RkSave')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => void certify()}
            isDisabled={!list.actions.canCertify || dirty.current || entity.unsent !== undefined}
          >
            {t('RkCertify')}
          </Button>
        </div>
      ) : null}
      {canEdit ? <p className="field-description">{t('RkChangeUncertifies')}</p> : null}
      {canEdit && unranked.length > 0 ? (
        <section aria-labelledby="rk-unranked" className="stack">
          <h2 id="rk-unranked">{t('RkUnranked')}</h2>
          <ul className="link-list">
            {unranked.map((id) => (
              <li key={id}>
                {names.get(id)}{' '}
                <Button
                  variant="secondary"
                  aria-label={t('RkAddOf', { name: names.get(id) ?? '' })}
                  onPress={() => change({ programIds: [...draft.programIds, id] })}
                >
                  {t('RkAdd')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

function RankedPrograms({
  draft,
  names,
  details,
  canEdit,
  onChange,
}: {
  draft: Draft;
  names: ReadonlyMap<number, string>;
  details: ReadonlyMap<number, string>;
  canEdit: boolean;
  onChange: (next: Partial<Draft>) => void;
}) {
  const t = useT();
  const order = draft.programIds;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': names.get(Number(key)) ?? String(key) })),
    onReorder: (event) =>
      onChange({
        programIds: placeRelative(
          order,
          [...event.keys].map(Number),
          Number(event.target.key),
          event.target.dropPosition === 'after' ? 'after' : 'before',
        ),
      }),
  });
  if (order.length === 0) return <p>{t('RkEmpty')}</p>;
  return (
    <>
      <GridList
        aria-label={t('RkTitle')}
        className="rank-list"
        items={order.map((id, index) => ({ id, index }))}
        {...(canEdit ? { dragAndDropHooks } : {})}
      >
        {({ id, index }) => {
          const name = names.get(id) ?? String(id);
          return (
            <GridListItem id={id} textValue={`${index + 1}. ${name}`} className="rank-list-item">
              <div className="rank-list-row">
                {canEdit ? (
                  <AriaButton slot="drag" className="drag-handle" aria-label={t('RkDragOf', { name })}>
                    ≡
                  </AriaButton>
                ) : null}
                <span className="rank-list-name">
                  <strong>
                    {index + 1}. {name}
                  </strong>
                  {details.get(id) ? <span> · {details.get(id)}</span> : null}
                </span>
                {canEdit ? (
                  <span className="button-row">
                    <Button
                      variant="secondary"
                      aria-label={t('RkUpOf', { name })}
                      isDisabled={index === 0}
                      onPress={() => onChange({ programIds: moveToPosition(order, index, index) })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('RkDownOf', { name })}
                      isDisabled={index === order.length - 1}
                      onPress={() => onChange({ programIds: moveToPosition(order, index, index + 2) })}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('RkRemoveOf', { name })}
                      onPress={() => onChange({ programIds: order.filter((x) => x !== id) })}
                    >
                      {t('RkRemove')}
                    </Button>
                  </span>
                ) : null}
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      <section aria-labelledby="rk-details" className="stack">
        <h2 id="rk-details">{t('RkDetails')}</h2>
        <ol className="card-list">
          {order.map((id, index) => {
            const name = names.get(id) ?? String(id);
            const note = draft.notes[String(id)] ?? '';
            return (
              <li key={id} className="card stack">
                <strong>{name}</strong>
                {canEdit ? (
                  <>
                    <NumberField
                      label={t('RkPositionOf', { name })}
                      value={index + 1}
                      minValue={1}
                      maxValue={order.length}
                      onChange={(position) => {
                        if (position !== null)
                          onChange({ programIds: moveToPosition(order, index, position) });
                      }}
                    />
                    <TextAreaField
                      label={t('RkNoteOf', { name })}
                      description={t('RkNoteHint')}
                      value={note}
                      onChange={(text) => onChange({ notes: { ...draft.notes, [String(id)]: text } })}
                      maxLength={1000}
                    />
                  </>
                ) : note ? (
                  <p>{note}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
