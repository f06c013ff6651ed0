import { logClientInfo } from '../../core/contracts/platform/log.contract.ts';
import { roleHomePath } from '../../core/domain/roles.ts';
import { isHomePath } from '../../core/domain/routes.ts';
import { refreshSessionForRequest, restoreSession } from '../features/auth/auth.service.ts';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { loadCountries } from '../features/reference-data/countries.service.ts';
import { configureErrorHandling, handleError } from '../lib/errors/error-handler.ts';
import { installGlobalErrorHooks } from '../lib/errors/global-error-hooks.ts';
import { call, configureHttp } from '../lib/http/http-client.ts';
import { setMissingKeyReporter } from '../lib/i18n/i18n.ts';
import { logError, startActivityTracking } from '../lib/log/client-logger.ts';
import { navigateTo } from '../lib/navigation/navigate.ts';
import { startPwa } from '../lib/pwa/sw-registration.ts';
import { currentRole } from '../lib/session/session-store.ts';
import { applyCurrentTheme, recordBrowserThemeOnce } from '../lib/theme/theme-store.ts';

/** Wires lib to the app (HTTP refresh, error handling, logging) before anything renders. */
export function configureApp(): void {
  applyCurrentTheme();
  configureHttp({ refreshSession: refreshSessionForRequest });
  configureErrorHandling({
    navigateHome: () => navigateTo('/'),
    openBugReport: (context) => useBugReportDialog.getState().open(context),
  });
  setMissingKeyReporter((_key, text) => {
    console.error(text);
    void logError(new Error(text), 'i18n');
  });
  installGlobalErrorHooks();
  startActivityTracking();
  startPwa();
}

/**
 * App start (business.md §4): restore the session, load the countries, check the URL (a signed-in
 * user on '/' goes to the role home), record the browser theme once, retry kept bug reports.
 */
export async function startApp(): Promise<void> {
  try {
    await restoreSession();
  } catch (error) {
    handleError(error, { context: 'restore session' });
  }
  const role = currentRole();
  if (role && isHomePath(globalThis.location.pathname)) navigateTo(roleHomePath[role], { replace: true });

  loadCountries().catch((error) => handleError(error, { context: 'load countries' }));
  void recordBrowserThemeOnce((theme) =>
    call(logClientInfo, { query: { info: `Browser default theme: ${theme}` }, skipSessionRefresh: true }),
  );
  // The offline outbox (ADR 0012) sends what was saved on this device; Dexie loads lazily here too.
  import('../features/sync/outbox-runner.ts')
    .then((m) => m.startAppOutbox())
    .catch((error) => console.warn('The offline outbox could not start.', error));
  // Kept reports go out once the page has settled; Dexie loads only then.
  setTimeout(() => {
    import('../features/bug-reports/bug-report.service.ts')
      .then((m) => m.retryQueuedBugReports())
      .catch((error) => console.warn('Kept bug reports could not be sent yet.', error));
  }, 2000);
}
