import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './table-scroll.tsx';

/** jsdom lays nothing out: pretend every box's content is wider than the box. */
function contentTooWide(): void {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
}

const table = (
  <table>
    <caption>Positions by cycle</caption>
    <tbody>
      <tr>
        <td>4</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => vi.restoreAllMocks());

describe('TableScroll', () => {
  it('while its table does not fit, takes focus as a group named by the caption', () => {
    contentTooWide();
    render(<TableScroll>{table}</TableScroll>);
    const box = screen.getByRole('group', { name: 'Positions by cycle' });
    expect(box.tabIndex).toBe(0);
  });

  it('a label given wins over the caption', () => {
    contentTooWide();
    render(<TableScroll label="Positions">{table}</TableScroll>);
    expect(screen.getByRole('group', { name: 'Positions' })).toBeTruthy();
  });

  it('takes no focus while its table fits', () => {
    const { container } = render(<TableScroll>{table}</TableScroll>);
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('.data-table-scroll')?.hasAttribute('tabindex')).toBe(false);
  });
});
