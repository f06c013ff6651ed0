import type { ReactNode } from 'react';
import type { ApplicantRankList } from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StatusBadge, statusTone } from '../../ui/status-badge.tsx';
import type { Tone } from '../../ui/tone.ts';
import { ConflictChoice } from '../sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../sync/offline-copy-note.tsx';
import type { SyncStatus } from '../sync/outbox-entries.ts';
import { syncStatusText, syncStatusTone } from '../sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../sync/use-offline-entity.ts';
import { type RankDraft, RankListEditor, type RankSubject } from './rank-list-editor.tsx';
import { useRankListEditing } from './use-rank-list-editing.ts';
import { useUncertifiedBySync } from './use-uncertified-by-sync.ts';

/** What every owner's list answers (the shared part of the rank list contracts). */
export type RankListView = Pick<
  ApplicantRankList,
  'deadline' | 'isDeadlinePassed' | 'version' | 'certifiedAt' | 'actions' | 'declineReason'
>;

/** A save's body as the contract names it: the whole order under `K`, the author's notes, the version. */
export type RankListBody<K extends string> = { [P in K]: number[] } & {
  notes: Record<string, string>;
  version: number;
};

export type RankListScreenProps<L extends RankListView, K extends string> = {
  /** The outbox entity ('rank-list', 'program-rank-list') and which list. */
  entity: string;
  entityId: string;
  /** The body field holding the order ('programIds', 'applicantIds'). */
  idsField: K;
  load: () => Promise<L>;
  /** Where the outbox sends a save kept on the device (a PUT). */
  savePath: string;
  send: (body: RankListBody<K>, idempotencyKey: string) => Promise<L>;
  certify: (version: number) => Promise<L>;
  /** The ranked subjects with the author's notes, then those that can still be added. */
  subjectsOf: (list: L) => { ranked: (RankSubject & { note: string | null })[]; unranked: RankSubject[] };
  emptyText: string;
  unrankedTitle: string;
  /** Shows a refusal its own way (the applicant's 'Denied' popup) and answers true; else the usual toast. */
  onRefused?: (error: unknown) => boolean;
  /** False hides Certify and shows `certifyNote` instead (a program user who is not the director). */
  mayCertify?: (list: L) => boolean;
  certifyNote?: string;
  /** Shown under the status, e.g. what the list belongs to; `remember` keeps a copy the server answered. */
  header?: (list: L, remember: (copy: L) => Promise<void>) => ReactNode;
  /** Shown after the list and its save bar: secondary actions (the applicant's "I will not submit a rank list"). */
  footer?: (list: L, remember: (copy: L) => Promise<void>) => ReactNode;
  /** True hides the order (the applicant said they will not submit a list). */
  isOrderHidden?: (list: L) => boolean;
};

const draftOf = <L extends RankListView, K extends string>(
  list: L,
  subjectsOf: RankListScreenProps<L, K>['subjectsOf'],
  version = list.version,
): RankDraft & { version: number } => {
  const { ranked } = subjectsOf(list);
  return {
    ids: ranked.map((s) => s.id),
    notes: Object.fromEntries(ranked.filter((s) => s.note).map((s) => [String(s.id), s.note as string])),
    version,
  };
};

/**
 * A rank list screen (issue 6), the same for an applicant and a program: the order, saved at once or
 * kept on the device for the outbox (a stale save offers the conflict choice), certified only with a
 * connection; read-only with the server's reason when nothing can change.
 */
