import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'content';

/** Error toasts are shown one at a time per kind (platform.md §4 "Error toasts"). */
export type ErrorToastKind = 'connection' | 'internalServer' | 'server' | 'default';

export type ToastAction = { label: string; onAction: () => void };

export type ToastContent = {
  type: ToastType;
  title?: string;
  text?: string;
  /** Extra buttons (e.g. 'Report the bug'); the toast always has its own close button. */
  actions?: ToastAction[];
  /** Free content for content toasts (e.g. an invitation). */
  body?: ReactNode;
};

/** Toast durations of platform.md §8/§9; null never closes by itself. */
export const toastDurations: Record<ToastType, number | null> = {
  success: 3000,
  warning: 10_000,
  info: 10_000,
  error: null,
  content: null,
};

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

const openErrorKinds = new Set<ErrorToastKind>();

export function showToast(content: ToastContent, onClose?: () => void): string {
  const timeout = toastDurations[content.type];
  return toastQueue.add(content, { ...(timeout === null ? {} : { timeout }), onClose });
}

export const showSuccess = (text: string, title?: string) => showToast({ type: 'success', text, title });
export const showInfo = (text: string, title?: string) => showToast({ type: 'info', text, title });
export const showWarning = (text: string, title?: string) => showToast({ type: 'warning', text, title });

/**
 * Shows an error toast unless one of the same kind is open; the flag resets when it closes.
 * Returns the toast key, or null when it was suppressed.
 */
export function showErrorToast(
  kind: ErrorToastKind,
  text: string,
  options: { title?: string; actions?: ToastAction[] } = {},
): string | null {
  if (openErrorKinds.has(kind)) return null;
  openErrorKinds.add(kind);
  return showToast({ type: 'error', text, ...options }, () => openErrorKinds.delete(kind));
}

export function closeToast(key: string): void {
  toastQueue.close(key);
}

/** Tests and sign-out: drop everything. */
export function clearToasts(): void {
  toastQueue.clear();
  openErrorKinds.clear();
}
