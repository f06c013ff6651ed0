import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';

export type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Clicking outside or Escape closes it (off while saving: the backdrop stays static). */
  isDismissable?: boolean;
  /** Hides the close button (while saving or deleting). */
  hideClose?: boolean;
  size?: 'small' | 'medium' | 'large';
  role?: 'dialog' | 'alertdialog';
};

/** A modal dialog: focus is trapped, Escape closes it, the title labels it. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  hideClose = false,
  size = 'medium',
  role = 'dialog',
}: ModalDialogProps) {
  const t = useT();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={cx('modal', `modal-${size}`)}>
        <Dialog className="dialog" role={role}>
          {({ close }) => (
            <>
              <header className="dialog-header">
                <Heading slot="title" className="dialog-title">
                  {title}
                </Heading>
                {hideClose ? null : (
                  <AriaButton className="icon-button" aria-label={t('Close')} onPress={close}>
                    <span aria-hidden="true">×</span>
                  </AriaButton>
                )}
              </header>
              <div className="dialog-body">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
