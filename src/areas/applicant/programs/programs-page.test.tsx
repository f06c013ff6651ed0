import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type DirectoryOptions,
  deleteFavorite,
  getDirectoryOptions,
  getDirectoryProgram,
  listAppliedPrograms,
  listDirectoryPrograms,
  listDirectoryStates,
  putFavorite,
} from '../../../../core/contracts/programs/program-directory.contract.ts';
import { getAllCountries } from '../../../../core/contracts/reference-data/reference-data.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import {
  programDetails,
  programListItem,
} from '../../../features/program-directory/program-directory.test-support.ts';
import { forgetProgramPagesInMemory } from '../../../features/program-directory/program-page-cache.ts';
import { saveProgram } from '../../../features/program-directory/saved-programs.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { programRoutes } from './programs-routes.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);
const userId = session.user.id;
const code = 'OPH-2026';

const options: DirectoryOptions = {
  matchCycleCode: code,
  matchCycleName: 'Ophthalmology Match 2026',
  casDeadlineDate: '2026-10-15',
  specialtyName: 'Ophthalmology',
  subspecialtyLabel: 'Focus',
  subspecialties: [{ id: 7, name: 'Retina' }],
};

const states = [
  { stateId: 840_006, stateCode: 'CA', stateName: 'California', countryId: 840, programsCount: 12 },
  { stateId: 840_048, stateCode: 'TX', stateName: 'Texas', countryId: 840, programsCount: 1 },
  { stateId: 124_035, stateCode: 'ON', stateName: 'Ontario', countryId: 124, programsCount: 2 },
];

/** The query strings the directory list asked for. */
const listQueries: URLSearchParams[] = [];

function open(path: string) {
  return renderAt(path, programRoutes).location;
}

const currentUrl = (location: ReturnType<typeof open>) => location.history?.at(-1) ?? '';

beforeEach(() => {
  listQueries.length = 0;
  act(() => useSessionStore.getState().setSession(session));
  server.use(
    handleContract(getDirectoryOptions, () => options),
    handleContract(getAllCountries, () => [
      {
        id: 840,
        isoCode: 'US',
        name: 'United States',
        states: [
          { id: 840_002, name: 'Alaska', shortName: 'AK', countryId: 840 },
          { id: 840_049, name: 'Utah', shortName: 'UT', countryId: 840 },
        ],
      },
    ]),
    handleContract(listDirectoryStates, () => ({ items: states })),
    handleContract(listDirectoryPrograms, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const items =
        query.get('favorites') === 'true'
          ? [programListItem(3, { name: 'Favorite Eye Program', isFavorite: true })]
          : [
              programListItem(1, {
                name: 'Lakeside Retina',
                applicationStatus: 'Published',
                isSignaled: true,
              }),
              programListItem(2, { name: 'Valley Eye', city: 'Dallas', stateName: 'Texas', stateCode: 'TX' }),
            ];
      return { items, total: items.length };
    }),
    handleContract(listAppliedPrograms, () => ({
      items: [
        {
          applicationId: 11,
          programId: 1,
          programCode: 'P1',
          programName: 'Lakeside Retina',
          institutionName: 'Lakeside Eye',
          city: 'Fresno',
          stateName: 'California',
          status: 'PendingPayment' as const,
          isSignaled: true,
          updatedDate: '2026-09-01T17:00:00.000Z',
        },
      ],
      total: 1,
    })),
  );
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
  forgetProgramPagesInMemory();
});

