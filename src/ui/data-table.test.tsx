import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
