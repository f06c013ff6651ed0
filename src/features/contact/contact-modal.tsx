import { useT } from '../../lib/i18n/i18n.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ContactForm } from './contact-form.tsx';
import { useContactDialog } from './contact-store.ts';

export function ContactModal() {
  const t = useT();
  const { isOpen, close } = useContactDialog();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('ContactUsTitle')}
      size="large"
    >
      <ContactForm onClose={close} />
    </ModalDialog>
  );
}
