import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type Phone,
  sendPhoneVerificationCode,
  verifyPhone,
} from '../../../core/contracts/applicants/phones.contract.ts';
import { isAppError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { errorText, useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The answer's text shown in place (inside a card or dialog), not as a toast. */
function inPlace(error: unknown): string | null {
  handleError(error, { suppressMessage: true });
  return isAppError(error) ? errorText(error) : null;
}

/**
 * Verifying a phone by code: send the code (it arrives by email for now, ADR 0008), type it, verify.
 * A new code can be asked for at any time; it replaces the previous one.
 */
export function PhoneVerification({
  phone,
  onVerified,
}: {
  phone: Pick<Phone, 'id' | 'number'>;
  onVerified: (phone: Phone) => void;
}) {
  const t = useT();
  const [isSent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await call(sendPhoneVerificationCode, { body: { phoneNumberId: phone.id } });
      setSent(true);
    } catch (failure) {
      setError(inPlace(failure));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('VerificationCode'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onVerified(await call(verifyPhone, { body: { phoneNumberId: phone.id, code: code.trim() } }));
    } catch (failure) {
      setError(inPlace(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <p>{t('RegVerifyPhoneIntro', { number: phone.number })}</p>
      <FormMessage text={error} />
      {isSent ? (
        <Form
          className="form stack"
          validationBehavior="aria"
          onSubmit={verify}
          aria-label={t('RegVerifyPhone')}
        >
          <FormMessage tone="info" text={t('RegCodeSentByEmail')} />
          <TextField
            label={t('RegVerificationCode')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
          <div className="button-row">
            <Button type="submit" isPending={isBusy}>
              {t('RegVerify')}
            </Button>
            <Button variant="secondary" onPress={send} isDisabled={isBusy}>
              {t('RegSendNewCode')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="button-row">
          <Button onPress={send} isPending={isBusy}>
            {t('RegSendCode')}
          </Button>
        </div>
      )}
    </div>
  );
}
