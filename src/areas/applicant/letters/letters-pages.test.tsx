import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getPersonalStatement,
  listPersonalStatements,
  type PersonalStatement,
  updatePersonalStatement,
} from '../../../../core/contracts/applicants/personal-statements.contract.ts';
import {
  createLetter,
  type Letter,
  listLetterDeliveries,
  listLetters,
} from '../../../../core/contracts/letters/letters.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { letterRoutes } from './letters-routes.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);
const code = 'OPH-2026';

const letter = (id: number, patch: Partial<Letter> = {}): Letter => ({
  id,
  writerName: `Writer ${id}`,
  writerEmail: `writer${id}@example.com`,
  message: null,
  isWaived: true,
  status: 'Pending',
  createdDate: '2026-09-01T17:00:00.000Z',
  uploadedDate: null,
  contentUrl: null,
  canEdit: true,
  canResend: true,
  canCancel: true,
  ...patch,
});

const statement: PersonalStatement = {
  id: 5,
  title: 'Why ophthalmology',
  body: '<p>Hello world</p>',
  textLength: 11,
  version: 3,
  createdDate: '2026-09-01T17:00:00.000Z',
  updatedDate: '2026-09-02T17:00:00.000Z',
  isInUse: false,
};

function open(path: string) {
  const { location, container } = renderAt(path, letterRoutes);
  return { location, container };
}

beforeEach(() => {
  act(() => useSessionStore.getState().setSession(session));
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  act(() => useSessionStore.getState().clearSession());
});

describe('letters of reference page', () => {
  it('shows the instructions, statuses, waiver and the letters each program received', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(listLetters, ({ request }) => {
        asked.push(new URL(request.url).search);
        return {
          items: [
            letter(1),
            letter(2, {
              status: 'Uploaded',
              uploadedDate: '2026-09-03T17:00:00.000Z',
              canEdit: false,
              canResend: false,
            }),
          ],
          instructions: 'Ask three writers.',
          lorsCount: 3,
        };
      }),
      handleContract(listLetterDeliveries, () => ({
        items: [
          {
            applicationId: 9,
            programId: 4,
            programName: 'Lakeside Retina',
            applicationStatus: 'Published' as const,
            letters: [
              {
                id: 1,
                writerName: 'Writer 1',
                status: 'Pending' as const,
                isDelivered: false,
                uploadedDate: null,
              },
              {
                id: 2,
                writerName: 'Writer 2',
                status: 'Uploaded' as const,
                isDelivered: true,
                uploadedDate: '2026-09-03T17:00:00.000Z',
              },
            ],
          },
        ],
      })),
    );
    const { container } = open(`/applicant/${code}/letters-of-reference`);
    expect(await screen.findByText('Ask three writers.')).toBeTruthy();
    expect(asked[0]).toBe(`?matchCycleCode=${code}`);
    expect(screen.getByText('Up to 3 letters go to each program.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Lakeside Retina' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Not yet')).toBeTruthy();
    expect(within(rows[2]!).getByText('Yes')).toBeTruthy();
    // A waived letter offers no preview.
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.getAllByText('You waived the right to view this letter.')).toHaveLength(2);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('requests a letter with the waiver on by default and goes back to the list', async () => {
    let sent: unknown = null;
    server.use(
      handleContract(createLetter, ({ body }) => {
        sent = body;
        return letter(7);
      }),
      handleContract(listLetters, () => ({ items: [letter(7)], instructions: null, lorsCount: null })),
    );
    const { location, container } = open('/applicant/profile/letters-of-reference/create');
    const name = await screen.findByRole('textbox', { name: /Writer name/ });
    await expectNoAxeViolations(container, { seriousOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(messages.WriterNameIsRequired)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Dr. Grace Hopper' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Writer email/ }), {
      target: { value: 'grace@example.com' },
    });
    expect((screen.getByRole('checkbox', { name: /waive my right/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sent).toEqual({
        writerName: 'Dr. Grace Hopper',
        writerEmail: 'grace@example.com',
        message: null,
        isWaived: true,
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applicant/profile/letters-of-reference'));
  });
});

describe('personal statements pages', () => {
  it('lists statements with the cycle instructions', async () => {
    server.use(
      handleContract(listPersonalStatements, () => ({ items: [statement], instructions: 'One page.' })),
    );
    const { container } = open(`/applicant/${code}/personal-statements`);
    expect(await screen.findByRole('heading', { name: 'Why ophthalmology' })).toBeTruthy();
    expect(screen.getByText('One page.')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('counts the visible characters and offers both versions on a conflict', async () => {
    let sentVersion: unknown = null;
    let calls = 0;
    server.use(
      handleContract(getPersonalStatement, () =>
        calls > 0 ? { ...statement, title: 'Saved elsewhere', version: 4 } : statement,
      ),
      handleContract(updatePersonalStatement, ({ body }) => {
        calls += 1;
        sentVersion = (body as { version: number }).version;
        if (calls === 1)
          return serverErrorResponse(409, 'Conflict', messages.PersonalStatementChangedMeanwhile);
        return { ...statement, version: 5 };
      }),
      handleContract(listPersonalStatements, () => ({ items: [statement], instructions: null })),
    );
    const { location, container } = open('/applicant/profile/personal-statements/update/5');
    expect(await screen.findByText('11 of 5300 characters')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'My edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.PersonalStatementChangedMeanwhile)).toBeTruthy();
    expect(sentVersion).toBe(3);
    expect(screen.getByText(/Saved copy: "Saved elsewhere"/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my version' }));
    // The typed title is still there, and the next save names the saved copy's version.
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('My edit');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentVersion).toBe(4));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applicant/profile/personal-statements'));
  });
});
