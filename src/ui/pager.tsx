import { Button as AriaButton } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { SelectField } from './select-field.tsx';

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offers a page size choice when given (with onPageSizeChange). */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  className?: string;
};

/** 'Gap' stands for the pages left out between two shown ones. */
export type PagerItem = number | 'gap';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The first and last item numbers of a page (1-based; 0–0 for an empty list). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** How many page buttons and gaps are shown at most; a steady count keeps the buttons from jumping. */
const PAGER_SLOTS = 7;

/**
 * The page buttons: every page when they fit; else the first and last page, the current one
 * with a neighbour on each side, and gaps for the rest (always 7 items).
 */
export function pagerItems(page: number, pages: number): PagerItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= PAGER_SLOTS) return range(1, pages);
  if (page <= 4) return [...range(1, 5), 'gap', pages];
  if (page >= pages - 3) return [1, 'gap', ...range(pages - 4, pages)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages];
}

/** Previous/next, page numbers and 'N–M of T' for a server-paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  className,
}: PagerProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const { from, to } = pageRange(current, pageSize, total);
  return (
    <nav className={cx('pager', className)} aria-label={t('Pagination')}>
      <p className="pager-range" aria-live="polite">
        {t('PagerRange', { from, to, total })}
      </p>
      {pages > 1 ? (
        <ul className="pager-pages">
          <li>
            <AriaButton
              className="pager-button"
              isDisabled={current <= 1}
              onPress={() => onPageChange(current - 1)}
              aria-label={t('PreviousPage')}
            >
              <span aria-hidden="true">‹</span>
            </AriaButton>
          </li>
          {pagerItems(current, pages).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <li key={`gap-${index}`} className="pager-gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <AriaButton
                  className="pager-button"
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={t('PageNumber', { page: item })}
                  onPress={() => {
                    if (item !== current) onPageChange(item);
                  }}
                >
                  {item}
                </AriaButton>
              </li>
            ),
          )}
          <li>
            <AriaButton
              className="pager-button"
              isDisabled={current >= pages}
              onPress={() => onPageChange(current + 1)}
              aria-label={t('NextPage')}
            >
              <span aria-hidden="true">›</span>
            </AriaButton>
          </li>
        </ul>
      ) : null}
      {pageSizeOptions && onPageSizeChange ? (
        <SelectField
          className="pager-size"
          label={t('PageSize')}
          options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(value) => {
            if (value) onPageSizeChange(Number(value));
          }}
        />
      ) : null}
    </nav>
  );
}
