import {
  createEmployment,
  deleteEmployment,
  type Employment,
  listEmployments,
  updateEmployment,
} from '../../../../core/contracts/education.contract.ts';
import { buildPath } from '../../../../core/contracts/http.ts';
import { EmploymentForm } from '../../../features/applicant-profile/employment-form.tsx';
import { employmentValues, emptyEmployment } from '../../../features/applicant-profile/profile-values.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { DateRangeText, ProfileEntries } from './profile-entries.tsx';
import { ProfileNav } from './profile-nav.tsx';
import { useEntryWrites } from './use-entry-writes.ts';

/** `employment`, in and outside a cycle: the list by end date, add, edit, delete. */
export function EmploymentPage() {
  const t = useT();
  const list = useContractQuery(listEmployments, {}, { keepOffline: true });
  const writes = useEntryWrites('employment', list.reload);
  return (
    <Page title={t('PfEmploymentTitle')}>
      <ProfileNav />
      <OfflineCopyNote at={list.offlineCopyAt} />
      {list.data ? (
        <ProfileEntries<Employment>
          items={list.data.items}
          emptyText={t('PfNoEmployment')}
          addLabel={t('PfAddEmployment')}
          nameOf={(e) => `${e.position}, ${e.employer}`}
          renderSummary={(e) => (
            <>
              <h3>{e.position}</h3>
              <p>{[e.employer, e.city, e.countryName].filter(Boolean).join(', ')}</p>
              <DateRangeText range={e.employmentDates} />
            </>
          )}
          renderEditor={(target, close) => (
            <EmploymentForm
              draftKey={target.kind === 'new' ? 'employment:new' : `employment:${target.item.id}`}
              initial={target.kind === 'new' ? emptyEmployment : employmentValues(target.item)}
              onCancel={close}
              onSubmit={async (body) => {
                if (target.kind === 'new') {
                  await writes.write({ id: null, method: 'POST', path: createEmployment.path, body }, (key) =>
                    call(createEmployment, { body, idempotencyKey: key }),
                  );
                } else {
                  const { id, version } = target.item;
                  const versioned = { ...body, version };
                  await writes.write(
                    {
                      id,
                      method: 'PUT',
                      path: buildPath(updateEmployment.path, { id }),
                      body: versioned,
                      baseVersion: version,
                    },
                    (key) => call(updateEmployment, { params: { id }, body: versioned, idempotencyKey: key }),
                  );
                }
                close();
              }}
            />
          )}
          onDelete={async (e) => {
            await writes.write(
              { id: e.id, method: 'DELETE', path: buildPath(deleteEmployment.path, { id: e.id }) },
              (key) => call(deleteEmployment, { params: { id: e.id }, idempotencyKey: key }),
            );
          }}
          offline={{ entity: 'profile-entry:employment', waiting: writes.waiting }}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
