import { CONTACT_TEXT_MAX } from '../../../core/contracts/platform/contact.contract.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { emailError } from '../auth/auth-validation.ts';

export type ContactValues = {
  name: string;
  email: string;
  matchlineId: string;
  subject: string;
  text: string;
  captcha: string;
};

/** Contact form rules of business.md §5. */
export function validateContact(v: ContactValues): Partial<Record<keyof ContactValues, TranslationKey>> {
  let text: TranslationKey | undefined;
  if (v.text.trim() === '') text = 'TextIsRequired';
  else if (v.text.length > CONTACT_TEXT_MAX) text = 'ExceededNumberOfCharacters';
  return {
    name: v.name.trim() === '' ? 'NameIsRequired' : undefined,
    email: emailError(v.email),
    subject: v.subject === '' ? 'SubjectIsRequired' : undefined,
    text,
    captcha: v.captcha === '' ? 'RecaptchaIsRequired' : undefined,
  };
}