export function RankListScreen<L extends RankListView, K extends string>(props: RankListScreenProps<L, K>) {
  const { idsField, subjectsOf } = props;
  const t = useT();
  const entity = useOfflineEntity<L, RankListBody<K>>({
    entity: props.entity,
    id: props.entityId,
    load: props.load,
    save: { method: 'PUT', path: props.savePath },
  });
  const list = entity.data;
  const uncertified = useUncertifiedBySync(entity, props.entity, props.entityId);
  const editing = useRankListEditing<L, RankDraft & { version: number }, RankListBody<K>>({
    entity,
    draftOf: (copy) => draftOf(copy, subjectsOf),
    fromBody: (body) => ({ ids: body[idsField], notes: body.notes, version: body.version }),
    // Notes of subjects taken off the list stay on screen (in case they come back) but are not sent.
    toBody: (draft) => {
      const kept = new Set(draft.ids.map(String));
      return {
        [idsField]: draft.ids,
        notes: Object.fromEntries(
          Object.entries(draft.notes).filter(([id, note]) => kept.has(id) && note.trim()),
        ),
        version: draft.version,
      } as RankListBody<K>;
    },
    send: props.send,
    certify: props.certify,
    orderField: idsField,
    context: 'rank list',
    savedText: t('RkSaved'),
    certifiedText: t('RkCertifiedNow'),
    onRefused: props.onRefused,
    onKeptOnDevice: (before) => uncertified.keptOnDevice(before.certifiedAt !== null),
  });
  const { draft } = editing;

  if (isNotFound(entity.loadError)) return <NotFound />;
  if (!list || !draft || !entity.unsentKnown) return <PageLoading />;

  const { ranked, unranked } = subjectsOf(list);
  const subjects = new Map<number, RankSubject>(
    [...ranked, ...unranked].map(({ id, name, detail }) => [id, { id, name, detail }]),
  );
  const canEdit = list.actions.canEdit;
  const mayCertify = props.mayCertify?.(list) ?? true;
  const isOrderHidden = props.isOrderHidden?.(list) ?? false;

  return (
    <Page title={t('RkTitle')}>
      <OfflineCopyNote at={entity.fromCache ? Date.now() : null} />
      {props.header?.(list, editing.remember)}
      <RankListStatus list={list} />
      {uncertified.isUncertifiedBySync ? (
        <FormMessage tone="warning" text={t('RkUncertifiedBySync')} />
      ) : null}
      {entity.conflict ? (
        <ConflictChoice
          entry={entity.conflict}
          fieldLabels={{ [idsField]: t('RkTitle'), notes: t('RkNotes') }}
          describeValue={(field, value) =>
            field === idsField && Array.isArray(value)
              ? value.map((id, i) => `${i + 1}. ${subjects.get(id as number)?.name ?? id}`).join('; ')
              : null
          }
          onResolved={(_choice, value) => editing.resolveConflict(value as RankListBody<K>)}
        />
      ) : null}
      {isOrderHidden ? null : (
        <>
          <RankListEditor
            draft={draft}
            subjects={subjects}
            canEdit={canEdit}
            onChange={editing.change}
            emptyText={props.emptyText}
            unrankedTitle={props.unrankedTitle}
          />
          {editing.fieldError ? <p className="field-error">{editing.fieldError}</p> : null}
          {canEdit ? (
            // On phones the bar sticks to the bottom while the order is not saved (styles.css).
            <div className="sticky-save-bar" data-dirty={editing.isDirty ? 'true' : 'false'}>
              <SaveState isDirty={editing.isDirty} entity={entity} />
              <div className="button-row">
                <Button onPress={() => void editing.save()} isPending={editing.isSaving}>
                  {t('RkSave')}
                </Button>
                {mayCertify ? (
                  <Button
                    variant="secondary"
                    onPress={() => void editing.certify()}
                    isDisabled={!list.actions.canCertify || !editing.mayCertifyNow}
                  >
                    {t('RkCertify')}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : entity.unsent ? (
            <SaveState isDirty={false} entity={entity} />
          ) : null}
          {canEdit && !mayCertify && props.certifyNote ? (
            <p className="field-description">{props.certifyNote}</p>
          ) : null}
          {canEdit ? <p className="field-description">{t('RkChangeUncertifies')}</p> : null}
        </>
      )}
      {props.footer?.(list, editing.remember)}
    </Page>
  );
}

/** The list's deadline, or that it has passed or is not set yet (every rank list, the couples' too). */
export function RankListDeadline({ list }: { list: Pick<RankListView, 'deadline' | 'isDeadlinePassed'> }) {
  const t = useT();
  return (
    <p>
      {list.deadline
        ? t(list.isDeadlinePassed ? 'RkDeadlinePassed' : 'RkDeadline', {
            date: formatDateTime(list.deadline),
          })
        : t('RkNoDeadline')}
    </p>
  );
}

/**
 * Where the order stands, in words with the tone that means it: not saved yet (warning), saved on
 * this device or syncing (sync-status tones), or saved (success).
 */
function SaveState({
  isDirty,
  entity,
}: {
  isDirty: boolean;
  entity: { unsent: unknown; status: SyncStatus };
}) {
  const t = useT();
  const [tone, text]: [Tone, string] = isDirty
    ? ['warning', t('UnsavedChanges')]
    : entity.unsent
      ? [syncStatusTone[entity.status], t(syncStatusText[entity.status])]
      : ['success', t('SyncSynced')];
  return (
    <p className="save-state" role="status">
      <StatusBadge status={isDirty ? 'Unsaved' : entity.status} label={text} tone={tone} />
    </p>
  );
}

/** The deadline, whether the list is certified (a badge in the tone that means it), and why nothing can change now. */
function RankListStatus({ list }: { list: RankListView }) {
  const t = useT();
  const status = list.certifiedAt ? 'Certified' : 'NotCertified';
  return (
    <>
      <RankListDeadline list={list} />
      <p className="rank-list-certification">
        <StatusBadge
          status={status}
          label={t(list.certifiedAt ? 'RkStateCertified' : 'RkStateNotCertified')}
          tone={statusTone(status)}
        />
        <span>
          {list.certifiedAt
            ? t('RkCertifiedOn', { date: formatDateTime(list.certifiedAt) })
            : t('RkOnlyCertified')}
        </span>
      </p>
      {list.declineReason ? <FormMessage text={list.declineReason} /> : null}
    </>
  );
}
