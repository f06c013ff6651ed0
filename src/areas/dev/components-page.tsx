import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { listAdminMatchCycles } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { useEntityForm } from '../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn, type TableSort } from '../../ui/data-table.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { MoneyField } from '../../ui/money-field.tsx';
import { MonthYearField } from '../../ui/month-year-field.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Page } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { RouteTabs } from '../../ui/tabs.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/*
 * The developers' showcase of the UI kit (src/ui, src/features/lists, src/features/forms).
 * Its demo content is sample data, not product text, so it is written here rather than in the dictionary.
 */

const tabs = [
  { id: 'lists', label: 'Lists', href: '/dev/components/lists' },
  { id: 'fields', label: 'Fields', href: '/dev/components/fields' },
  { id: 'feedback', label: 'Feedback', href: '/dev/components/feedback' },
];

export function ComponentsPage() {
  const t = useT();
  const { tab } = useParams<{ tab?: string }>();
  const selected = tabs.some((x) => x.id === tab) ? (tab as string) : 'lists';
  return (
    <Page title={t('DevComponentsTitle')}>
      <RouteTabs aria-label={t('DevComponentsTitle')} tabs={tabs} selectedId={selected}>
        {selected === 'lists' ? <ListsDemo /> : selected === 'fields' ? <FieldsDemo /> : <FeedbackDemo />}
      </RouteTabs>
    </Page>
  );
}

type Specialty = { id: number; name: string; code: string; status: string; fee: number };

const specialtyNames = [
  'Anesthesiology',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Family Medicine',
  'Gastroenterology',
  'Hematology',
  'Internal Medicine',
  'Nephrology',
  'Neurology',
  'Obstetrics',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Pathology',
  'Pediatrics',
  'Psychiatry',
  'Radiology',
  'Rheumatology',
  'Urology',
];
const sampleStatuses = ['Active', 'Pending', 'Archived', 'Declined'];
const specialties: Specialty[] = specialtyNames.map((name, i) => ({
  id: i + 1,
  name,
  code: name.slice(0, 3).toUpperCase(),
  status: sampleStatuses[i % sampleStatuses.length] ?? 'Active',
  fee: 25_000 + i * 1_250,
}));

const specialtyColumns: DataTableColumn<Specialty>[] = [
  { id: 'name', header: 'Name', sortable: true, render: (r) => r.name },
  { id: 'code', header: 'Code', sortable: true, render: (r) => r.code },
  { id: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
  { id: 'fee', header: 'Fee', sortable: true, align: 'end', render: (r) => formatMoney(r.fee) },
];

/** A client-side table (sorting, search, paging in memory) next to a live server-paged one. */
function ListsDemo() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const filtered = useMemo(() => {
    const found = specialties.filter((s) => s.name.toLowerCase().includes(search.toLowerCase()));
    const key = sort.column as keyof Specialty;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return found.sort((a, b) => sign * String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
  }, [search, sort]);
  const rows = filtered.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div>
      <section className="showcase-section" aria-labelledby="demo-local">
        <h2 id="demo-local">DataTable, SearchField, Pager, StatusBadge</h2>
        <div className="list-toolbar">
          <SearchField
            label="Search specialties"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
        <DataTable
          aria-label="Sample specialties"
          columns={specialtyColumns}
          rows={rows}
          getRowKey={(r) => r.id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          emptyText="No specialties match the search."
        />
        <Pager
          page={page}
          pageSize={pageSize}
          total={filtered.length}
          onPageChange={setPage}
          pageSizeOptions={[5, 10, 20]}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </section>
      <LiveListDemo />
    </div>
  );
}

/** useListQuery against the admin match-cycle list: page and size live in the URL. */
function LiveListDemo() {
  const list = useListQuery(listAdminMatchCycles, { defaults: { pageSize: 5 } });
  return (
    <section className="showcase-section" aria-labelledby="demo-live">
      <h2 id="demo-live">useListQuery (match cycles from the server)</h2>
      <DataTable
        aria-label="Match cycles"
        columns={[
          { id: 'name', header: 'Match', render: (c) => c.matchName },
          { id: 'year', header: 'Year', render: (c) => c.yearCode },
          { id: 'status', header: 'Status', render: (c) => <StatusBadge status={c.status} /> },
          {
            id: 'matchDate',
            header: 'Match date',
            render: (c) => (c.matchDate ? formatDateTime(c.matchDate) : '—'),
          },
        ]}
        getRowKey={(c) => c.id}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} />
    </section>
  );
}

