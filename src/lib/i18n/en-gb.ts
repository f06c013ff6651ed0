import type { messages } from '../../../core/domain/messages.ts';
import type { adminTexts } from './texts/admin.en-gb.ts';
import type { applicantTexts } from './texts/applicant.en-gb.ts';
import type { blankTexts } from './texts/blank.en-gb.ts';
import type { commonTexts } from './texts/common.en-gb.ts';
import type { devTexts } from './texts/dev.en-gb.ts';
import type { invoicePaymentTexts } from './texts/invoice-payment.en-gb.ts';
import type { medicalSchoolTexts } from './texts/medical-school.en-gb.ts';
import type { programUserTexts } from './texts/program-user.en-gb.ts';
import type { publicTexts } from './texts/public.en-gb.ts';
import type { signedInTexts } from './texts/signed-in.en-gb.ts';
import type { societyUserTexts } from './texts/society-user.en-gb.ts';

/**
 * The English texts: the spec's catalogue word for word (core/domain/messages.ts) plus the interface
 * texts of src/lib/i18n/texts/, split by the area whose chunk uses them (scripts/i18n-parts.mjs): the
 * common part rides with the shell, each area's part loads with the area, and the signed-in part with
 * any signed-in area. Only the keys' type lives here.
 */
export type TranslationKey =
  | keyof typeof messages
  | keyof typeof commonTexts
  | keyof typeof adminTexts
  | keyof typeof applicantTexts
  | keyof typeof blankTexts
  | keyof typeof devTexts
  | keyof typeof invoicePaymentTexts
  | keyof typeof medicalSchoolTexts
  | keyof typeof programUserTexts
  | keyof typeof publicTexts
  | keyof typeof signedInTexts
  | keyof typeof societyUserTexts;
