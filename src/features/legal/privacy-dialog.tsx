import { useT } from '../../lib/i18n/i18n.ts';
import { writeStored } from '../../lib/storage/local-store.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { PrivacyPolicyText } from './privacy-policy-text.tsx';
import { usePrivacyDialog } from './privacy-store.ts';

/** 'Privacy Policy and Terms of Service' with only a confirm button (platform.md §2). */
export function PrivacyDialog() {
  const t = useT();
  const { isOpen, close } = usePrivacyDialog();
  const confirm = () => {
    // Kept across sign-out: the device has seen the current policy.
    writeStored('privacyPolicy', new Date().toISOString());
    close();
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('PrivacyPolicyTitle')}
      hideClose
    >
      <PrivacyPolicyText />
      <div className="button-row button-row-end">
        <Button onPress={confirm}>{t('Confirm')}</Button>
      </div>
    </ModalDialog>
  );
}
