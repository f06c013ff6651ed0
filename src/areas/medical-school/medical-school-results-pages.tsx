import {
  getMedicalSchoolMatchArchive,
  getMedicalSchoolMatchResults,
  listOwnMedicalSchools,
  type MedicalSchoolArchiveEntry,
  type MedicalSchoolStudentResult,
  type StudentOutcome,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import { useListQuery } from '../../features/lists/use-list-query.ts';
import { ReleaseNotice } from '../../features/match-results/release-notice.tsx';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

const outcomeLabels: Record<StudentOutcome, TranslationKey> = {
  Matched: 'OutcomeMatched',
  NotMatched: 'OutcomeNotMatched',
  NotInMatch: 'OutcomeNotInMatch',
};

const dash = (value: string | number | null) => (value === null ? '—' : value);

/** One school on the home: its latest cycle's results at a glance (or when they come), and its pages. */
function SchoolSummary({ school }: { school: { code: string; name: string } }) {
  const t = useT();
  const latest = useContractQuery(getMedicalSchoolMatchResults, {
    params: { medicalSchoolCode: school.code },
    query: { page: 1, pageSize: 1 },
  });
  const data = latest.data;
  const cycle = data?.cycles.find((c) => c.id === data.matchCycleId);
  const headingId = `school-${school.code}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{school.name}</h2>
      {data === null ? null : !cycle || !data.result ? (
        <p>{t('MsNoCycles')}</p>
      ) : (
        <div className="stack">
          <h3>{t('MsLatestCycle', { cycle: `${cycle.matchName} (${cycle.yearCode})` })}</h3>
          {data.result.released ? (
            <p role="status">{t('MsCounts', data.result.counts)}</p>
          ) : (
            <ReleaseNotice releaseDate={data.result.releaseDate} />
          )}
        </div>
      )}
      <ul className="section-tiles">
        <li>
          <Link
            className="section-tile"
            href={`/medical-school/${encodeURIComponent(school.code)}/match-results`}
          >
            {t('MsMatchResultsLink')}
          </Link>
        </li>
        <li>
          <Link
            className="section-tile"
            href={`/medical-school/${encodeURIComponent(school.code)}/match-archive`}
          >
            {t('MsMatchArchiveLink')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The medical school home: the user's schools, each with its latest results and its results and archive pages. */
export function MedicalSchoolLandingPage() {
  const t = useT();
  const schools = useContractQuery(listOwnMedicalSchools, {});
  return (
    <Page title={t('MedicalSchoolLandingTitle')}>
      {schools.data ? (
        schools.data.length === 0 ? (
          <p className="card">{t('MsNoSchool')}</p>
        ) : (
          <section className="stack" aria-label={t('MsHomeSchools')}>
            {schools.data.map((school) => (
              <SchoolSummary key={school.code} school={school} />
            ))}
          </section>
        )
      ) : schools.isLoading ? (
        <PageLoading />
      ) : null}
    </Page>
  );
}

/** business.md §2.4 match-results: the school's students' results in one cycle, once released to schools. */
export function MedicalSchoolMatchResultsPage({ code }: { code: string }) {
  const t = useT();
  // The cycle chosen lives in the URL with the page; none: the server's default cycle.
  const results = useListQuery(getMedicalSchoolMatchResults, {
    defaults: { matchCycleId: '' },
    params: { medicalSchoolCode: code },
  });
  if (isNotFound(results.error)) return <NotFound />;
  const data = results.data;
  const result = data?.result;
  return (
    <Page title={t('MsResultsTitle')}>
      {!data ? (
        <PageLoading />
      ) : data.cycles.length === 0 ? (
        <p className="card">{t('MsNoCycles')}</p>
      ) : (
        <div className="stack">
          <SelectField
            label={t('ResultsMatchCycle')}
            options={data.cycles.map((c) => ({
              value: String(c.id),
              label: `${c.matchName} (${c.yearCode})`,
            }))}
            value={data.matchCycleId === null ? null : String(data.matchCycleId)}
            onChange={(value) => results.setQuery({ matchCycleId: value ?? '' })}
          />
          {result && !result.released ? <ReleaseNotice releaseDate={result.releaseDate} /> : null}
          {result?.released ? (
            <>
              <p role="status">{t('MsCounts', result.counts)}</p>
              <DataTable<MedicalSchoolStudentResult>
                aria-label={t('MsStudentsLabel')}
                rows={result.students.items}
                getRowKey={(s) => s.applicantId}
                isLoading={results.isLoading}
                columns={[
                  { id: 'name', header: t('ResultsColApplicant'), isRowHeader: true, render: (s) => s.name },
                  { id: 'code', header: t('ResultsColApplicantCode'), render: (s) => s.applicantCode },
                  {
                    id: 'outcome',
                    header: t('MsColOutcome'),
                    render: (s) => <StatusBadge status={s.outcome} label={t(outcomeLabels[s.outcome])} />,
                  },
                  { id: 'program', header: t('ResultsColProgram'), render: (s) => dash(s.programName) },
                  { id: 'choice', header: t('MsColChoice'), align: 'end', render: (s) => dash(s.choice) },
                ]}
              />
              <Pager {...results.pagerProps} total={result.students.total} />
            </>
          ) : null}
        </div>
      )}
    </Page>
  );
}

/** business.md §2.4 match-archive: past matches released to schools, with the school's figures. */
export function MedicalSchoolMatchArchivePage({ code }: { code: string }) {
  const t = useT();
  const archive = useListQuery(getMedicalSchoolMatchArchive, { params: { medicalSchoolCode: code } });
  if (isNotFound(archive.error)) return <NotFound />;
  const data = archive.data;
  return (
    <Page title={t('MsArchiveTitle')}>
      {!data ? (
        <PageLoading />
      ) : data.total === 0 ? (
        <p className="card">{t('MsArchiveEmpty')}</p>
      ) : (
        <div className="stack">
          <DataTable<MedicalSchoolArchiveEntry>
            aria-label={t('MsArchiveLabel')}
            rows={data.items}
            getRowKey={(c) => c.id}
            isLoading={archive.isLoading}
            columns={[
              { id: 'season', header: t('ResultsColSeason'), render: (c) => c.yearCode },
              { id: 'cycle', header: t('ResultsMatchCycle'), isRowHeader: true, render: (c) => c.matchName },
              { id: 'specialty', header: t('ResultsColSpecialty'), render: (c) => c.specialtyName },
              { id: 'inMatch', header: t('MsColInMatch'), align: 'end', render: (c) => c.counts.inMatch },
              {
                id: 'matched',
                header: t('ResultsColMatched'),
                align: 'end',
                render: (c) => c.counts.matched,
              },
              {
                id: 'unmatched',
                header: t('MsColNotMatched'),
                align: 'end',
                render: (c) => c.counts.unmatched,
              },
            ]}
          />
          <Pager {...archive.pagerProps} />
        </div>
      )}
    </Page>
  );
}
