import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Examinations,
  getExaminations,
  putExamSection,
} from '../../../../core/contracts/applicants/academic-info.contract.ts';
import {
  createPublication,
  deletePublication,
  listPublications,
  type Publication,
} from '../../../../core/contracts/applicants/publications.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { academicRoutes } from './academic-routes.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);

const noStep = {
  numberOfTimesTaken: null,
  threeDigitScore: null,
  twoDigitScore: null,
  date: null,
  result: null,
};
const noLevel = { score: null, date: null, result: null };

function examinations(): Examinations {
  return {
    usmle: {
      usmleNumber: '5-123-456-7',
      step1: { ...noStep, numberOfTimesTaken: 1, date: '2024-06-14', result: 'Pass' },
      step2ClinicalKnowledge: noStep,
      step2ClinicalSkills: { status: null },
      step3: noStep,
      usmleExpectations: { examDate: null, scoreDate: null, freeText: null },
      version: 3,
    },
    comlex: {
      nbomeNumber: null,
      level1: noLevel,
      level2CognitiveEvaluation: noLevel,
      level2PerformanceEvaluation: { date: null, level2PE: null },
      level3: noLevel,
      version: 0,
    },
    mccqe: {
      canadianExamNumber: null,
      level1: { score: null, date: null },
      level2: { score: null, date: null },
      version: 0,
    },
    ecfmg: { ecfmgNumber: null, issueDate: null, version: 0 },
    licenses: {
      items: [{ stateName: 'California', licensureNumber: 'A1', expirationDate: null }],
      version: 1,
    },
    boardCertifications: { items: [], version: 0 },
    boardCertificationEligibilityList: { items: [], version: 0 },
  };
}

const publication = (id: number, overrides: Partial<Publication> = {}): Publication => ({
  id,
  version: 1,
  type: 'PeerReviewedArticlePublished',
  title: `Paper ${id}`,
  authors: 'Alvarez J',
  venue: 'Journal of Retina',
  date: '2024-03-15',
  status: null,
  url: null,
  pubmedId: '38123456',
  ...overrides,
});

function open(path: string) {
  return renderAt(path, academicRoutes, { hosts: <ConfirmHost /> });
}

/** A section's heading button, found by its title (text queries keep this long page's tests fast). */
const triggerOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.form-section-title' })).closest('button') as HTMLElement;

/** Opens the section (one is open at a time) and returns its region. */
const sectionOf = async (name: string) => {
  const trigger = await triggerOf(name);
  if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
  const region = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(region.getAttribute('role')).toBe('region');
  expect(region.hasAttribute('hidden')).toBe(false);
  return region;
};

/** Whether the section is open: its region shows. */
const isOpen = async (name: string) => (await triggerOf(name)).getAttribute('aria-expanded') === 'true';

const stateOf = async (name: string) =>
  (await triggerOf(name)).querySelector('.form-section-status')?.textContent;

