import {
  getAdminMatchCycle,
  updateMatchCycle,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { MatchCycleForm } from '../../../features/match-cycles/match-cycle-form.tsx';
import { valuesFromDetails } from '../../../features/match-cycles/match-cycle-form-values.ts';
import { useMatchCycleYears } from '../../../features/match-cycles/use-season-options.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** Edit a match cycle; an archived one is shown read-only with a notice (business.md §4). */
export function MatchCycleUpdatePage({ id }: { id: string }) {
  const t = useT();
  const cycleId = Number(id);
  const valid = Number.isInteger(cycleId) && cycleId > 0;
  const cycle = useContractQuery(getAdminMatchCycle, valid ? { params: { id: cycleId } } : null);
  const seasons = useMatchCycleYears();
  const specialties = useSpecialties();

  if (!valid || isNotFound(cycle.error)) return <NotFound />;
  const data = cycle.data;
  return (
    <Page title={data ? t('McUpdateTitle', { name: data.shortName }) : t('MatchCyclesTitle')}>
      <p>
        <Link href={data ? `/admin/match-cycles/details/${data.id}` : '/admin/match-cycles'}>
          {t('McBackToList')}
        </Link>
      </p>
      {data === null ? (
        <PageLoading />
      ) : (
        <>
          {data.isReadOnly ? (
            <p className="notice tone-neutral" role="status">
              {t('McArchivedNotice')}
            </p>
          ) : null}
          <MatchCycleForm
            key={data.id}
            draftKey={`match-cycle:${data.id}`}
            initial={valuesFromDetails(data)}
            specialties={specialties.options}
            years={seasons.options}
            isReadOnly={data.isReadOnly}
            submitLabel={t('Save')}
            onSubmit={async (body) => {
              const saved = await call(updateMatchCycle, { params: { id: data.id }, body });
              showSuccess(t('McSaved', { name: saved.shortName }));
              cycle.reload();
            }}
          />
        </>
      )}
    </Page>
  );
}
