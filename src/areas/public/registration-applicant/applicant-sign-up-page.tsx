import { type FormEvent, useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  listOpenMatchCycles,
  type SignUpApplicantForm,
  type SignUpResult,
  signUpApplicant,
  signUpApplicantInput,
} from '../../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { useAuthDialogStore } from '../../../features/auth/auth-dialog-store.ts';
import { ConfirmEmailForm } from '../../../features/auth/confirm-email-form.tsx';
import { saveReturnLocation } from '../../../features/auth/return-location.ts';
import { CaptchaField } from '../../../features/captcha/captcha-field.tsx';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { ServerError, ValidationError } from '../../../lib/errors/app-errors.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { navigateTo } from '../../../lib/navigation/navigate.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export const salutations = ['Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Mx.'] as const;

/** What the draft keeps: everything but the passwords (never written to storage). */
type Values = {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  salutation: string;
  phoneNumber: string;
  acceptsPrivacyTerms: boolean;
  matchCycleId: number | null;
};

const initial: Values = {
  email: '',
  firstName: '',
  lastName: '',
  middleName: '',
  salutation: '',
  phoneNumber: '',
  acceptsPrivacyTerms: false,
  matchCycleId: null,
};

/** After sign-up the new applicant lands on the phone verification step (platform.md §3 sign-up result). */
export const verifyPhonePath = (phoneId: number) => `/applicant/landing/verify-phone/${phoneId}`;

/**
 * /registration/applicant (and its standalone variant): the applicant's account, cell phone, consent
 * and optionally a match cycle to register for at once; then the mailed code confirms the address
 * (and signs in), and the phone's verification follows.
 */
