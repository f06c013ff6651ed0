import { Suspense, useEffect, useState } from 'react';
import { useAuthDialogStore } from '../features/auth/auth-dialog-store.ts';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { useContactDialog } from '../features/contact/contact-store.ts';
import { usePrivacyDialog } from '../features/legal/privacy-store.ts';
import { t } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { type LeaveQuestion, setLeaveQuestion } from '../lib/navigation/leave-guard.ts';
import { ConfirmHost, confirm } from '../ui/confirm-dialog.tsx';

// Each dialog's code loads the first time it opens, keeping the first load small.
const LoginDialog = lazyPage(() => import('../features/auth/login-dialog.tsx'), 'LoginDialog');
const CompleteRegistrationModal = lazyPage(
  () => import('../features/auth/complete-registration-modal.tsx'),
  'CompleteRegistrationModal',
);
const ReportBugModal = lazyPage(
  () => import('../features/bug-reports/report-bug-modal.tsx'),
  'ReportBugModal',
);
const ContactModal = lazyPage(() => import('../features/contact/contact-modal.tsx'), 'ContactModal');
const PrivacyDialog = lazyPage(() => import('../features/legal/privacy-dialog.tsx'), 'PrivacyDialog');

/** The leave guard's question (src/lib/navigation/leave-guard.ts): Leave goes, Stay (or Escape) stays. */
export const askToLeave: LeaveQuestion = ({ keptOnDevice }) =>
  confirm({
    title: t('LeaveTitle'),
    message: t(keptOnDevice ? 'LeaveKeptAsDraft' : 'LeaveLost'),
    confirmLabel: t('LeaveConfirm'),
    cancelLabel: t('LeaveStay'),
    isDanger: !keptOnDevice,
  });

/** Once opened, a dialog stays mounted so it can close (and reopen) without reloading. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function GlobalDialogs() {
  const login = useOnceTrue(useAuthDialogStore((s) => s.loginOpen));
  const completeRegistration = useOnceTrue(useAuthDialogStore((s) => s.challenge !== null));
  const bugReport = useOnceTrue(useBugReportDialog((s) => s.context !== null));
  const contact = useOnceTrue(useContactDialog((s) => s.isOpen));
  const privacy = useOnceTrue(usePrivacyDialog((s) => s.isOpen));
  useEffect(() => {
    setLeaveQuestion(askToLeave);
    return () => setLeaveQuestion(null);
  }, []);
  return (
    <>
      <Suspense fallback={null}>
        {login ? <LoginDialog /> : null}
        {completeRegistration ? <CompleteRegistrationModal /> : null}
        {bugReport ? <ReportBugModal /> : null}
        {contact ? <ContactModal /> : null}
        {privacy ? <PrivacyDialog /> : null}
      </Suspense>
      {/* Small and used by every admin screen: mounted at once so confirm() never waits for a chunk. */}
      <ConfirmHost />
    </>
  );
}
