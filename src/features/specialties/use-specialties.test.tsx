import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listSpecialties,
  type PublicSpecialty,
} from '../../../core/contracts/specialties/specialties.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { forgetSpecialties, useSpecialties } from './use-specialties.ts';

const specialty = (id: number, name: string, hasActiveCycle: boolean): PublicSpecialty => ({
  id,
  name,
  fullName: `${name} Residency`,
  type: 'Residency',
  urlPrefix: name.toLowerCase(),
  color: '#A4CEF8',
  hasCas: false,
  hasAllSubspecialties: false,
  subspecialtyLabel: null,
  subspecialties: [],
  hasActiveCycle,
});

function Names({ activeOnly = false }: { activeOnly?: boolean }) {
  const { options, isLoading } = useSpecialties({ activeOnly });
  if (isLoading) return <p>loading</p>;
  return (
    <p>{`${activeOnly ? 'active' : 'all'}: ${options.map((o) => `${o.value}=${o.label}`).join(',')}`}</p>
  );
}

afterEach(() => forgetSpecialties());

describe('useSpecialties', () => {
  it('loads the list once for every caller, and the active ones separately', async () => {
    const queries: string[] = [];
    server.use(
      handleContract(listSpecialties, ({ request }) => {
        const activeOnly = new URL(request.url).searchParams.get('activeOnly');
        queries.push(activeOnly ?? 'all');
        return activeOnly === 'true'
          ? [specialty(1, 'Neurology', true)]
          : [specialty(1, 'Neurology', true), specialty(2, 'Dermatology', false)];
      }),
    );
    render(
      <>
        <Names />
        <Names />
        <Names activeOnly />
      </>,
    );
    expect(await screen.findAllByText('all: 1=Neurology,2=Dermatology')).toHaveLength(2);
    expect(await screen.findByText('active: 1=Neurology')).toBeTruthy();
    expect(queries.sort()).toEqual(['all', 'true']);
  });
});
