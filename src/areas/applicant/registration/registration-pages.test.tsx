import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { getApplicantContext } from '../../../../core/contracts/applicants/applicant-context.contract.ts';
import {
  type ApplicantHomeSummary,
  getApplicantHomeSummary,
} from '../../../../core/contracts/applicants/applicant-home.contract.ts';
import { listPhones } from '../../../../core/contracts/applicants/phones.contract.ts';
import {
  listRegistrableMatchCycles,
  registerForMatchCycle,
} from '../../../../core/contracts/match-cycles/applicant-registration.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { registration } from '../../../features/applicant-context/applicant-context.fixture.ts';
import { useApplicantContextStore } from '../../../features/applicant-context/applicant-context-store.ts';
import { toastQueue } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { dueItems } from './due-dates.ts';
import { ApplicantLandingPage } from './landing-page.tsx';
import { registrationRoutes } from './registration-routes.tsx';

const unpaid = registration({
  isPaymentPending: true,
  invoiceId: 41,
  amountDueCents: 12_500,
  dates: {
    registrationDate: '2026-06-01T15:00:00.000Z',
    casDeadlineDate: '2026-10-15',
    earliestApplicationDeadlineDate: null,
    applicantsRankListDeadlineDate: '2027-01-20T07:59:00.000Z',
    matchDate: '2027-02-03T17:00:00.000Z',
  },
});

function open(path: string) {
  const { location } = renderAt(
    path,
    <>
      <Route path="/applicant/landing" component={ApplicantLandingPage} />
      <Route path="/applicant/landing/verify-phone/:phoneId" component={ApplicantLandingPage} />
      {registrationRoutes}
    </>,
    { main: true },
  );
  return location;
}

const context = (registrations = [unpaid]) =>
  handleContract(getApplicantContext, () => ({
    applicantId: 1,
    applicantCode: 'ML-100001',
    firstName: 'Demo',
    lastName: 'Applicant',
    registrations,
  }));

beforeEach(() => useApplicantContextStore.getState().reset());

describe('due dates of a cycle', () => {
  it('orders the key dates, writes them in Pacific time with PT and marks what has passed', () => {
    const items = dueItems(unpaid, Date.parse('2026-12-01T00:00:00Z'));
    expect(items.map((i) => [i.label, i.text, i.isPast])).toEqual([
      ['RegDueRegistration', '06/01/2026 8:00 AM PT', true],
      ['RegDueCas', '10/15/2026 PT', true],
      ['RegDueRankList', '01/19/2027 11:59 PM PT', false],
      ['RegDueMatch', '02/03/2027 9:00 AM PT', false],
    ]);
    expect(dueItems({ ...unpaid, hasCas: false }, 0).map((i) => i.label)).not.toContain('RegDueCas');
  });
});

