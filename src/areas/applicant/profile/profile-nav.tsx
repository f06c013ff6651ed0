import { useParams } from 'wouter';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { transactionsPath } from '../transactions/transactions-path.ts';

/** The profile's base path: in a cycle `/applicant/:code/personal-info`, else `/applicant/profile`. */
export function useProfileBase(): { base: string; personalInfo: string } {
  const { matchCycleCode } = useParams<{ matchCycleCode?: string }>();
  if (matchCycleCode) {
    const base = `/applicant/${encodeURIComponent(matchCycleCode)}/personal-info`;
    return { base, personalInfo: base };
  }
  return { base: '/applicant/profile', personalInfo: '/applicant/profile/edit' };
}

/**
 * Links between the profile's sections (the same pages in and outside a cycle), then the
 * applicant's own files: outside a cycle under `/applicant/profile/` (the documents are the file
 * cabinet), in one under `/applicant/:code/` — the same records either way.
 */
export function ProfileNav() {
  const t = useT();
  const { base, personalInfo } = useProfileBase();
  const { matchCycleCode } = useParams<{ matchCycleCode?: string }>();
  const filesBase = matchCycleCode
    ? `/applicant/${encodeURIComponent(matchCycleCode)}`
    : '/applicant/profile';
  return (
    <nav className="profile-nav" aria-label={t('PfSections')}>
      <Link href={personalInfo}>{t('PfPersonalInfoTitle')}</Link>
      <Link href={`${base}/education`}>{t('PfEducationTitle')}</Link>
      <Link href={`${base}/contact-info`}>{t('RegContactInfoTitle')}</Link>
      <Link href={`${base}/employment`}>{t('PfEmploymentTitle')}</Link>
      <Link href={`${base}/examinations`}>{t('AcExaminationsTitle')}</Link>
      <Link href={`${base}/publications`}>{t('AcPublicationsTitle')}</Link>
      <Link href={`${base}/hobbies-n-interests`}>{t('PfHobbiesTitle')}</Link>
      {matchCycleCode ? (
        <Link href={`${filesBase}/documents`}>{t('DocTitle')}</Link>
      ) : (
        <Link href={`${filesBase}/file-cabinet`}>{t('DocFileCabinetTitle')}</Link>
      )}
      <Link href={`${filesBase}/personal-statements`}>{t('NavApplicantStatements')}</Link>
      <Link href={`${filesBase}/letters-of-reference`}>{t('LtLettersTitle')}</Link>
      <Link href={transactionsPath(matchCycleCode)}>{t('TrTitle')}</Link>
    </nav>
  );
}
