import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const box = () => screen.getByRole('searchbox', { name: 'Search programs' }) as HTMLInputElement;

describe('SearchField', () => {
  it('reports the search 300 ms after typing stops, trimmed', () => {
    const onChange = vi.fn();
    render(<SearchField label="Search programs" value="" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'car' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    fireEvent.change(box(), { target: { value: 'card ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('card');
  });

  it('searches at once on Enter and on clear', () => {
    const onChange = vi.fn();
    render(<SearchField label="Search programs" value="" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'neuro' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('neuro');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box().value).toBe('');
  });

  it('follows a search changed elsewhere (back button)', () => {
    const { rerender } = render(<SearchField label="Search programs" value="a" onChange={() => {}} />);
    rerender(<SearchField label="Search programs" value="b" onChange={() => {}} />);
    expect(box().value).toBe('b');
  });
});