export function ApplicantSignUpPage() {
  const t = useT();
  const cycles = useContractQuery(listOpenMatchCycles, {});
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const toBody = useCallback(
    (v: Values) => ({
      ...v,
      password,
      middleName: v.middleName || null,
      salutation: v.salutation || null,
      // Checked on its own by the captcha field; a placeholder keeps the schema's other messages.
      captcha: '-',
    }),
    [password],
  );
  const form = useEntityForm({
    draftKey: 'applicant-sign-up',
    initial,
    validate: useSchemaValidate(signUpApplicantInput, toBody),
    messagesOn: 'blur',
  });
  const bind = form.field;
  const [captcha, setCaptcha] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<SignUpResult | null>(null);

  const mismatch = confirmPassword !== password ? messages.PasswordsDoNotMatch : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const valid = form.check();
    if (!valid || !captcha || mismatch) return;
    let created: SignUpResult | null = null;
    const ok = await form.send(async (values) => {
      const body = toBody(values);
      try {
        created = await call(signUpApplicant, {
          // The form checked the body with the contract's schema (consent included) before sending.
          body: { ...(body as SignUpApplicantForm), captcha },
        });
      } catch (error) {
        // A used email belongs under the email field, where the user can change it.
        if (error instanceof ServerError && error.status === 409)
          throw new ValidationError({ email: [error.message] });
        throw error;
      }
    });
    if (!ok || !created) {
      setCaptchaReset((n) => n + 1);
      return;
    }
    const signedUp: SignUpResult = created;
    setResult(signedUp);
    // Confirming the address signs in and sends the new applicant on to verify the phone.
    saveReturnLocation(verifyPhonePath(signedUp.phoneNumber.id));
  };

  if (result) {
    const email = form.values.email.trim();
    return (
      <Page title={t('ConfirmEmailTitle')}>
        <div className="card stack">
          {result.amount > 0 ? <p>{t('RegFeeDue', { amount: formatMoney(result.amount) })}</p> : null}
          <ConfirmEmailForm
            email={email}
            intro={t('RegConfirmEmailSent', { email })}
            onModeChange={(mode, next) => {
              useAuthDialogStore.getState().setMode(mode, next);
              navigateTo(mode === 'login' ? '/standalone/login' : '/standalone/confirm-email');
            }}
            onDone={() => {}}
          />
        </div>
      </Page>
    );
  }

  const cycleOptions = (cycles.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label:
      c.registrationFeeCents > 0
        ? t('RegCycleWithFee', { name: c.name, fee: formatMoney(c.registrationFeeCents) })
        : c.name,
  }));

  return (
    <Page title={t('RegSignUpTitle')}>
      <p className="form-intro">{t('RegSignUpIntro')}</p>
      <Form
        className="form stack"
        validationBehavior="aria"
        onSubmit={submit}
        aria-label={t('RegSignUpTitle')}
      >
        {form.isRestored ? <FormMessage tone="info" text={t('RqDraftRestored')} /> : null}
        <fieldset className="form-grid fieldset">
          <legend>{t('RegAccount')}</legend>
          <TextField
            label={t('EmailLabel')}
            type="email"
            autoComplete="email"
            isRequired
            {...bind('email')}
          />
          <TextField
            label={t('PasswordLabel')}
            type="password"
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
            onBlur={() => form.touch('password')}
            errorMessage={form.errorOf('password')}
          />
          <TextField
            label={t('RegConfirmPassword')}
            type="password"
            autoComplete="new-password"
            isRequired
            value={confirmPassword}
            onChange={setConfirmPassword}
            errorMessage={tried || confirmPassword ? mismatch : null}
          />
          <SelectField
            label={t('RegSalutation')}
            options={salutations.map((s) => ({ value: s, label: s }))}
            value={form.values.salutation || null}
            onChange={(value) => form.setField('salutation', value ?? '')}
          />
          <TextField label={t('RegFirstName')} autoComplete="given-name" isRequired {...bind('firstName')} />
          <TextField label={t('RegMiddleName')} autoComplete="additional-name" {...bind('middleName')} />
          <TextField label={t('RegLastName')} autoComplete="family-name" isRequired {...bind('lastName')} />
        </fieldset>
        <fieldset className="form-grid fieldset">
          <legend>{t('RegContact')}</legend>
          <TextField
            label={t('RegCellPhone')}
            type="tel"
            autoComplete="tel"
            isRequired
            {...bind('phoneNumber')}
          />
        </fieldset>
        <fieldset className="form-grid fieldset">
          <legend>{t('RegMatchCycle')}</legend>
          <SelectField
            label={t('RegRegisterFor')}
            placeholder={t('RegNoCycleYet')}
            options={cycleOptions}
            value={form.values.matchCycleId === null ? null : String(form.values.matchCycleId)}
            onChange={(value) => form.setField('matchCycleId', value ? Number(value) : null)}
            errorMessage={form.errorOf('matchCycleId')}
          />
        </fieldset>
        <div className="stack">
          <Checkbox
            isSelected={form.values.acceptsPrivacyTerms}
            onChange={(value) => {
              form.setField('acceptsPrivacyTerms', value);
              form.touch('acceptsPrivacyTerms');
            }}
            isInvalid={Boolean(form.errorOf('acceptsPrivacyTerms'))}
          >
            {t('RegAcceptPrivacy')}{' '}
            <Link href="/privacy-policy-and-terms-of-usage" target="_blank">
              {t('RegPrivacyLink')}
            </Link>
          </Checkbox>
          {form.errorOf('acceptsPrivacyTerms') ? (
            <p className="field-error" role="alert">
              {form.errorOf('acceptsPrivacyTerms')}
            </p>
          ) : null}
        </div>
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          errorMessage={
            form.errorOf('captcha') ?? (tried && !captcha ? messages.RecaptchaIsRequiredDot : null)
          }
          resetSignal={captchaReset}
        />
        <div className="button-row button-row-end">
          <Button type="submit" isPending={form.isSaving}>
            {t('RegCreateAccount')}
          </Button>
        </div>
      </Form>
    </Page>
  );
}
