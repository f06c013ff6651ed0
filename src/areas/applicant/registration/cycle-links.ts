import { couplePath } from '../../../features/couples/couple-path.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { transactionsPath } from '../transactions/transactions-path.ts';

export type CycleSectionLink = {
  href: (code: string) => string;
  label: TranslationKey;
  casOnly?: boolean;
};

const inCycle = (tail: string) => (code: string) => `/applicant/${encodeURIComponent(code)}/${tail}`;

/**
 * The sections of a cycle's home page in three groups (the season first); `:code` is the cycle's
 * matchCycleCode.
 */
export const cycleSectionGroups: readonly { title: TranslationKey; links: readonly CycleSectionLink[] }[] = [
  {
    title: 'RegGroupSeason',
    links: [
      { href: inCycle('programs/directory'), label: 'RegLinkPrograms' },
      { href: inCycle('applications'), label: 'ApTitle' },
      { href: inCycle('rank-list'), label: 'RkTitle' },
      { href: couplePath, label: 'CpTitle' },
      { href: inCycle('match-result'), label: 'MrTitle' },
    ],
  },
  {
    title: 'RegGroupApplication',
    links: [
      { href: inCycle('cas'), label: 'RegLinkCas', casOnly: true },
      { href: inCycle('summary'), label: 'SumTitle' },
      { href: inCycle('documents'), label: 'DocTitle' },
      { href: inCycle('personal-statements'), label: 'NavApplicantStatements' },
      { href: inCycle('letters-of-reference'), label: 'LtLettersTitle' },
      { href: inCycle('personal-info'), label: 'PfPersonalInfoTitle' },
      { href: inCycle('personal-info/contact-info'), label: 'RegLinkContactInfo' },
    ],
  },
  {
    title: 'RegGroupAccount',
    links: [
      { href: transactionsPath, label: 'TrTitle' },
      { href: inCycle('specialty-info'), label: 'AsiTitle' },
    ],
  },
];

export const homePath = (code: string) => `/applicant/${encodeURIComponent(code)}/home`;
