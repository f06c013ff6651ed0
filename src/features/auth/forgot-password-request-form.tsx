import { useState } from 'react';
import { Form } from 'react-aria-components';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { requestPasswordCode } from './auth.service.ts';
import { reportAuthFormFailure } from './auth-error-messages.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { validateForgotRequest } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';

/** Forgot password: email and captcha; a code is mailed and the dialog moves to confirm mode. */
export function ForgotPasswordRequestForm({ email, onModeChange }: AuthFormProps) {
  const t = useT();
  const form = useEntityForm({
    draftKey: null,
    initial: { email, captcha: '' },
    validate: useTranslatedValidate(validateForgotRequest),
    messagesOn: 'blur',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const address = values.email.trim();
    try {
      const result = await requestPasswordCode(address, values.captcha);
      if (result.isForcedToChangePassword) {
        // A temporary password was mailed instead: sign in with it.
        showInfo(translate('TemporaryPasswordSent', { destination: result.destination }));
        onModeChange('login', address);
      } else {
        showInfo(translate('CodeSent', { destination: result.destination }));
        onModeChange('forgotPasswordConfirm', address);
      }
    } catch (error) {
      // A captcha answer is single-use: start over with a new challenge.
      setCaptchaReset((n) => n + 1);
      reportAuthFormFailure('forgotRequest', error, {
        showFormError: setFormError,
        setSubmitErrors: form.showServerErrors,
        context: 'forgot-password request',
      });
    }
  });

  const captcha = form.field('captcha');
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit} aria-label={t('ForgotPasswordTitle')}>
      <p className="form-intro">{t('ForgotPasswordIntro')}</p>
      <FormMessage text={formError} />
      <EmailField autoFocus {...form.field('email')} />
      <CaptchaField
        value={captcha.value}
        onChange={captcha.onChange}
        errorMessage={captcha.errorMessage}
        resetSignal={captchaReset}
      />
      <div className="button-row button-row-end">
        <Button type="submit" isPending={form.isSaving}>
          {t('SendCode')}
        </Button>
      </div>
      <div className="button-row button-row-spread form-links">
        <Button variant="link" onPress={() => onModeChange('login', form.values.email)}>
          {t('BackToSignIn')}
        </Button>
        <Button variant="link" onPress={() => onModeChange('forgotPasswordConfirm', form.values.email)}>
          {t('HaveCode')}
        </Button>
      </div>
    </Form>
  );
}
