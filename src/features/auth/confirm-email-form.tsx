import { useState } from 'react';
import { Form } from 'react-aria-components';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { confirmEmailWithCode, requestEmailConfirmationCode } from './auth.service.ts';
import { reportAuthFormFailure } from './auth-error-messages.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { validateConfirmEmail } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { VerificationCodeField } from './verification-code-field.tsx';

/**
 * 'Confirm your email' (issue 11): a new applicant's address is proven by the mailed code, which
 * signs in at once; a new code can be asked for behind the captcha. Used after sign-up, from the
 * sign-in form when the account is unconfirmed, and on /standalone/confirm-email.
 */
export function ConfirmEmailForm({ email, onModeChange, onDone, intro }: AuthFormProps & { intro?: string }) {
  const t = useT();
  const form = useEntityForm({
    draftKey: null,
    initial: { email, code: '' },
    validate: useTranslatedValidate(validateConfirmEmail),
    messagesOn: 'blur',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [isSending, setSending] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirmEmailWithCode(values.email.trim(), values.code);
      onDone();
    } catch (error) {
      reportAuthFormFailure('confirmEmail', error, {
        showFormError: setFormError,
        setSubmitErrors: form.showServerErrors,
        context: 'email confirmation',
      });
    }
  });

  const resend = async () => {
    setFormError(null);
    if (!captcha) {
      setCaptchaError(translate('RecaptchaIsRequiredDot'));
      return;
    }
    setSending(true);
    try {
      const { destination } = await requestEmailConfirmationCode(form.values.email.trim(), captcha);
      showInfo(translate('CodeSent', { destination }));
      setResending(false);
    } catch (error) {
      reportAuthFormFailure('confirmEmail', error, {
        showFormError: setFormError,
        setSubmitErrors: form.showServerErrors,
        context: 'email confirmation resend',
      });
    } finally {
      // A captcha answer is single-use.
      setCaptcha('');
      setCaptchaReset((n) => n + 1);
      setSending(false);
    }
  };

  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit} aria-label={t('ConfirmEmailTitle')}>
      <p className="form-intro">{intro ?? t('ConfirmEmailIntro')}</p>
      <FormMessage text={formError} />
      <EmailField {...form.field('email')} />
      <VerificationCodeField {...form.field('code')} />
      <div className="button-row button-row-end">
        <Button type="submit" isPending={form.isSaving}>
          {t('ConfirmEmailButton')}
        </Button>
      </div>
      {resending ? (
        <div className="stack">
          <CaptchaField
            value={captcha}
            onChange={(value) => {
              setCaptcha(value);
              setCaptchaError(null);
            }}
            errorMessage={captchaError}
            resetSignal={captchaReset}
          />
          <div className="button-row button-row-end">
            <Button variant="secondary" isPending={isSending} onPress={() => void resend()}>
              {t('ConfirmEmailResendButton')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="button-row button-row-spread form-links">
        <Button variant="link" onPress={() => onModeChange('login', form.values.email)}>
          {t('BackToSignIn')}
        </Button>
        {resending ? null : (
          <Button variant="link" onPress={() => setResending(true)}>
            {t('RequestNewCode')}
          </Button>
        )}
      </div>
    </Form>
  );
}
