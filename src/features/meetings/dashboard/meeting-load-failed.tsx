/** What a meeting page shows when the hub refused or could not answer (the error toast says why). */
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';

export function MeetingLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="stack">
      <FormMessage text={t('MtLoadFailed')} />
      <div className="button-row">
        <Button variant="secondary" onPress={onRetry}>
          {t('MtTryAgain')}
        </Button>
      </div>
    </div>
  );
}