describe('applicant programs directory', () => {
  it('shows the five tabs as links with the route’s tab selected, and goes to the directory from /programs', async () => {
    const location = open(`/applicant/${code}/programs`);
    const tabs = await screen.findByRole('tablist', { name: 'Program lists' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Directory', 'Map', 'Saved', 'Applied', 'Favorites']);
    expect(currentUrl(location)).toBe(`/applicant/${code}/programs/directory`);
    expect(within(tabs).getByRole('tab', { name: 'Directory' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Ophthalmology Match 2026')).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Programs' });
    expect(within(cards).getByRole('link', { name: 'Lakeside Retina' }).getAttribute('href')).toBe(
      `/applicant/${code}/programs/directory/1`,
    );
    expect(within(cards).getByText('Published')).toBeTruthy();
    expect(within(cards).getByText('Signaled')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Applied' }));
    await waitFor(() => expect(currentUrl(location)).toBe(`/applicant/${code}/programs/applied`));
    expect(await screen.findByText('Pending payment')).toBeTruthy();
  });

  it('shows page not found for an unknown tab or an unknown match cycle', async () => {
    open(`/applicant/${code}/programs/everything`);
    expect(await screen.findByText('Page not found.')).toBeTruthy();
    cleanup();
    server.use(
      handleContract(getDirectoryOptions, () => serverErrorResponse(404, 'NotFound', 'Data not found.')),
    );
    open('/applicant/NO-SUCH/programs/saved');
    expect(await screen.findByText('Page not found.')).toBeTruthy();
  });

  it('reads the filters from the URL, sends them, and writes new ones back to the URL', async () => {
    const location = open(
      `/applicant/${code}/programs/directory?stateId=840006&minPositions=2&subspecialtyId=7&search=eye`,
    );
    await screen.findByRole('list', { name: 'Programs' });
    const first = listQueries[0]!;
    expect(Object.fromEntries(first)).toMatchObject({
      stateId: '840006',
      minPositions: '2',
      subspecialtyId: '7',
      search: 'eye',
      sort: 'name',
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    // Filters set in the URL open the folded filter panel and say how many are on.
    const trigger = screen.getByRole('button', { name: 'Filters and sort · 3 active' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const keywords = screen.getByRole('searchbox', { name: 'Keywords in the description' });
    fireEvent.change(keywords, { target: { value: 'research' } });
    fireEvent.keyDown(keywords, { key: 'Enter' });
    await waitFor(() => expect(currentUrl(location)).toContain('keywords=research'));
    await waitFor(() => expect(listQueries.at(-1)?.get('keywords')).toBe('research'));
    expect(listQueries.at(-1)?.get('stateId')).toBe('840006');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(location)).toBe(`/applicant/${code}/programs/directory`));
  });

  it('folds the filters away until asked for (phone-first)', async () => {
    open(`/applicant/${code}/programs/directory`);
    const trigger = await screen.findByRole('button', { name: 'Filters and sort' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByLabelText('Positions (at least)')).toBeTruthy();
  });

  it('marks and unmarks a favorite on the server', async () => {
    const calls: string[] = [];
    server.use(
      handleContract(putFavorite, ({ params }) => {
        calls.push(`PUT ${params.programId}`);
        return { programId: Number(params.programId), isFavorite: true };
      }),
      handleContract(deleteFavorite, ({ params }) => {
        calls.push(`DELETE ${params.programId}`);
        return { programId: Number(params.programId), isFavorite: false };
      }),
    );
    open(`/applicant/${code}/programs/directory`);
    const toggle = await screen.findByRole('button', { name: 'Favorite: Valley Eye' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual(['PUT 2']));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual(['PUT 2', 'DELETE 2']));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps a favorite marked offline on the device and sends it when the connection is back', async () => {
    const calls: string[] = [];
    server.use(http.put('*/api/applicant/favorites/:programId', () => HttpResponse.error()));
    open(`/applicant/${code}/programs/directory`);
    const toggle = await screen.findByRole('button', { name: 'Favorite: Valley Eye' });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`matchline.pendingFavorites.${userId}`) ?? '{}')).toEqual({
        2: true,
      }),
    );
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    server.use(
      handleContract(putFavorite, ({ params }) => {
        calls.push(`PUT ${params.programId}`);
        return { programId: Number(params.programId), isFavorite: true };
      }),
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls).toEqual(['PUT 2']));
    await waitFor(() => expect(localStorage.getItem(`matchline.pendingFavorites.${userId}`)).toBeNull());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('lists only favorites on the favorites tab', async () => {
    open(`/applicant/${code}/programs/favorites`);
    expect(await screen.findByRole('link', { name: 'Favorite Eye Program' })).toBeTruthy();
    expect(listQueries.at(-1)?.get('favorites')).toBe('true');
  });

  it('saves a program for later on the device; the saved tab lists it until it expires', async () => {
    // An entry that expired yesterday is not shown.
    saveProgram(
      userId,
      {
        programId: 9,
        matchCycleCode: code,
        name: 'Old Program',
        institutionName: null,
        city: null,
        stateName: null,
      },
      { now: Date.now() - 31 * 86_400_000, casDeadlineDate: null },
    );
    const location = open(`/applicant/${code}/programs/directory`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save for later: Lakeside Retina' }));
    const stored = JSON.parse(localStorage.getItem(`matchline.savedPrograms.${userId}`) ?? '[]');
    expect(stored.map((e: { programId: number }) => e.programId)).toContain(1);
    act(() => location.navigate(`/applicant/${code}/programs/saved`));
    const saved = await screen.findByRole('list', { name: 'Saved' });
    expect(within(saved).getByRole('link', { name: 'Lakeside Retina' })).toBeTruthy();
    expect(within(saved).queryByText('Old Program')).toBeNull();
    expect(within(saved).getByText(/Kept on this device until .* PT$/)).toBeTruthy();
    fireEvent.click(
      within(saved).getByRole('button', { name: 'Remove Lakeside Retina from saved programs' }),
    );
    expect(await screen.findByText(/No saved programs/)).toBeTruthy();
  });

  it('places programs by state on the map; arrow keys move between states and Enter lists one', async () => {
    const location = open(`/applicant/${code}/programs/map`);
    const map = await screen.findByRole('group', { name: 'Programs by state' });
    // State names come from the reference data (countries with their states).
    await within(map).findByRole('button', { name: 'Alaska: no programs' });
    const california = await within(map).findByRole('button', { name: 'California: 12 programs' });
    expect(within(map).getByRole('button', { name: 'Texas: 1 program' })).toBeTruthy();
    // One tab stop: only the first tile (Alaska) is in the tab order until focus moves.
    const tabbable = within(map)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]!.getAttribute('aria-label')).toBe('Alaska: no programs');
    expect(screen.getByRole('button', { name: 'Ontario: 2 programs' })).toBeTruthy();

    act(() => california.focus());
    fireEvent.keyDown(california, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Utah: no programs');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(california);
    fireEvent.keyDown(california, { key: 'Enter' });
    fireEvent.keyUp(california, { key: 'Enter' });
    await waitFor(() => expect(currentUrl(location)).toContain('state=CA'));
    expect(california.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Programs in California' })).toBeTruthy();
    await waitFor(() => expect(listQueries.at(-1)?.get('stateId')).toBe('840006'));
  });

  it('shows the map’s last counts offline, marked as an offline copy', async () => {
    const first = open(`/applicant/${code}/programs/map`);
    await screen.findByRole('button', { name: 'California: 12 programs' });
    act(() => first.navigate('/'));
    cleanup();
    server.use(http.get('*/api/applicant/:code/directory/states', () => HttpResponse.error()));
    open(`/applicant/${code}/programs/map`);
    expect(await screen.findByText(/Offline copy from .* PT/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'California: 12 programs' })).toBeTruthy();
  });

  it('keeps a program page for offline reading and shows it as an offline copy when the server is unreachable', async () => {
    server.use(
      handleContract(getDirectoryProgram, ({ params }) =>
        programDetails(Number(params.programId), { name: 'Lakeside Retina', directors: ['Dana Director'] }),
      ),
    );
    const first = open(`/applicant/${code}/programs/directory/1`);
    expect(await screen.findByRole('heading', { name: 'Lakeside Retina' })).toBeTruthy();
    expect(screen.getByText('Dana Director')).toBeTruthy();
    expect(screen.queryByText(/Offline copy/)).toBeNull();
    first.navigate('/');
    forgetProgramPagesInMemory();

    server.use(http.get('*/api/applicant/:code/directory/programs/:id', () => HttpResponse.error()));
    open(`/applicant/${code}/programs/directory/1`);
    expect(await screen.findByText(/Offline copy from .* PT: it may be out of date\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lakeside Retina' })).toBeTruthy();
  });

  describe('accessibility (axe in jsdom): no serious violations', () => {
    async function expectAccessible(path: string, loaded: () => Promise<unknown>) {
      const view = renderAt(path, programRoutes, { main: true });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull());
      await loaded();
      await expectNoAxeViolations(view.container, { seriousOnly: true, label: path });
    }

    it('on the directory and the map', async () => {
      await expectAccessible(`/applicant/${code}/programs/directory`, () =>
        screen.findByRole('list', { name: 'Programs' }),
      );
      cleanup();
      await expectAccessible(`/applicant/${code}/programs/map`, () =>
        screen.findByRole('button', { name: 'California: 12 programs' }),
      );
    });

    it('on a program page and the saved tab', async () => {
      server.use(handleContract(getDirectoryProgram, () => programDetails(1)));
      await expectAccessible(`/applicant/${code}/programs/directory/1`, () =>
        screen.findByText('Dana Director'),
      );
      cleanup();
      saveProgram(
        userId,
        {
          programId: 4,
          matchCycleCode: code,
          name: 'Saved Eye',
          institutionName: null,
          city: null,
          stateName: null,
        },
        { casDeadlineDate: null },
      );
      await expectAccessible(`/applicant/${code}/programs/saved`, () =>
        screen.findByRole('link', { name: 'Saved Eye' }),
      );
    });

    it('on the applied and favorites tabs', async () => {
      await expectAccessible(`/applicant/${code}/programs/applied`, () =>
        screen.findByText('Pending payment'),
      );
      cleanup();
      await expectAccessible(`/applicant/${code}/programs/favorites`, () =>
        screen.findByText('Favorite Eye Program'),
      );
    });
  });
});
