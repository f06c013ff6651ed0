import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount, pageRange, pagerItems } from './pager.tsx';

describe('pager arithmetic', () => {
  it('counts pages (at least one)', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('gives the item range of a page', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
  });

  it('shows every page when 7 fit, else first, last, neighbours and gaps (always 7 items)', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});

describe('Pager', () => {
  it("shows 'N–M of T' and moves between pages", () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageSize={20} total={45} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('21–40 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={1} pageSize={20} total={45} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    rerender(<Pager page={3} pageSize={20} total={45} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows only the range when everything fits on one page', () => {
    render(<Pager page={1} pageSize={20} total={0} onPageChange={() => {}} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers page sizes when asked', () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pager
        page={1}
        pageSize={20}
        total={45}
        onPageChange={() => {}}
        pageSizeOptions={[10, 20, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
