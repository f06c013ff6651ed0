import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import '../../../features/applicant-profile/applicant-profile.css';
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
 * cabinet), in one under `/applicant/:code/` — the same records either way. On phones the links are
 * one row that scrolls sideways inside its own strip; the current section is marked (aria-current).
 */
export function ProfileNav() {
  const t = useT();
  const [location] = useLocation();
  const { base, personalInfo } = useProfileBase();
  const { matchCycleCode } = useParams<{ matchCycleCode?: string }>();
  const filesBase = matchCycleCode
    ? `/applicant/${encodeURIComponent(matchCycleCode)}`
    : '/applicant/profile';
  const entries: [href: string, label: string][] = [
    [personalInfo, t('PfPersonalInfoTitle')],
    [`${base}/education`, t('PfEducationTitle')],
    [`${base}/contact-info`, t('RegContactInfoTitle')],
    [`${base}/employment`, t('PfEmploymentTitle')],
    [`${base}/examinations`, t('AcExaminationsTitle')],
    [`${base}/publications`, t('AcPublicationsTitle')],
    [`${base}/hobbies-n-interests`, t('PfHobbiesTitle')],
    matchCycleCode
      ? [`${filesBase}/documents`, t('DocTitle')]
      : [`${filesBase}/file-cabinet`, t('DocFileCabinetTitle')],
    [`${filesBase}/personal-statements`, t('NavApplicantStatements')],
    [`${filesBase}/letters-of-reference`, t('LtLettersTitle')],
    [transactionsPath(matchCycleCode), t('TrTitle')],
  ];
  // Personal information is the base of the other sections in a cycle, so it matches only itself.
  const isCurrent = (href: string) =>
    location === href || (href !== personalInfo && location.startsWith(`${href}/`));
  const currentIndex = entries.findIndex(([href]) => isCurrent(href));
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the strip scrolls: bring the current section into view within it (never the page).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.children[currentIndex] as HTMLElement | undefined;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [currentIndex]);
  return (
    <nav className="profile-nav" aria-label={t('PfSections')}>
      <ul className="profile-nav-list" ref={listRef}>
        {entries.map(([href, label]) => (
          <li key={href}>
            <Link
              href={href}
              className="profile-nav-link"
              aria-current={isCurrent(href) ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