type DemoForm = {
  name: string;
  notes: string;
  positions: number | null;
  feeCents: number | null;
  matchDate: string | null;
  deadline: string | null;
  trainingStart: string | null;
  isActive: boolean;
  agreed: boolean;
};

const emptyForm: DemoForm = {
  name: '',
  notes: '',
  positions: null,
  feeCents: null,
  matchDate: null,
  deadline: null,
  trainingStart: null,
  isActive: true,
  agreed: false,
};

const noMessages = () => ({});

/** Every field of the kit; the values survive a reload through the form hook's draft. */
function FieldsDemo() {
  const form = useEntityForm({ draftKey: 'dev-components', initial: emptyForm, validate: noMessages });
  const { values } = form;
  const set =
    <K extends keyof DemoForm & string>(key: K) =>
    (value: DemoForm[K]) =>
      form.setField(key, value);
  return (
    <section className="showcase-section" aria-labelledby="demo-fields">
      <h2 id="demo-fields">Fields (kept across a reload)</h2>
      <div className="form-grid">
        <TextField label="Name" value={values.name} onChange={set('name')} />
        <NumberField label="Positions" value={values.positions} onChange={set('positions')} minValue={0} />
        <MoneyField label="Registration fee" value={values.feeCents} onChange={set('feeCents')} />
        <DateTimeField label="Match date" value={values.matchDate} onChange={set('matchDate')} />
        <DateField label="CAS deadline" value={values.deadline} onChange={set('deadline')} />
        <MonthYearField label="Training start" value={values.trainingStart} onChange={set('trainingStart')} />
        <SwitchField label="Active" isSelected={values.isActive} onChange={set('isActive')} />
        <CheckboxField label="I agree" isSelected={values.agreed} onChange={set('agreed')} />
      </div>
      <TextAreaField label="Notes" value={values.notes} onChange={set('notes')} />
      <pre className="card">{JSON.stringify(values, null, 2)}</pre>
      <div className="button-row">
        <Button
          variant="secondary"
          onPress={() => {
            form.reset();
            form.clearDraft();
          }}
        >
          Reset
        </Button>
      </div>
    </section>
  );
}

function FeedbackDemo() {
  const [answer, setAnswer] = useState<string>('—');
  return (
    <section className="showcase-section" aria-labelledby="demo-feedback">
      <h2 id="demo-feedback">confirm() and StatusBadge</h2>
      <div className="button-row">
        <Button
          onPress={async () => {
            const ok = await confirm({ message: 'Are you sure want to deactivate the user?' });
            setAnswer(String(ok));
            if (ok) showInfo('Confirmed');
          }}
        >
          Ask for confirmation
        </Button>
        <Button
          variant="danger"
          onPress={async () => {
            const ok = await confirm({
              title: 'Delete page',
              message: 'Delete this page?',
              confirmLabel: 'Delete',
              isDanger: true,
            });
            setAnswer(String(ok));
          }}
        >
          Destructive confirmation
        </Button>
      </div>
      <p aria-live="polite">Answer: {answer}</p>
      <p className="button-row">
        {['Active', 'Planned', 'Pending', 'PendingRegistration', 'Declined', 'FailedQA', 'Archived'].map(
          (s) => (
            <StatusBadge key={s} status={s} />
          ),
        )}
      </p>
    </section>
  );
}
