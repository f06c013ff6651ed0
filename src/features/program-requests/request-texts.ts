import type {
  ApplicantProgramRequestKind,
  ApplicantProgramRequestStatus,
} from '../../../core/domain/interviews.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import type { Tone } from '../../ui/tone.ts';

/** The catalogue key of a request's kind. */
export const requestKindKey = (kind: ApplicantProgramRequestKind): TranslationKey => `PrqKind_${kind}`;

/** The catalogue key of a request's status. */
export const requestStatusKey = (status: ApplicantProgramRequestStatus): TranslationKey =>
  `PrqStatus_${status}`;

export const requestStatusTone = (status: ApplicantProgramRequestStatus): Tone =>
  status === 'Answered'
    ? 'success'
    : status === 'Declined'
      ? 'danger'
      : status === 'Pending'
        ? 'warning'
        : 'neutral';
