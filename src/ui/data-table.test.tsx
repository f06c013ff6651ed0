import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.ts';
import { mockViewportWidth } from '../test-support/viewport.ts';
import { DataTable, type DataTableColumn, type TableSort } from './data-table.tsx';

type Row = { id: number; name: string; code: string };

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, render: (r) => r.name },
  { id: 'code', header: 'Code', render: (r) => r.code },
];

const rows: Row[] = [
  { id: 1, name: 'Anesthesiology', code: 'ANE' },
  { id: 2, name: 'Cardiology', code: 'CAR' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <DataTable<Row>
      aria-label="Specialties"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders a labelled grid with a row per item', () => {
    renderTable();
    const table = screen.getByRole('grid', { name: 'Specialties' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Cardiology' })).toBeTruthy();
  });

  it('reports a sort change in the contract spelling (asc/desc)', () => {
    const onSortChange = vi.fn<(sort: TableSort) => void>();
    renderTable({ sort: { column: 'name', direction: 'asc' }, onSortChange });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
  });

  it('only sortable columns sort', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { column: 'name', direction: 'desc' }, onSortChange });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Code' }));
    expect(onSortChange).not.toHaveBeenCalled();
    expect(screen.getByRole('columnheader', { name: 'Code' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('shows the empty text, or the default one', () => {
    const { unmount } = renderTable({ rows: [], emptyText: 'No specialties yet.' });
    expect(screen.getByText('No specialties yet.')).toBeTruthy();
    unmount();
    renderTable({ rows: [] });
    expect(screen.getByText('No records found.')).toBeTruthy();
  });

  it('shows a loading row while the first page loads, and keeps rows while the next one loads', () => {
    const { rerender } = renderTable({ rows: [], isLoading: true, emptyText: 'Nothing' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Nothing')).toBeNull();
    rerender(
      <DataTable<Row>
        aria-label="Specialties"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        isLoading
      />,
    );
    expect(screen.getByRole('grid').closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByText('Anesthesiology')).toBeTruthy();
  });

  it('makes rows links when rowHref is given', () => {
    renderTable({ rowHref: (r) => `/admin/specialties/update/${r.id}` });
    const row = screen.getByRole('row', { name: /Cardiology/ });
    expect(row.getAttribute('data-href')).toBe('/admin/specialties/update/2');
  });
});

/** Pretends the window is a phone (the media query of the cards layout matches). */
const onPhone = () => mockViewportWidth(390);

type Request = { id: number; subject: string; email: string; description: string };

const requestColumns: DataTableColumn<Request>[] = [
  { id: 'subject', header: 'Subject', isRowHeader: true, render: (r) => r.subject },
  { id: 'email', header: 'E-mail', render: (r) => r.email, fullText: (r) => r.email },
  { id: 'description', header: 'Details', render: (r) => r.description, fullText: (r) => r.description },
  {
    id: 'actions',
    header: 'Actions',
    isActions: true,
    render: (r) => <button type="button">{`Approve ${r.subject}`}</button>,
  },
];

const requests: Request[] = [
  { id: 1, subject: 'North Clinic', email: 'a.very.long.address@example.org', description: 'New program' },
  { id: 2, subject: 'South Clinic', email: 'b@example.org', description: 'Another one' },
];

function renderRequests(props: Partial<Parameters<typeof DataTable<Request>>[0]> = {}) {
  return render(
    <DataTable<Request>
      aria-label="Requests"
      columns={requestColumns}
      rows={requests}
      getRowKey={(r) => r.id}
      {...props}
    />,
  );
}

describe('DataTable on wide screens (scroll)', () => {
  it('pins the actions column and clamps long cells with their full text as title', () => {
    renderRequests();
    const table = screen.getByRole('grid', { name: 'Requests' });
    expect(table.closest('.data-table-scroll')).toBeTruthy();
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actionsHeader.classList.contains('data-table-pinned')).toBe(true);
    const approve = screen.getByRole('button', { name: 'Approve North Clinic' });
    expect(approve.closest('[role="gridcell"]')?.classList.contains('data-table-pinned')).toBe(true);
    expect(
      screen.getByRole('columnheader', { name: 'Subject' }).classList.contains('data-table-pinned'),
    ).toBe(false);
    expect(screen.getByTitle('a.very.long.address@example.org').classList.contains('data-table-clamp')).toBe(
      true,
    );
  });
});

describe('DataTable on phones', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows each row as a card: titled article, label: value lines, actions at the bottom', async () => {
    onPhone();
    const { container } = renderRequests();
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Requests' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(list).getByRole('article', { name: 'North Clinic' });
    expect(within(first).getByRole('heading', { level: 3, name: 'North Clinic' })).toBeTruthy();
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['E-mail', 'Details']);
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'a.very.long.address@example.org',
      'New program',
    ]);
    const actions = first.querySelector('.data-table-card-actions');
    expect(
      actions && within(actions as HTMLElement).getByRole('button', { name: 'Approve North Clinic' }),
    ).toBeTruthy();
    expect(first.lastElementChild).toBe(actions);
    await expectNoAxeViolations(container);
  });

  it('links the card title when rows are links, and shows the empty and loading texts', () => {
    onPhone();
    const { unmount } = renderRequests({ rowHref: (r) => `/admin/requests/${r.id}`, cardHeadingLevel: 2 });
    const heading = screen.getByRole('heading', { level: 2, name: 'South Clinic' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/admin/requests/2');
    unmount();
    const { unmount: unmountEmpty } = renderRequests({ rows: [], emptyText: 'No requests.' });
    expect(screen.getByText('No requests.')).toBeTruthy();
    unmountEmpty();
    renderRequests({ rows: [], isLoading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('keeps the scrolling table when asked, or when the table has more than six columns', () => {
    onPhone();
    const { unmount } = renderRequests({ layout: 'scroll' });
    expect(screen.getByRole('grid', { name: 'Requests' })).toBeTruthy();
    unmount();
    const many: DataTableColumn<Row>[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({
      id,
      header: id.toUpperCase(),
      render: (r) => `${r.name} ${id}`,
    }));
    render(<DataTable<Row> aria-label="Wide" columns={many} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.getByRole('grid', { name: 'Wide' })).toBeTruthy();
  });

  it('offers the sortable columns as a sort choice, since cards have no headers to press', async () => {
    onPhone();
    const onSortChange = vi.fn<(sort: TableSort) => void>();
    renderTable({ sort: { column: 'name', direction: 'asc' }, onSortChange });
    expect(screen.getByRole('list', { name: 'Specialties' })).toBeTruthy();
    const select = screen.getByRole('button', { name: /Sort by/ });
    expect(select.textContent).toContain('Name, ascending');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Name, descending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
  });
});
