import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  type ApplicantOpenHouseTour,
  cancelOpenHouseRegistration,
  listApplicantOpenHouseTours,
  registerForOpenHouseTour,
} from '../../../../core/contracts/interviews/open-house.contract.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { TourDetails, TourStatus } from '../../../features/open-house/tour-details.tsx';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { Button } from '../../../ui/button.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const ALL = '*';

/**
 * `/applicant/:matchCycleCode/open-house-tours/:programCode?` (issue 15): the applicant's open house
 * tours of the cycle (phone first): the tours registered for, then the tours to find, the programs
 * applied to or saved first, filtered by program; register and cancel in one tap.
 */
export function OpenHouseToursPage() {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode?: string }>();
  const query = useContractQuery(
    listApplicantOpenHouseTours,
    { params: { matchCycleCode }, query: programCode ? { programCode } : {} },
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'open house tours' });
      },
    },
  );
  // A tour cancelled or a reminder arrives as a notification (platform.md §7 NewNotification): the list follows.
  useHubEvent('Notification', 'NewNotification', query.reload);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<number | null>(null);
  if (isNotFound(query.error)) return <NotFound />;
  const data = query.data;
  if (!data) return query.error ? null : <PageLoading />;

  const act = async (tour: ApplicantOpenHouseTour, register: boolean) => {
    setBusy(tour.id);
    try {
      const input = { params: { matchCycleCode, id: tour.id } };
      await (register ? call(registerForOpenHouseTour, input) : call(cancelOpenHouseRegistration, input));
      showSuccess(t(register ? 'OhRegistered' : 'OhRegistrationCancelled', { title: tour.title }));
      query.reload();
    } catch (error) {
      if (!showDeniedIfRefused(error)) handleError(error, { context: 'open house registration' });
      query.reload();
    } finally {
      setBusy(null);
    }
  };

  const base = `/applicant/${matchCycleCode}/open-house-tours`;
  const options = [
    { value: ALL, label: t('OhAllPrograms') },
    ...data.programs.map((p) => ({
      value: p.programCode,
      label: p.isMyProgram ? t('OhMyProgramOption', { name: p.programName }) : p.programName,
    })),
  ];

  const card = (tour: ApplicantOpenHouseTour, headingId: string) => {
    const closed = tour.isCancelled || tour.isPassed;
    const full = tour.registeredCount >= tour.capacity;
    return (
      <li key={`${headingId}-${tour.id}`}>
        <article className="card stack" aria-labelledby={`${headingId}-${tour.id}`}>
          <h3 id={`${headingId}-${tour.id}`}>{tour.title}</h3>
          <p>
            <TourStatus tour={tour} />
          </p>
          <TourDetails tour={tour} showProgram />
          {closed ? null : (
            <div className="button-row">
              {tour.isRegistered ? (
                <Button
                  variant="secondary"
                  isPending={busy === tour.id}
                  aria-label={t('OhCancelRegistrationFor', { title: tour.title })}
                  onPress={() => void act(tour, false)}
                >
                  {t('OhCancelRegistration')}
                </Button>
              ) : (
                <Button
                  isPending={busy === tour.id}
                  isDisabled={full}
                  aria-label={t('OhRegisterFor', { title: tour.title })}
                  onPress={() => void act(tour, true)}
                >
                  {full ? t('OhFull') : t('OhRegister')}
                </Button>
              )}
            </div>
          )}
        </article>
      </li>
    );
  };

  return (
    <Page title={t('OhToursTitle')}>
      <p>{t('OhToursIntro')}</p>
      <section className="stack" aria-labelledby="oh-mine">
        <h2 id="oh-mine">{t('OhMyRegistrations')}</h2>
        {data.registrations.length === 0 ? (
          <p>{t('OhNoRegistrations')}</p>
        ) : (
          <ul className="card-list">{data.registrations.map((tour) => card(tour, 'oh-mine'))}</ul>
        )}
      </section>
      <section className="stack" aria-labelledby="oh-find">
        <h2 id="oh-find">{t('OhFindTours')}</h2>
        <SelectField
          label={t('OhProgram')}
          options={options}
          value={programCode ?? ALL}
          onChange={(value) =>
            navigate(value && value !== ALL ? `${base}/${encodeURIComponent(value)}` : base)
          }
        />
        {data.tours.length === 0 ? (
          <p>{t('OhNoTours')}</p>
        ) : (
          <ul className="card-list">{data.tours.map((tour) => card(tour, 'oh-tour'))}</ul>
        )}
      </section>
    </Page>
  );
}
