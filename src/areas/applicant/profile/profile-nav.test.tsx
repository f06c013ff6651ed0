import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ProfileNav } from './profile-nav.tsx';

function linksAt(path: string, pattern: string) {
  renderAt(path, <Route path={pattern} component={ProfileNav} />, { main: true });
  const nav = screen.getByRole('navigation', { name: 'Profile sections' });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
}

describe('profile sections nav', () => {
  it('outside a cycle: the profile sections, the file cabinet, statements, letters and transactions; axe-clean', async () => {
    expect(linksAt('/applicant/profile/examinations', '/applicant/profile/examinations')).toEqual({
      'Personal information': '/applicant/profile/edit',
      Education: '/applicant/profile/education',
      'Contact info': '/applicant/profile/contact-info',
      Employment: '/applicant/profile/employment',
      Examinations: '/applicant/profile/examinations',
      Publications: '/applicant/profile/publications',
      'Hobbies and interests': '/applicant/profile/hobbies-n-interests',
      'File cabinet': '/applicant/profile/file-cabinet',
      'Personal statements': '/applicant/profile/personal-statements',
      'Letters of reference': '/applicant/profile/letters-of-reference',
      Transactions: '/applicant/profile/transactions',
    });
    await expectNoAxeViolations(document.body, { seriousOnly: true });
  });

  it("in a cycle: the sections under personal-info and the cycle's documents, statements, letters and transactions", () => {
    const links = linksAt(
      '/applicant/OPH-2026/personal-info/publications',
      '/applicant/:matchCycleCode/personal-info/publications',
    );
    expect(links).toMatchObject({
      'Personal information': '/applicant/OPH-2026/personal-info',
      Publications: '/applicant/OPH-2026/personal-info/publications',
      Documents: '/applicant/OPH-2026/documents',
      'Personal statements': '/applicant/OPH-2026/personal-statements',
      'Letters of reference': '/applicant/OPH-2026/letters-of-reference',
      Transactions: '/applicant/OPH-2026/transactions',
    });
    expect(links['File cabinet']).toBeUndefined();
  });

  it('marks the current section (aria-current) as a list of links; personal information only on itself', () => {
    renderAt(
      '/applicant/OPH-2026/personal-info/publications',
      <Route path="/applicant/:matchCycleCode/personal-info/publications" component={ProfileNav} />,
      { main: true },
    );
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(11);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Publications']);
  });
});
