import { couplePath } from '../../../features/couples/couple-path.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { transactionsPath } from '../transactions/transactions-path.ts';

/** The sections of a cycle's home page; `:code` is the cycle's matchCycleCode. */
export const cycleSectionLinks: readonly {
  href: (code: string) => string;
  label: TranslationKey;
  casOnly?: boolean;
}[] = [
  { href: (code) => `/applicant/${encodeURIComponent(code)}/programs/directory`, label: 'RegLinkPrograms' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/applications`, label: 'ApTitle' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/cas`, label: 'RegLinkCas', casOnly: true },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/summary`, label: 'SumTitle' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/rank-list`, label: 'RkTitle' },
  { href: couplePath, label: 'CpTitle' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/personal-info`, label: 'PfPersonalInfoTitle' },
  {
    href: (code) => `/applicant/${encodeURIComponent(code)}/personal-info/contact-info`,
    label: 'RegLinkContactInfo',
  },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/documents`, label: 'DocTitle' },
  {
    href: (code) => `/applicant/${encodeURIComponent(code)}/personal-statements`,
    label: 'NavApplicantStatements',
  },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/letters-of-reference`, label: 'LtLettersTitle' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/specialty-info`, label: 'AsiTitle' },
  { href: transactionsPath, label: 'TrTitle' },
  { href: (code) => `/applicant/${encodeURIComponent(code)}/match-result`, label: 'MrTitle' },
];

export const homePath = (code: string) => `/applicant/${encodeURIComponent(code)}/home`;
