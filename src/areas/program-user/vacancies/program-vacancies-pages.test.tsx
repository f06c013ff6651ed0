import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueBulkPdfMerge } from '../../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import {
  getCurrentSurveyBySlug,
  getProgramSurvey,
  type ProgramSurvey,
  saveProgramSurveyDraft,
  submitProgramSurvey,
} from '../../../../core/contracts/surveys/program-surveys.contract.ts';
import {
  createVacancy,
  listManagedVacancies,
  listPostingPrograms,
  listVacancyCandidates,
  type ManagedVacancyDetail,
  offerVacancy,
  type VacancyCandidates,
} from '../../../../core/contracts/vacancies/vacancy-management.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { vacancyRoutes as societyVacancyRoutes } from '../../society-user/vacancies/vacancies-routes.tsx';
import { vacancyRoutes } from './vacancies-routes.tsx';

const vacancy: ManagedVacancyDetail = {
  id: 7,
  title: 'Retina fellow (PGY-5)',
  programId: 1,
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Program',
  specialtyId: 1,
  specialtyName: 'Ophthalmology',
  positionType: 'Fellowship',
  positions: 1,
  city: 'Portland',
  stateName: 'Oregon',
  startDate: null,
  closesAt: null,
  status: 'Open',
  postedAt: '2026-11-20T12:00:00.000Z',
  description: 'One position from July.',
  contactEmail: null,
  offerHours: 72,
  acceptedCount: 0,
  offeredCount: 0,
  applicationCount: 2,
};

const candidate = (id: number, name: string, status: 'Applied' | 'Offered') => ({
  id,
  applicantId: id,
  applicantCode: `A${id}`,
  name,
  email: `${id}@example.org`,
  status,
  coverNote: null,
  candidateRank: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  offeredAt: status === 'Offered' ? '2026-11-22T12:00:00.000Z' : null,
  offerExpiresAt: status === 'Offered' ? '2026-11-25T12:00:00.000Z' : null,
  answeredAt: null,
});

