import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  CONTACT_TEXT_MAX,
  contactSubjects,
  sendContactMessage,
} from '../../../core/contracts/platform/contact.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { type ContactValues, validateContact } from './contact-validation.ts';

const subjectLabels: Record<(typeof contactSubjects)[number], TranslationKey> = {
  Login: 'SubjectLogin',
  Registration: 'SubjectRegistration',
  Billing: 'SubjectBilling',
  'About CAS': 'SubjectAboutCas',
  Other: 'SubjectOther',
};

export type ContactFormProps = { onClose?: () => void };

/** Contact Us (business.md §2.9): the modal and the /contacts page share it. */
export function ContactForm({ onClose }: ContactFormProps) {
  const t = useT();
  const user = useSessionStore((s) => currentUserOf(s));
  const [initial] = useState<ContactValues>(() => ({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    matchlineId: '',
    subject: '',
    text: '',
    captcha: '',
  }));
  const form = useEntityForm({
    draftKey: null,
    initial: initial,
    validate: useTranslatedValidate(validateContact),
    messagesOn: 'blur',
  });
  const [sent, setSent] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);

  const submit = form.handleSubmit(async (values) => {
    try {
      await call(sendContactMessage, {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          matchlineId: values.matchlineId.trim() || null,
          subject: values.subject as (typeof contactSubjects)[number],
          text: values.text,
          captcha: values.captcha,
        },
      });
      setSent(true);
    } catch (error) {
      // What was typed stays; only the single-use captcha starts over.
      setCaptchaReset((n) => n + 1);
      const fields = handleError(error, { context: 'contact us' });
      if (fields) form.showServerErrors(fields);
    }
  });

  if (sent) {
    return (
      <div className="stack">
        <FormMessage tone="success" text={t('ContactThankYou')} />
        {onClose ? (
          <div className="button-row button-row-end">
            <Button onPress={onClose}>{t('Ok')}</Button>
          </div>
        ) : null}
      </div>
    );
  }

  const text = form.field('text');
  const captcha = form.field('captcha');
  const left = CONTACT_TEXT_MAX - text.value.length;
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit} aria-label={t('ContactUsTitle')}>
      <p className="form-intro">{t('ContactIntro')}</p>
      <div className="form-grid">
        <TextField label={t('NameLabel')} autoComplete="name" isRequired autoFocus {...form.field('name')} />
        <TextField
          label={t('EmailLabel')}
          type="email"
          placeholder={t('EmailPlaceholder')}
          autoComplete="email"
          filter="email"
          isRequired
          {...form.field('email')}
        />
        <TextField
          label={t('MatchlineIdLabel')}
          placeholder={t('MatchlineIdPlaceholder')}
          {...form.field('matchlineId')}
        />
        <SelectField
          label={t('SubjectLabel')}
          placeholder={t('SubjectPlaceholder')}
          isRequired
          options={contactSubjects.map((s) => ({ value: s, label: t(subjectLabels[s]) }))}
          value={form.values.subject || null}
          onChange={(value) => form.setField('subject', value ?? '')}
          onBlur={form.field('subject').onBlur}
          errorMessage={form.field('subject').errorMessage}
        />
      </div>
      <TextField
        label={t('MessageLabel')}
        rows={7}
        isRequired
        description={t('CharactersLeft', { count: left })}
        {...text}
      />
      <CaptchaField
        value={captcha.value}
        onChange={captcha.onChange}
        errorMessage={captcha.errorMessage}
        resetSignal={captchaReset}
      />
      <div className="button-row button-row-end">
        {onClose ? (
          <Button variant="secondary" onPress={onClose}>
            {t('Close')}
          </Button>
        ) : null}
        <Button type="submit" isPending={form.isSaving}>
          {t('Send')}
        </Button>
      </div>
    </Form>
  );
}
