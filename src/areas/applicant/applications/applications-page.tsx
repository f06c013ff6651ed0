import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import {
  type Application,
  type ApplicationsOverview,
  createApplications,
  listApplications,
  sendApplication,
  signalApplication,
  withdrawApplication,
} from '../../../../core/contracts/applications/applications.contract.ts';
import { buildPath } from '../../../../core/contracts/http.ts';
import { listDirectoryPrograms } from '../../../../core/contracts/programs/program-directory.contract.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import {
  ApplicationAssignment,
  ApplicationFacts,
} from '../../../features/applications/application-facts.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useCurrentUserId, useOutboxEntries } from '../../../features/sync/outbox-entries.ts';
import { ConnectionError, isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatPlainDate } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showInfo, showSuccess } from '../../../lib/notify/toast-service.ts';
import { enqueueWrite } from '../../../lib/offline/outbox.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { AssignmentForm } from './assignment-form.tsx';

/**
 * Runs a change; a refusal of platform.md §6 opens the 'Denied' popup with the server's reason, any
 * other failure is handled as usual; false when it did not happen.
 */
async function attempt(run: () => Promise<unknown>, context: string): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (!showDeniedIfRefused(error)) handleError(error, { context });
    return false;
  }
}

/**
 * The applicant's applications of a cycle (`/applicant/:matchCycleCode/applications`): each program
 * with its personal statement and letters, send, withdraw and signal; and applying to more programs.
 */
export function ApplicationsPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const overview = useContractQuery(
    listApplications,
    { params: { matchCycleCode } },
    {
      keepOffline: true,
      onError: (error) => {
        if (!isNotFound(error)) handleError(error);
      },
    },
  );
  if (isNotFound(overview.error)) return <NotFound />;
  const data = overview.data;
  if (!data) return <PageLoading />;
  return (
    <Page title={t('ApTitle')}>
      <div className="stack">
        <OfflineCopyNote at={overview.offlineCopyAt} />
        <CycleNotices data={data} />
        {data.items.length === 0 ? <p>{t('ApNone')}</p> : null}
        <ul className="card-list" aria-label={t('ApListLabel')}>
          {data.items.map((application) => (
            <ApplicationCard
              key={`${application.id}-${application.updatedDate}`}
              application={application}
              data={data}
              onChanged={overview.reload}
            />
          ))}
        </ul>
        {data.declineReason === null ? <ApplyToPrograms data={data} onApplied={overview.reload} /> : null}
      </div>
    </Page>
  );
}

function CycleNotices({ data }: { data: ApplicationsOverview }) {
  const t = useT();
  const date = data.casDeadlineDate ? formatPlainDate(data.casDeadlineDate) : null;
  return (
    <div className="stack">
      <p>
        {date === null
          ? t('ApNoDeadline')
          : data.isCasDeadlinePassed
            ? t('ApDeadlinePassed', { date })
            : t('ApDeadline', { date })}
      </p>
      <p role="status">{t('ApSignalsUsed', { count: data.signaledCount, max: data.maxSignalingPrograms })}</p>
      {data.isPaymentPending ? <p className="notice tone-warning">{t('ApPaymentPending')}</p> : null}
      {data.declineReason && !data.isCasDeadlinePassed ? (
        <p className="notice tone-danger">{data.declineReason}</p>
      ) : null}
    </div>
  );
}

