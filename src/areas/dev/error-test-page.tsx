import { useState } from 'react';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showErrorToast, showInfo, showSuccess, showWarning } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

function Crash(): never {
  throw new Error('Developer error test: a screen crashed on purpose.');
}

/** Exercises the error page, the global error hooks and the toasts. */
export function ErrorTestPage() {
  const t = useT();
  const [crash, setCrash] = useState(false);
  return (
    <Page title={t('DevErrorTestTitle')}>
      {crash ? <Crash /> : null}
      <div className="button-row">
        <Button variant="danger" onPress={() => setCrash(true)}>
          {t('DevThrowRender')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            void Promise.reject(new Error('Developer error test: an unhandled rejection.'));
          }}
        >
          {t('DevThrowRejection')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            showSuccess(translate('SuccessTitle'));
            showInfo(translate('InfoTitle'));
            showWarning(translate('WarningTitle'));
            showErrorToast('default', translate('ServerError'));
          }}
        >
          {t('DevShowToasts')}
        </Button>
      </div>
    </Page>
  );
}
