import { createElement, type Key, type ReactNode, useId } from 'react';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { Link } from './link.tsx';
import { SelectField } from './select-field.tsx';
import { TableScroll } from './table-scroll.tsx';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';

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
  /** The row's actions: pinned to the right edge while the table scrolls, at the bottom of a card. */
  isActions?: boolean;
  /**
   * The plain text of a long cell (a description, an e-mail): the cell shows at most two lines
   * and the whole text as its title, instead of widening the table.
   */
  fullText?: (row: T) => string | undefined;
};

/**
 * How the table shows on phones (≤ 600 px): 'cards' (each row a card of label: value lines with
 * its actions at the bottom) or 'scroll' (the table scrolls sideways inside its own box).
 * From tablets up it is always a table.
 */
export type DataTableLayout = 'cards' | 'scroll';

/** Tables of up to this many columns become cards on phones unless told otherwise. */
const MAX_CARD_COLUMNS = 6;

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
  /** The layout on phones; defaults to 'cards' for up to six columns, 'scroll' for more. */
  layout?: DataTableLayout;
  /** The heading level of a card's title (the row header's value) on phones; 3 unless the page needs another. */
  cardHeadingLevel?: 2 | 3 | 4 | 5;
};

const toAria = (direction: SortDirection): SortDescriptor['direction'] =>
  direction === 'asc' ? 'ascending' : 'descending';

/** A cell's content: clamped with its full text as title when the column says it can be long. */
function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  const content = column.render(row);
  if (!column.fullText) return content;
  return (
    <span className="data-table-clamp" title={column.fullText(row)}>
      {content}
    </span>
  );
}

/**
 * A server-sorted table: a sortable column's header toggles the sort and reports it. It scrolls
 * sideways inside its own box with the actions column pinned; on phones it can show its rows as cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const layout = props.layout ?? (props.columns.length <= MAX_CARD_COLUMNS ? 'cards' : 'scroll');
  return isPhone && layout === 'cards' ? <DataTableCards {...props} /> : <DataTableGrid {...props} />;
}

function DataTableGrid<T>({
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
    <TableScroll
      label={ariaLabel}
      className={cx(isLoading && 'is-loading', className)}
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
              className={cx(
                'data-table-column',
                column.align && `align-${column.align}`,
                column.isActions && 'data-table-pinned',
                column.className,
              )}
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
                      column.isActions && 'data-table-pinned',
                      column.className,
                    )}
                  >
                    {cellContent(column, row)}
                  </Cell>
                ))}
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The phone layout: a labelled list of articles, each titled by the row header's value. */
function DataTableCards<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowKey,
  emptyText,
  isLoading = false,
  rowHref,
  className,
  cardHeadingLevel = 3,
  sort,
  onSortChange,
}: DataTableProps<T>) {
  const t = useT();
  const idPrefix = useId();
  // Cards have no column headers to press: the sortable columns (with a text header) become a choice.
  const sortOptions = onSortChange
    ? columns.flatMap((c) =>
        c.sortable && typeof c.header === 'string'
          ? [
              { value: `${c.id}:asc`, label: t('TableSortAscending', { column: c.header }) },
              { value: `${c.id}:desc`, label: t('TableSortDescending', { column: c.header }) },
            ]
          : [],
      )
    : [];
  const headerColumn = columns.find((c) => c.isRowHeader) ?? columns[0];
  // A column without a header has no label to show; its value sits under the labelled ones.
  const fields = columns.filter((c) => c !== headerColumn && !c.isActions && c.header);
  const extras = columns.filter((c) => c !== headerColumn && !c.isActions && !c.header);
  const actions = columns.filter((c) => c !== headerColumn && c.isActions);
  return (
    <div
      className={cx('data-table-cards', isLoading && 'is-loading', className)}
      aria-busy={isLoading || undefined}
    >
      {sortOptions.length > 0 ? (
        <div className="data-table-card-sort">
          <SelectField
            label={t('TableSortBy')}
            options={sortOptions}
            value={sort ? `${sort.column}:${sort.direction}` : null}
            onChange={(value) => {
              const [column, direction] = (value ?? '').split(':');
              if (column && (direction === 'asc' || direction === 'desc'))
                onSortChange?.({ column, direction });
            }}
          />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="data-table-empty" role={isLoading ? 'status' : undefined}>
          {isLoading ? t('Loading') : (emptyText ?? t('NoRecordsFound'))}
        </p>
      ) : (
        <ul className="data-table-card-list" aria-label={ariaLabel}>
          {rows.map((row, index) => {
            const key = getRowKey(row);
            const href = rowHref?.(row);
            const titleId = `${idPrefix}-${index}`;
            const title = headerColumn ? cellContent(headerColumn, row) : null;
            return (
              <li key={key}>
                <article className="data-table-card" aria-labelledby={titleId}>
                  {createElement(
                    `h${cardHeadingLevel}`,
                    { id: titleId, className: 'data-table-card-title' },
                    href ? <Link href={href}>{title}</Link> : title,
                  )}
                  {fields.length > 0 ? (
                    <dl className="data-table-card-fields">
                      {fields.map((column) => (
                        <div key={column.id} className={column.className}>
                          <dt className="data-table-card-label">{column.header}</dt>
                          <dd className="data-table-card-value">{cellContent(column, row)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {extras.map((column) => (
                    <div key={column.id} className={cx('data-table-card-extra', column.className)}>
                      {cellContent(column, row)}
                    </div>
                  ))}
                  {actions.length > 0 ? (
                    <div className="data-table-card-actions">
                      {actions.map((column) => (
                        <div key={column.id} className={column.className}>
                          {column.render(row)}
                        </div>
                      ))}
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
