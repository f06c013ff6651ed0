import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { signIn } from './auth.service.ts';
import { useAuthDialogStore } from './auth-dialog-store.ts';
import { reportAuthFormFailure } from './auth-error-messages.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { type LoginValues, validateLoginWithCaptcha } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';

const isUnconfirmedEmail = (error: unknown) =>
  error instanceof ServerError && error.code === 'UserNotConfirmedException';
const isCaptchaRequired = (error: unknown) =>
  error instanceof ServerError && error.code === 'CaptchaRequired';

export function LoginForm({ email, onModeChange, onDone }: AuthFormProps) {
  const t = useT();
  // An account with many recent failed sign-ins needs a solved captcha (issue 11): the field
  // appears once the server says so, and stays for the dialog's life.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const validate = useCallback(
    (v: LoginValues & { captcha: string }) => validateLoginWithCaptcha(v, captchaNeeded),
    [captchaNeeded],
  );
  const form = useEntityForm({
    draftKey: null,
    initial: { email, password: '', captcha: '' },
    validate: useTranslatedValidate(validate),
    messagesOn: 'blur',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const startCompleteRegistration = useAuthDialogStore((s) => s.startCompleteRegistration);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn(values.email.trim(), values.password, values.captcha || undefined);
      if (result.kind === 'newPasswordRequired') {
        startCompleteRegistration({ email: result.email, challengeToken: result.challengeToken });
      }
      onDone();
    } catch (error) {
      // A captcha answer is single-use: the next try needs a new one.
      if (captchaNeeded) setCaptchaReset((n) => n + 1);
      if (isCaptchaRequired(error)) setCaptchaNeeded(true);
      if (isUnconfirmedEmail(error)) {
        // The right password of an account whose address is not proven yet: on to the code.
        showInfo(translate('ConfirmEmailNeeded'));
        onModeChange('confirmEmail', values.email.trim());
        return;
      }
      reportAuthFormFailure('signIn', error, {
        showFormError: setFormError,
        setSubmitErrors: form.showServerErrors,
        context: 'sign-in',
      });
    }
  });

  const captcha = form.field('captcha');
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit} aria-label={t('LoginTitle')}>
      <FormMessage text={formError} />
      <EmailField autoFocus {...form.field('email')} />
      <TextField
        label={t('PasswordLabel')}
        type="password"
        autoComplete="current-password"
        isRequired
        {...form.field('password')}
      />
      {captchaNeeded ? (
        <CaptchaField
          value={captcha.value}
          onChange={captcha.onChange}
          errorMessage={captcha.errorMessage}
          resetSignal={captchaReset}
        />
      ) : null}
      <div className="button-row button-row-spread">
        <Button variant="link" onPress={() => onModeChange('forgotPasswordRequest', form.values.email)}>
          {t('ForgotPasswordLink')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('SignIn')}
        </Button>
      </div>
    </Form>
  );
}
