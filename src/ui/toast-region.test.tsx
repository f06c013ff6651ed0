import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  showErrorToast,
  showInfo,
  showSuccess,
  showToast,
  showWarning,
  toastDurations,
} from '../lib/notify/toast-service.ts';
import { ToastRegion } from './toast-region.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toast durations (platform.md §8, §9)', () => {
  it('are success 3000 ms, warning and info 10000 ms, error and content never', () => {
    expect(toastDurations).toEqual({
      success: 3000,
      warning: 10_000,
      info: 10_000,
      error: null,
      content: null,
    });
  });

  it('a success toast closes after 3 seconds', () => {
    render(<ToastRegion />);
    act(() => {
      showSuccess('Saved.');
    });
    expect(screen.getByText('Saved.')).toBeTruthy();
    advance(2900);
    expect(screen.queryByText('Saved.')).toBeTruthy();
    advance(200);
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('info and warning toasts close after 10 seconds', () => {
    render(<ToastRegion />);
    act(() => {
      showInfo('Heads up.');
      showWarning('Careful.');
    });
    advance(9900);
    expect(screen.queryByText('Heads up.')).toBeTruthy();
    expect(screen.queryByText('Careful.')).toBeTruthy();
    advance(200);
    expect(screen.queryByText('Heads up.')).toBeNull();
    expect(screen.queryByText('Careful.')).toBeNull();
  });

  it('error and content toasts stay until closed', () => {
    render(<ToastRegion />);
    act(() => {
      showErrorToast('server', 'Something failed.');
      showToast({ type: 'content', text: 'You have been invited to join room' });
    });
    advance(120_000);
    expect(screen.queryByText('Something failed.')).toBeTruthy();
    expect(screen.queryByText('You have been invited to join room')).toBeTruthy();
  });
});

describe('error toasts one at a time per kind', () => {
  it('a second error of the same kind is not shown; other kinds are', () => {
    render(<ToastRegion />);
    act(() => {
      expect(showErrorToast('connection', 'Offline 1')).not.toBeNull();
      expect(showErrorToast('connection', 'Offline 2')).toBeNull();
      expect(showErrorToast('internalServer', 'Server broke')).not.toBeNull();
      expect(showErrorToast('server', 'Code X')).not.toBeNull();
      expect(showErrorToast('default', 'Other')).not.toBeNull();
    });
    expect(screen.queryByText('Offline 1')).toBeTruthy();
    expect(screen.queryByText('Offline 2')).toBeNull();
    expect(screen.queryByText('Server broke')).toBeTruthy();
    expect(screen.queryByText('Code X')).toBeTruthy();
    expect(screen.queryByText('Other')).toBeTruthy();
  });

  it('closing the toast resets the flag', () => {
    render(<ToastRegion />);
    act(() => {
      showErrorToast('connection', 'Offline 1');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Offline 1')).toBeNull();
    act(() => {
      expect(showErrorToast('connection', 'Offline again')).not.toBeNull();
    });
    expect(screen.getByText('Offline again')).toBeTruthy();
  });
});
