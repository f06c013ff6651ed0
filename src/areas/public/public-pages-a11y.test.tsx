import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, it } from 'vitest';
import { Route } from 'wouter';
import { getPublicStats } from '../../../core/contracts/match-results/public-stats.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { AboutPage } from './about/about-page.tsx';
import { HowMatchWorksPage } from './about/how-match-works-page.tsx';
import { MatchRulesPage } from './about/match-rules-page.tsx';
import { NeedMatchingServicesPage } from './about/need-matching-services-page.tsx';
import { HomePage } from './home-page.tsx';
import { DataPage } from './match-data/data-page.tsx';
import { MedicalSchoolInfoPage } from './medical-school-info-page.tsx';

function openAt(path: string, pattern: string, Component: ComponentType) {
  return renderAt(path, <Route path={pattern} component={Component} />, { main: true });
}

const pages: [string, ComponentType][] = [
  ['/about', AboutPage],
  ['/about/how-match-works', HowMatchWorksPage],
  ['/about/match-rules', MatchRulesPage],
  ['/about/need-matching-services', NeedMatchingServicesPage],
  ['/medical-school-info', MedicalSchoolInfoPage],
];

describe('public pages accessibility (axe in jsdom)', () => {
  it.each(pages)('%s has no serious violations', async (path, Component) => {
    const { container } = openAt(path, path, Component);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('the home page has no serious violations', async () => {
    const { container } = openAt('/', '/', HomePage);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it.each(['table', 'charts'])('the match data %s tab has no serious violations', async (tab) => {
    const specialty = { id: 3, name: 'OPH', fullName: 'Ophthalmology', type: 'Fellowship' };
    server.use(
      handleContract(getPublicStats, () => ({
        specialties: [specialty],
        specialty,
        cycles: [
          {
            matchCycleId: 1,
            name: 'OPH Match 2026',
            yearCode: '2026',
            status: 'Active' as const,
            programsCount: 3,
            positionsCount: 9,
            applicantsCount: 20,
            applicationsCount: 0,
            matchedCount: null,
            fillRate: null,
          },
        ],
      })),
    );
    const { container } = openAt(`/data/3/${tab}`, '/data/:specialtyId?/:tab?', DataPage);
    await screen.findByRole('tabpanel');
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});
