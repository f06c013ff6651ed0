import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Contract, ParamsOf, ResponseOf } from '../../../core/contracts/http.ts';
import type { CallInput } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { SortDirection, TableSort } from '../../ui/data-table.tsx';

/** The paging contract's query (core/contracts/paging.ts) as the list's state. */
export type BaseListState = {
  page: number;
  pageSize: number;
  search: string;
  /** Absent: the server's default column. */
  sort: string | undefined;
  direction: SortDirection;
};

export type ListFilterValue = string | number | boolean | undefined;

/** Defaults of the paging fields plus the list's own filters (each filter needs a default to live in the URL). */
export type ListDefaults = Partial<BaseListState> & Record<string, ListFilterValue>;

export type ListState<D extends ListDefaults> = BaseListState & Omit<D, keyof BaseListState>;

export type UseListQueryOptions<C extends Contract, D extends ListDefaults> = {
  defaults?: D;
  /** Sent with every request but not kept in the URL (e.g. a specialty id from the route). */
  extraQuery?: Record<string, ListFilterValue>;
  /** The path's parameters; a function when they come from the list's own state (a run id in the URL). */
  params?: ParamsOf<C> | ((query: ListState<D>) => ParamsOf<C>);
  /** Replaces the default handling (handleError: a toast). */
  onError?: (error: unknown) => void;
  /** False holds the request back (e.g. until a parent record has loaded). */
  enabled?: boolean | ((query: ListState<D>) => boolean);
  /**
   * Where one page shows two lists, each keeps its keys under its own prefix: `results` keeps
   * `resultsPage`, `resultsSort`… (none: `page`, `sort`…).
   */
  urlPrefix?: string;
};

/** The item type of a paged answer. */
export type ItemOf<C> = ResponseOf<C> extends { items: readonly (infer I)[] } ? I : never;

export type ListQueryResult<C extends Contract, D extends ListDefaults> = {
  query: ListState<D>;
  /** Changing anything but the page goes back to page 1. */
  setQuery: (patch: Partial<ListState<D>>) => void;
  /** The last answer; kept while the next page loads so the table does not flash empty. */
  data: ResponseOf<C> | null;
  isLoading: boolean;
  error: unknown;
  reload: () => void;
  /** Spread into <DataTable>: rows, loading state and the sort wired to the URL. */
  tableProps: {
    rows: ItemOf<C>[];
    isLoading: boolean;
    sort: TableSort | undefined;
    onSortChange: (sort: TableSort) => void;
  };
  /** Spread into <Pager>. */
  pagerProps: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  /** Spread into <Pager> too where the list offers a page size choice. */
  pageSizeProps: { pageSizeOptions: readonly number[]; onPageSizeChange: (pageSize: number) => void };
};

/** The page sizes a list offers when it lets the user choose. */
export const listPageSizes: readonly number[] = [20, 50, 100];

const baseDefaults: BaseListState = { page: 1, pageSize: 20, search: '', sort: undefined, direction: 'asc' };

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

/** The URL key of a list's state key: the key itself, or under the list's prefix (`resultsPage`). */
function urlKey(key: string, prefix: string | undefined): string {
  return prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;
}

/** Reads the list's keys from a search string; what is absent or unreadable takes its default. */
export function readListState<D extends ListDefaults>(
  search: string,
  defaults: D,
  prefix?: string,
): ListState<D> {
  const params = new URLSearchParams(search);
  const state: Record<string, ListFilterValue> = { ...baseDefaults, ...defaults };
  for (const [key, fallback] of Object.entries(state)) {
    const text = params.get(urlKey(key, prefix));
    if (text === null) continue;
    if (key === 'page' || key === 'pageSize') state[key] = positiveInt(text) ?? fallback;
    else if (key === 'direction') state[key] = text === 'desc' || text === 'asc' ? text : fallback;
    else if (typeof fallback === 'number')
      state[key] = Number.isFinite(Number(text)) ? Number(text) : fallback;
    else if (typeof fallback === 'boolean') state[key] = text === 'true';
    else state[key] = text;
  }
  return state as ListState<D>;
}

/** Writes the list's keys into a search string, leaving defaults out and other keys as they were. */
export function writeListState(
  search: string,
  state: Record<string, ListFilterValue>,
  defaults: ListDefaults,
  prefix?: string,
): string {
  const params = new URLSearchParams(search);
  const all: Record<string, ListFilterValue> = { ...baseDefaults, ...defaults };
  for (const key of Object.keys(all)) {
    const value = state[key];
    if (value === undefined || value === '' || value === all[key]) params.delete(urlKey(key, prefix));
    else params.set(urlKey(key, prefix), String(value));
  }
  return params.toString();
}

