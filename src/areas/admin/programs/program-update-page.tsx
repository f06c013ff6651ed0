import { getAdminProgram, updateProgram } from '../../../../core/contracts/programs/programs.contract.ts';
import { ProgramForm } from '../../../features/programs/program-form.tsx';
import { programValuesFromDetails } from '../../../features/programs/program-form-values.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { NotFoundError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { ProgramPositionsTab } from './program-positions-tab.tsx';
import { ProgramUsersTab } from './program-users-tab.tsx';

const tabIds = ['program', 'positions', 'users'] as const;
type TabId = (typeof tabIds)[number];

/** /admin/programs/update/:id/:tab? with the tabs program, positions and users. */
export function ProgramUpdatePage({ id, tab }: { id: string; tab?: string | undefined }) {
  const t = useT();
  const programId = Number(id);
  const valid = Number.isInteger(programId) && programId > 0;
  const program = useContractQuery(getAdminProgram, valid ? { params: { id: programId } } : null, {
    // A 404 shows the not-found page instead of a toast.
    onError: (error) => {
      if (!(error instanceof NotFoundError)) handleError(error, { context: 'program' });
    },
  });
  const { specialties, isLoading } = useSpecialties();
  const selected: TabId | null = tab === undefined ? 'program' : (tabIds.find((x) => x === tab) ?? null);

  if (!valid || selected === null || program.error instanceof NotFoundError) return <NotFound />;
  const data = program.data;
  const base = `/admin/programs/update/${programId}`;
  const tabs = [
    { id: 'program', label: t('PgTabProgram'), href: base },
    { id: 'positions', label: t('PgTabPositions'), href: `${base}/positions` },
    { id: 'users', label: t('PgTabUsers'), href: `${base}/users` },
  ];
  return (
    <Page title={data ? t('PgUpdateTitle', { name: data.name }) : t('PgTitle')}>
      <p>
        <Link href="/admin/programs">{t('PgBackToList')}</Link>
      </p>
      {data === null || isLoading ? (
        <PageLoading />
      ) : (
        <RouteTabs aria-label={t('PgUpdateTitle', { name: data.name })} tabs={tabs} selectedId={selected}>
          {selected === 'program' ? (
            <ProgramForm
              key={data.id}
              draftKey={`program:${data.id}`}
              initial={programValuesFromDetails(data)}
              specialties={specialties}
              submitLabel={t('Save')}
              onSubmit={async (body) => {
                const saved = await call(updateProgram, { params: { id: data.id }, body });
                showSuccess(t('PgSaved', { name: saved.name }));
                program.reload();
              }}
            />
          ) : selected === 'positions' ? (
            <ProgramPositionsTab programId={data.id} />
          ) : (
            <ProgramUsersTab programId={data.id} />
          )}
        </RouteTabs>
      )}
    </Page>
  );
}
