import { useState } from 'react';
import {
  type CustomCalendarEvent,
  createCustomCalendarEvent,
  deleteCustomCalendarEvent,
  getCustomCalendarEvent,
  listCustomCalendarEvents,
  updateCustomCalendarEvent,
} from '../../../../core/contracts/match-cycles/match-calendar-events.contract.ts';
import type { CalendarEvent } from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { CustomEventForm } from '../../../features/match-calendar/custom-event-form.tsx';
import { FilteredMatchCalendar } from '../../../features/match-calendar/match-calendar-filters.tsx';
import { SubscribeBlock } from '../../../features/match-calendar/subscribe-block.tsx';
import { useMatchCalendar } from '../../../features/match-calendar/use-match-calendar.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';

type Editing = { event: CustomCalendarEvent | null } | null;

/** The admin's match cycle calendar (business.md §2.6): the public calendar plus custom events to manage. */
export function MatchCycleCalendarPage() {
  const t = useT();
  const state = useMatchCalendar();
  const events = useListQuery(listCustomCalendarEvents, {
    defaults: { sort: 'startsAt', direction: 'desc' },
  });
  const [editing, setEditing] = useState<Editing>(null);

  const refresh = () => {
    state.reload();
    events.reload();
  };

  const edit = async (id: number) => {
    try {
      setEditing({ event: await call(getCustomCalendarEvent, { params: { id } }) });
    } catch (error) {
      handleError(error, { context: 'calendar event' });
    }
  };

  const remove = async (event: { id: number; title: string }) => {
    const confirmed = await confirm({
      message: t('CalConfirmDelete', { title: event.title }),
      confirmLabel: t('Delete'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(deleteCustomCalendarEvent, { params: { id: event.id } });
      showSuccess(t('CalEventDeleted', { title: event.title }));
      refresh();
    } catch (error) {
      handleError(error, { context: 'calendar event delete' });
    }
  };

  const actions = (event: { id: number; title: string }) => (
    <span className="row-actions">
      {/* Named by the event ("Edit Webinar"), so screen readers tell the rows' buttons apart. */}
      <Button variant="link" aria-label={`${t('Edit')} ${event.title}`} onPress={() => void edit(event.id)}>
        {t('Edit')}
      </Button>
      <Button variant="link" aria-label={`${t('Delete')} ${event.title}`} onPress={() => void remove(event)}>
        {t('Delete')}
      </Button>
    </span>
  );
  const calendarActions = (event: CalendarEvent) =>
    event.customEventId === null ? null : actions({ id: event.customEventId, title: event.title });

  const { query, data } = events;
  return (
    <Page title={t('CalAdminTitle')}>
      <FilteredMatchCalendar state={state} eventActions={calendarActions} />

      <section className="stack" aria-labelledby="custom-events">
        <h2 id="custom-events">{t('CalCustomEvents')}</h2>
        <div className="list-toolbar">
          <SearchField
            label={t('SearchLabel')}
            value={query.search}
            onChange={(search) => events.setQuery({ search })}
          />
          <Button onPress={() => setEditing({ event: null })}>{t('CalNewEvent')}</Button>
        </div>
        <DataTable<CustomCalendarEvent>
          aria-label={t('CalCustomEvents')}
          rows={data?.items ?? []}
          getRowKey={(event) => event.id}
          isLoading={events.isLoading}
          sort={{ column: query.sort ?? 'startsAt', direction: query.direction }}
          onSortChange={(sort) => events.setQuery({ sort: sort.column, direction: sort.direction })}
          columns={[
            {
              id: 'title',
              header: t('CalEventTitle'),
              sortable: true,
              isRowHeader: true,
              render: (e) => e.title,
            },
            {
              id: 'startsAt',
              header: t('CalEventWhen'),
              sortable: true,
              render: (e) =>
                e.endsAt
                  ? `${formatDateTime(e.startsAt)} – ${formatDateTime(e.endsAt)}`
                  : formatDateTime(e.startsAt),
            },
            {
              id: 'specialty',
              header: t('CalSpecialty'),
              render: (e) => e.specialtyName ?? t('CalAllSpecialties'),
            },
            { id: 'actions', header: t('McColActions'), isActions: true, render: actions },
          ]}
        />
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          total={data?.total ?? 0}
          onPageChange={(page) => events.setQuery({ page })}
        />
      </section>

      <SubscribeBlock specialtyId={state.specialtyId} />

      <ModalDialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.event ? t('CalEditEvent') : t('CalNewEvent')}
      >
        {editing ? (
          <CustomEventForm
            key={editing.event?.id ?? 'new'}
            event={editing.event}
            specialties={state.specialties.options}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = editing.event
                ? await call(updateCustomCalendarEvent, { params: { id: editing.event.id }, body })
                : await call(createCustomCalendarEvent, { body });
              showSuccess(t('CalEventSaved', { title: saved.title }));
              setEditing(null);
              refresh();
            }}
          />
        ) : null}
      </ModalDialog>
    </Page>
  );
}
