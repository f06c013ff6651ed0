import { Redirect, useParams } from 'wouter';
import { useApplicantCycle } from '../../../features/applicant-context/use-applicant-cycle.ts';
import { NotFound } from '../../../ui/not-found.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** The cycle sections the installed app's shortcuts open (vite.config.ts manifest shortcuts). */
const shortcutSections = new Set(['home', 'rank-list', 'applications', 'programs', 'messages']);

/**
 * `/applicant/go/:section`: a shortcut's stable address, which has no cycle in it, opens the section of
 * the applicant's current cycle; without a registration, the landing page to register.
 */
export function GoToSectionPage() {
  const { section } = useParams<{ section: string }>();
  const { cycle, isLoading } = useApplicantCycle();
  if (!shortcutSections.has(section)) return <NotFound />;
  if (isLoading) return <PageLoading />;
  const to = cycle
    ? `/applicant/${encodeURIComponent(cycle.matchCycleCode)}/${section}`
    : '/applicant/landing';
  return <Redirect to={to} replace />;
}
