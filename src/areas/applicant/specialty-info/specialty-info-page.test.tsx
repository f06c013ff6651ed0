import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getApplicantContext } from '../../../../core/contracts/applicants/applicant-context.contract.ts';
import { getSpecialtyByName } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { getPublicSpecialtyPage } from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { registration } from '../../../features/applicant-context/applicant-context.fixture.ts';
import { useApplicantContextStore } from '../../../features/applicant-context/applicant-context-store.ts';
import { publicSpecialty } from '../../../features/specialties/specialty.fixture.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { specialtyInfoRoutes } from './specialty-info-routes.tsx';

const specialty = publicSpecialty();

const requestedNames: string[] = [];

function serve(pages: { id: number; title: string; position: number }[]) {
  server.use(
    handleContract(getApplicantContext, () => ({
      applicantId: 1,
      applicantCode: 'ML-100001',
      firstName: 'Demo',
      lastName: 'Applicant',
      registrations: [registration({ specialtyId: 4, specialtyName: 'OPH' })],
    })),
    handleContract(getSpecialtyByName, ({ params }) => {
      requestedNames.push(String(params.name));
      return { ...specialty, pages };
    }),
    handleContract(getPublicSpecialtyPage, ({ params }) => ({
      id: Number(params.pageId),
      specialtyId: 4,
      title: params.pageId === '10' ? 'Fellowship overview' : 'Fees',
      body: `<p>Body of ${params.pageId}</p>`,
      updatedDate: '2026-01-01T00:00:00.000Z',
    })),
  );
}

function open(path: string) {
  renderAt(path, specialtyInfoRoutes, { main: true });
}

beforeEach(() => {
  useApplicantContextStore.getState().reset();
  requestedNames.length = 0;
});

describe('applicant specialty info (/applicant/:matchCycleCode/specialty-info/:pageId?)', () => {
  const pages = [
    { id: 10, title: 'Fellowship overview', position: 0 },
    { id: 11, title: 'Fees', position: 1 },
  ];

  it("shows the cycle's specialty pages, the first by default, with links under the cycle; axe-clean", async () => {
    serve(pages);
    open('/applicant/OPH-2026/specialty-info');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fellowship overview' })).toBeTruthy();
    expect(screen.getByText('Body of 10')).toBeTruthy();
    expect(requestedNames).toContain('OPH');
    expect(screen.getByRole('link', { name: 'Fees' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/specialty-info/11',
    );
    expect(screen.getByRole('link', { name: 'Fellowship overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });

  it('shows the page named in the address', async () => {
    serve(pages);
    open('/applicant/OPH-2026/specialty-info/11');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fees' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fees' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when the specialty has no pages', async () => {
    serve([]);
    open('/applicant/OPH-2026/specialty-info');
    expect(await screen.findByText('This specialty has no information pages yet.')).toBeTruthy();
  });

  it('a cycle the applicant is not registered for shows the way back to the landing page', async () => {
    serve(pages);
    open('/applicant/GS-2026/specialty-info');
    expect(await screen.findByRole('link', { name: 'Choose a match cycle' })).toBeTruthy();
    expect(requestedNames).toEqual([]);
  });
});
