import { type ReactNode, useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  cancelOpenHouseTour,
  createOpenHouseTour,
  getOpenHouseTourRegistrations,
  listProgramOpenHouseTours,
  type OpenHouseTour,
  openHouseTourInput,
  updateOpenHouseTour,
} from '../../../../core/contracts/interviews/open-house.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { viewerTimeZone } from '../../../features/interviews/interview-time.ts';
import { TourDetails, TourPlace, TourStatus, TourTime } from '../../../features/open-house/tour-details.tsx';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { DateTimeField } from '../../../ui/date-time-field.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Params = { matchCycleCode: string; programCode: string; id?: string };

/**
 * `/program-user/:matchCycleCode/:programCode/open-house-scheduler/:id?` (issue 15): the program's
 * open house tours of the cycle (upcoming first, with registrations against capacity); `new` opens
 * the form of a new tour, a tour's id its form, its cancellation and who registered.
 */
export function OpenHouseSchedulerPage() {
  const params = useParams<Params>();
  if (params.id === undefined) return <ToursList {...params} />;
  if (params.id === 'new') return <TourEditor {...params} tour={null} />;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <TourPage matchCycleCode={params.matchCycleCode} programCode={params.programCode} id={id} />;
}

const baseOf = ({ matchCycleCode, programCode }: Pick<Params, 'matchCycleCode' | 'programCode'>) =>
  `/program-user/${matchCycleCode}/${programCode}/open-house-scheduler`;

function ToursList(params: Params) {
  const t = useT();
  const { matchCycleCode, programCode } = params;
  const query = useContractQuery(
    listProgramOpenHouseTours,
    { params: { matchCycleCode, programCode } },
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'open house tours' });
      },
    },
  );
  if (isNotFound(query.error)) return <NotFound />;
  const data = query.data;
  if (!data) return query.error ? null : <PageLoading />;
  const base = baseOf(params);
  return (
    <Page title={t('OhSchedulerTitle')}>
      <p>{t('OhSchedulerIntro', { program: data.programName })}</p>
      {data.isReadOnly ? null : (
        <div className="button-row">
          <Link variant="button" href={`${base}/new`}>
            {t('OhNewTour')}
          </Link>
        </div>
      )}
      <DataTable<OpenHouseTour>
        aria-label={t('OhToursTable')}
        rows={data.tours}
        getRowKey={(tour) => tour.id}
        rowHref={(tour) => `${base}/${tour.id}`}
        emptyText={t('OhNoProgramTours')}
        columns={[
          {
            id: 'title',
            header: t('OhTitleField'),
            isRowHeader: true,
            render: (tour) => <Link href={`${base}/${tour.id}`}>{tour.title}</Link>,
          },
          { id: 'when', header: t('OhWhen'), render: (tour) => <TourTime tour={tour} /> },
          { id: 'where', header: t('OhWhere'), render: (tour) => <TourPlace tour={tour} /> },
          {
            id: 'seats',
            header: t('OhSeats'),
            render: (tour) => t('OhSeatsTaken', { taken: tour.registeredCount, capacity: tour.capacity }),
          },
          { id: 'status', header: t('OhStatus'), render: (tour) => <TourStatus tour={tour} /> },
        ]}
      />
    </Page>
  );
}