function ApplicationCard({
  application,
  data,
  onChanged,
}: {
  application: Application;
  data: ApplicationsOverview;
  onChanged: () => void;
}) {
  const t = useT();
  const params = { matchCycleCode: data.matchCycleCode, applicationId: application.id };
  const name = application.programName;
  const act = async (run: () => Promise<unknown>, done: string) => {
    if (await attempt(run, `application ${application.id}`)) {
      showSuccess(done);
      onChanged();
    }
  };
  const withdraw = async () => {
    const confirmed = await confirm({
      message: t('ApWithdrawConfirm', { name }),
      confirmLabel: t('ApWithdraw'),
      isDanger: true,
    });
    if (confirmed) await act(() => call(withdrawApplication, { params }), t('ApWithdrawn', { name }));
  };
  const signal = async (isSignaled: boolean) => {
    if (await attempt(() => call(signalApplication, { params, body: { isSignaled } }), 'signal')) onChanged();
  };
  return (
    <li className="card stack">
      <ApplicationFacts application={application} />
      {application.actions.canEdit ? (
        <AssignmentForm application={application} data={data} onSaved={onChanged} />
      ) : (
        <ApplicationAssignment application={application} />
      )}
      {application.actions.canSignal || (application.isSignaled && application.actions.canEdit) ? (
        <Checkbox isSelected={application.isSignaled} onChange={(checked) => void signal(checked)}>
          {t('ApSignal')}
        </Checkbox>
      ) : null}
      <div className="button-row">
        {application.actions.canSend ? (
          <Button onPress={() => void act(() => call(sendApplication, { params }), t('ApSent', { name }))}>
            {t('ApSend')}
          </Button>
        ) : null}
        {application.actions.canWithdraw ? (
          <Button variant="danger" onPress={() => void withdraw()}>
            {t('ApWithdraw')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const APPLYING = 'application-create';

/** Search the cycle's programs, tick some, apply to them in one go (InProgress). */
function ApplyToPrograms({ data, onApplied }: { data: ApplicationsOverview; onApplied: () => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const programs = useContractQuery(listDirectoryPrograms, {
    params: { matchCycleCode: data.matchCycleCode },
    query: { search: search || undefined, pageSize: 20 },
  });
  const applied = new Set(data.items.map((i) => i.programId));
  const userId = useCurrentUserId();
  const path = buildPath(createApplications.path, { matchCycleCode: data.matchCycleCode });
  // Applications chosen without network wait in the outbox (ADR 0012) until the server has them.
  const waiting = useOutboxEntries().filter((e) => e.entity === APPLYING && e.path === path);
  const waitingCount = waiting.reduce(
    (sum, e) => sum + ((e.body as { programIds?: number[] }).programIds?.length ?? 0),
    0,
  );
  const wasWaiting = useRef(waitingCount);
  useEffect(() => {
    // The outbox delivered them: the list reads the server's copy again.
    if (wasWaiting.current > 0 && waitingCount === 0) onApplied();
    wasWaiting.current = waitingCount;
  }, [waitingCount, onApplied]);
  const apply = async () => {
    const body = { programIds: chosen };
    const idempotencyKey = globalThis.crypto.randomUUID();
    let keptOnDevice = false;
    const done = await attempt(async () => {
      try {
        await call(createApplications, {
          params: { matchCycleCode: data.matchCycleCode },
          body,
          idempotencyKey,
        });
      } catch (error) {
        if (!(error instanceof ConnectionError) || !userId) throw error;
        // Applying again to a program already applied to changes nothing, so the retry is safe.
        await enqueueWrite({
          userId,
          entity: APPLYING,
          entityId: idempotencyKey,
          method: 'POST',
          path,
          body,
          sentOnceAs: idempotencyKey,
        });
        keptOnDevice = true;
      }
    }, 'apply');
    if (done) {
      if (keptOnDevice) showInfo(t('ApAppliedOnDevice', { count: chosen.length }));
      else showSuccess(t('ApApplied', { count: chosen.length }));
      setChosen([]);
      if (!keptOnDevice) onApplied();
    }
  };
  const items = programs.data?.items ?? [];
  return (
    <section className="card stack" aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t('ApApplyHeading')}</h2>
      {waitingCount > 0 ? (
        <p role="status" className="notice tone-info">
          {t('ApWaitingToApply', { count: waitingCount })}
        </p>
      ) : null}
      <SearchField label={t('ApSearchPrograms')} value={search} onChange={setSearch} />
      {programs.data && items.length === 0 ? <p>{t('ApNoPrograms')}</p> : null}
      <ul
        className="link-list"
        aria-label={t('ApProgramResults')}
        aria-busy={programs.isLoading || undefined}
      >
        {items.map((program) => (
          <li key={program.id}>
            {applied.has(program.id) ? (
              <span>
                {program.name} — {t('ApAlreadyApplied')}
              </span>
            ) : (
              <Checkbox
                isSelected={chosen.includes(program.id)}
                onChange={(checked) =>
                  setChosen((ids) => (checked ? [...ids, program.id] : ids.filter((id) => id !== program.id)))
                }
              >
                {[program.name, program.city, program.stateCode].filter(Boolean).join(', ')}
              </Checkbox>
            )}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <Button isDisabled={chosen.length === 0} onPress={() => void apply()}>
          {t('ApApplySelected', { count: chosen.length })}
        </Button>
      </div>
    </section>
  );
}
