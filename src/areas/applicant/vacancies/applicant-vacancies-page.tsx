import { useLocation, useParams } from 'wouter';
import {
  type ApplicantVacancyDetail,
  acceptVacancyOffer,
  applyToVacancy,
  createVacancySubscription,
  declineVacancyOffer,
  deleteVacancySubscription,
  getApplicantVacancy,
  listApplicantVacancies,
  listAppliedVacancies,
  listVacancySubscriptions,
  saveVacancy,
  unsaveVacancy,
  withdrawVacancyApplication,
} from '../../../../core/contracts/vacancies/applicant-vacancies.contract.ts';
import { applicantVacancyTabs, vacancyPositionTypes } from '../../../../core/domain/vacancies.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { VacancyDetails } from '../../../features/vacancies/vacancy-details.tsx';
import { positionTypeKeys, VacancyCards, VacancyFilters } from '../../../features/vacancies/vacancy-list.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { useMediaQuery } from '../../../ui/use-media-query.ts';

type Params = { matchCycleCode: string; tab?: string; vacancyId?: string };

async function act(work: () => Promise<unknown>, done: () => void) {
  try {
    await work();
    done();
  } catch (error) {
    handleError(error);
  }
}

function BrowseTab({ base, saved }: { base: string; saved: boolean }) {
  const list = useListQuery(listApplicantVacancies, {
    defaults: { sort: 'postedAt', direction: 'desc', specialtyId: '', positionType: '' },
    extraQuery: saved ? { saved: 'true' } : {},
  });
  return (
    <>
      <VacancyFilters query={list.query} setQuery={list.setQuery} />
      <VacancyCards
        items={list.tableProps.rows}
        isLoading={list.isLoading}
        hrefOf={(vacancy) => `${base}/${saved ? 'saved' : 'all'}/${vacancy.id}`}
        extra={(vacancy) =>
          vacancy.applicationStatus ? <StatusBadge status={vacancy.applicationStatus} /> : null
        }
      />
      <Pager {...list.pagerProps} {...list.pageSizeProps} />
    </>
  );
}

function AppliedTab({ base }: { base: string }) {
  const t = useT();
  const applied = useContractQuery(listAppliedVacancies, {});
  if (!applied.data) return <PageLoading />;
  return (
    <VacancyCards
      items={applied.data.items}
      hrefOf={(vacancy) => `${base}/applied/${vacancy.id}`}
      extra={(vacancy) => (
        <p className="vacancy-card-meta">
          <StatusBadge status={vacancy.applicationStatus} />
          {vacancy.offerExpiresAt ? (
            <span>{t('VacOfferStandsUntil', { date: formatDateTime(vacancy.offerExpiresAt) })}</span>
          ) : null}
        </p>
      )}
    />
  );
}

function SubscriptionsTab() {
  const t = useT();
  const { options: specialtyOptions } = useSpecialties();
  const subscriptions = useContractQuery(listVacancySubscriptions, {});
  const form = useEntityForm({
    draftKey: null,
    initial: { specialtyId: '', positionType: '' },
    validate: () => ({}),
    resetAfterSave: true,
    onSubmit: async (values) => {
      await call(createVacancySubscription, {
        body: {
          specialtyId: values.specialtyId ? Number(values.specialtyId) : null,
          positionType: (values.positionType || null) as (typeof vacancyPositionTypes)[number] | null,
        },
      });
      form.reset();
      subscriptions.reload();
    },
  });
  return (
    <>
      <p>{t('VacSubscriptionsIntro')}</p>
      <ul className="vacancy-cards">
        {(subscriptions.data?.items ?? []).map((item) => (
          <li key={item.id} className="card vacancy-card">
            <p>
              {item.specialtyName ?? t('VacAnySpecialty')} ·{' '}
              {item.positionType ? t(positionTypeKeys[item.positionType]) : t('VacAnyType')}
            </p>
            <Button
              variant="secondary"
              onPress={() =>
                act(() => call(deleteVacancySubscription, { params: { id: item.id } }), subscriptions.reload)
              }
            >
              {t('VacUnsubscribe')}
            </Button>
          </li>
        ))}
      </ul>
      <form className="card" onSubmit={form.submit} aria-label={t('VacSubscribe')}>
        <div className="form-grid">
          <SelectField
            label={t('VacSpecialty')}
            options={[{ value: '', label: t('VacAnySpecialty') }, ...specialtyOptions]}
            value={form.values.specialtyId}
            onChange={(value) => form.setField('specialtyId', value ?? '')}
          />
          <SelectField
            label={t('VacPositionType')}
            options={[
              { value: '', label: t('VacAnyType') },
              ...vacancyPositionTypes.map((type) => ({ value: type, label: t(positionTypeKeys[type]) })),
            ]}
            value={form.values.positionType}
            onChange={(value) => form.setField('positionType', value ?? '')}
          />
        </div>
        <FormFooter hasErrors={form.hasErrors} isSaving={form.isSaving} submitLabel={t('VacSubscribe')} />
      </form>
    </>
  );
}

function ApplyForm({ vacancy, onApplied }: { vacancy: ApplicantVacancyDetail; onApplied: () => void }) {
  const t = useT();
  const form = useEntityForm({
    draftKey: `vacancy-application:${vacancy.id}`,
    initial: { coverNote: '' },
    validate: (values) => (values.coverNote.length > 4000 ? { coverNote: t('VacCoverNoteTooLong') } : {}),
    onSubmit: async (values) => {
      await call(applyToVacancy, { params: { id: vacancy.id }, body: { coverNote: values.coverNote } });
      onApplied();
    },
  });
  return (
    <form className="card" onSubmit={form.submit} aria-label={t('VacApplyTitle')}>
      <h2>{t('VacApplyTitle')}</h2>
      <p>{t('VacApplyIntro')}</p>
      <TextAreaField label={t('VacCoverNote')} rows={6} {...form.field('coverNote')} />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('VacApply')}
      />
    </form>
  );
}

