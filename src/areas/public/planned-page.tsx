import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

type PlannedPageEntry = { path: string; title: TranslationKey; holds: TranslationKey };

/** Public routes whose screens arrive in later releases; they say so instead of pretending. */
export const plannedPages: PlannedPageEntry[] = [
  { path: '/medical-school-info', title: 'PageMedicalSchoolInfo', holds: 'HoldMedicalSchoolInfo' },
  { path: '/data/:specialtyId?/:tab?', title: 'PageData', holds: 'HoldData' },
  { path: '/registration/applicant', title: 'PageRegisterApplicant', holds: 'HoldRegisterApplicant' },
  { path: '/registration/program', title: 'PageRegisterProgram', holds: 'HoldRegisterProgram' },
  { path: '/registration/program/:id', title: 'PageRegisterProgram', holds: 'HoldRegisterProgram' },
  { path: '/letters-of-reference/upload/:id', title: 'PageLorUpload', holds: 'HoldLorUpload' },
  { path: '/about', title: 'PageAbout', holds: 'HoldAbout' },
  { path: '/about/how-match-works', title: 'PageHowMatchWorks', holds: 'HoldHowMatchWorks' },
  { path: '/about/match-rules', title: 'PageMatchRules', holds: 'HoldMatchRules' },
  { path: '/about/need-matching-services', title: 'PageNeedMatching', holds: 'HoldNeedMatching' },
  { path: '/email-test', title: 'PageEmailTest', holds: 'HoldEmailTest' },
  { path: '/specialties', title: 'PageSpecialties', holds: 'HoldSpecialties' },
  { path: '/specialty/:name/:pageId?', title: 'PageSpecialty', holds: 'HoldSpecialty' },
  { path: '/specialty-programs-compare/:id', title: 'PageCompare', holds: 'HoldCompare' },
  { path: '/registration/program-request', title: 'PageProgramRequest', holds: 'HoldProgramRequest' },
  { path: '/registration/medical-school-request', title: 'PageSchoolRequest', holds: 'HoldSchoolRequest' },
  {
    path: '/registration/medical-school-user-request/:id?',
    title: 'PageSchoolUserRequest',
    holds: 'HoldSchoolUserRequest',
  },
  { path: '/match-calendar', title: 'PageMatchCalendar', holds: 'HoldMatchCalendar' },
  { path: '/invoice-payment/:id?', title: 'PageInvoicePayment', holds: 'HoldInvoicePayment' },
  { path: '/match-results', title: 'PageMatchResults', holds: 'HoldMatchResults' },
  { path: '/vacancies', title: 'PageVacancies', holds: 'HoldVacancies' },
  {
    path: '/standalone/registration/applicant',
    title: 'PageRegisterApplicant',
    holds: 'HoldRegisterApplicant',
  },
  {
    path: '/standalone/registration/program-request',
    title: 'PageProgramRequest',
    holds: 'HoldProgramRequest',
  },
  { path: '/standalone/invoice-payment/:id?', title: 'PageInvoicePayment', holds: 'HoldInvoicePayment' },
  { path: '/standalone/letters-of-reference/upload/:id', title: 'PageLorUpload', holds: 'HoldLorUpload' },
  {
    path: '/standalone/registration/medical-school-request',
    title: 'PageSchoolRequest',
    holds: 'HoldSchoolRequest',
  },
];

export function PlannedPage({ title, holds }: { title: TranslationKey; holds: TranslationKey }) {
  const t = useT();
  return (
    <Page title={t(title)}>
      <p className="card">{t('PlannedPageText', { what: t(holds) })}</p>
    </Page>
  );
}
