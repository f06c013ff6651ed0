import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchInstitutions } from '../../../core/contracts/reference-data/institutions.contract.ts';
import { getAllCountries } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { PublicSpecialty } from '../../../core/contracts/specialties/specialties.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { handleContract, validationErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { DRAFT_SAVE_DELAY_MS } from '../forms/use-draft.ts';
import { ProgramForm } from './program-form.tsx';
import {
  emptyProgram,
  type ProgramFormValues,
  toProgramBody,
  validateProgram,
} from './program-form-values.ts';

const us = {
  id: 840,
  isoCode: 'US',
  name: 'United States',
  states: [{ id: 840_006, name: 'California', shortName: 'CA', countryId: 840 }],
};
const france = { id: 250, isoCode: 'FR', name: 'France', states: [] };

const specialties = [
  { id: 7, name: 'Ophthalmology', subspecialties: [], subspecialtyLabel: null },
] as unknown as PublicSpecialty[];

const filled: ProgramFormValues = {
  ...emptyProgram,
  code: 'OPH-1',
  name: 'Eye Program',
  specialtyId: 7,
  countryId: 250,
  phone: '503-555-0110',
};

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    handleContract(getAllCountries, () => [us, france]),
    handleContract(searchInstitutions, () => ({ items: [], total: 0 })),
  );
});
afterEach(() => act(() => clearToasts()));

describe('program form values', () => {
  it('checks required fields, formats and a state for countries that have states', () => {
    expect(validateProgram(emptyProgram, [us])).toEqual({
      code: 'CodeIsRequired',
      name: 'NameIsRequired',
      specialtyId: 'SelectSpecialty',
    });
    expect(
      validateProgram(
        { ...filled, code: 'a b', countryId: 840, zip: '$', phone: '1', fax: '503 555 0111', website: 'x' },
        [us],
      ),
    ).toEqual({
      code: 'InvalidCode',
      stateId: 'SelectState',
      zip: 'InvalidZip',
      phone: 'InvalidPhone',
      fax: 'InvalidFax',
      website: 'InvalidUrl',
    });
    expect(validateProgram({ ...filled, institutionMode: 'new' }, [us])).toEqual({
      newInstitutionName: 'InstitutionNameIsRequired',
      newInstitutionCity: 'CityIsRequired',
    });
  });

  it('sends a picked institution or a new one, never both', () => {
    expect(toProgramBody({ ...filled, institutionId: 3 })).toMatchObject({
      institutionId: 3,
      newInstitution: null,
    });
    expect(
      toProgramBody({
        ...filled,
        institutionId: 3,
        institutionMode: 'new',
        newInstitutionName: ' A ',
        newInstitutionCity: 'B',
      }),
    ).toMatchObject({ institutionId: null, newInstitution: { name: 'A', city: 'B' } });
  });
});

describe('program form', { timeout: 30_000 }, () => {
  it('shows the messages on submit and sends nothing while required fields are empty', async () => {
    let sent = 0;
    const { container } = render(
      <ProgramForm
        draftKey="test:empty"
        initial={emptyProgram}
        specialties={specialties}
        submitLabel="Save"
        onSubmit={async () => {
          sent += 1;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.CodeIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.NameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.SelectSpecialty)).toBeTruthy();
    expect(sent).toBe(0);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('keeps what was typed when the save fails, with the server’s field messages', async () => {
    const { call } = await import('../../lib/http/http-client.ts');
    const { createProgram } = await import('../../../core/contracts/programs/programs.contract.ts');
    server.use(
      handleContract(createProgram, () =>
        validationErrorResponse({ 'newInstitution.name': [messages.InstitutionExists] }),
      ),
    );
    render(
      <ProgramForm
        draftKey="test:fail"
        initial={{
          ...filled,
          institutionMode: 'new',
          newInstitutionName: 'Old',
          newInstitutionCity: 'Paris',
        }}
        specialties={specialties}
        submitLabel="Save"
        onSubmit={async (body) => {
          await call(createProgram, { body });
        }}
      />,
    );
    type('Website', 'https://eye.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.InstitutionExists)).toBeTruthy();
    expect(field('Website').value).toBe('https://eye.example');
    expect(field('Institution name').value).toBe('Old');
  });

  it('restores a half-filled form after a reload and clears the draft once saved', async () => {
    const first = render(
      <ProgramForm
        draftKey="test:draft"
        initial={filled}
        specialties={specialties}
        submitLabel="Save"
        onSubmit={async () => {}}
      />,
    );
    type('Description', 'Half written');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    first.unmount();

    let saved: unknown = null;
    render(
      <ProgramForm
        draftKey="test:draft"
        initial={filled}
        specialties={specialties}
        submitLabel="Save"
        onSubmit={async (body) => {
          saved = body;
        }}
      />,
    );
    expect(field('Description').value).toBe('Half written');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toMatchObject({ description: 'Half written', code: 'OPH-1' }));
    await waitFor(() => expect(sessionStorage.getItem('draft:test:draft')).toBeNull());
  });
});
