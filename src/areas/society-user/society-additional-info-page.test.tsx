import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SocietyContext } from '../../../core/contracts/societies/society.contract.ts';
import { getSpecialtyByName } from '../../../core/contracts/specialties/specialties.contract.ts';
import { getPublicSpecialtyPage } from '../../../core/contracts/specialties/specialty-pages.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { useSocietyContextStore } from '../../features/society-context/society-context-store.ts';
import { publicSpecialty } from '../../features/specialties/specialty.fixture.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { SocietyAdditionalInfoPage } from './society-additional-info-page.tsx';

const context: SocietyContext = {
  email: 'society@matchline.test',
  fullName: 'Sofia Society',
  specialties: [
    {
      id: 4,
      name: 'OPH',
      specialtyFullName: 'Ophthalmology',
      type: 'Fellowship',
      hasCas: true,
      hasAllSubspecialties: false,
      subspecialtyLabel: null,
      subspecialties: [],
      actions: { canRequestProgramRegistration: false, canManagePayments: false },
      matchCycles: [],
    },
  ],
};

const specialty = publicSpecialty();

afterEach(() => act(() => useSocietyContextStore.getState().reset()));

function open(path: string) {
  act(() => useSocietyContextStore.getState().setContext(context));
  renderAt(
    path,
    <Route path="/society-user/additional-info/:pageId?" component={SocietyAdditionalInfoPage} />,
  );
}

describe('society additional info', () => {
  it('lists the specialty’s pages and shows the first one, sanitized', async () => {
    server.use(
      handleContract(getSpecialtyByName, () => ({
        ...specialty,
        pages: [
          { id: 10, title: 'Fellowship overview', position: 0 },
          { id: 11, title: 'Fees', position: 1 },
        ],
      })),
      handleContract(getPublicSpecialtyPage, ({ params }) => ({
        id: Number(params.pageId),
        specialtyId: 4,
        title: params.pageId === '10' ? 'Fellowship overview' : 'Fees',
        body: '<p>Welcome</p><script>alert(1)</script>',
        updatedDate: '2026-01-01T00:00:00.000Z',
      })),
    );
    open('/society-user/additional-info');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fellowship overview' })).toBeTruthy();
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Fellowship overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when the specialty has no pages', async () => {
    server.use(handleContract(getSpecialtyByName, () => ({ ...specialty, pages: [] })));
    open('/society-user/additional-info');
    expect(await screen.findByText('This specialty has no information pages yet.')).toBeTruthy();
  });
});
