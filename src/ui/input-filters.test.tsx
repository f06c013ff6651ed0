import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_FLASH_MS, type InputFilter, isAllowedByFilter } from './input-filters.ts';
import { TextField } from './text-field.tsx';

describe('input character filters (platform.md §5)', () => {
  const cases: [InputFilter, string[], string[]][] = [
    ['text', ['Hello, world!', 'Résumé 2026 (draft) – ok?', 'a/b\\c @#$%&*'], ['tab\u0000', 'emoji 😀']],
    ['phone', ['+1 (415) 555-0100', '555 0100'], ['415.555', 'ext 12', '555#']],
    ['name', ["O'Brien", 'Anne-Marie (Nan)', 'Łukasz Żółw'], ['J0hn', 'Dr.', 'a_b']],
    ['email', ['  jane.doe+tag@example.co.uk ', 'a_b@c'], ['jane doe@x.com', 'jané@x.com', 'a<b@c']],
    ['integer', ['', '0', '7', '120'], ['007', '01', '-1', '1.5', '1e3']],
  ];
  it.each(cases)('%s', (filter, allowed, rejected) => {
    for (const value of allowed) expect(isAllowedByFilter(filter, value), value).toBe(true);
    for (const value of rejected) expect(isAllowedByFilter(filter, value), value).toBe(false);
  });
  it('off allows everything', () => {
    expect(isAllowedByFilter('off', '😀\u0000')).toBe(true);
  });
});

function Controlled({ filter }: { filter: InputFilter }) {
  const [value, setValue] = useState('12');
  return <TextField label="Count" value={value} onChange={setValue} filter={filter} />;
}

function Phone() {
  const [value, setValue] = useState('');
  return <TextField label="Phone" type="tel" value={value} onChange={setValue} />;
}

describe('a rejected keystroke', () => {
  afterEach(() => vi.useRealTimers());

  it('is ignored and flashes the invalid-charset style for 1000 ms', () => {
    vi.useFakeTimers();
    const { container } = render(<Controlled filter="integer" />);
    const input = screen.getByLabelText('Count') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    const field = container.querySelector('.field')!;
    expect(field.classList.contains('field-invalid-charset')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(INVALID_FLASH_MS - 1);
    });
    expect(field.classList.contains('field-invalid-charset')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(field.classList.contains('field-invalid-charset')).toBe(false);
    fireEvent.change(input, { target: { value: '123' } });
    expect(input.value).toBe('123');
  });

  it('a phone-type field filters as a phone by default', () => {
    render(<Phone />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '415x' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '+1 (415)' } });
    expect(input.value).toBe('+1 (415)');
  });
});