/**
 * The query sent to the server: empty values left out so the contract's defaults apply, the
 * direction only with a sort, and only keys the contract's query knows (strict schemas refuse others).
 */
function requestQuery(
  contract: Contract,
  state: Record<string, ListFilterValue>,
  extra: Record<string, ListFilterValue> = {},
) {
  const shape = (contract.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries({ ...state, ...extra })) {
    if (value === undefined || value === '') continue;
    if (key === 'direction' && state.sort === undefined && extra.sort === undefined) continue;
    if (shape && !(key in shape)) continue;
    query[key] = value;
  }
  return query;
}

/**
 * A server-paged list whose page, size, search, sort and filters live in the URL search string,
 * so a reload, a shared link or the back button shows the same page. A newer query aborts the
 * request of an older one, so a slow stale answer never replaces a fresh one.
 */
export function useListQuery<C extends Contract, D extends ListDefaults = ListDefaults>(
  contract: C,
  options: UseListQueryOptions<C, D> = {},
): ListQueryResult<C, D> {
  const { extraQuery, onError, urlPrefix } = options;
  const defaults = (options.defaults ?? {}) as D;
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are compared by value, not identity
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);

  const search = useSearch();
  const [location, navigate] = useLocation();
  // Two changes in one tick must build on each other, not on the same render's search.
  const currentSearch = useRef(search);
  currentSearch.current = search;

  const query = useMemo(
    () => readListState(search, stableDefaults, urlPrefix),
    [search, stableDefaults, urlPrefix],
  );

  const setQuery = useCallback(
    (patch: Partial<ListState<D>>) => {
      const current = readListState(currentSearch.current, stableDefaults, urlPrefix) as Record<
        string,
        ListFilterValue
      >;
      const next: Record<string, ListFilterValue> = { ...current, ...patch };
      const changesMoreThanPage = Object.entries(patch).some(
        ([key, value]) => key !== 'page' && current[key] !== value,
      );
      if (changesMoreThanPage && !('page' in patch)) next.page = 1;
      const nextSearch = writeListState(currentSearch.current, next, stableDefaults, urlPrefix);
      if (nextSearch === new URLSearchParams(currentSearch.current).toString()) return;
      currentSearch.current = nextSearch;
      navigate(nextSearch ? `${location}?${nextSearch}` : location, { replace: true });
    },
    [location, navigate, stableDefaults, urlPrefix],
  );

  const params =
    typeof options.params === 'function'
      ? (options.params as (state: ListState<D>) => ParamsOf<C>)(query)
      : options.params;
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : (options.enabled ?? true);
  // useContractQuery compares the input by value: a new object with the same query sends nothing.
  const request = {
    query: requestQuery(contract, query, extraQuery),
    ...(params == null ? {} : { params }),
  };
  const { data, isLoading, error, reload } = useContractQuery(
    contract,
    enabled ? (request as unknown as Omit<CallInput<C>, 'signal'>) : null,
    { onError, context: `list ${contract.path}` },
  );

  // A page past the end (the last item of the last page was deleted elsewhere) moves to the last page.
  const total = (data as { total?: unknown } | null)?.total;
  useEffect(() => {
    if (typeof total !== 'number' || isLoading) return;
    const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
    if (query.page > lastPage) setQuery({ page: lastPage } as Partial<ListState<D>>);
  }, [total, isLoading, query.page, query.pageSize, setQuery]);

  const items = (data as { items?: ItemOf<C>[] } | null)?.items;
  const tableProps = useMemo(
    () => ({
      rows: items ?? [],
      isLoading,
      sort: query.sort === undefined ? undefined : { column: query.sort, direction: query.direction },
      onSortChange: (sort: TableSort) =>
        setQuery({ sort: sort.column, direction: sort.direction } as Partial<ListState<D>>),
    }),
    [items, isLoading, query.sort, query.direction, setQuery],
  );
  const pagerProps = {
    page: query.page,
    pageSize: query.pageSize,
    total: typeof total === 'number' ? total : 0,
    onPageChange: (page: number) => setQuery({ page } as Partial<ListState<D>>),
  };

  const pageSizeProps = {
    pageSizeOptions: listPageSizes,
    onPageSizeChange: (pageSize: number) => setQuery({ pageSize } as Partial<ListState<D>>),
  };

  return { query, setQuery, data, isLoading, error, reload, tableProps, pagerProps, pageSizeProps };
}
