import {
  getProgramUserContext,
  type ProgramUserProgram,
} from '../../../core/contracts/programs/program-user.contract.ts';
import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { formatDate } from '../../lib/format/dates.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

function ProgramCard({ program }: { program: ProgramUserProgram }) {
  const t = useT();
  const headingId = `program-${program.id}`;
  return (
    <li className="card stack">
      <section aria-labelledby={headingId} className="stack">
        <h3 id={headingId}>
          {program.name} <span className="muted">({program.code})</span>
        </h3>
        <p>
          {program.specialtyName}
          {program.isDirector ? ` · ${t('PuDirector')}` : ''}
          {program.isActive ? '' : ` · ${t('PuProgramInactive')}`}
        </p>
        {program.cycles.length === 0 ? (
          <p>{t('PuNoCycles')}</p>
        ) : (
          <ul className="link-list">
            {program.cycles.map((cycle) => (
              <li key={cycle.matchCycleId}>
                <strong>{cycle.name}</strong> · <StatusBadge status={cycle.status} /> ·{' '}
                {t('PuPositions', { count: cycle.positions })}
                {cycle.matchDate ? ` · ${t('PuMatchDate', { date: formatDate(cycle.matchDate) })}` : ''}
                {' · '}
                <Link
                  href={`/program-user/${encodeURIComponent(cycle.matchCycleCode)}/${encodeURIComponent(program.code)}/rank-list`}
                  aria-label={t('RkOpenOf', { program: program.name, cycle: cycle.name })}
                >
                  {t('RkOpen')}
                </Link>
                {' · '}
                <Link
                  href={`/program-user/${encodeURIComponent(cycle.matchCycleCode)}/${encodeURIComponent(program.code)}/match-result`}
                  aria-label={t('MrOpenOf', { program: program.name, cycle: cycle.name })}
                >
                  {t('MrOpen')}
                </Link>
                {cycle.isReadOnly ? <p className="muted">{t('RegReadOnlyCycle')}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

/** /program-user/landing: the programs of the user and the match cycles each takes part in. */
export function ProgramUserLandingPage() {
  const t = useT();
  const context = useContractQuery(getProgramUserContext, {});
  return (
    <Page title={t('ProgramUserLandingTitle')}>
      <SignedInSummary willHold="HoldProgramUser" />
      <section aria-labelledby="programs-title" className="stack">
        <h2 id="programs-title">{t('PuYourPrograms')}</h2>
        {context.data === null ? (
          context.isLoading ? (
            <PageLoading />
          ) : null
        ) : context.data.programs.length === 0 ? (
          <p>{t('PuNoPrograms')}</p>
        ) : (
          <ul className="card-list">
            {context.data.programs.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
