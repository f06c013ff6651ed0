import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  createPersonalStatement,
  deletePersonalStatement,
  getPersonalStatement,
  listPersonalStatements,
  type PersonalStatement,
} from '../../../../core/contracts/applicants/personal-statements.contract.ts';
import { PERSONAL_STATEMENT_MAX_TEXT } from '../../../../core/domain/personal-statements.ts';
import { richTextExcerpt } from '../../../../core/domain/rich-text.ts';
import { applicantScope } from '../../../features/personal-statements/applicant-scope.ts';
import {
  PersonalStatementForm,
  type PersonalStatementValues,
} from '../../../features/personal-statements/personal-statement-form.tsx';
import { ConflictDialog } from '../../../features/sync/conflict-dialog.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { useCurrentUserId, useOutboxEntries } from '../../../features/sync/outbox-entries.ts';
import { syncStatusText, syncStatusTone } from '../../../features/sync/sync-status-indicator.tsx';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { enqueueWrite } from '../../../lib/offline/outbox.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RichTextView } from '../../../ui/rich-text-view.tsx';

const STATEMENT = 'personal-statement';
type StatementBody = PersonalStatementValues & { version?: number };

/** The applicant's personal statements, with the cycle's instructions when inside a cycle. */
export function PersonalStatementsPage() {
  const t = useT();
  const scope = applicantScope(useParams<{ matchCycleCode?: string }>().matchCycleCode);
  const { data, reload, offlineCopyAt } = useContractQuery(
    listPersonalStatements,
    { query: scope.matchCycleCode ? { matchCycleCode: scope.matchCycleCode } : {} },
    { keepOffline: true },
  );
  // New statements typed offline wait in the outbox (ADR 0012); once one is created, list it from the server.
  const waiting = useOutboxEntries().filter((e) => e.entity === STATEMENT && e.method === 'POST');
  const waitingCount = waiting.length;
  const waitingBefore = useRef(waitingCount);
  useEffect(() => {
    if (waitingCount < waitingBefore.current) reload();
    waitingBefore.current = waitingCount;
  }, [waitingCount, reload]);
  const remove = async (statement: PersonalStatement) => {
    const ok = await confirm({
      title: t('LtDeleteStatementTitle'),
      message: t('LtDeleteStatementText', { title: statement.title }),
      isDanger: true,
    });
    if (!ok) return;
    try {
      await call(deletePersonalStatement, { params: { id: statement.id } });
      reload();
    } catch (error) {
      handleError(error, { context: 'delete personal statement' });
    }
  };
  return (
    <Page title={t('NavApplicantStatements')}>
      <OfflineCopyNote at={offlineCopyAt} />
      {data?.instructions ? (
        <section aria-label={t('LtInstructions')} className="card">
          <p>{data.instructions}</p>
        </section>
      ) : null}
      <p>{t('LtStatementsIntro', { max: PERSONAL_STATEMENT_MAX_TEXT })}</p>
      <Link variant="button" href={`${scope.base}/personal-statements/create`}>
        {t('LtNewStatement')}
      </Link>
      {waiting.length > 0 ? (
        <ul className="card-list" aria-label={t('LtWaitingStatements')}>
          {waiting.map((entry) => (
            <li key={entry.seq} className="card stack">
              <h2>{(entry.body as PersonalStatementValues).title}</h2>
              <p>{entry.state === 'failed' ? t('SyncFailed') : t('LtCreatedWhenOnline')}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {!data ? (
        <PageLoading />
      ) : data.items.length === 0 ? (
        <p>{t('LtNoStatements')}</p>
      ) : (
        <ul className="card-list" aria-label={t('NavApplicantStatements')}>
          {data.items.map((statement) => (
            <li key={statement.id} className="card stack">
              <h2>{statement.title}</h2>
              <p>
                {t('LtStatementMeta', {
                  count: statement.textLength,
                  date: formatDateTime(statement.updatedDate),
                })}
              </p>
              <div className="button-row">
                <Link href={`${scope.base}/personal-statements/update/${statement.id}`}>
                  {t('LtEdit')}
                  <span className="visually-hidden"> {statement.title}</span>
                </Link>
                {statement.isInUse ? (
                  <span>{t('LtStatementInUse')}</span>
                ) : (
                  <Button variant="danger" onPress={() => void remove(statement)}>
                    {t('LtDelete')}
                    <span className="visually-hidden"> {statement.title}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** Create (`/create`) or update (`/update/:id`) one statement. */
export function PersonalStatementEditPage() {
  const t = useT();
  const params = useParams<{ matchCycleCode?: string; id?: string }>();
  const [, navigate] = useLocation();
  const scope = applicantScope(params.matchCycleCode);
  const userId = useCurrentUserId();
  const id = params.id ? Number(params.id) : null;
  // Cached per user on this device (ADR 0012): a statement read before opens offline too, and a
  // save without network waits in the outbox.
  const statement = useOfflineEntity<PersonalStatement, StatementBody>({
    entity: STATEMENT,
    id: id ?? 'new',
    enabled: id !== null,
    load: () => call(getPersonalStatement, { params: { id: id! } }),
    save: { method: 'PUT', path: `/api/applicant/personal-statements/${id}` },
  });
  const [conflictOpen, setConflictOpen] = useState(true);
  // The form starts again from what was chosen in the conflict dialog.
  const [generation, setGeneration] = useState(0);
  const { unsent, conflict } = statement;
  useEffect(() => {
    if (conflict) setConflictOpen(true);
  }, [conflict]);
  const saved = id === null ? null : (statement.data ?? null);
  // An edit still on this device is what the user last saw: show it over the server copy.
  // What the applicant chose in the conflict dialog, until the outbox's copy of it has been read back.
  const [chosen, setChosen] = useState<StatementBody | null>(null);
  useEffect(() => {
    if (unsent && chosen) setChosen(null);
  }, [unsent, chosen]);
  const shown = unsent ?? chosen;
  const data = saved && shown ? { ...saved, title: shown.title, body: shown.body } : saved;
  const back = `${scope.base}/personal-statements`;
  const title = id ? t('LtEditStatement') : t('LtNewStatement');
  const saveOnDevice = async (body: StatementBody, sentOnceAs: string) => {
    if (id !== null) {
      await statement.submit(body, { sentOnceAs });
      return;
    }
    if (!userId) return;
    // Each new statement is its own entity: two created offline must not replace each other.
    await enqueueWrite({
      userId,
      entity: STATEMENT,
      entityId: `new:${sentOnceAs}`,
      method: 'POST',
      path: createPersonalStatement.path,
      body,
      sentOnceAs,
    });
    navigate(back);
  };
  return (
    <Page title={title}>
      <Link href={back}>{t('LtBackToStatements')}</Link>
      {id && !(data && statement.unsentKnown) ? (
        <PageLoading />
      ) : (
        <>
          {unsent ? (
            <FormMessage tone={syncStatusTone[statement.status]} text={t(syncStatusText[statement.status])} />
          ) : null}
          {conflict ? (
            <>
              <Button variant="secondary" onPress={() => setConflictOpen(true)}>
                {t('SyncConflict')}
              </Button>
              <ConflictDialog
                key={conflict.id}
                entry={conflict}
                isOpen={conflictOpen}
                onOpenChange={setConflictOpen}
                fieldLabels={{ title: t('LtStatementTitle'), body: t('LtStatementBody') }}
                // The statement as the applicant reads it, not its HTML.
                describeValue={(field, value) =>
                  field === 'body' && typeof value === 'string' ? richTextExcerpt(value, 600) : null
                }
                onResolved={(choice, value) => {
                  setChosen(choice === 'server' ? null : (value as StatementBody));
                  setGeneration((n) => n + 1);
                }}
              />
            </>
          ) : null}
          <PersonalStatementForm
            // A newer server copy (the outbox sent the edit, or answered with a conflict) starts it again.
            key={`${data?.id ?? 'new'}:${saved?.version}:${generation}`}
            statement={data}
            onSaved={(saved) => {
              if (id !== null) void statement.remember(saved);
              navigate(back);
            }}
            saveOnDevice={saveOnDevice}
          />
        </>
      )}
      {data ? (
        <details>
          <summary>{t('LtPreview')}</summary>
          <RichTextView html={data.body} />
        </details>
      ) : null}
    </Page>
  );
}
