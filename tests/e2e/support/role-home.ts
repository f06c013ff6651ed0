import type { Locator, Page } from '@playwright/test';
import type { Account } from './accounts.ts';

/**
 * What shows that a role home has loaded with the signed-in account's own data: the applicant landing
 * lists the cycles the applicant registered for (the demo applicant: OPH), the other homes say whom
 * they are signed in as.
 */
export function roleHomeContent(page: Page, account: Account): Locator {
  if (account.role === 'Applicant') {
    return page
      .getByRole('region', { name: 'My match cycles' })
      .getByRole('link', { name: 'Ophthalmology Residency Match 2026-2027' });
  }
  return page.getByText(`You are signed in as ${account.email}`);
}
