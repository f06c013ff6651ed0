import { getSocietySummary } from '../../../core/contracts/societies/society.contract.ts';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';

const figures: { key: TranslationKey; field: FigureField; cycle: boolean }[] = [
  { key: 'SocietyProgramsCount', field: 'programsCount', cycle: false },
  { key: 'SocietyActiveProgramsCount', field: 'activeProgramsCount', cycle: false },
  { key: 'SocietyParticipatingCount', field: 'participatingProgramsCount', cycle: true },
  { key: 'SocietyTotalPositions', field: 'totalPositions', cycle: true },
  { key: 'SocietyRegisteredApplicants', field: 'registeredApplicantsCount', cycle: true },
  { key: 'SocietyPendingRequests', field: 'pendingRequestsCount', cycle: false },
];
type FigureField =
  | 'programsCount'
  | 'activeProgramsCount'
  | 'participatingProgramsCount'
  | 'totalPositions'
  | 'registeredApplicantsCount'
  | 'pendingRequestsCount';

function SummaryFigures({ specialty, matchCycle }: SocietyScopeValue) {
  const t = useT();
  const summary = useContractQuery(getSocietySummary, {
    query: { specialtyId: specialty.id, ...(matchCycle ? { matchCycleId: matchCycle.id } : {}) },
  });
  if (!summary.data) return summary.isLoading ? <PageLoading /> : null;
  const data = summary.data;
  return (
    <div className="stack">
      <h2>
        {matchCycle
          ? t('SocietySummaryOf', { specialty: specialty.name, cycle: matchCycle.name })
          : specialty.name}
      </h2>
      <dl className="stat-grid">
        {figures
          .filter((f) => !f.cycle || matchCycle)
          .map((f) => (
            <div className="stat card" key={f.field}>
              <dt>{t(f.key)}</dt>
              <dd>{data[f.field].toLocaleString('en-US')}</dd>
            </div>
          ))}
      </dl>
      <nav aria-label={t('SocietyQuickLinks')} className="button-row">
        <Link variant="button" href="/society-user/programs">
          {t('NavSocietyPrograms')}
        </Link>
        <Link href="/society-user/society-info">{t('NavSocietyInfo')}</Link>
        {specialty.actions.canRequestProgramRegistration ? (
          <Link href="/society-user/requests/program-registration-requests/create">
            {t('SocietyRequestProgramRegistration')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

/** The society user's landing (platform.md §2 SocietyUser Landing): their specialty's season at a glance. */
export function SocietySummaryPage() {
  const t = useT();
  return (
    <Page title={t('SocietySummaryTitle')}>
      <SocietyScope>{(scope) => <SummaryFigures {...scope} />}</SocietyScope>
    </Page>
  );
}
