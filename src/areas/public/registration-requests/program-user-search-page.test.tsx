import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { getRegistrationOptions } from '../../../../core/contracts/requests/requests.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { ophthalmologyOptions } from '../../../../mocks/registration-options.ts';
import { ProgramUserSearchPage } from './program-user-search-page.tsx';

const program = (id: number, name: string): PublicProgram => ({
  id,
  code: `P${id}`,
  name,
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  subspecialtyName: null,
  institutionName: 'Eye Institute',
  city: 'Portland',
  stateName: 'Oregon',
  stateShortName: 'OR',
  website: null,
});

describe('program user registration entry (/registration/program)', () => {
  it("searches the chosen specialty's active programs and links each to its request form", async () => {
    const asked: { specialty: string; search: string | null }[] = [];
    server.use(
      handleContract(getRegistrationOptions, () => ophthalmologyOptions({ matchCycles: [] })),
      handleContract(listSpecialtyPrograms, ({ request, params }) => {
        const search = new URL(request.url).searchParams.get('search');
        asked.push({ specialty: String(params.id), search });
        const all = [program(1, 'Alpha Eye'), program(2, 'Beta Eye')];
        const items = search ? all.filter((p) => p.name.includes(search)) : all;
        return { items, total: items.length, page: 1, pageSize: 20 };
      }),
    );
    const location = memoryLocation({ path: '/registration/program' });
    const { container } = render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <Route path="/registration/program" component={ProgramUserSearchPage} />
        </main>
      </Router>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Program registration' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Specialty/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ophthalmology' }));
    const link = await screen.findByRole('link', { name: 'Alpha Eye' });
    expect(link.getAttribute('href')).toBe('/registration/program/1');
    expect(screen.getByRole('link', { name: 'Beta Eye' }).getAttribute('href')).toBe(
      '/registration/program/2',
    );
    expect(asked[0]).toEqual({ specialty: '1', search: null });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search programs' }), {
      target: { value: 'Beta' },
    });
    // The search is debounced, then the server filters.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha Eye' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Beta Eye' })).toBeTruthy();
    expect(asked.at(-1)).toEqual({ specialty: '1', search: 'Beta' });

    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
