import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getSpecialtyByName,
  listSpecialties,
  type PublicSpecialty,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { getPublicSpecialtyPage } from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { SpecialtiesPage } from './specialties-page.tsx';
import { SpecialtyPage } from './specialty-page.tsx';

const specialty: PublicSpecialty = {
  id: 7,
  name: 'Ophthalmology',
  fullName: 'Ophthalmology Fellowship',
  type: 'Fellowship',
  urlPrefix: 'oph',
  color: '#A4CEF8',
  hasCas: true,
  hasAllSubspecialties: false,
  subspecialtyLabel: 'Track',
  subspecialties: [{ id: 1, name: 'Retina' }],
  hasActiveCycle: true,
};
const pages = [
  { id: 11, title: 'About the match', position: 0 },
  { id: 12, title: 'Programs', position: 1 },
];

function open(path: string) {
  renderAt(
    path,
    <>
      <Route path="/specialties" component={SpecialtiesPage} />
      <Route path="/specialty/:name/:pageId?">
        {(params) => <SpecialtyPage name={params.name} pageId={params.pageId} />}
      </Route>
    </>,
  );
}

describe('public specialty pages', () => {
  it('shows the pages as a side navigation and the first page, sanitized, with breadcrumb data', async () => {
    const requested: string[] = [];
    server.use(
      handleContract(getSpecialtyByName, ({ params }) => {
        requested.push(String(params.name));
        return { ...specialty, pages };
      }),
      handleContract(getPublicSpecialtyPage, ({ params }) => ({
        id: Number(params.pageId),
        specialtyId: 7,
        title: 'About the match',
        body: '<h2>Welcome</h2><p onclick="alert(1)">Read this.</p><script>alert(1)</script>',
        updatedDate: '2026-01-01T00:00:00.000Z',
      })),
    );
    open('/specialty/OPH');
    const article = await screen.findByRole('article');
    expect(await within(article).findByText('Read this.')).toBeTruthy();
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onclick');
    const nav = screen.getByRole('navigation', { name: 'Pages of Ophthalmology' });
    const current = within(nav).getByRole('link', { name: 'About the match' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Programs' }).getAttribute('href')).toBe(
      '/specialty/oph/12',
    );
    expect(requested).toEqual(['OPH']);
    expect(document.title).toBe('About the match — Ophthalmology | Matchline');
    const jsonLd = JSON.parse(document.getElementById('page-structured-data')?.textContent ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Specialties',
      'Ophthalmology',
      'About the match',
    ]);
  });

  it('shows page not found for an unknown specialty', async () => {
    server.use(
      handleContract(getSpecialtyByName, () => serverErrorResponse(404, 'NotFound', 'Data not found.')),
    );
    open('/specialty/nothing');
    expect(await screen.findByText('Page not found.')).toBeTruthy();
  });

  it('lists the specialties as cards with their type and subspecialties', async () => {
    server.use(handleContract(listSpecialties, () => [specialty]));
    open('/specialties');
    const link = await screen.findByRole('link', { name: 'Ophthalmology' });
    expect(link.getAttribute('href')).toBe('/specialty/oph');
    expect(screen.getByText('Retina')).toBeTruthy();
    expect(screen.getByText('Track')).toBeTruthy();
  });
});
