import { useParams } from 'wouter';
import {
  getPublicVacancy,
  listPublicVacancies,
} from '../../../../core/contracts/vacancies/vacancies.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { VacancyDetails } from '../../../features/vacancies/vacancy-details.tsx';
import { VacancyCards, VacancyFilters } from '../../../features/vacancies/vacancy-list.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';

function PublicVacancy({ id }: { id: number }) {
  const t = useT();
  const vacancy = useContractQuery(getPublicVacancy, { params: { id } });
  if (vacancy.error) return <p className="card">{t('VacNotFound')}</p>;
  if (!vacancy.data) return <PageLoading />;
  return (
    <>
      <VacancyDetails vacancy={vacancy.data} />
      <p className="card">{t('VacSignInToApply')}</p>
    </>
  );
}

/** /vacancies (business.md §2.1): the open vacancies, filtered and paged on the server; one opened below. */
export function PublicVacanciesPage() {
  const t = useT();
  const params = useParams<{ vacancyId?: string }>();
  const openId = /^\d+$/.test(params.vacancyId ?? '') ? Number(params.vacancyId) : null;
  const list = useListQuery(listPublicVacancies, {
    defaults: { sort: 'postedAt', direction: 'desc', specialtyId: '', positionType: '' },
  });
  return (
    <Page title={t('VacTitle')}>
      <p>{t('VacPublicIntro')}</p>
      {openId ? (
        <>
          <Link href="/vacancies">{t('VacBackToList')}</Link>
          <PublicVacancy id={openId} />
        </>
      ) : (
        <>
          <VacancyFilters query={list.query} setQuery={list.setQuery} />
          <VacancyCards
            items={list.tableProps.rows}
            isLoading={list.isLoading}
            hrefOf={(vacancy) => `/vacancies/${vacancy.id}`}
          />
          <Pager {...list.pagerProps} {...list.pageSizeProps} />
        </>
      )}
    </Page>
  );
}
