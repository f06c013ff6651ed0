import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../../core/contracts/http.ts';
import { listQuery, paged } from '../../../core/contracts/paging.ts';
import { handleContract, serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { readListState, useListQuery, writeListState } from './use-list-query.ts';

const itemsContract = defineContract({
  method: 'GET',
  path: '/api/test/items',
  access: ['Admin'],
  query: z.object({ ...listQuery(['name', 'code']), status: z.string().optional() }),
  response: paged(z.object({ id: z.number(), name: z.string() })),
});

const requests: URLSearchParams[] = [];

beforeEach(() => {
  requests.length = 0;
  window.history.replaceState(null, '', '/admin/items');
  server.use(
    handleContract(itemsContract, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const search = query.get('search') ?? '';
      // The first search answers late: its answer must not replace the newer one.
      if (search === 'slow') await delay(150);
      return {
        items: [{ id: Number(query.get('page') ?? 1), name: `${search}:${query.get('sort')}` }],
        total: 95,
      };
    }),
  );
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const defaults = { sort: 'name', status: '' };

describe('list state in the URL', () => {
  it('reads the keys with their types and defaults', () => {
    const state = readListState(
      'page=3&pageSize=50&search=car&sort=code&direction=desc&status=Active&x=1',
      defaults,
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      search: 'car',
      sort: 'code',
      direction: 'desc',
      status: 'Active',
    });
    expect(readListState('page=-1&pageSize=abc&direction=up', defaults)).toMatchObject({
      page: 1,
      pageSize: 20,
      direction: 'asc',
    });
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const written = writeListState(
      'tab=users&page=4',
      { page: 1, pageSize: 20, search: 'car', sort: 'name', direction: 'asc', status: '' },
      defaults,
    );
    expect(written).toBe('tab=users&search=car');
  });

  it('keeps a list’s keys under its prefix, beside another list’s', () => {
    const search = 'page=2&resultsPage=3&resultsSort=code';
    expect(readListState(search, defaults, 'results')).toMatchObject({ page: 3, sort: 'code' });
    const written = writeListState(
      search,
      { page: 1, pageSize: 50, search: '', sort: 'name', direction: 'asc', status: '' },
      defaults,
      'results',
    );
    expect(written).toBe('page=2&resultsPageSize=50');
  });
});

describe('useListQuery', () => {
  it('loads the page named in the URL', async () => {
    window.history.replaceState(null, '', '/admin/items?page=2&sort=code&direction=desc');
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults }));
    expect(result.current.query).toMatchObject({ page: 2, sort: 'code', direction: 'desc' });
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe(2));
    expect(result.current.isLoading).toBe(false);
    expect(requests[0]?.get('direction')).toBe('desc');
    // Empty filters are not sent, so the contract's defaults apply.
    expect(requests[0]?.has('search')).toBe(false);
    expect(requests[0]?.has('status')).toBe(false);
  });

  it('puts changes in the URL; a new search or sort goes back to page 1', async () => {
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setQuery({ page: 3 }));
    expect(window.location.search).toBe('?page=3');
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe(3));
    act(() => result.current.setQuery({ search: 'card' }));
    expect(window.location.search).toBe('?search=card');
    expect(result.current.query.page).toBe(1);
    act(() => result.current.setQuery({ page: 2 }));
    act(() => result.current.setQuery({ sort: 'code', direction: 'desc' }));
    expect(window.location.search).toBe('?search=card&sort=code&direction=desc');
    await waitFor(() => expect(result.current.data?.items[0]?.name).toBe('card:code'));
  });

  it('hands DataTable and Pager their props', async () => {
    window.history.replaceState(null, '', '/admin/items?page=2');
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults }));
    await waitFor(() => expect(result.current.tableProps.rows).toHaveLength(1));
    expect(result.current.tableProps.sort).toEqual({ column: 'name', direction: 'asc' });
    expect(result.current.pagerProps).toMatchObject({ page: 2, pageSize: 20, total: 95 });
    act(() => result.current.tableProps.onSortChange({ column: 'code', direction: 'desc' }));
    expect(window.location.search).toBe('?sort=code&direction=desc');
    act(() => result.current.pagerProps.onPageChange(4));
    expect(window.location.search).toBe('?sort=code&direction=desc&page=4');
  });

  it('ignores the answer of a query that a newer one replaced', async () => {
    window.history.replaceState(null, '', '/admin/items?search=slow');
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => result.current.setQuery({ search: 'fast' }));
    await waitFor(() => expect(result.current.data?.items[0]?.name).toBe('fast:name'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(result.current.data?.items[0]?.name).toBe('fast:name');
    expect(requests.map((q) => q.get('search'))).toEqual(['slow', 'fast']);
  });

  it('sends the extra query and reloads on demand', async () => {
    const { result } = renderHook(() =>
      useListQuery(itemsContract, { defaults, extraQuery: { status: 'Active' } }),
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.get('status')).toBe('Active');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.reload());
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('hands errors to onError and keeps them in error', async () => {
    server.use(handleContract(itemsContract, () => serverErrorResponse(500, 'InternalServerError', 'Boom')));
    const onError = vi.fn();
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults, onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current.error).toBeTruthy();
    expect(result.current.isLoading).toBe(false);
  });

  it('keeps two lists of one page apart by their prefixes', async () => {
    window.history.replaceState(null, '', '/admin/items?firstPage=2');
    const { result } = renderHook(() => ({
      first: useListQuery(itemsContract, { defaults, urlPrefix: 'first' }),
      second: useListQuery(itemsContract, { defaults, urlPrefix: 'second' }),
    }));
    await waitFor(() => expect(result.current.second.data?.items[0]?.id).toBe(1));
    expect(result.current.first.data?.items[0]?.id).toBe(2);
    act(() => result.current.second.setQuery({ page: 4 }));
    expect(window.location.search).toBe('?firstPage=2&secondPage=4');
    expect(result.current.first.query.page).toBe(2);
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    window.history.replaceState(null, '', '/admin/items?page=9');
    const { result } = renderHook(() => useListQuery(itemsContract, { defaults }));
    await waitFor(() => expect(result.current.query.page).toBe(5));
    expect(window.location.search).toBe('?page=5');
  });
});

describe('useListQuery and narrower contracts', () => {
  const pageOnly = defineContract({
    method: 'GET',
    path: '/api/test/page-only',
    access: ['Admin'],
    query: z.strictObject({ page: z.coerce.number(), pageSize: z.coerce.number() }),
    response: paged(z.object({ id: z.number() })),
  });

  it('sends only the keys the contract knows, and no direction without a sort', async () => {
    const seen: string[] = [];
    server.use(
      handleContract(pageOnly, ({ request }) => {
        seen.push(new URL(request.url).search);
        return { items: [], total: 0 };
      }),
    );
    window.history.replaceState(null, '', '/admin/items?search=x');
    const { result } = renderHook(() => useListQuery(pageOnly, {}));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(seen).toEqual(['?page=1&pageSize=20']);
  });
});
