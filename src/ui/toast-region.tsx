import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegionBase,
} from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import {
  type ToastContent as Content,
  closeToast,
  type ToastType,
  toastQueue,
} from '../lib/notify/toast-service.ts';
import { Button } from './button.tsx';
import { type Tone, toneClass } from './tone.ts';

const titleKeys = {
  success: 'SuccessTitle',
  info: 'InfoTitle',
  warning: 'WarningTitle',
  error: 'ErrorTitle',
  content: 'Notifications',
} as const;

/** The tone (tone.ts) of each kind of toast: an error is danger, a content toast (an invitation) neutral. */
export const toastTones: Record<ToastType, Tone> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'danger',
  content: 'neutral',
};

/** Renders the app's toast queue as an ARIA landmark (F6 reaches it). */
export function ToastRegion() {
  const t = useT();
  return (
    <ToastRegionBase<Content> queue={toastQueue} className="toast-region" aria-label={t('Notifications')}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast ${toneClass(toastTones[toast.content.type])}`}>
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {toast.content.title ?? t(titleKeys[toast.content.type])}
            </Text>
            {toast.content.text ? (
              <Text slot="description" className="toast-text">
                {toast.content.text}
              </Text>
            ) : null}
            {toast.content.body}
            {toast.content.actions?.length ? (
              <div className="button-row">
                {toast.content.actions.map((action) => (
                  <Button
                    key={action.label}
                    variant="secondary"
                    onPress={() => {
                      closeToast(toast.key);
                      action.onAction();
                    }}
                  >
                    {action.label}
                  </Button>
                ))}
                <Button variant="ghost" onPress={() => closeToast(toast.key)}>
                  {t('Close')}
                </Button>
              </div>
            ) : null}
          </ToastContent>
          <AriaButton slot="close" className="icon-button toast-close" aria-label={t('Close')}>
            <span aria-hidden="true">×</span>
          </AriaButton>
        </Toast>
      )}
    </ToastRegionBase>
  );
}
