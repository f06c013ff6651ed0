import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { MoneyField } from './money-field.tsx';
import { MonthYearField } from './month-year-field.tsx';
import { NumberField } from './number-field.tsx';

function Money({
  initial = null,
  onValue,
  allowNegative,
}: {
  initial?: number | null;
  onValue: (v: number | null) => void;
  allowNegative?: boolean;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyField
      label="Registration fee"
      value={value}
      allowNegative={allowNegative}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('MoneyField', () => {
  it('shows cents as dollars and reports typed dollars as cents', () => {
    const onValue = vi.fn();
    render(<Money initial={125_000} onValue={onValue} />);
    expect(input('Registration fee').value).toBe('1250.00');
    fireEvent.change(input('Registration fee'), { target: { value: '99.5' } });
    expect(onValue).toHaveBeenLastCalledWith(9950);
    fireEvent.blur(input('Registration fee'));
    expect(input('Registration fee').value).toBe('99.50');
    fireEvent.change(input('Registration fee'), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('refuses keystrokes outside the money mask', () => {
    const onValue = vi.fn();
    render(<Money initial={1000} onValue={onValue} />);
    fireEvent.change(input('Registration fee'), { target: { value: '1,000' } });
    fireEvent.change(input('Registration fee'), { target: { value: '10.001' } });
    fireEvent.change(input('Registration fee'), { target: { value: '-10' } });
    expect(input('Registration fee').value).toBe('10.00');
    expect(onValue).not.toHaveBeenCalled();
  });

  it("says 'Invalid amount.' for text that is not an amount once the field is left", () => {
    const onValue = vi.fn();
    render(<Money onValue={onValue} allowNegative />);
    fireEvent.change(input('Registration fee'), { target: { value: '-' } });
    expect(screen.queryByText('Invalid amount.')).toBeNull();
    fireEvent.blur(input('Registration fee'));
    expect(screen.getByText('Invalid amount.')).toBeTruthy();
    expect(input('Registration fee').getAttribute('aria-invalid')).toBe('true');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(input('Registration fee'), { target: { value: '-5' } });
    expect(screen.queryByText('Invalid amount.')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith(-500);
  });

  it('follows a value set from outside (a loaded record)', () => {
    const { rerender } = render(<MoneyField label="Fee" value={null} onChange={() => {}} />);
    rerender(<MoneyField label="Fee" value={4200} onChange={() => {}} />);
    expect(input('Fee').value).toBe('42.00');
  });
});

describe('NumberField', () => {
  it('reports numbers and null for an empty field', () => {
    const onChange = vi.fn();
    render(<NumberField label="Max interviews per day" value={5} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Max interviews per day' }) as HTMLInputElement;
    expect(field.value).toBe('5');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(12);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

function segments(group: HTMLElement) {
  return within(group)
    .getAllByRole('spinbutton')
    .map((s) => s.textContent)
    .join(' ');
}

describe('DateTimeField', () => {
  it("shows an instant in Pacific time with 'PT' in the label", () => {
    render(<DateTimeField label="Match date" value="2026-03-08T10:00:00Z" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: /Match date \(PT\)/ });
    // 10:00 UTC on the day DST starts is 3:00 AM PDT.
    expect(segments(group)).toBe('3 8 2026 3 00 AM');
  });

  it('turns an edited Pacific time into an instant with the right offset across DST', () => {
    const onChange = vi.fn();
    render(<DateTimeField label="Match date" value="2026-03-07T20:00:00Z" onChange={onChange} />);
    const group = screen.getByRole('group', { name: /Match date/ });
    expect(segments(group)).toBe('3 7 2026 12 00 PM');
    // One day later (8 March, after the change to daylight time) the same noon is UTC-7.
    const day = within(group).getByRole('spinbutton', { name: /day/i });
    act(() => {
      day.focus();
    });
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-08T12:00:00-07:00');
  });

  it('shows the error message', () => {
    render(<DateTimeField label="Match date" value={null} onChange={() => {}} errorMessage="Invalid date" />);
    expect(screen.getByText('Invalid date')).toBeTruthy();
  });
});

describe('DateField', () => {
  it('shows and edits a plain date', () => {
    const onChange = vi.fn();
    render(<DateField label="CAS deadline" value="2027-01-31" onChange={onChange} />);
    const group = screen.getByRole('group', { name: /CAS deadline/ });
    expect(segments(group)).toBe('1 31 2027');
    const day = within(group).getByRole('spinbutton', { name: /day/i });
    act(() => {
      day.focus();
    });
    fireEvent.keyDown(day, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-30');
  });
});

describe('MonthYearField', () => {
  it("sets 'YYYY-MM-01' once month and year are chosen", () => {
    const onChange = vi.fn();
    render(
      <MonthYearField
        label="Training start"
        value="2027-07"
        onChange={onChange}
        minYear={2025}
        maxYear={2030}
      />,
    );
    expect(screen.getByRole('group', { name: 'Training start' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Month/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'September' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-09-01');
  });

  it("can write 'YYYY-MM'", () => {
    const onChange = vi.fn();
    render(
      <MonthYearField
        label="Training start"
        value={null}
        onChange={onChange}
        format="month"
        minYear={2025}
        maxYear={2030}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Month/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'July' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: /Year/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2028' }));
    expect(onChange).toHaveBeenLastCalledWith('2028-07');
  });
});
