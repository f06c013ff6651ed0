import {
  getProgramUserContext,
  type ProgramUserCycle,
  type ProgramUserProgram,
} from '../../../core/contracts/programs/program-user.contract.ts';
import { getProgramRankList } from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { formatDate, formatDateTime } from '../../lib/format/dates.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import type { Tone } from '../../ui/tone.ts';

/**
 * The program's rank list in an open cycle, in words and colour: certified (success), saved but not
 * certified (a warning with its deadline in PT; a danger once the deadline passed), or not started.
 */
function RankListState({ program, cycle }: { program: ProgramUserProgram; cycle: ProgramUserCycle }) {
  const t = useT();
  const list = useContractQuery(getProgramRankList, {
    params: { matchCycleCode: cycle.matchCycleCode, programCode: program.code },
  });
  const data = list.data;
  if (!data) return list.isLoading ? <p className="muted">{t('Loading')}</p> : null;
  const deadline = data.deadline ? formatDateTime(data.deadline) : null;
  const state: { status: string; label: TranslationKey; tone: Tone; line: string | null } = data.certifiedAt
    ? {
        status: 'Certified',
        label: 'RkStateCertified',
        tone: 'success',
        line: t('PuCertifiedOn', { date: formatDateTime(data.certifiedAt) }),
      }
    : data.entries.length > 0
      ? {
          status: 'NotCertified',
          label: 'RkStateNotCertified',
          tone: data.isDeadlinePassed ? 'danger' : 'warning',
          line: data.isDeadlinePassed
            ? t('PuDeadlinePassed')
            : deadline
              ? t('PuCertifyBy', { date: deadline })
              : t('PuCertifyNoDeadline'),
        }
      : {
          status: 'NotStarted',
          label: 'PuRankNotStarted',
          tone: data.isDeadlinePassed ? 'neutral' : 'info',
          line: data.isDeadlinePassed
            ? t('PuDeadlinePassed')
            : deadline
              ? t('PuRankBy', { date: deadline, count: data.unranked.length })
              : null,
        };
  return (
    <p>
      {t('RkOpen')}: <StatusBadge status={state.status} tone={state.tone} label={t(state.label)} />
      {state.line ? ` ${state.line}` : ''}
    </p>
  );
}

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
          <ul className="card-list">
            {program.cycles.map((cycle) => (
              <li key={cycle.matchCycleId} className="stack">
                <p>
                  <strong>{cycle.name}</strong> · <StatusBadge status={cycle.status} /> ·{' '}
                  {t('PuPositions', { count: cycle.positions })}
                  {cycle.matchDate ? ` · ${t('PuMatchDate', { date: formatDate(cycle.matchDate) })}` : ''}
                </p>
                {cycle.isReadOnly ? (
                  <p className="muted">{t('RegReadOnlyCycle')}</p>
                ) : (
                  <RankListState program={program} cycle={cycle} />
                )}
                <p className="button-row">
                  <Link
                    variant="button"
                    href={`/program-user/${encodeURIComponent(cycle.matchCycleCode)}/${encodeURIComponent(program.code)}/home`}
                    aria-label={t('PpHomeOf', { program: program.name, cycle: cycle.name })}
                  >
                    {t('PpHomeTitle')}
                  </Link>
                  <Link
                    href={`/program-user/${encodeURIComponent(cycle.matchCycleCode)}/${encodeURIComponent(program.code)}/rank-list`}
                    aria-label={t('RkOpenOf', { program: program.name, cycle: cycle.name })}
                  >
                    {t('RkOpen')}
                  </Link>
                  <Link
                    href={`/program-user/${encodeURIComponent(cycle.matchCycleCode)}/${encodeURIComponent(program.code)}/match-result`}
                    aria-label={t('MrOpenOf', { program: program.name, cycle: cycle.name })}
                  >
                    {t('MrOpen')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

/**
 * /program-user/landing: the programs of the user and the match cycles each takes part in, with the
 * state of the program's rank list in each open cycle (and its deadline in PT) and one tap to the rank
 * list and the match result.
 */
export function ProgramUserLandingPage() {
  const t = useT();
  const context = useContractQuery(getProgramUserContext, {});
  return (
    <Page title={t('ProgramUserLandingTitle')}>
      <section aria-labelledby="programs-title" className="stack">
        <h2 id="programs-title">{t('PuYourPrograms')}</h2>
        {context.data === null ? (
          context.isLoading ? (
            <PageLoading />
          ) : null
        ) : context.data.programs.length === 0 ? (
          <p>{t('PuNoPrograms')}</p>
        ) : (
          <ul className="home-programs">
            {context.data.programs.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