const saveAll = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(async () => {
  sessionStorage.clear();
  // Drafts kept on the device outlive a test: an edit left unsaved would come back in the next one.
  await appDb().drafts.clear();
  act(() => useSessionStore.getState().setSession(session));
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

describe('examinations page', () => {
  it('shows one section per exam type with the spec labels and its state, one open at a time, without serious axe violations', async () => {
    server.use(handleContract(getExaminations, () => examinations()));
    const { container } = open('/applicant/OPH-2026/personal-info/examinations');
    await sectionOf('USMLE');
    // Each section's heading (h2) holds the button that opens it.
    const headings = [...container.querySelectorAll('.form-section-heading')];
    expect(headings.map((h) => h.tagName)).toEqual(Array(7).fill('H2'));
    expect(headings.map((h) => h.querySelector('button')?.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(
      headings.map((h) => [
        h.querySelector('.form-section-title')?.textContent,
        h.querySelector('.form-section-status')?.textContent,
      ]),
    ).toEqual([
      ['USMLE', 'Filled in'],
      ['COMLEX (NBOME)', 'Not started'],
      ['MCCQE (LMCC)', 'Not started'],
      ['Licensure', 'Filled in'],
      ['Board Certification', 'Not started'],
      ['Board Certification Eligibility', 'Not started'],
      ['ECFMG', 'Not started'],
    ]);
    const usmle = await sectionOf('USMLE');
    expect((within(usmle).getByRole('textbox', { name: 'USMLE ID' }) as HTMLInputElement).value).toBe(
      '5-123-456-7',
    );
    // The open section is a region named by its exam.
    expect(screen.getByRole('region', { name: 'USMLE' })).toBe(usmle);
    // One Save for the page, no Save per section.
    expect(screen.getAllByText(/^Save/, { selector: 'button' }).map((b) => b.textContent)).toEqual(['Save']);
    await expectNoAxeViolations(container, { seriousOnly: true });
    const licensure = await sectionOf('Licensure');
    expect(await isOpen('USMLE')).toBe(false);
    expect((within(licensure).getByRole('textbox', { name: /^State/ }) as HTMLInputElement).value).toBe(
      'California',
    );
  });

  it('refuses a score that is not three digits with the spec message, marks the section and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(getExaminations, () => examinations()),
      handleContract(putExamSection.Usmle, ({ body }) => {
        sent.push(body);
        return examinations().usmle;
      }),
    );
    open('/applicant/profile/examinations');
    const usmle = await sectionOf('USMLE');
    const step1 = within(usmle).getByRole('group', { name: 'Step 1' });
    fireEvent.change(within(step1).getByRole('textbox', { name: 'Three-digit score' }), {
      target: { value: '24' },
    });
    expect(await stateOf('USMLE')).toBe('Unsaved changes');
    saveAll();
    expect(await within(usmle).findByText(messages.ThreeDigitNumber)).toBeTruthy();
    expect(await stateOf('USMLE')).toBe('Not saved');
    expect(screen.getByText('Not saved: USMLE. The messages are in each section.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves a section as the contract nests it and takes the new version', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      handleContract(getExaminations, () => examinations()),
      handleContract(putExamSection.Usmle, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return { ...examinations().usmle, version: 4 + sent.length - 1 };
      }),
    );
    open('/applicant/profile/examinations');
    const usmle = await sectionOf('USMLE');
    const ck = within(usmle).getByRole('group', { name: 'Step 2 Clinical Knowledge (CK)' });
    const score = within(ck).getByRole('textbox', { name: 'Three-digit score' });
    fireEvent.change(score, { target: { value: '251' } });
    expect(screen.getByText('Unsaved changes in: USMLE.')).toBeTruthy();
    saveAll();
    expect(await within(usmle).findByText('Saved.')).toBeTruthy();
    expect(await stateOf('USMLE')).toBe('Filled in');
    expect(sent[0]).toMatchObject({
      usmleNumber: '5-123-456-7',
      version: 3,
      step1: { numberOfTimesTaken: '1', date: '2024-06-14', result: 'Pass', threeDigitScore: null },
      step2ClinicalKnowledge: { threeDigitScore: '251', date: null },
    });
    // Nothing changed since: the Save says so and sends nothing.
    saveAll();
    expect(await screen.findByText('There are no changes to save.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    fireEvent.change(score, { target: { value: '252' } });
    saveAll();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 4 });
  });

  it('sends every edited section with one Save, and opens the section the server refused with its message', async () => {
    const sent: { section: string; body: Record<string, unknown> }[] = [];
    server.use(
      handleContract(getExaminations, () => examinations()),
      handleContract(putExamSection.Usmle, ({ body }) => {
        sent.push({ section: 'Usmle', body: body as Record<string, unknown> });
        return HttpResponse.json(
          { message: messages.ValidationError, description: { usmleNumber: ['This USMLE ID is taken.'] } },
          { status: 400 },
        );
      }),
      handleContract(putExamSection.Ecfmg, ({ body }) => {
        sent.push({ section: 'Ecfmg', body: body as Record<string, unknown> });
        return { ecfmgNumber: 'E-77', issueDate: null, version: 1 };
      }),
      handleContract(putExamSection.Comlex, ({ body }) => {
        sent.push({ section: 'Comlex', body: body as Record<string, unknown> });
        return examinations().comlex;
      }),
    );
    open('/applicant/profile/examinations');
    const usmle = await sectionOf('USMLE');
    fireEvent.change(within(usmle).getByRole('textbox', { name: 'USMLE ID' }), {
      target: { value: '5-999-999-9' },
    });
    const ecfmg = await sectionOf('ECFMG');
    fireEvent.change(within(ecfmg).getByRole('textbox', { name: 'ECFMG number' }), {
      target: { value: 'E-77' },
    });
    // The edit in the closed USMLE section is kept and its state says so.
    expect(await isOpen('USMLE')).toBe(false);
    expect(await stateOf('USMLE')).toBe('Unsaved changes');
    expect(await stateOf('ECFMG')).toBe('Unsaved changes');
    expect(screen.getByText('Unsaved changes in: USMLE, ECFMG.')).toBeTruthy();

    saveAll();
    await waitFor(() => expect(sent.map((s) => s.section)).toEqual(['Usmle', 'Ecfmg']));
    expect(sent[0]?.body).toMatchObject({ usmleNumber: '5-999-999-9', version: 3 });
    expect(sent[1]?.body).toMatchObject({ ecfmgNumber: 'E-77', version: 0 });
    // USMLE opens with the server's message under its field; ECFMG is saved.
    await waitFor(async () => expect(await isOpen('USMLE')).toBe(true));
    const reopened = await sectionOf('USMLE');
    const usmleTrigger = await triggerOf('USMLE');
    await waitFor(() => expect(document.activeElement).toBe(usmleTrigger));
    expect(await within(reopened).findByText('This USMLE ID is taken.')).toBeTruthy();
    expect(within(reopened).getByText(/This section was not saved/)).toBeTruthy();
    expect((within(reopened).getByRole('textbox', { name: 'USMLE ID' }) as HTMLInputElement).value).toBe(
      '5-999-999-9',
    );
    expect(await isOpen('ECFMG')).toBe(false);
    expect(await stateOf('USMLE')).toBe('Not saved');
    expect(await stateOf('ECFMG')).toBe('Filled in');
    expect(screen.getByText('Not saved: USMLE. The messages are in each section.')).toBeTruthy();
  });

  it('on a conflict shows the saved copy and lets the applicant keep their edit', async () => {
    const sent: Record<string, unknown>[] = [];
    const saved = { ecfmgNumber: 'SAVED-ELSEWHERE', issueDate: null, version: 2 };
    server.use(
      handleContract(getExaminations, () => ({
        ...examinations(),
        ecfmg: sent.length ? saved : examinations().ecfmg,
      })),
      handleContract(putExamSection.Ecfmg, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        if (sent.length === 1) {
          return HttpResponse.json(
            {
              error: { ErrorCode: 'Conflict', Message: messages.ExaminationChangedMeanwhile },
              current: saved,
            },
            { status: 409 },
          );
        }
        return { ...saved, ecfmgNumber: 'MINE', version: 3 };
      }),
    );
    open('/applicant/profile/examinations');
    const ecfmg = await sectionOf('ECFMG');
    fireEvent.change(within(ecfmg).getByRole('textbox', { name: 'ECFMG number' }), {
      target: { value: 'MINE' },
    });
    saveAll();
    expect(await within(ecfmg).findByText('Saved meanwhile: SAVED-ELSEWHERE')).toBeTruthy();
    // What the applicant typed is still there.
    expect((within(ecfmg).getByRole('textbox', { name: 'ECFMG number' }) as HTMLInputElement).value).toBe(
      'MINE',
    );
    fireEvent.click(within(ecfmg).getByRole('button', { name: 'Keep my version' }));
    saveAll();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ ecfmgNumber: 'MINE', version: 2 });
    expect(await within(ecfmg).findByText('Saved.')).toBeTruthy();
  });

  it('keeps a section saved without network on this device for the outbox, under the key it was sent with', async () => {
    let sentKey: string | null = null;
    server.use(
      handleContract(getExaminations, () => examinations()),
      http.put('*/api/applicant/profile/examinations/usmle', ({ request }) => {
        sentKey = request.headers.get('idempotency-key');
        return HttpResponse.error();
      }),
    );
    open('/applicant/profile/examinations');
    const usmle = await sectionOf('USMLE');
    await waitFor(async () => expect(await appDb().serverCopies.count()).toBeGreaterThan(0));
    const ck = within(usmle).getByRole('group', { name: 'Step 2 Clinical Knowledge (CK)' });
    fireEvent.change(within(ck).getByRole('textbox', { name: 'Three-digit score' }), {
      target: { value: '252' },
    });
    saveAll();
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({
      id: sentKey,
      sentOnce: true,
      entity: 'exam-section',
      entityId: 'Usmle',
      method: 'PUT',
      path: '/api/applicant/profile/examinations/usmle',
      baseVersion: examinations().usmle.version,
      body: { step2ClinicalKnowledge: expect.objectContaining({ threeDigitScore: '252' }) },
    });
    // Kept on this device: no longer an unsaved change, and the state line says where it is.
    await waitFor(async () => expect(['Saved on this device', 'Syncing…']).toContain(await stateOf('USMLE')));
    await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear()]);
  });

  it('adds a licensure row and asks for its state before saving', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      handleContract(getExaminations, () => examinations()),
      handleContract(putExamSection.Licensure, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return { items: [], version: 2 };
      }),
    );
    open('/applicant/profile/examinations');
    const licensure = await sectionOf('Licensure');
    fireEvent.click(within(licensure).getByRole('button', { name: 'Add Licensure' }));
    saveAll();
    expect(await within(licensure).findByText(messages.LicensureStateIsRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(licensure).getByRole('button', { name: 'Remove Licensure 2' }));
    fireEvent.change(within(licensure).getByRole('textbox', { name: 'License number' }), {
      target: { value: 'A2' },
    });
    saveAll();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 1,
      items: [{ stateName: 'California', licensureNumber: 'A2', expirationDate: null }],
    });
  });
});

