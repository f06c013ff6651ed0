import { useState } from 'react';
import {
  listProgramPositions,
  type ProgramPosition,
  removeProgramPositions,
  setProgramPositions,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import '../../../features/programs/programs.css';

/** The cycles the program takes part in with its positions (archived cycles read-only), and joining one. */
export function ProgramPositionsTab({ programId }: { programId: number }) {
  const t = useT();
  const positions = useContractQuery(listProgramPositions, { params: { id: programId } });
  /** Counts typed but not saved yet, by cycle id. */
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const [join, setJoin] = useState<{ cycleId: string | null; positions: number | null }>({
    cycleId: null,
    positions: 0,
  });
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showSuccess(done);
      positions.reload();
      return true;
    } catch (error) {
      handleError(error, { context: 'program positions' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = (row: ProgramPosition) => {
    const count = edits[row.matchCycleId] ?? row.positions;
    return run(
      () =>
        call(setProgramPositions, {
          params: { id: programId, matchCycleId: row.matchCycleId },
          body: { positions: count ?? 0 },
        }),
      t('PgPositionsSaved'),
    ).then((ok) => {
      if (ok) setEdits(({ [row.matchCycleId]: _saved, ...rest }) => rest);
    });
  };

  const remove = async (row: ProgramPosition) => {
    if (!(await confirm({ message: t('PgConfirmRemoveCycle', { cycle: row.matchName }), isDanger: true })))
      return;
    await run(
      () => call(removeProgramPositions, { params: { id: programId, matchCycleId: row.matchCycleId } }),
      t('PgPositionsSaved'),
    );
  };

  if (!positions.data) return <PageLoading />;
  const { items, availableCycles } = positions.data;
  const columns: DataTableColumn<ProgramPosition>[] = [
    { id: 'cycle', header: t('PgCycle'), isRowHeader: true, render: (row) => row.matchName },
    { id: 'year', header: t('PgYear'), render: (row) => row.yearCode },
    { id: 'status', header: t('PgCycleStatus'), render: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'positions',
      header: t('PgPositions'),
      render: (row) =>
        row.isReadOnly ? (
          row.positions
        ) : (
          <NumberField
            label={t('PgPositions')}
            className="field-compact"
            value={edits[row.matchCycleId] === undefined ? row.positions : (edits[row.matchCycleId] ?? null)}
            onChange={(value) => setEdits((current) => ({ ...current, [row.matchCycleId]: value }))}
            minValue={0}
          />
        ),
    },
    {
      id: 'listing',
      header: t('ArlApplicants'),
      render: (row) => (
        <Link
          href={`/admin/programs/${programId}/listings/${row.matchCycleId}`}
          aria-label={t('ArlOpenListingOf', { cycle: row.matchName })}
        >
          {t('ArlOpenListing')}
        </Link>
      ),
    },
    {
      id: 'actions',
      isActions: true,
      header: '',
      align: 'end',
      render: (row) =>
        row.isReadOnly ? (
          <span className="field-description">{t('PgArchivedReadOnly')}</span>
        ) : (
          <div className="button-row-end">
            <Button
              variant="secondary"
              isDisabled={busy || edits[row.matchCycleId] === undefined}
              onPress={() => save(row)}
            >
              {t('Save')}
            </Button>
            <Button variant="ghost" isDisabled={busy} onPress={() => remove(row)}>
              {t('PgRemove')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="stack">
      <DataTable
        aria-label={t('PgTabPositions')}
        columns={columns}
        rows={items}
        getRowKey={(row) => row.matchCycleId}
        emptyText={t('PgNoCycles')}
        isLoading={positions.isLoading}
      />
      <section className="form-section" aria-labelledby="pg-join">
        <h2 id="pg-join">{t('PgJoinCycle')}</h2>
        {availableCycles.length === 0 ? (
          <p className="field-description">{t('PgNoJoinableCycles')}</p>
        ) : (
          <div className="list-toolbar">
            <SelectField
              label={t('PgCycle')}
              options={availableCycles.map((c) => ({
                value: String(c.id),
                label: `${c.matchName} (${c.yearCode})`,
              }))}
              value={join.cycleId}
              onChange={(cycleId) => setJoin((current) => ({ ...current, cycleId }))}
            />
            <NumberField
              label={t('PgPositions')}
              value={join.positions}
              onChange={(value) => setJoin((current) => ({ ...current, positions: value }))}
              minValue={0}
            />
            <Button
              isDisabled={busy || join.cycleId === null}
              onPress={async () => {
                const cycleId = Number(join.cycleId);
                const ok = await run(
                  () =>
                    call(setProgramPositions, {
                      params: { id: programId, matchCycleId: cycleId },
                      body: { positions: join.positions ?? 0 },
                    }),
                  t('PgPositionsSaved'),
                );
                if (ok) setJoin({ cycleId: null, positions: 0 });
              }}
            >
              {t('PgAdd')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
