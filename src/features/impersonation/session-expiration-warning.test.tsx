import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpirationWarning } from './session-expiration-warning.tsx';

const MIN = 60_000;
const START = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('SessionExpirationWarning (platform.md §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('checks every 10 s and shows the warning once at 5 minutes or less', () => {
    const onEndNow = vi.fn();
    render(<SessionExpirationWarning endsAt={START + 5 * MIN + 15_000} onEndNow={onEndNow} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(10_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(10_000);
    const dialog = screen.getByRole('alertdialog', { name: 'Attention!' });
    expect(dialog.textContent).toContain('Session Expiration');
    expect(dialog.textContent).toContain(
      'Less than 5 minutes are left before the session expires. Please make sure all the important changes are saved.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(2 * MIN);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onEndNow).not.toHaveBeenCalled();
  });

  it("'End session now' ends the session", () => {
    const onEndNow = vi.fn();
    render(<SessionExpirationWarning endsAt={START + 3 * MIN + 5_000} onEndNow={onEndNow} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Less than 4 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'End session now' }));
    expect(onEndNow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stops checking under one minute, and never warns then', () => {
    render(<SessionExpirationWarning endsAt={START + 59_000} onEndNow={() => {}} />);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stops once the last minute starts', () => {
    render(<SessionExpirationWarning endsAt={START + 6 * MIN} onEndNow={() => {}} />);
    expect(vi.getTimerCount()).toBe(1);
    advance(90_000);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    advance(5 * MIN);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not warn again after a reload of the same session', () => {
    const endsAt = START + 4 * MIN;
    const first = render(<SessionExpirationWarning endsAt={endsAt} onEndNow={() => {}} />);
    expect(screen.getByRole('alertdialog')).toBeDefined();
    first.unmount();
    render(<SessionExpirationWarning endsAt={endsAt} onEndNow={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
