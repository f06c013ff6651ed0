import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  getHobbies,
  type Hobbies,
  putHobbies,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { profileRoutes } from '../../areas/applicant/profile/profile-routes.tsx';
import { appDb } from '../../lib/offline/app-db.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);
const hobbies: Hobbies = { hobbiesAndInterests: 'Chess', version: 3 };

function openHobbies() {
  return renderAt('/applicant/profile/hobbies-n-interests', profileRoutes);
}

const hobbiesBox = async () =>
  (await screen.findByRole('textbox', { name: /^Hobbies and interests/ })) as HTMLTextAreaElement;

beforeEach(async () => {
  sessionStorage.clear();
  await Promise.all([appDb().outbox.clear(), appDb().drafts.clear(), appDb().serverCopies.clear()]);
  act(() => useSessionStore.getState().setSession(session));
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

it('renders offline from the copy read earlier, and keeps a save without network in the outbox', async () => {
  server.use(handleContract(getHobbies, () => hobbies));
  const online = openHobbies();
  expect((await hobbiesBox()).value).toBe('Chess');
  await waitFor(async () => expect(await appDb().serverCopies.count()).toBe(1));
  online.unmount();

  server.use(http.all('*/api/applicant/profile/hobbies-n-interests', () => HttpResponse.error()));
  const offline = openHobbies();
  fireEvent.change(await hobbiesBox(), { target: { value: 'Chess and sailing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved on this device')).toBeTruthy();
  expect(screen.queryByText('Saved.')).toBeNull();
  const [entry] = await appDb().outbox.toArray();
  expect(entry).toMatchObject({
    entity: 'profile',
    entityId: 'hobbies',
    method: 'PUT',
    path: '/api/applicant/profile/hobbies-n-interests',
    baseVersion: 3,
    versionGroup: 'applicant-profile',
    state: 'pending',
    body: { hobbiesAndInterests: 'Chess and sailing', version: 3 },
  });
  await expectNoAxeViolations(offline.container, { seriousOnly: true });
  offline.unmount();

  // After a reload the waiting edit is what the form shows.
  sessionStorage.clear();
  openHobbies();
  expect((await hobbiesBox()).value).toBe('Chess and sailing');
});

it('says Saved. when the server took it', async () => {
  server.use(
    handleContract(getHobbies, () => hobbies),
    handleContract(putHobbies, ({ body }) => ({ ...(body as Hobbies), version: 4 })),
  );
  openHobbies();
  fireEvent.change(await hobbiesBox(), { target: { value: 'Sailing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
  expect(await appDb().outbox.count()).toBe(0);
  await waitFor(async () =>
    expect((await appDb().serverCopies.toArray())[0]?.value).toEqual({
      hobbiesAndInterests: 'Sailing',
      version: 4,
    }),
  );
});