function TourPage(params: Omit<Params, 'id'> & { id: number }) {
  const t = useT();
  const { matchCycleCode, programCode, id } = params;
  const query = useContractQuery(
    getOpenHouseTourRegistrations,
    { params: { matchCycleCode, programCode, id } },
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'open house tour' });
      },
    },
  );
  if (isNotFound(query.error)) return <NotFound />;
  const data = query.data;
  if (!data) return query.error ? null : <PageLoading />;
  const { tour } = data;
  const isOpen = !tour.isCancelled && !tour.isPassed;
  const cancelTour = async () => {
    const confirmed = await confirm({
      message: t('OhCancelTourConfirm', { title: tour.title, count: tour.registeredCount }),
      confirmLabel: t('OhCancelTour'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(cancelOpenHouseTour, { params: { matchCycleCode, programCode, id } });
      showSuccess(t('OhTourCancelled'));
      query.reload();
    } catch (error) {
      handleError(error, { context: 'open house cancel' });
    }
  };
  const registrations = (
    <section className="stack" aria-labelledby="oh-registrations">
      <h2 id="oh-registrations">{t('OhRegistrationsTitle', { count: data.registrations.length })}</h2>
      <DataTable
        aria-label={t('OhRegistrationsTable')}
        rows={data.registrations}
        getRowKey={(row) => row.applicantId}
        emptyText={t('OhNoRegistrationsYet')}
        columns={[
          { id: 'name', header: t('OhApplicant'), isRowHeader: true, render: (row) => row.name },
          { id: 'code', header: t('OhApplicantCode'), render: (row) => row.applicantCode },
          { id: 'email', header: t('OhEmail'), render: (row) => row.email, fullText: (row) => row.email },
          { id: 'at', header: t('OhRegisteredAt'), render: (row) => formatDateTime(row.registeredAt) },
        ]}
      />
    </section>
  );
  if (!isOpen) {
    return (
      <Page title={tour.title}>
        <p>
          <Link href={baseOf(params)}>{t('OhBackToTours')}</Link>
        </p>
        <p>
          <TourStatus tour={tour} />
        </p>
        <TourDetails tour={tour} />
        {registrations}
      </Page>
    );
  }
  return (
    <TourEditor
      key={`${tour.id}-${tour.capacity}-${tour.startsAt}`}
      matchCycleCode={matchCycleCode}
      programCode={programCode}
      tour={tour}
      onSaved={query.reload}
      extra={
        <>
          <section className="stack" aria-labelledby="oh-cancel">
            <h2 id="oh-cancel">{t('OhCancelTour')}</h2>
            <p>{t('OhCancelTourHint')}</p>
            <div className="button-row">
              <Button variant="danger" onPress={() => void cancelTour()}>
                {t('OhCancelTour')}
              </Button>
            </div>
          </section>
          {registrations}
        </>
      }
    />
  );
}

type Values = {
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
  location: string;
  videoLink: string;
  capacity: number | null;
};

const toBody = (values: Values) => ({
  title: values.title,
  description: values.description || null,
  startsAt: values.startsAt ?? '',
  endsAt: values.endsAt ?? '',
  timeZone: values.timeZone,
  location: values.location || null,
  videoLink: values.videoLink || null,
  capacity: values.capacity ?? Number.NaN,
});

function TourEditor({
  tour,
  onSaved,
  extra,
  ...params
}: Params & { tour: OpenHouseTour | null; onSaved?: () => void; extra?: ReactNode }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { matchCycleCode, programCode } = params;
  const base = baseOf(params);
  const validate = useSchemaValidate(openHouseTourInput, useCallback(toBody, []));
  const form = useEntityForm<Values>({
    draftKey: `open-house:${matchCycleCode}:${programCode}:${tour?.id ?? 'new'}`,
    initial: {
      title: tour?.title ?? '',
      description: tour?.description ?? '',
      startsAt: tour?.startsAt ?? null,
      endsAt: tour?.endsAt ?? null,
      timeZone: tour?.timeZone ?? viewerTimeZone(),
      location: tour?.location ?? '',
      videoLink: tour?.videoLink ?? '',
      capacity: tour?.capacity ?? 20,
    },
    validate,
    context: tour ? 'open house update' : 'open house create',
    onSubmit: async (values) => {
      const body = openHouseTourInput.parse(toBody(values));
      if (tour) {
        await call(updateOpenHouseTour, { params: { matchCycleCode, programCode, id: tour.id }, body });
        showSuccess(t('OhTourSaved'));
        onSaved?.();
      } else {
        const created = await call(createOpenHouseTour, { params: { matchCycleCode, programCode }, body });
        showSuccess(t('OhTourCreated'));
        navigate(`${base}/${created.id}`);
      }
    },
  });
  return (
    <Page title={tour ? tour.title : t('OhNewTour')}>
      <p>
        <Link href={base}>{t('OhBackToTours')}</Link>
      </p>
      {tour ? (
        <p>
          <TourStatus tour={tour} />
        </p>
      ) : null}
      <form className="stack" onSubmit={(event) => void form.submit(event)} aria-label={t('OhTourForm')}>
        <TextField label={t('OhTitleField')} {...form.field('title')} isRequired maxLength={200} />
        <TextAreaField label={t('OhDescription')} {...form.field('description')} rows={4} maxLength={4000} />
        <DateTimeField
          label={t('OhStartsAt')}
          value={form.values.startsAt}
          onChange={(value) => form.set({ startsAt: value })}
          onBlur={() => form.touch('startsAt')}
          errorMessage={form.errorOf('startsAt')}
          isRequired
        />
        <DateTimeField
          label={t('OhEndsAt')}
          value={form.values.endsAt}
          onChange={(value) => form.set({ endsAt: value })}
          onBlur={() => form.touch('endsAt')}
          errorMessage={form.errorOf('endsAt')}
          isRequired
        />
        <TextField
          label={t('OhTimeZone')}
          description={t('OhTimeZoneHint')}
          {...form.field('timeZone')}
          isRequired
          maxLength={64}
        />
        <TextField label={t('OhLocation')} {...form.field('location')} maxLength={300} />
        <TextField label={t('OhVideoLinkField')} type="url" {...form.field('videoLink')} maxLength={2000} />
        <NumberField
          label={t('OhCapacity')}
          value={form.values.capacity}
          onChange={(value) => form.set({ capacity: value })}
          onBlur={() => form.touch('capacity')}
          errorMessage={form.errorOf('capacity')}
          minValue={1}
          maxValue={1000}
          isRequired
        />
        <FormFooter
          hasErrors={form.hasErrors}
          isSaving={form.isSaving}
          isDirty={form.isDirty}
          submitLabel={tour ? t('OhSaveTour') : t('OhCreateTour')}
        />
      </form>
      {extra}
    </Page>
  );
}
