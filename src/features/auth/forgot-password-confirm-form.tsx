import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { confirmNewPassword } from './auth.service.ts';
import { reportAuthFormFailure } from './auth-error-messages.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { validateForgotConfirm } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { VerificationCodeField } from './verification-code-field.tsx';

/** 'Change Password': email, the mailed code and a new password; success signs in at once. */
export function ForgotPasswordConfirmForm({ email, onModeChange, onDone }: AuthFormProps) {
  const t = useT();
  const form = useEntityForm({
    draftKey: null,
    initial: { email, code: '', newPassword: '', confirmPassword: '', captcha: '' },
    validate: useTranslatedValidate(validateForgotConfirm),
    messagesOn: 'blur',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirmNewPassword({ ...values, email: values.email.trim(), code: values.code });
      onDone();
    } catch (error) {
      // A captcha answer is single-use: start over with a new challenge.
      setCaptchaReset((n) => n + 1);
      reportAuthFormFailure('forgotConfirm', error, {
        showFormError: setFormError,
        setSubmitErrors: form.showServerErrors,
        context: 'forgot-password confirm',
      });
    }
  });

  const captcha = form.field('captcha');
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit} aria-label={t('ChangePasswordTitle')}>
      <FormMessage text={formError} />
      <EmailField {...form.field('email')} />
      <VerificationCodeField {...form.field('code')} />
      <TextField
        label={t('NewPasswordLabel')}
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.field('newPassword')}
      />
      <TextField
        label={t('ConfirmPasswordLabel')}
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.field('confirmPassword')}
      />
      <CaptchaField
        value={captcha.value}
        onChange={captcha.onChange}
        errorMessage={captcha.errorMessage}
        resetSignal={captchaReset}
      />
      <div className="button-row button-row-end">
        <Button type="submit" isPending={form.isSaving}>
          {t('ChangePasswordButton')}
        </Button>
      </div>
      <div className="button-row button-row-spread form-links">
        <Button variant="link" onPress={() => onModeChange('login', form.values.email)}>
          {t('BackToSignIn')}
        </Button>
        <Button variant="link" onPress={() => onModeChange('forgotPasswordRequest', form.values.email)}>
          {t('RequestNewCode')}
        </Button>
      </div>
    </Form>
  );
}