describe('publications page', () => {
  it('lists publications as the server orders them, without serious axe violations', async () => {
    server.use(
      handleContract(listPublications, () => ({
        items: [publication(2, { title: 'Newest' }), publication(1, { title: 'Older', pubmedId: null })],
      })),
    );
    const { container } = open('/applicant/profile/publications');
    const list = await screen.findByRole('list', { name: 'Publications' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Newest', 'Older']);
    expect(within(list).getByText('PMID 38123456')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('adds a publication: required fields first, then the body the contract takes', async () => {
    const sent: Record<string, unknown>[] = [];
    let items: Publication[] = [];
    server.use(
      handleContract(listPublications, () => ({ items })),
      handleContract(createPublication, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        const created = publication(9, { title: 'Poster', type: 'PosterPresentation', pubmedId: null });
        items = [created];
        return created;
      }),
    );
    open('/applicant/OPH-2026/personal-info/publications');
    expect(await screen.findByText('No publications yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add publication' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.PublicationTitleIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.AuthorsAreRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Poster' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Authors/ }), { target: { value: 'Alvarez J' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'example.org' } });
    expect(
      await screen.findByText('Specify valid url address. For example: https://www.example.com'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: '' } });
    // The type is chosen from the list (react-aria Select): open it and pick the poster.
    fireEvent.click(screen.getByRole('button', { name: /Publication type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Poster presentation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'PosterPresentation',
      title: 'Poster',
      authors: 'Alvarez J',
      venue: null,
      date: null,
      status: null,
      url: null,
      pubmedId: null,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Poster' })).toBeTruthy();
  });

  it('deletes a publication after confirmation', async () => {
    let items = [publication(5, { title: 'To remove' })];
    const deleted: unknown[] = [];
    server.use(
      handleContract(listPublications, () => ({ items })),
      handleContract(deletePublication, ({ params }) => {
        deleted.push(params.id);
        items = [];
        return { ok: true as const };
      }),
    );
    open('/applicant/profile/publications');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete To remove' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['5']));
    expect(await screen.findByText('No publications yet.')).toBeTruthy();
  });
});