describe('program user vacancies and the Retina survey', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the vacancies with their applications and offers the next candidate', async () => {
    mockViewportWidth(390);
    let offered = false;
    const candidates = (): VacancyCandidates => ({
      vacancy: { ...vacancy, offeredCount: offered ? 1 : 0 },
      items: [candidate(1, 'Ann Lee', offered ? 'Offered' : 'Applied'), candidate(2, 'Bo Chen', 'Applied')],
    });
    server.use(
      handleContract(listManagedVacancies, () => ({
        items: [{ ...vacancy, newCount: 2, offeredCount: 0 }],
        total: 1,
      })),
      handleContract(listVacancyCandidates, candidates),
      handleContract(offerVacancy, () => {
        offered = true;
        return candidates();
      }),
    );
    const list = renderAt('/program-user/vacancies', vacancyRoutes, { main: true });
    expect(await screen.findByRole('link', { name: 'Retina fellow (PGY-5)' })).toBeTruthy();
    expect(screen.getByText('2 (2 new)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a vacancy' }).getAttribute('href')).toBe(
      '/program-user/vacancies/edit',
    );
    await expectNoAxeViolations(list.container);
    list.unmount();

    const page = renderAt('/program-user/vacancies/7', vacancyRoutes, { main: true });
    await screen.findByText('Ann Lee');
    await expectNoAxeViolations(page.container);
    fireEvent.click(screen.getByRole('button', { name: 'Offer to the next candidates' }));
    await waitFor(() => expect(screen.getAllByText('Offered').length).toBeGreaterThan(0));
  });

  it('merges the candidates’ applications into one PDF for the program; a society may not ask for one', async () => {
    const bodies: unknown[] = [];
    server.use(
      handleContract(listVacancyCandidates, () => ({
        vacancy,
        items: [candidate(3, 'Ann Lee', 'Applied'), candidate(4, 'Bo Chen', 'Applied')],
      })),
      handleContract(queueBulkPdfMerge, ({ body }) => {
        bodies.push(body);
        return {
          id: 2,
          status: 'Pending' as const,
          message: null,
          createdDate: '2026-11-26T00:00:00Z',
          url: null,
        };
      }),
    );
    const page = renderAt('/program-user/vacancies/7', vacancyRoutes, { main: true });
    await screen.findByText('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Download applications (PDF)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ type: 'VacancyApplication', entityIds: [3, 4] });
    expect(await screen.findByText('Your request is pending...')).toBeTruthy();
    page.unmount();

    renderAt('/society-user/vacancies/7', societyVacancyRoutes, { main: true });
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('button', { name: 'Download applications (PDF)' })).toBeNull();
  });

  it('opens the current Retina survey, keeps a draft and submits', async () => {
    mockViewportWidth(390);
    let sent: unknown = null;
    let status: ProgramSurvey['responseStatus'] = 'NotStarted';
    const survey = (): ProgramSurvey => ({
      id: 3,
      slug: 'retina',
      title: 'Retina program survey 2026',
      specialtyName: 'Ophthalmology',
      opensAt: '2026-11-15T12:00:00.000Z',
      closesAt: '2026-12-22T12:00:00.000Z',
      isOpen: true,
      responseStatus: status,
      submittedAt: null,
      programCode: 'OPH-OR-001',
      programName: 'Oregon Eye Program',
      instructions: 'Answer together.',
      questions: [
        { key: 'fellows', label: 'How many fellows?', kind: 'Number', required: true },
        { key: 'research', label: 'Is research time protected?', kind: 'YesNo', required: true },
      ],
      answers: {},
      updatedAt: null,
      updatedByName: null,
    });
    server.use(
      handleContract(getCurrentSurveyBySlug, () => ({
        surveyId: 3,
        title: 'Retina program survey 2026',
        programs: [{ code: 'OPH-OR-001', name: 'Oregon Eye Program' }],
      })),
      handleContract(getProgramSurvey, survey),
      handleContract(saveProgramSurveyDraft, async ({ request }) => {
        sent = await request.json();
        status = 'Draft';
        return survey();
      }),
      handleContract(submitProgramSurvey, () => {
        status = 'Submitted';
        return survey();
      }),
    );
    const { container } = renderAt('/program-user/retina/survey', vacancyRoutes, { main: true });
    const fellows = await screen.findByRole('textbox', { name: /How many fellows/ });
    await expectNoAxeViolations(container);
    fireEvent.change(fellows, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toEqual({ answers: { fellows: 3 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit survey' }));
    expect(await screen.findByText('Submitted')).toBeTruthy();
  });

  it('posts a new vacancy through the form: a draft saved, then its page', async () => {
    mockViewportWidth(390);
    let body: unknown = null;
    let programsAsked = false;
    server.use(
      handleContract(listPostingPrograms, () => {
        programsAsked = true;
        return {
          items: [{ id: 1, code: 'OPH-OR-001', name: 'Oregon Eye Program', specialtyName: 'Ophthalmology' }],
        };
      }),
      handleContract(createVacancy, async ({ request }) => {
        body = await request.json();
        return { ...vacancy, id: 9, status: 'Draft' as const };
      }),
      handleContract(listVacancyCandidates, () => ({
        vacancy: { ...vacancy, id: 9, status: 'Draft' as const },
        items: [],
      })),
    );
    const { container, location } = renderAt('/program-user/vacancies/edit', vacancyRoutes, { main: true });
    const form = await screen.findByRole('form', { name: 'Vacancy' });
    await waitFor(() => expect(programsAsked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(within(form).getByRole('button', { name: /Program/ }));
    fireEvent.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: /Oregon Eye Program/ }),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Retina fellow' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'One position from July.' },
    });
    await expectNoAxeViolations(container);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/program-user/vacancies/9'));
    expect(body).toMatchObject({
      programId: 1,
      title: 'Retina fellow',
      positionType: 'Fellowship',
      positions: 1,
      offerHours: 72,
    });
    expect(await screen.findByRole('button', { name: 'Post vacancy' })).toBeTruthy();
  });
});
