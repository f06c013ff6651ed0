import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplicantProgramRequest,
  answerProgramRequest,
  declineProgramRequest,
  listProgramApplicantRequests,
} from '../../../../core/contracts/requests/applicant-program-requests.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { programRequestRoutes } from './program-requests-routes.tsx';

const request = (id: number, more: Partial<ApplicantProgramRequest> = {}): ApplicantProgramRequest => ({
  id,
  matchCycleCode: 'OPH-2026',
  programCode: 'OPH-OR-001',
  programName: 'Oregon Eye Institute',
  applicantCode: `A-${id}`,
  applicantName: `Applicant ${id}`,
  kind: 'InterviewDateChange',
  subject: `Another date ${id}`,
  body: 'December 3 clashes with my exam.',
  status: 'Pending',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
  ...more,
});

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  await appDb().drafts.clear();
});

describe("the program's requests from applicants", () => {
  it('answers one request and declines another, an answer required; no axe violations', async () => {
    const decisions: string[] = [];
    const asked: (string | null)[] = [];
    let requests = [request(1), request(2), request(3, { status: 'Answered', answer: 'Yes.' })];
    server.use(
      handleContract(listProgramApplicantRequests, ({ request: http }) => {
        asked.push(new URL(http.url).searchParams.get('matchCycleCode'));
        return { programCode: 'OPH-OR-001', programName: 'Oregon Eye Institute', requests };
      }),
      handleContract(answerProgramRequest, ({ params, body }) => {
        decisions.push(`answer ${params.id} ${(body as { answer: string }).answer}`);
        requests = requests.map((r) =>
          r.id === Number(params.id) ? { ...r, status: 'Answered' as const } : r,
        );
        return requests[0]!;
      }),
      handleContract(declineProgramRequest, ({ params }) => {
        decisions.push(`decline ${params.id}`);
        requests = requests.map((r) =>
          r.id === Number(params.id) ? { ...r, status: 'Declined' as const } : r,
        );
        return requests[1]!;
      }),
    );
    const { container } = renderAt(
      '/program-user/OPH-2026/OPH-OR-001/program-requests',
      programRequestRoutes,
      {
        main: true,
      },
    );
    const list = await screen.findByRole('list', { name: 'Requests from applicants' });
    expect(asked[0]).toBe('OPH-2026');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expectNoAxeViolations(container);

    const first = within(list).getAllByRole('article')[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Answer' }));
    expect(await within(first).findByText(messages.TextIsRequired)).toBeTruthy();
    expect(decisions).toEqual([]);
    fireEvent.change(within(first).getByLabelText(/^Answer to/), { target: { value: 'December 10 works.' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(decisions).toEqual(['answer 1 December 10 works.']));

    await waitFor(() => expect(within(list).getAllByRole('button', { name: 'Decline' })).toHaveLength(1));
    const second = within(list).getAllByRole('article')[1]!;
    fireEvent.change(within(second).getByLabelText(/^Answer to/), {
      target: { value: 'We cannot move it.' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decisions).toEqual(['answer 1 December 10 works.', 'decline 2']));
  });
});
