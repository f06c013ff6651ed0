import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { messages } from '../../../../core/domain/messages.ts';
import { CaptchaField } from '../../../features/captcha/captcha-field.tsx';
import type { EntityForm } from '../../../features/forms/use-entity-form.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';

/**
 * A public registration request form: its fields, the captcha, Send, and once sent what happens
 * next. A refused send keeps the typing and asks for a new captcha (answers are single-use).
 */
export function RegistrationRequestForm<V extends object>({
  form,
  label,
  send,
  children,
}: {
  form: EntityForm<V>;
  label: string;
  send: (values: V, captcha: string) => Promise<void>;
  children: ReactNode;
}) {
  const t = useT();
  const [captcha, setCaptcha] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaTried, setCaptchaTried] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <div className="card stack">
        <FormMessage tone="success" text={t('RegistrationRequestSent')} />
        <p>{t('RqWhatNext')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCaptchaTried(true);
    if (!form.check() || !captcha) return;
    const ok = await form.send((values) => send(values, captcha));
    if (ok) setSent(true);
    else setCaptchaReset((n) => n + 1);
  };

  return (
    <Form className="form stack" validationBehavior="aria" onSubmit={submit} aria-label={label}>
      {form.isRestored ? <FormMessage tone="info" text={t('RqDraftRestored')} /> : null}
      {children}
      <CaptchaField
        value={captcha}
        onChange={setCaptcha}
        errorMessage={
          form.errorOf('captcha') ?? (captchaTried && !captcha ? messages.RecaptchaIsRequiredDot : null)
        }
        resetSignal={captchaReset}
      />
      <div className="button-row button-row-end">
        <Button type="submit" isPending={form.isSaving}>
          {t('Send')}
        </Button>
      </div>
    </Form>
  );
}
