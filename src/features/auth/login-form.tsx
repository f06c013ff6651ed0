import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { signIn } from './auth.service.ts';
import { useAuthDialogStore } from './auth-dialog-store.ts';
import { reportAuthFormFailure } from './auth-error-messages.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { validateLogin } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';

const isUnconfirmedEmail = (error: unknown) =>
  error instanceof ServerError && error.code === 'UserNotConfirmedException';

export function LoginForm({ email, onModeChange, onDone }: AuthFormProps) {
  const t = useT();
  const form = useForm({ email, password: '' }, validateLogin);
  const [formError, setFormError] = useState<string | null>(null);
  const startCompleteRegistration = useAuthDialogStore((s) => s.startCompleteRegistration);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn(values.email.trim(), values.password);
      if (result.kind === 'newPasswordRequired') {
        startCompleteRegistration({ email: result.email, challengeToken: result.challengeToken });
      }
      onDone();
    } catch (error) {
      if (isUnconfirmedEmail(error)) {
        // The right password of an account whose address is not proven yet: on to the code.
        showInfo(translate('ConfirmEmailNeeded'));
        onModeChange('confirmEmail', values.email.trim());
        return;
      }
      reportAuthFormFailure('signIn', error, {
        showFormError: setFormError,
        setSubmitErrors: form.setSubmitErrors,
        context: 'sign-in',
      });
    }
  });

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
      <div className="button-row button-row-spread">
        <Button variant="link" onPress={() => onModeChange('forgotPasswordRequest', form.values.email)}>
          {t('ForgotPasswordLink')}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('SignIn')}
        </Button>
      </div>
    </Form>
  );
}
