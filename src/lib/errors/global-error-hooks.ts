import { handleError } from './error-handler.ts';

let installed = false;

/** Window 'error' and 'unhandledrejection' go to the error handler, which logs and shows them. */
export function installGlobalErrorHooks(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    handleError(event.error ?? event.message, { context: 'window.error' });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    handleError(event.reason, { context: 'unhandledrejection' });
  });
}
