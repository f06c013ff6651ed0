import type { ReactNode } from 'react';
import { create } from 'zustand';
import { useT } from '../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

export type ConfirmOptions = {
  /** Defaults to 'Confirmation' (platform.md §2). */
  title?: string;
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Shows the confirm button as a destructive action (delete, deactivate). */
  isDanger?: boolean;
};

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };

type ConfirmState = { pending: Pending | null };

const useConfirmStore = create<ConfirmState>(() => ({ pending: null }));

function settle(confirmed: boolean): void {
  const { pending } = useConfirmStore.getState();
  if (!pending) return;
  useConfirmStore.setState({ pending: null });
  pending.resolve(confirmed);
}

/**
 * Asks the user to confirm; resolves true on Confirm, false on Cancel, Escape or a click outside.
 * A second question while one is open answers the first with false (one popup at a time).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  settle(false);
  return new Promise<boolean>((resolve) => {
    useConfirmStore.setState({ pending: { ...options, resolve } });
  });
}

/** The confirmation popup; mounted once in the app shell. */
export function ConfirmHost() {
  const t = useT();
  const pending = useConfirmStore((s) => s.pending);
  return (
    <ModalDialog
      isOpen={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) settle(false);
      }}
      title={pending?.title ?? t('ConfirmationTitle')}
      size="small"
      role="alertdialog"
      hideClose
    >
      <div className="confirm-message">{pending?.message}</div>
      <div className="button-row button-row-end">
        {/* Focus starts on the safe answer when the action is destructive. */}
        <Button variant="secondary" onPress={() => settle(false)} autoFocus={Boolean(pending?.isDanger)}>
          {pending?.cancelLabel ?? t('Cancel')}
        </Button>
        <Button
          variant={pending?.isDanger ? 'danger' : 'primary'}
          onPress={() => settle(true)}
          autoFocus={!pending?.isDanger}
        >
          {pending?.confirmLabel ?? t('Confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
