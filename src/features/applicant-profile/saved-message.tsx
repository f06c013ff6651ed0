import { useT } from '../../lib/i18n/i18n.ts';
import { FormMessage } from '../../ui/form-message.tsx';

/** After a profile save: 'Saved' once the server has it, 'Saved on this device' while it waits in the outbox. */
export function SavedMessage({ saved }: { saved: { onDevice: boolean } | null }) {
  const t = useT();
  if (!saved) return null;
  return (
    <FormMessage
      tone={saved.onDevice ? 'info' : 'success'}
      text={t(saved.onDevice ? 'SyncSavedOnDevice' : 'PfSaved')}
    />
  );
}
