import { create } from 'zustand';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

type DeniedState = { reason: string | null };

const useDeniedStore = create<DeniedState>(() => ({ reason: null }));

/** Opens the 'Denied' popup with the reason (platform.md §6); a newer reason replaces an open one. */
export function showDenied(reason: string): void {
  useDeniedStore.setState({ reason });
}

export function closeDenied(): void {
  useDeniedStore.setState({ reason: null });
}

/** The 'Denied' popup: title, 'Functionality is limited', the reason, Ok. Mounted once in the applicant area. */
export function DeniedDialog() {
  const t = useT();
  const reason = useDeniedStore((s) => s.reason);
  return (
    <ModalDialog
      isOpen={reason !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeDenied();
      }}
      title={t('DeniedTitle')}
      size="small"
      role="alertdialog"
      hideClose
    >
      <div className="stack">
        <p className="denied-heading">
          <strong>{t('DeniedHeading')}</strong>
        </p>
        <p>{reason}</p>
        <div className="button-row button-row-end">
          <Button autoFocus onPress={closeDenied}>
            {t('Ok')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
