import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  getPersonalInfo,
  type PersonalInfo,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { profileRoutes } from '../../areas/applicant/profile/profile-routes.tsx';
import { appDb } from '../../lib/offline/app-db.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { renderAt } from '../../test-support/render-at.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);
const info: PersonalInfo = {
  salutation: 'Dr.',
  firstName: 'Ada',
  middleName: null,
  lastName: 'Lovelace',
  credentials: [],
  email: 'applicant@matchline.test',
  dateOfBirth: '1995-12-10',
  gender: 'Female',
  citizenship: 'United Kingdom',
  isEligibleToWorkInUsa: true,
  needsVisaSponsorship: false,
  visaType: null,
  visaTypeOther: null,
  version: 3,
};

function openPersonalInfo() {
  return renderAt('/applicant/profile/edit', profileRoutes);
}

const firstName = async () =>
  ((await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement).value;

beforeEach(async () => {
  sessionStorage.clear();
  await appDb().serverCopies.clear();
  act(() => useSessionStore.getState().setSession(session));
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

it('renders the personal information offline from the copy read earlier on this device', async () => {
  server.use(handleContract(getPersonalInfo, () => info));
  const online = openPersonalInfo();
  expect(await firstName()).toBe('Ada');
  await waitFor(async () => expect(await appDb().serverCopies.count()).toBe(1));
  online.unmount();

  server.use(http.get('*/api/applicant/profile/personal-info', () => HttpResponse.error()));
  openPersonalInfo();
  expect(await firstName()).toBe('Ada');
});

it('keeps a save made without network in the outbox, on the version the form was loaded with', async () => {
  await appDb().outbox.clear();
  server.use(
    handleContract(getPersonalInfo, () => info),
    http.put('*/api/applicant/profile/personal-info', () => HttpResponse.error()),
  );
  openPersonalInfo();
  expect(await firstName()).toBe('Ada');
  fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: 'Augusta' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
  // The header indicator's wording, not 'Saved.' as if the server had it.
  expect(await screen.findByText('Saved on this device')).toBeTruthy();
  expect(screen.queryByText('Saved.')).toBeNull();
  const [entry] = await appDb().outbox.toArray();
  expect(entry).toMatchObject({
    userId: session.user.id,
    entity: 'profile',
    entityId: 'personal-info',
    method: 'PUT',
    path: '/api/applicant/profile/personal-info',
    baseVersion: 3,
    versionGroup: 'applicant-profile',
    state: 'pending',
    body: { firstName: 'Augusta', version: 3 },
  });
});

it('shows the edit waiting on this device after a reload', async () => {
  await appDb().outbox.clear();
  server.use(
    handleContract(getPersonalInfo, () => info),
    http.put('*/api/applicant/profile/personal-info', () => HttpResponse.error()),
  );
  const first = openPersonalInfo();
  expect(await firstName()).toBe('Ada');
  fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: 'Augusta' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
  first.unmount();
  sessionStorage.clear();
  openPersonalInfo();
  expect(await firstName()).toBe('Augusta');
});
