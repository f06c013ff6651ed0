import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type MergeRequestBody,
  queueBulkPdfMerge,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { resetMergeProgress, useMergeProgressStore } from './merge-progress-store.ts';
import { PacketRequestButton } from './packet-request-button.tsx';

let bodies: MergeRequestBody[];

beforeEach(() => {
  bodies = [];
  server.use(
    handleContract(queueBulkPdfMerge, ({ body }) => {
      bodies.push(body as MergeRequestBody);
      return {
        id: 3,
        status: 'Pending' as const,
        message: 'Your request is pending...',
        createdDate: '2026-11-26T08:00:00.000Z',
        url: null,
      };
    }),
  );
});

afterEach(() => act(() => resetMergeProgress()));

const open = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: label });
};

const ticked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('the packet request dialog', () => {
  it('an interview day’s packet starts with the coversheet and the CAS; a part added goes in the packet’s order', async () => {
    render(
      <PacketRequestButton
        type="InterviewCoversheetWithCas"
        entityIds={[4, 5, 6]}
        label="Download coversheets (PDF)"
      />,
    );
    const dialog = await open('Download coversheets (PDF)');
    expect(dialog.textContent).toContain('Applications in one PDF: 3');
    expect(ticked(dialog)).toEqual([
      'Interview coversheet',
      'Profile',
      'Education',
      'Examinations',
      'Employment',
      'Publications',
      'Hobbies',
      'Specialty information',
    ]);
    expect(within(dialog).queryByRole('checkbox', { name: 'Coversheet' })).toBeNull();
    await expectNoAxeViolations(dialog);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Letters of reference' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hobbies' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      type: 'InterviewCoversheetWithCas',
      entityIds: [4, 5, 6],
      sections: [
        'InterviewCoversheet',
        'Profile',
        'Educations',
        'Examinations',
        'Employments',
        'Publications',
        'SpecialtyInfo',
        'LORs',
      ],
    });
    // The toast now follows the request, and the dialog is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useMergeProgressStore.getState().progress?.id).toBe(3);
  });

  it('a vacancy packet offers no statement or letters (a vacancy application has none)', async () => {
    render(
      <PacketRequestButton type="VacancyApplication" entityIds={[9]} label="Download applications (PDF)" />,
    );
    const dialog = await open('Download applications (PDF)');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Vacancy coversheet with the cover note' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Personal statement' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Letters of reference' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.type).toBe('VacancyApplication');
    expect(bodies[0]!.sections[0]).toBe('VacancyCoversheet');
  });

  it('with every part unticked nothing is requested and the dialog says why; Cancel asks for nothing', async () => {
    render(<PacketRequestButton type="FinalMerge" entityIds={[1, 2]} label="Download applications (PDF)" />);
    const dialog = await open('Download applications (PDF)');
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the PDF' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose at least one part.');
    expect(bodies).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);
  });

  it('is disabled with nothing to merge', () => {
    render(<PacketRequestButton type="FinalMerge" entityIds={[]} label="Download applications (PDF)" />);
    expect(screen.getByRole('button', { name: 'Download applications (PDF)' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
