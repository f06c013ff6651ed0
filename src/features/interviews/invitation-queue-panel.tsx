/**
 * The program's invitation queue (ADR 0024 §7) through its hub: settings, the applications in
 * order (add from the interview list, move, remove), start and stop (cancelling the Pending ones
 * or not), and the history. It reloads on QueueUpdated / QueueHistoryUpdated (the page's live hook
 * bumps `revision`).
 */
import { useCallback, useEffect, useState } from 'react';
import { listProgramApplications } from '../../../core/contracts/applications/program-applications.contract.ts';
import {
  type InvitationQueue,
  type InvitationQueueItem,
  MAX_QUEUE_PENDING,
  type QueueHistory,
} from '../../../core/contracts/interviews/invitation-queue.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { formatInterviewTimeInline } from './interview-time.ts';
import { invitationQueueClient as client, type QueueKey } from './invitation-queue-client.ts';

type Props = QueueKey & {
  programCode: string;
  isReadOnly: boolean;
  /** Bumped by the page on a live event: the queue and its history are asked again. */
  revision: number;
};

const HISTORY_PAGE_SIZE = 10;

export function InvitationQueuePanel({
  programId,
  matchCycleCode,
  programCode,
  isReadOnly,
  revision,
}: Props) {
  const t = useT();
  const key: QueueKey = { programId, matchCycleCode };
  const [queue, setQueue] = useState<InvitationQueue | null | undefined>(undefined);
  const [history, setHistory] = useState<QueueHistory | null>(null);
  const [historyPage, setHistoryPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [cancelPending, setCancelPending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` asks again on a live event
  const load = useCallback(async () => {
    try {
      const [current, entries] = await Promise.all([
        client.get({ programId, matchCycleCode }),
        client.history({ programId, matchCycleCode }, historyPage, HISTORY_PAGE_SIZE),
      ]);
      setQueue(current);
      setHistory(entries);
    } catch (error) {
      setQueue(null);
      handleError(error, { context: 'invitation queue' });
    }
  }, [programId, matchCycleCode, historyPage, revision]);

  useEffect(() => {
    void load(); // load reports its own failures
  }, [load]);

  async function run(action: () => Promise<InvitationQueue>, done?: string) {
    setBusy(true);
    try {
      setQueue(await action());
      if (done) showSuccess(done);
    } catch (error) {
      handleError(error, { context: 'invitation queue' });
    } finally {
      setBusy(false);
    }
  }

  if (queue === undefined) return <p aria-busy="true">{t('PqLoading')}</p>;
  if (queue === null) {
    return (
      <section className="stack" aria-labelledby="pq-title">
        <h2 id="pq-title">{t('PqTitle')}</h2>
        <p>{t('PqIntro')}</p>
        {isReadOnly ? null : (
          <div className="button-row">
            <Button isPending={busy} onPress={() => void run(() => client.create(key, {}), t('PqCreated'))}>
              {t('PqCreate')}
            </Button>
          </div>
        )}
      </section>
    );
  }

  const waiting = queue.items.filter((item) => item.state === 'Waiting');
  const move = (item: InvitationQueueItem, by: number) => {
    const order = waiting.map((w) => w.applicationId);
    const from = order.indexOf(item.applicationId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    order.splice(from, 1);
    order.splice(to, 0, item.applicationId);
    void run(() => client.update(key, { order }));
  };
  const remove = (item: InvitationQueueItem) =>
    void run(() =>
      client.update(key, { order: waiting.filter((w) => w.id !== item.id).map((w) => w.applicationId) }),
    );
  const stop = async () => {
    const ok = await confirm({
      message: cancelPending ? t('PqStopCancelConfirm', { count: queue.pendingCount }) : t('PqStopConfirm'),
      confirmLabel: t('PqStop'),
      isDanger: cancelPending,
    });
    if (ok) await run(() => client.stop(key, cancelPending), t('PqStopped'));
  };

  return (
    <section className="stack" aria-labelledby="pq-title">
      <h2 id="pq-title">{t('PqTitle')}</h2>
      <p>
        <StatusBadge
          status={queue.isRunning ? 'Running' : 'Stopped'}
          label={queue.isRunning ? t('PqRunning') : t('PqNotRunning')}
          tone={queue.isRunning ? 'success' : 'neutral'}
        />{' '}
        {t('PqPendingOf', { pending: queue.pendingCount, max: queue.maxPending })}
      </p>
      {isReadOnly ? null : (
        <div className="button-row">
          {queue.isRunning ? (
            <>
              <CheckboxField
                label={t('PqCancelPending', { count: queue.pendingCount })}
                isSelected={cancelPending}
                onChange={setCancelPending}
              />
              <Button variant="danger" isPending={busy} onPress={() => void stop()}>
                {t('PqStop')}
              </Button>
            </>
          ) : (
            <Button
              isPending={busy}
              isDisabled={waiting.length === 0}
              onPress={() => void run(() => client.start(key), t('PqStarted'))}
            >
              {t('PqStart')}
            </Button>
          )}
        </div>
      )}
      {isReadOnly ? null : (
        <QueueSettingsForm key={queue.updatedAt} queue={queue} onSave={run} queueKey={key} />
      )}
      <DataTable<InvitationQueueItem>
        aria-label={t('PqItemsTable')}
        rows={queue.items}
        getRowKey={(item) => item.id}
        emptyText={t('PqEmpty')}
        columns={[
          {
            id: 'position',
            header: t('PqPosition'),
            render: (item) => String(queue.items.indexOf(item) + 1),
          },
          {
            id: 'applicant',
            header: t('PqApplicant'),
            isRowHeader: true,
            render: (item) => `${item.applicantName} (${item.applicantCode})`,
          },
          { id: 'state', header: t('PqState'), render: (item) => <ItemState item={item} /> },
          {
            id: 'actions',
            header: t('PqActions'),
            render: (item) =>
              isReadOnly || item.state !== 'Waiting' ? null : (
                <div className="button-row">
                  <Button
                    variant="secondary"
                    aria-label={t('PqMoveUp', { name: item.applicantName })}
                    isDisabled={busy || waiting[0]?.id === item.id}
                    onPress={() => move(item, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('PqMoveDown', { name: item.applicantName })}
                    isDisabled={busy || waiting.at(-1)?.id === item.id}
                    onPress={() => move(item, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('PqRemove', { name: item.applicantName })}
                    isDisabled={busy}
                    onPress={() => remove(item)}
                  >
                    {t('PqRemoveShort')}
                  </Button>
                </div>
              ),
          },
        ]}
      />
      {isReadOnly ? null : (
        <AddToQueue
          matchCycleCode={matchCycleCode}
          programCode={programCode}
          queued={new Set(queue.items.map((i) => i.applicationId))}
          onAdd={(ids) => run(() => client.addToQueue(key, ids), t('PqAdded', { count: ids.length }))}
        />
      )}
      <section className="stack" aria-labelledby="pq-history">
        <h3 id="pq-history">{t('PqHistory')}</h3>
        {history && history.items.length > 0 ? (
          <>
            <ul className="stack" aria-label={t('PqHistory')}>
              {history.items.map((entry) => (
                <li key={entry.id}>
                  <strong>{t(`PqEvent_${entry.event}`, { count: entry.count })}</strong>{' '}
                  <span>
                    {formatInterviewTimeInline(entry.createdAt, null)}
                    {entry.userName ? ` · ${entry.userName}` : ` · ${t('PqBySystem')}`}
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              page={historyPage}
              pageSize={HISTORY_PAGE_SIZE}
              total={history.total}
              onPageChange={setHistoryPage}
            />
          </>
        ) : (
          <p>{t('PqNoHistory')}</p>
        )}
      </section>
    </section>
  );
}

function ItemState({ item }: { item: InvitationQueueItem }) {
  const t = useT();
  if (item.state === 'Refused') {
    return <StatusBadge status="Refused" label={t('PqRefusedAlreadyInvited')} tone="warning" />;
  }
  if (item.state === 'Waiting') return <StatusBadge status="Waiting" label={t('PqWaiting')} tone="neutral" />;
  return (
    <StatusBadge
      status={item.invitationStatus ?? 'Pending'}
      label={t('PqSentAs', { status: t(`PiStatus_${item.invitationStatus ?? 'Pending'}`) })}
    />
  );
}

type SettingsValues = { maxPending: number | null; respondWithinHours: number | null; message: string };

const validateSettings = (values: SettingsValues): Partial<Record<string, TranslationKey>> => ({
  maxPending:
    values.maxPending === null || values.maxPending < 1 || values.maxPending > MAX_QUEUE_PENDING
      ? 'PqMaxPendingInvalid'
      : undefined,
  respondWithinHours:
    values.respondWithinHours !== null && (values.respondWithinHours < 1 || values.respondWithinHours > 1440)
      ? 'PqRespondWithinInvalid'
      : undefined,
});

function QueueSettingsForm({
  queue,
  queueKey,
  onSave,
}: {
  queue: InvitationQueue;
  queueKey: QueueKey;
  onSave: (action: () => Promise<InvitationQueue>, done?: string) => Promise<void>;
}) {
  const t = useT();
  const validate = useTranslatedValidate(validateSettings);
  const form = useEntityForm<SettingsValues>({
    draftKey: `invitation-queue:${queueKey.programId}:${queueKey.matchCycleCode}`,
    initial: {
      maxPending: queue.maxPending,
      respondWithinHours: queue.respondWithinHours,
      message: queue.message ?? '',
    },
    validate,
    context: 'invitation queue settings',
    onSubmit: (values) =>
      onSave(
        () =>
          client.update(queueKey, {
            maxPending: values.maxPending ?? queue.maxPending,
            respondWithinHours: values.respondWithinHours,
            message: values.message.trim() || null,
          }),
        t('PqSettingsSaved'),
      ),
  });
  return (
    <form className="stack" aria-label={t('PqSettings')} onSubmit={(event) => void form.submit(event)}>
      <NumberField
        label={t('PqMaxPending')}
        description={t('PqMaxPendingHint')}
        value={form.values.maxPending}
        onChange={(value) => form.set({ maxPending: value })}
        onBlur={() => form.touch('maxPending')}
        errorMessage={form.errorOf('maxPending')}
        minValue={1}
        maxValue={MAX_QUEUE_PENDING}
        isRequired
      />
      <NumberField
        label={t('PqRespondWithin')}
        description={t('PqRespondWithinHint')}
        value={form.values.respondWithinHours}
        onChange={(value) => form.set({ respondWithinHours: value })}
        onBlur={() => form.touch('respondWithinHours')}
        errorMessage={form.errorOf('respondWithinHours')}
        minValue={1}
        maxValue={1440}
      />
      <TextAreaField label={t('PqMessage')} {...form.field('message')} rows={3} maxLength={2000} />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('PqSaveSettings')}
      />
    </form>
  );
}

function AddToQueue({
  matchCycleCode,
  programCode,
  queued,
  onAdd,
}: {
  matchCycleCode: string;
  programCode: string;
  queued: ReadonlySet<number>;
  onAdd: (ids: number[]) => Promise<void>;
}) {
  const t = useT();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The interview list's applications not invited yet: the queue's candidates.
  const query = useContractQuery(listProgramApplications, {
    params: { matchCycleCode, programCode },
    query: { decision: 'InterviewList', invited: 'false', pageSize: 100 },
  });
  const candidates = (query.data?.items ?? []).filter((row) => !queued.has(row.applicationId));
  return (
    <section className="stack" aria-labelledby="pq-add">
      <h3 id="pq-add">{t('PqAddTitle')}</h3>
      {candidates.length === 0 ? (
        <p>{query.isLoading ? t('PqLoading') : t('PqNoCandidates')}</p>
      ) : (
        <>
          <ul className="stack" aria-label={t('PqCandidates')}>
            {candidates.map((row) => (
              <li key={row.applicationId}>
                <CheckboxField
                  label={`${row.name} (${row.applicantCode})`}
                  isSelected={selected.has(row.applicationId)}
                  onChange={(on) => {
                    const next = new Set(selected);
                    if (on) next.add(row.applicationId);
                    else next.delete(row.applicationId);
                    setSelected(next);
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="button-row">
            <Button
              isDisabled={selected.size === 0}
              onPress={() => {
                const ids = candidates.map((r) => r.applicationId).filter((id) => selected.has(id));
                void onAdd(ids).then(() => setSelected(new Set()));
              }}
            >
              {t('PqAddSelected', { count: selected.size })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
