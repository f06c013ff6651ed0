import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchCycleInputBody } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { matchCycleInput } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { MatchCycleForm } from './match-cycle-form.tsx';
import {
  emptyMatchCycleValues,
  type MatchCycleFormValues,
  toMatchCycleBody,
  validateMatchCycle,
} from './match-cycle-form-values.ts';

afterEach(() => act(() => clearToasts()));

const specialties = [{ value: '4', label: 'Ophthalmology' }];
const years = [{ value: '2', label: '2026' }];

const filled = (overrides: Partial<MatchCycleFormValues> = {}): MatchCycleFormValues => ({
  ...emptyMatchCycleValues({ matchCycleYearId: 2 }),
  specialtyId: 4,
  shortName: 'OPH-2026',
  matchName: 'Ophthalmology Match 2026',
  registrationDate: '2026-06-01T09:00:00-07:00',
  programsRankListDeadlineDate: '2027-01-10T21:00:00-08:00',
  applicantsRankListDeadlineDate: '2027-01-14T21:00:00-08:00',
  matchDate: '2027-01-28T09:00:00-08:00',
  ...overrides,
});

function renderForm(initial: MatchCycleFormValues, onSubmit: (body: MatchCycleInputBody) => Promise<void>) {
  return render(
    <MatchCycleForm
      draftKey="match-cycle:test"
      initial={initial}
      specialties={specialties}
      years={years}
      submitLabel="Create"
      onSubmit={onSubmit}
    />,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('match cycle form values', () => {
  it('sends fees and limits as numbers (cents), empty ones as 0, and what the server accepts', () => {
    const body = toMatchCycleBody(
      filled({ registrationFeeCents: 12_550, maxSignalingPrograms: null, trainingStartDate: '2027-07-01' }),
    );
    expect(body).toMatchObject({
      registrationFeeCents: 12_550,
      programRegistrationFeeCents: 0,
      maxSignalingPrograms: 0,
      lorsCount: 3,
      trainingStartDate: '2027-07',
      lorInstructions: null,
    });
    expect(matchCycleInput.safeParse(body).success).toBe(true);
  });

  it('asks for the required fields and applies the date order of the server', () => {
    expect(validateMatchCycle(emptyMatchCycleValues())).toEqual({
      specialtyId: messages.SelectSpecialty,
      matchCycleYearId: messages.SelectMatchCycleYear,
      shortName: messages.ShortNameIsRequired,
      matchName: messages.MatchNameIsRequired,
    });
    expect(validateMatchCycle(filled({ matchDate: '2027-01-12T09:00:00-08:00' }))).toEqual({
      matchDate: messages.MatchDateAfterRankListDeadlines,
    });
    expect(validateMatchCycle(filled())).toEqual({});
  });
});

// A form of twenty date pickers renders slowly in jsdom on a busy machine.
describe('match cycle form', { timeout: 30_000 }, () => {
  it('converts the typed fee to cents before sending', async () => {
    const onSubmit = vi.fn(async (_body: MatchCycleInputBody) => {});
    renderForm(filled(), onSubmit);
    fireEvent.change(textbox('Applicant registration fee'), { target: { value: '125.50' } });
    fireEvent.change(textbox('Program annual membership fee'), { target: { value: '1000' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect(body.registrationFeeCents).toBe(12_550);
    expect(body.programAnnualMembershipFeeCents).toBe(100_000);
    expect(typeof body.programRegistrationFeeCents).toBe('number');
  });

  it('shows the date-order message under the date to fix and sends nothing', async () => {
    const onSubmit = vi.fn(async (_body: MatchCycleInputBody) => {});
    renderForm(filled({ vacanciesPostedDate: '2027-01-20T09:00:00-08:00' }), onSubmit);
    submit();
    expect(await screen.findByText(messages.VacanciesPostedAfterMatchDate)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(messages.ValidationError);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, with the server message under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ValidationError({ shortName: [messages.MatchCycleShortNameTaken] });
    });
    renderForm(filled(), onSubmit);
    fireEvent.change(textbox('Short name'), { target: { value: 'OPH-TAKEN' } });
    fireEvent.change(textbox('Match name'), { target: { value: 'My typed match name' } });
    submit();
    expect(await screen.findByText(messages.MatchCycleShortNameTaken)).toBeTruthy();
    expect(textbox('Short name').value).toBe('OPH-TAKEN');
    expect(textbox('Match name').value).toBe('My typed match name');
    // Editing the field clears the server's message.
    fireEvent.change(textbox('Short name'), { target: { value: 'OPH-FREE' } });
    expect(screen.queryByText(messages.MatchCycleShortNameTaken)).toBeNull();
  });

  it('keeps a half-filled form across a reload, and forgets it after a successful save', async () => {
    const first = renderForm(filled(), async () => {});
    fireEvent.change(textbox('Short name'), { target: { value: 'OPH-DRAFT' } });
    first.unmount();
    const onSubmit = vi.fn(async (_body: MatchCycleInputBody) => {});
    const second = renderForm(filled(), onSubmit);
    expect(textbox('Short name').value).toBe('OPH-DRAFT');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    second.unmount();
    renderForm(filled(), async () => {});
    expect(textbox('Short name').value).toBe('OPH-2026');
  });

  it('shows an archived cycle read-only, without a save button', () => {
    render(
      <MatchCycleForm
        draftKey="match-cycle:archived"
        initial={filled()}
        specialties={specialties}
        years={years}
        submitLabel="Create"
        isReadOnly
        onSubmit={async () => {}}
      />,
    );
    expect(textbox('Short name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
