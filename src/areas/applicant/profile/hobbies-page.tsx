import {
  getHobbies,
  type Hobbies,
  putHobbies,
} from '../../../../core/contracts/applicants/applicant-profile.contract.ts';
import { HobbiesForm } from '../../../features/applicant-profile/hobbies-form.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProfileNav } from './profile-nav.tsx';
import { PROFILE_VERSION } from './profile-offline.ts';

/** `hobbies-n-interests`, in and outside a cycle. */
export function HobbiesPage() {
  const t = useT();
  // Cached per user on this device (ADR 0012): the page renders offline and a save waits in the outbox.
  const hobbies = useOfflineEntity<Hobbies>({
    entity: 'profile',
    id: 'hobbies',
    load: () => call(getHobbies, {}),
    save: { method: 'PUT', path: putHobbies.path },
    versionGroup: PROFILE_VERSION,
  });
  if (hobbies.loadError && !hobbies.data) throw hobbies.loadError;
  return (
    <Page title={t('PfHobbiesTitle')}>
      <ProfileNav />
      {hobbies.data && hobbies.unsentKnown ? (
        <HobbiesForm
          draftKey="hobbies:me"
          // An edit still waiting on this device is what the user last saw (also after a reload).
          initial={hobbies.unsent ?? hobbies.data}
          onSubmit={(body) =>
            sendOrKeepOnDevice(hobbies, body, (idempotencyKey) => call(putHobbies, { body, idempotencyKey }))
          }
          loadCurrent={() => call(getHobbies, {})}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
