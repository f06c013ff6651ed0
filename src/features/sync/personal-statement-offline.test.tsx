import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  getPersonalStatement,
  listPersonalStatements,
  type PersonalStatement,
} from '../../../core/contracts/applicants/personal-statements.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { letterRoutes } from '../../areas/applicant/letters/letters-routes.tsx';
import { appDb } from '../../lib/offline/app-db.ts';
import { flushOutbox } from '../../lib/offline/outbox.ts';
import { pwaStore } from '../../lib/pwa/pwa-store.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);
const statement: PersonalStatement = {
  id: 5,
  title: 'Why ophthalmology',
  body: '<p>Hello world</p>',
  textLength: 11,
  version: 3,
  createdDate: '2026-09-01T17:00:00.000Z',
  updatedDate: '2026-09-02T17:00:00.000Z',
  isInUse: false,
};
const editPath = '/applicant/profile/personal-statements/update/5';

function open(path: string) {
  return renderAt(path, letterRoutes);
}

const titleBox = async () => (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;

/** The network is gone: every statement request fails as a dropped connection. */
function goOffline() {
  server.use(http.all('*/api/applicant/personal-statements*', () => HttpResponse.error()));
  pwaStore.setState({ offline: true });
}

/** Reads the statement once online, so this device has its copy, then closes the page. */
async function readOnline() {
  server.use(handleContract(getPersonalStatement, () => statement));
  const online = open(editPath);
  expect((await titleBox()).value).toBe('Why ophthalmology');
  await waitFor(async () => expect(await appDb().serverCopies.count()).toBe(1));
  online.unmount();
}

beforeEach(async () => {
  sessionStorage.clear();
  pwaStore.setState({ offline: false });
  await Promise.all([appDb().outbox.clear(), appDb().drafts.clear(), appDb().serverCopies.clear()]);
  act(() => useSessionStore.getState().setSession(session));
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
  pwaStore.setState({ offline: false });
});

it('saves an edited statement offline to the outbox on its version, says so, and shows it after a reload', async () => {
  await readOnline();
  goOffline();
  const first = open(editPath);
  fireEvent.change(await titleBox(), { target: { value: 'Why the eye' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved on this device')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  const [entry] = await appDb().outbox.toArray();
  expect(entry).toMatchObject({
    userId: session.user.id,
    entity: 'personal-statement',
    entityId: '5',
    method: 'PUT',
    path: '/api/applicant/personal-statements/5',
    baseVersion: 3,
    state: 'pending',
    body: { title: 'Why the eye', body: '<p>Hello world</p>', version: 3 },
  });
  await expectNoAxeViolations(first.container, { seriousOnly: true });
  first.unmount();

  // A reload (tab storage gone too): the edit waiting on the device is what the editor shows.
  sessionStorage.clear();
  open(editPath);
  expect((await titleBox()).value).toBe('Why the eye');
  expect(screen.getByText('Saved on this device')).toBeTruthy();
});

it('keeps text typed but not saved across a reload', async () => {
  await readOnline();
  goOffline();
  const first = open(editPath);
  fireEvent.change(await titleBox(), { target: { value: 'Half typed' } });
  first.unmount();
  open(editPath);
  expect((await titleBox()).value).toBe('Half typed');
});

it('opens the conflict choice when the server answers the queued save with 409, and keeps mine on request', async () => {
  await readOnline();
  goOffline();
  open(editPath);
  fireEvent.change(await titleBox(), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));

  const current = { ...statement, title: 'Saved elsewhere', version: 4 };
  await act(() =>
    flushOutbox({
      userId: session.user.id,
      token: 't',
      transport: async () => ({
        status: 409,
        body: { error: { ErrorCode: 'Conflict', Message: 'x' }, current },
      }),
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Changed on another device' });
  expect(within(dialog).getByText('Mine')).toBeTruthy();
  expect(within(dialog).getByText('Saved elsewhere')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  // Sent again on the server's version; the editor shows mine.
  await waitFor(async () =>
    expect((await appDb().outbox.toArray())[0]).toMatchObject({ state: 'pending', baseVersion: 4 }),
  );
  await waitFor(async () => expect((await titleBox()).value).toBe('Mine'));
});

it('queues a new statement created offline and lists it as waiting for the network', async () => {
  server.use(handleContract(listPersonalStatements, () => ({ items: [], instructions: null })));
  goOffline();
  const { location, container } = open('/applicant/profile/personal-statements/create');
  fireEvent.change(await titleBox(), { target: { value: 'Written on the train' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(location.history?.at(-1)).toBe('/applicant/profile/personal-statements'));
  const [entry] = await appDb().outbox.toArray();
  expect(entry).toMatchObject({
    entity: 'personal-statement',
    method: 'POST',
    path: '/api/applicant/personal-statements',
    baseVersion: null,
    state: 'pending',
    body: { title: 'Written on the train', body: '' },
  });
  expect(entry?.entityId).toMatch(/^new:/);
  const waiting = await screen.findByRole('list', { name: 'Personal statements waiting for the network' });
  expect(within(waiting).getByRole('heading', { name: 'Written on the train' })).toBeTruthy();
  expect(within(waiting).getByText('Will be created when you are back online')).toBeTruthy();
  await expectNoAxeViolations(container, { seriousOnly: true });

  // Back online, the outbox creates it: the list shows the server's copy instead.
  const created = { ...statement, id: 9, title: 'Written on the train', body: '', textLength: 0, version: 1 };
  server.use(handleContract(listPersonalStatements, () => ({ items: [created], instructions: null })));
  await act(() =>
    flushOutbox({
      userId: session.user.id,
      token: 't',
      transport: async () => ({ status: 201, body: created }),
    }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Personal statements waiting for the network' })).toBeNull(),
  );
  expect(await screen.findByRole('heading', { name: 'Written on the train' })).toBeTruthy();
});
