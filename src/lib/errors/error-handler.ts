import type { bugReportSources } from '../../../core/contracts/platform/bug-reports.contract.ts';
import { errorText, t } from '../i18n/i18n.ts';
import { logError } from '../log/client-logger.ts';
import { type ErrorToastKind, showErrorToast } from '../notify/toast-service.ts';
import {
  type AppError,
  type FieldErrors,
  isAppError,
  isCancellation,
  type ValidationError,
} from './app-errors.ts';

export type BugReportContext = { source: (typeof bugReportSources)[number]; errorDate: string };

type ErrorHandlingHooks = {
  navigateHome: () => void;
  openBugReport: (context: BugReportContext) => void;
};

const hooks: ErrorHandlingHooks = {
  navigateHome: () => {},
  openBugReport: () => {},
};

/** The app wires navigation and the bug-report modal in; lib stays free of features. */
export function configureErrorHandling(options: Partial<ErrorHandlingHooks>): void {
  Object.assign(hooks, options);
}

/** Answers true when it has shown the error itself (e.g. as a popup), so no toast follows. */
export type ErrorInterceptor = (error: unknown) => boolean;

const interceptors = new Set<ErrorInterceptor>();

/**
 * A feature shows some errors its own way while its area is mounted (the applicant area opens the
 * 'Denied' popup for a refusal of platform.md §6); lib stays free of features. Answers the removal.
 */
export function registerErrorInterceptor(interceptor: ErrorInterceptor): () => void {
  interceptors.add(interceptor);
  return () => {
    interceptors.delete(interceptor);
  };
}

/** Messages that are only logged as warnings (platform.md §8). */
const warningOnlyPatterns = [
  /ResizeObserver loop/i,
  /Invocation canceled due to the underlying connection being closed\./,
  /Worker was terminated/,
  /WebSocket is not in the OPEN state/i,
  /Cannot send data if the connection is not in the 'Connected' State\./,
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function isWarningOnly(error: unknown): boolean {
  const text = messageOf(error);
  return warningOnlyPatterns.some((re) => re.test(text));
}

/** Rejections that are not errors at all for us. */
export function isIgnored(error: unknown): boolean {
  return messageOf(error) === 'No current user';
}

export type HandleErrorOptions = {
  /** Do not show a message (the caller shows it in place, e.g. inside a dialog). */
  suppressMessage?: boolean;
  /** Server field name → form field name, for validation errors. */
  fieldMap?: Record<string, string>;
  /** Where it happened, sent with the log entry. */
  context?: string;
};

function remap(fields: FieldErrors, fieldMap: Record<string, string> = {}): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, list] of Object.entries(fields)) {
    const target = fieldMap[name] ?? name;
    result[target] = [...(result[target] ?? []), ...list];
  }
  return result;
}

function toastKindOf(error: AppError): ErrorToastKind {
  if (error.kind === 'connection') return 'connection';
  if (error.kind === 'internalServer') return 'internalServer';
  if (error.kind === 'server' || error.kind === 'tooManyRequests') return 'server';
  return 'default';
}

/**
 * The one place errors end up (platform.md §8 "Handling"). Returns the field messages of a
 * validation error so a form can show them; null otherwise.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): FieldErrors | null {
  if (isIgnored(error)) return null;
  if (isCancellation(error) || isWarningOnly(error)) {
    console.warn(error);
    return null;
  }

  if (!isAppError(error)) {
    // Not one of ours: a bug. Log it and show the default text.
    void logError(error, options.context ?? null);
    if (!options.suppressMessage) showErrorToast('default', t('ServerError'));
    return null;
  }

  if (!options.suppressMessage && [...interceptors].some((intercept) => intercept(error))) return null;

  const text = errorText(error);
  const show = (kind: ErrorToastKind, withReport = false) => {
    if (options.suppressMessage) return;
    const errorDate = new Date().toISOString();
    showErrorToast(kind, text, {
      actions: withReport
        ? [{ label: t('ReportTheBug'), onAction: () => hooks.openBugReport({ source: 'Toast', errorDate }) }]
        : [],
    });
  };

  switch (error.kind) {
    case 'unauthorized':
      show('default');
      // A failed refresh has already sent the user to the sign-in page.
      if (!('sessionExpired' in error && error.sessionExpired)) hooks.navigateHome();
      return null;
    case 'connection':
      // Kept on this device or read from it: the sync status says so, not a red toast (issue 13).
      if ('handledOffline' in error && error.handledOffline) {
        console.warn(error);
        return null;
      }
      show('connection');
      return null;
    case 'internalServer':
      show('internalServer', true);
      return null;
    case 'validation':
      show('default');
      return remap((error as ValidationError).fields, options.fieldMap);
    case 'server':
    case 'tooManyRequests':
      show('server');
      return null;
    default:
      show(toastKindOf(error));
      void logError(error, options.context ?? null);
      return null;
  }
}
