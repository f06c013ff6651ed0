import type { Key, ReactNode } from 'react';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';

export type SortDirection = 'asc' | 'desc';

/** The list's sort as the paging contract spells it (`sort`, `direction`). */
export type TableSort = { column: string; direction: SortDirection };

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  /** The server can sort by this column (its id is the contract's sort column). */
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** The column that names the row for screen readers; defaults to the first column. */
  isRowHeader?: boolean;
  align?: 'start' | 'end' | 'center';
  /** A CSS width ('8rem', '20%'). */
  width?: string;
  className?: string;
};

export type DataTableProps<T> = {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shown when there are no rows; defaults to 'No records found.'. */
  emptyText?: ReactNode;
  /** While loading, an empty table shows a loading row and a filled one keeps its rows dimmed. */
  isLoading?: boolean;
  /** Makes a whole row a link (click, Enter). Links inside cells keep working. */
  rowHref?: (row: T) => string | undefined;
  className?: string;
};

const toAria = (direction: SortDirection): SortDescriptor['direction'] =>
  direction === 'asc' ? 'ascending' : 'descending';

/** A server-sorted table: a sortable column's header toggles the sort and reports it. */
export function DataTable<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  emptyText,
  isLoading = false,
  rowHref,
  className,
}: DataTableProps<T>) {
  const t = useT();
  const headerColumn = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: toAria(sort.direction) }
    : undefined;
  return (
    // The wrapper scrolls sideways on narrow screens instead of squeezing the columns.
    <div
      className={cx('data-table-scroll', isLoading && 'is-loading', className)}
      aria-busy={isLoading || undefined}
    >
      <Table
        className="data-table"
        aria-label={ariaLabel}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          onSortChange?.({
            column: String(descriptor.column),
            direction: descriptor.direction === 'descending' ? 'desc' : 'asc',
          });
        }}
      >
        <TableHeader className="data-table-header">
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.id === headerColumn}
              allowsSorting={Boolean(column.sortable && onSortChange)}
              className={cx('data-table-column', column.align && `align-${column.align}`, column.className)}
              style={column.width ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="data-table-column-content">
                  {column.header}
                  {allowsSorting ? (
                    <span className="data-table-sort" aria-hidden="true" data-direction={sortDirection}>
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className="data-table-body"
          renderEmptyState={() => (
            <div className="data-table-empty" role={isLoading ? 'status' : undefined}>
              {isLoading ? t('Loading') : (emptyText ?? t('NoRecordsFound'))}
            </div>
          )}
        >
          {rows.map((row) => {
            const key: Key = getRowKey(row);
            const href = rowHref?.(row);
            return (
              <Row key={key} id={key} href={href} className={cx('data-table-row', href && 'is-link')}>
                {columns.map((column) => (
                  <Cell
                    key={column.id}
                    className={cx(
                      'data-table-cell',
                      column.align && `align-${column.align}`,
                      column.className,
                    )}
                  >
                    {column.render(row)}
                  </Cell>
                ))}
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
