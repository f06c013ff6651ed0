import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { getRegistrationOptions } from '../../../../core/contracts/requests/requests.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { ophthalmologyOptions } from '../../../../mocks/registration-options.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
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
    const { container } = renderAt(
      '/registration/program',
      <Route path="/registration/program" component={ProgramUserSearchPage} />,
      { main: true },
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

    await expectNoAxeViolations(container);
  });
});
