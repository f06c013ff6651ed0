import {
  getPersonalInfo,
  type PersonalInfo,
  type PersonalInfoInput,
  putPersonalInfo,
} from '../../../../core/contracts/applicants/applicant-profile.contract.ts';
import { PersonalInfoForm } from '../../../features/applicant-profile/personal-info-form.tsx';
import { sendOrKeepOnDevice } from '../../../features/sync/send-or-keep-on-device.ts';
import { useOfflineEntity } from '../../../features/sync/use-offline-entity.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProfileNav } from './profile-nav.tsx';
import { PROFILE_VERSION } from './profile-offline.ts';

/** The header greets the user by name: show the saved names now rather than after the next token refresh. */
function showSavedNames(saved: PersonalInfo): void {
  const { session, setSession } = useSessionStore.getState();
  if (!session) return;
  const { salutation, firstName, middleName, lastName, credentials } = saved;
  const fullName = [firstName, middleName, lastName].filter(Boolean).join(' ') || session.user.fullName;
  setSession({
    ...session,
    user: { ...session.user, salutation, firstName, middleName, lastName, credentials, fullName },
  });
}

/** `/applicant/profile/edit/:action?` and `/applicant/:matchCycleCode/personal-info`. */
export function PersonalInfoPage() {
  const t = useT();
  // Cached per user on this device (ADR 0012): the page also renders offline.
  const info = useOfflineEntity<PersonalInfo, PersonalInfoInput>({
    entity: 'profile',
    id: 'personal-info',
    load: () => call(getPersonalInfo, {}),
    save: { method: 'PUT', path: putPersonalInfo.path },
    versionGroup: PROFILE_VERSION,
  });
  if (info.loadError && !info.data) throw info.loadError;
  return (
    <Page title={t('PfPersonalInfoTitle')}>
      <ProfileNav />
      {info.data && info.unsentKnown ? (
        <PersonalInfoForm
          draftKey="personal-info:me"
          // An edit still waiting on this device is what the user last saw (also after a reload).
          initial={info.unsent ? { ...info.data, ...info.unsent } : info.data}
          onSubmit={async (body) => {
            // No network: the outbox keeps the save on this device and sends it when it can.
            const outcome = await sendOrKeepOnDevice(info, body, (idempotencyKey) =>
              call(putPersonalInfo, { body, idempotencyKey }),
            );
            if (!outcome.onDevice) showSavedNames(outcome.saved);
            return outcome;
          }}
          loadCurrent={() => call(getPersonalInfo, {})}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
