import { useParams } from 'wouter';
import {
  getSocietyMatchResults,
  getSocietyProgramMatchResult,
  type SocietyMatchedApplicant,
  type SocietyProgramResult,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import { useListQuery } from '../../features/lists/use-list-query.ts';
import { ReleaseNotice } from '../../features/match-results/release-notice.tsx';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Pager } from '../../ui/pager.tsx';

const dash = (value: string | number | null) => (value === null ? '—' : value);

function ProgramsResults({ specialty, matchCycle }: SocietyScopeValue) {
  const t = useT();
  const results = useListQuery(getSocietyMatchResults, {
    extraQuery: { specialtyId: specialty.id, matchCycleId: matchCycle?.id },
    enabled: matchCycle !== null,
  });
  if (!matchCycle) return <p className="card">{t('SocResultsChooseCycle')}</p>;
  const data = results.data;
  if (!data) return <PageLoading />;
  if (!data.released) return <ReleaseNotice releaseDate={data.releaseDate} />;
  return (
    <div className="stack">
      <p role="status">{t('SocResultsTotals', data.totals)}</p>
      <DataTable<SocietyProgramResult>
        aria-label={t('SocResultsLabel', { cycle: matchCycle.name })}
        rows={data.programs.items}
        getRowKey={(p) => p.programId}
        isLoading={results.isLoading}
        columns={[
          {
            id: 'name',
            header: t('ResultsColProgram'),
            isRowHeader: true,
            render: (p) => <Link href={`/society-user/match-results/${p.programId}`}>{p.programName}</Link>,
          },
          { id: 'code', header: t('SocietyProgramCode'), render: (p) => p.programCode },
          { id: 'city', header: t('SocietyLocation'), render: (p) => dash(p.city) },
          { id: 'positions', header: t('ResultsColPositions'), align: 'end', render: (p) => p.positions },
          { id: 'matched', header: t('ResultsColMatched'), align: 'end', render: (p) => p.matched },
          { id: 'unfilled', header: t('ResultsColUnfilled'), align: 'end', render: (p) => p.unfilled },
        ]}
      />
      <Pager {...results.pagerProps} total={data.programs.total} />
    </div>
  );
}

/** business.md §2.5 match-results: the programs of the chosen cycle with positions, matched and unfilled. */
export function SocietyMatchResultsPage() {
  const t = useT();
  return (
    <Page title={t('SocResultsTitle')}>
      <SocietyScope>{(scope) => <ProgramsResults {...scope} />}</SocietyScope>
    </Page>
  );
}

function ProgramResult({ specialty, matchCycle, programId }: SocietyScopeValue & { programId: number }) {
  const t = useT();
  const result = useContractQuery(
    getSocietyProgramMatchResult,
    matchCycle
      ? { params: { programId }, query: { specialtyId: specialty.id, matchCycleId: matchCycle.id } }
      : null,
  );
  if (!matchCycle) return <p className="card">{t('SocResultsChooseCycle')}</p>;
  if (isNotFound(result.error)) return <NotFound />;
  const data = result.data;
  if (!data) return <PageLoading />;
  if (!data.released) return <ReleaseNotice releaseDate={data.releaseDate} />;
  const { program } = data;
  return (
    <div className="stack">
      <h2>{program.programName}</h2>
      <p role="status">
        {t('SocProgramTotals', {
          positions: program.positions,
          matched: program.matched,
          unfilled: program.unfilled,
        })}
      </p>
      {data.applicants.length === 0 ? (
        <p>{t('SocNoMatchedApplicants')}</p>
      ) : (
        <DataTable<SocietyMatchedApplicant>
          aria-label={t('SocMatchedApplicantsLabel')}
          rows={data.applicants}
          getRowKey={(a) => a.applicantId}
          columns={[
            { id: 'name', header: t('ResultsColApplicant'), isRowHeader: true, render: (a) => a.name },
            { id: 'code', header: t('ResultsColApplicantCode'), render: (a) => a.applicantCode },
            { id: 'school', header: t('SocColMedicalSchool'), render: (a) => dash(a.medicalSchoolName) },
            {
              id: 'choice',
              header: t('SocColApplicantChoice'),
              align: 'end',
              render: (a) => dash(a.applicantChoice),
            },
            { id: 'rank', header: t('SocColProgramRank'), align: 'end', render: (a) => dash(a.programRank) },
          ]}
        />
      )}
    </div>
  );
}

/** business.md §2.5 match-results/:programId: one program's matched applicants in the chosen cycle. */
export function SocietyProgramMatchResultPage() {
  const t = useT();
  const params = useParams<{ programId: string }>();
  const programId = Number(params.programId);
  if (!Number.isInteger(programId) || programId <= 0) return <NotFound />;
  return (
    <Page title={t('SocResultsTitle')}>
      <p>
        <Link href="/society-user/match-results">{t('SocBackToResults')}</Link>
      </p>
      <SocietyScope>{(scope) => <ProgramResult {...scope} programId={programId} />}</SocietyScope>
    </Page>
  );
}