function VacancyPanel({ id, base, phone }: { id: number; base: string; phone: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const vacancy = useContractQuery(getApplicantVacancy, { params: { id } });
  if (vacancy.error) return <p className="card">{t('VacNotFound')}</p>;
  if (!vacancy.data) return <PageLoading />;
  const v = vacancy.data;
  const application = v.application;
  const live = application && (application.status === 'Applied' || application.status === 'Offered');
  return (
    <div>
      <VacancyDetails vacancy={v} />
      <div className="card">
        {application ? (
          <p className="vacancy-card-meta">
            {t('VacYourApplication')} <StatusBadge status={application.status} />
            {application.offerExpiresAt ? (
              <span>{t('VacOfferStandsUntil', { date: formatDateTime(application.offerExpiresAt) })}</span>
            ) : null}
          </p>
        ) : null}
        <div className="vacancy-actions">
          <Button
            variant="secondary"
            onPress={() =>
              act(() => call(v.isSaved ? unsaveVacancy : saveVacancy, { params: { id } }), vacancy.reload)
            }
          >
            {v.isSaved ? t('VacUnsave') : t('VacSave')}
          </Button>
          {!application && v.status === 'Open' && phone ? (
            <Link variant="button" href={`${base}/m/create-application/${id}`}>
              {t('VacApply')}
            </Link>
          ) : null}
          {application?.status === 'Offered' ? (
            <>
              <Button
                onPress={() =>
                  act(
                    () => call(acceptVacancyOffer, { params: { applicationId: application.id } }),
                    vacancy.reload,
                  )
                }
              >
                {t('VacAcceptOffer')}
              </Button>
              <Button
                variant="danger"
                onPress={() =>
                  act(
                    () => call(declineVacancyOffer, { params: { applicationId: application.id } }),
                    vacancy.reload,
                  )
                }
              >
                {t('VacDeclineOffer')}
              </Button>
            </>
          ) : null}
          {live ? (
            <Button
              variant="ghost"
              onPress={() =>
                act(
                  () => call(withdrawVacancyApplication, { params: { applicationId: application.id } }),
                  vacancy.reload,
                )
              }
            >
              {t('VacWithdraw')}
            </Button>
          ) : null}
        </div>
      </div>
      {!application && v.status === 'Open' && !phone ? (
        <ApplyForm vacancy={v} onApplied={() => navigate(`${base}/applied/${id}`)} />
      ) : null}
    </div>
  );
}

function CreateApplication({ id, base }: { id: number; base: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const vacancy = useContractQuery(getApplicantVacancy, { params: { id } });
  if (vacancy.error) return <p className="card">{t('VacNotFound')}</p>;
  if (!vacancy.data) return <PageLoading />;
  return (
    <>
      <Link href={`${base}/m/all/${id}`}>{t('VacBackToVacancy')}</Link>
      <h2>{vacancy.data.title}</h2>
      <ApplyForm vacancy={vacancy.data} onApplied={() => navigate(`${base}/m/applied/${id}`)} />
    </>
  );
}

/**
 * vacancies/:tab/:vacancyId? (business.md §2.2): all, saved, applied and subscriptions; a vacancy opens
 * beside the list. On a phone, m/<tab>, m/<tab>/<id> and m/create-application/<id> show one section each.
 */
export function ApplicantVacanciesPage() {
  const t = useT();
  const params = useParams<Params>();
  const [location] = useLocation();
  const isPhonePath = location.includes('/vacancies/m/');
  const isWide = useMediaQuery('(min-width: 820px)');
  const base = `/applicant/${params.matchCycleCode}/vacancies`;
  const phone = isPhonePath || !isWide;
  const tab = (applicantVacancyTabs as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as string)
    : params.tab === 'create-application'
      ? 'create-application'
      : 'all';
  const id = /^\d+$/.test(params.vacancyId ?? '') ? Number(params.vacancyId) : null;
  const prefix = isPhonePath ? `${base}/m` : base;
  if (tab === 'create-application' && id) {
    return (
      <Page title={t('VacApplyTitle')}>
        <CreateApplication id={id} base={base} />
      </Page>
    );
  }
  const tabs = applicantVacancyTabs.map((name) => ({
    id: name,
    label: t(
      name === 'all'
        ? 'VacTabAll'
        : name === 'saved'
          ? 'VacTabSaved'
          : name === 'applied'
            ? 'VacTabApplied'
            : 'VacTabSubscriptions',
    ),
    href: `${prefix}/${name}`,
  }));
  const listOf = (name: string) =>
    name === 'subscriptions' ? (
      <SubscriptionsTab />
    ) : name === 'applied' ? (
      <AppliedTab base={prefix} />
    ) : (
      <BrowseTab base={prefix} saved={name === 'saved'} />
    );
  // A phone shows the vacancy alone (Back returns to the list); wider screens show it beside the list.
  if (id && phone) {
    return (
      <Page title={t('VacTitle')}>
        <Link href={`${prefix}/${tab}`}>{t('VacBackToList')}</Link>
        <VacancyPanel key={id} id={id} base={base} phone />
      </Page>
    );
  }
  return (
    <Page title={t('VacTitle')}>
      <RouteTabs aria-label={t('VacTitle')} tabs={tabs} selectedId={tab}>
        <div className={id ? 'vacancy-split' : undefined}>
          <div>{listOf(tab)}</div>
          {id ? <VacancyPanel key={id} id={id} base={base} phone={false} /> : null}
        </div>
      </RouteTabs>
    </Page>
  );
}
