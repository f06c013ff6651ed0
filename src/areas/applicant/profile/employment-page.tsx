import {
  createEmployment,
  deleteEmployment,
  type Employment,
  listEmployments,
  updateEmployment,
} from '../../../../core/contracts/applicants/education.contract.ts';
import { EmploymentForm } from '../../../features/applicant-profile/employment-form.tsx';
import { employmentValues, emptyEmployment } from '../../../features/applicant-profile/profile-values.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
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
  const writes = useEntryWrites(
    'employment',
    { create: createEmployment, update: updateEmployment, remove: deleteEmployment },
    list.reload,
  );
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
                if (target.kind === 'new') await writes.create(body);
                else await writes.update(target.item, body);
                close();
              }}
            />
          )}
          onDelete={async (e) => {
            await writes.remove(e.id);
          }}
          offline={writes}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