describe('applicant home (/applicant/:matchCycleCode/home)', () => {
  it('shows what is due in PT, the unpaid fee and the sections; axe-clean', async () => {
    server.use(context());
    open('/applicant/OPH-2026/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ophthalmology Match 2027' })).toBeTruthy();
    const status = screen.getByText('Registration fee unpaid').closest('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('$125.00');
    expect(within(status).getByRole('link', { name: 'Pay the invoice' }).getAttribute('href')).toBe(
      '/invoice-payment/41',
    );
    expect(within(status).getByRole('link', { name: 'See your transactions' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/transactions',
    );
    const due = screen.getByRole('heading', { name: 'What is due' }).parentElement as HTMLElement;
    const dueItem = (label: string) =>
      within(due)
        .getByText(new RegExp(`^${label}`))
        .closest('li')?.textContent ?? '';
    expect(dueItem('Match date')).toContain('02/03/2027 9:00 AM PT');
    expect(dueItem('CAS deadline')).toContain('10/15/2026 PT');
    expect(within(due).queryAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Next steps' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: 'Programs' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/programs/directory',
    );
    expect(within(sections).getByRole('link', { name: 'CAS' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/cas',
    );
    expect(within(sections).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/transactions',
    );
    expect(within(sections).getByRole('link', { name: 'Specialty info' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/specialty-info',
    );
    for (const group of ['Season', 'Application', 'Account']) {
      expect(within(sections).getByRole('heading', { name: group })).toBeTruthy();
    }
    expect(within(sections).getAllByRole('link')).toHaveLength(14);
    await screen.findByRole('link', { name: 'Open the CAS' });
    await expectNoAxeViolations(document.body);
  });

  it('a cycle the applicant is not registered for says so and links to the landing page', async () => {
    server.use(context());
    open('/applicant/GS-2026/home');
    expect(await screen.findByText('You are not registered for the match cycle GS-2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a match cycle' }).getAttribute('href')).toBe(
      '/applicant/landing',
    );
  });
});

const future = registration({
  dates: {
    registrationDate: null,
    casDeadlineDate: null,
    earliestApplicationDeadlineDate: '2099-01-10T07:59:00.000Z',
    applicantsRankListDeadlineDate: '2099-01-20T07:59:00.000Z',
    matchDate: null,
  },
});

function summary(overrides: Partial<ApplicantHomeSummary> = {}): ApplicantHomeSummary {
  return {
    matchCycleCode: 'OPH-2026',
    application: { isComplete: false, missingCount: 2 },
    letters: { requested: 3, pending: 2 },
    applications: { sent: 0, inProgress: 0 },
    rankList: {
      state: 'NotStarted',
      entries: 0,
      certifiedAt: null,
      deadline: '2099-01-20T07:59:00.000Z',
      isDeadlinePassed: false,
      isDeclined: false,
    },
    matchResult: { released: false, releaseDate: '2099-02-03T17:00:00.000Z' },
    ...overrides,
  };
}

/** The checklist item under the step heading `name`. */
async function step(name: string): Promise<HTMLElement> {
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  const heading = await within(steps).findByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
}

describe('next steps on the cycle home', () => {
  it('flags a saved rank list that is not certified with its deadline in PT; asks to send applications', async () => {
    server.use(
      context([future]),
      handleContract(getApplicantHomeSummary, () =>
        summary({ rankList: { ...summary().rankList, state: 'Saved', entries: 3 } }),
      ),
    );
    open('/applicant/OPH-2026/home');
    const rankList = await step('Rank list');
    const badge = within(rankList).getByText('Not certified');
    expect(badge.className).toContain('tone-warning');
    expect(rankList.className).toContain('tone-warning');
    expect(rankList.textContent).toContain('Certify it by 01/19/2099 11:59 PM PT');
    expect(within(rankList).getByRole('link', { name: 'Certify your rank list' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/rank-list',
    );

    const applications = await step('Applications');
    expect(within(applications).getByText('None sent').className).toContain('tone-warning');
    expect(applications.textContent).toContain('send your applications by 01/09/2099 11:59 PM PT');
    expect(within(applications).getByRole('link', { name: 'Send applications' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/programs/directory',
    );

    const letters = await step('Letters of reference');
    expect(within(letters).getByText('Awaited: 2').className).toContain('tone-warning');
    expect(letters.textContent).toContain('Letters not uploaded yet: 2 of 3.');

    const application = await step('Your application');
    expect(within(application).getByText('Missing: 2')).toBeTruthy();
    // The first thing to do is marked as the current step.
    expect(application.getAttribute('aria-current')).toBe('step');
    expect(within(application).getByRole('link', { name: 'Open the CAS' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/cas',
    );

    const result = await step('Match result');
    expect(result.textContent).toContain('Results will be released on 02/03/2099 9:00 AM PT.');
    expect(document.body.textContent).not.toMatch(/will hold/i);
    await expectNoAxeViolations(document.body);
  });

  it('shows a certified rank list, sent applications and a released result as done', async () => {
    server.use(
      context([future]),
      handleContract(getApplicantHomeSummary, () =>
        summary({
          application: { isComplete: true, missingCount: 0 },
          letters: { requested: 2, pending: 0 },
          applications: { sent: 4, inProgress: 1 },
          rankList: {
            ...summary().rankList,
            state: 'Certified',
            entries: 4,
            certifiedAt: '2026-11-20T18:00:00.000Z',
          },
          matchResult: { released: true, releaseDate: null },
        }),
      ),
    );
    open('/applicant/OPH-2026/home');
    const rankList = await step('Rank list');
    expect(within(rankList).getByText('Certified').className).toContain('tone-success');
    expect(rankList.textContent).toContain('Certified on 11/20/2026 10:00 AM PT.');
    expect(rankList.textContent).not.toContain('Not certified');

    const applications = await step('Applications');
    expect(within(applications).getByText('Sent: 4').className).toContain('tone-success');
    expect(applications.textContent).toContain('Started but not sent: 1.');
    expect(within(await step('Your application')).getByText('Complete').className).toContain('tone-success');
    expect(within(await step('Letters of reference')).getByText('All uploaded')).toBeTruthy();

    const result = await step('Match result');
    expect(result.getAttribute('aria-current')).toBe('step');
    expect(within(result).getByRole('link', { name: 'See your result' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/match-result',
    );
    await expectNoAxeViolations(document.body);
  });

  it('without a connection the checklist stays away quietly; the dates and sections remain', async () => {
    server.use(
      context([future]),
      http.get('*/api/applicant/:matchCycleCode/home-summary', () => HttpResponse.error()),
    );
    open('/applicant/OPH-2026/home');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Next steps' })).toBeNull());
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('a rank list deadline passed before certification is a danger, not a task', async () => {
    server.use(
      context([future]),
      handleContract(getApplicantHomeSummary, () =>
        summary({ rankList: { ...summary().rankList, state: 'Saved', entries: 1, isDeadlinePassed: true } }),
      ),
    );
    open('/applicant/OPH-2026/home');
    const rankList = await step('Rank list');
    expect(within(rankList).getByText('Not certified').className).toContain('tone-danger');
    expect(rankList.textContent).toContain('The rank list deadline passed before the list was certified.');
  });
});

describe('landing and register for a match cycle', () => {
  it('lists the registrations with their home links and offers registration', async () => {
    server.use(context());
    open('/applicant/landing');
    const link = await screen.findByRole('link', { name: 'Ophthalmology Match 2027' });
    expect(link.getAttribute('href')).toBe('/applicant/OPH-2026/home');
    expect(screen.getByText(/awaiting payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register for a match cycle' }).getAttribute('href')).toBe(
      '/applicant/register-for-match-cycle',
    );
  });

  it('with exactly one cycle, shows its next steps in the "My match cycles" region', async () => {
    server.use(
      context([future]),
      handleContract(getApplicantHomeSummary, () =>
        summary({ rankList: { ...summary().rankList, state: 'Saved', entries: 2 } }),
      ),
    );
    open('/applicant/landing');
    const region = await screen.findByRole('region', { name: 'My match cycles' });
    expect(within(region).getByRole('link', { name: 'Ophthalmology Match 2027' }).getAttribute('href')).toBe(
      '/applicant/OPH-2026/home',
    );
    const rankList = await step('Rank list');
    expect(region.contains(rankList)).toBe(true);
    expect(rankList.textContent).toContain('Certify it by 01/19/2099 11:59 PM PT');
    await expectNoAxeViolations(document.body);
  });

  it('with two cycles, lists them without next steps', async () => {
    server.use(
      context([future, registration({ matchCycleCode: 'GS-2026', name: 'General Surgery Match 2027' })]),
    );
    open('/applicant/landing');
    expect(await screen.findByRole('link', { name: 'General Surgery Match 2027' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Next steps' })).toBeNull();
  });

  it('after sign-up, offers to verify the new cell phone by its number', async () => {
    server.use(
      context([]),
      handleContract(listPhones, () => ({
        items: [{ id: 31, number: '415-555-0142', extension: null, type: 1 as const, isVerified: false }],
      })),
    );
    open('/applicant/landing/verify-phone/31');
    expect(await screen.findByText('Confirm 415-555-0142 with a 6-digit code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(await screen.findByText('You have not registered for a match cycle yet.')).toBeTruthy();
  });

  it('registers for a cycle with its fee shown, reloads the context and opens the cycle home', async () => {
    let registered = false;
    server.use(
      handleContract(listRegistrableMatchCycles, () => ({
        items: [
          {
            id: 7,
            matchCycleCode: 'GS-2026',
            name: 'General Surgery Match 2027',
            specialtyName: 'General Surgery',
            registrationFeeCents: 9_900,
          },
        ],
      })),
      handleContract(registerForMatchCycle, ({ params }) => {
        registered = params.matchCycleId === '7';
        return { matchCycleCode: 'GS-2026', invoiceId: 50, amount: 9_900 };
      }),
      handleContract(getApplicantContext, () => ({
        applicantId: 1,
        applicantCode: 'ML-100001',
        firstName: 'Demo',
        lastName: 'Applicant',
        registrations: registered
          ? [
              registration({
                matchCycleCode: 'GS-2026',
                name: 'General Surgery Match 2027',
                isPaymentPending: true,
                amountDueCents: 9_900,
                invoiceId: 50,
              }),
            ]
          : [],
      })),
    );
    const location = open('/applicant/register-for-match-cycle');
    expect(await screen.findByText('Registration fee: $99.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register for General Surgery Match 2027' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applicant/GS-2026/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'General Surgery Match 2027' })).toBeTruthy();
    expect(registered).toBe(true);
  });
});
