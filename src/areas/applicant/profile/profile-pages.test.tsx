import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getHobbies,
  getPersonalInfo,
  type PersonalInfo,
  putHobbies,
  putPersonalInfo,
} from '../../../../core/contracts/applicants/applicant-profile.contract.ts';
import {
  createEducation,
  createEmployment,
  deleteEmployment,
  type Education,
  type Employment,
  listEducationMedicalSchools,
  listEducations,
  listEmployments,
  updateEducation,
} from '../../../../core/contracts/applicants/education.contract.ts';
import { getHonorTypes } from '../../../../core/contracts/reference-data/reference-data.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { profileRoutes } from './profile-routes.tsx';

const session = demoSession(demoUser('applicant@matchline.test')!);

const info: PersonalInfo = {
  salutation: 'Dr.',
  firstName: 'Ada',
  middleName: null,
  lastName: 'Lovelace',
  credentials: [{ label: 'MD', value: 'MD' }],
  email: 'applicant@matchline.test',
  dateOfBirth: '1995-12-10',
  gender: 'Female',
  citizenship: 'United Kingdom',
  isEligibleToWorkInUsa: null,
  needsVisaSponsorship: null,
  visaType: null,
  visaTypeOther: null,
  version: 3,
};

const honorTypes = [
  {
    id: 1,
    knownHonorTypeEnum: 'AoaStatus' as const,
    displayName: 'Alpha Omega Alpha',
    items: [{ id: 101, value: 'Member' }],
    isCustom: false,
    isUnique: true,
    isMandatory: true,
  },
  {
    id: 4,
    knownHonorTypeEnum: 'Unknown' as const,
    displayName: 'Other honor',
    items: [],
    isCustom: true,
    isUnique: false,
    isMandatory: false,
  },
];

const medicalSchool: Education = {
  id: 5,
  version: 1,
  type: 'MedicalSchool',
  attendedDates: { from: '2016-08-01', to: '2020-05-30' },
  medicalSchool: { id: 9, code: 'HMC', name: 'Harbor Medical College' },
  institution: 'Harbor Medical College',
  institutionAddress: null,
  gpa: 3.8,
  classRank: 10,
  degrees: ['MD'],
  applicantMedicalSchoolHonors: [
    {
      id: 1,
      honorTypeId: 1,
      honorTypeName: 'Alpha Omega Alpha',
      honorTypeItemId: 101,
      honorTypeItem: 'Member',
      customHonorName: null,
      customHonorValue: null,
    },
  ],
};

const job: Employment = {
  id: 7,
  version: 1,
  employer: 'City Hospital',
  position: 'Research assistant',
  employmentDates: { from: '2021-01-01', to: null },
  city: 'Austin',
  countryName: 'United States',
  description: null,
};

function open(path: string) {
  return renderAt(path, profileRoutes, { hosts: <ConfirmHost /> });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  act(() => useSessionStore.getState().setSession(session));
  server.use(
    handleContract(getPersonalInfo, () => info),
    handleContract(getHobbies, () => ({ hobbiesAndInterests: 'Chess', version: 3 })),
    handleContract(getHonorTypes, () => honorTypes),
    handleContract(listEducationMedicalSchools, () => ({
      items: [{ id: 9, code: 'HMC', name: 'Harbor Medical College' }],
    })),
    handleContract(listEducations, () => ({ items: [medicalSchool] })),
    handleContract(listEmployments, () => ({ items: [job] })),
  );
});

afterEach(() => {
  act(() => useSessionStore.getState().clearSession());
});

describe('personal information', () => {
  it('shows the spec messages for unanswered questions and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(putPersonalInfo, ({ body }) => {
        sent.push(body);
        return info;
      }),
    );
    open('/applicant/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: /^Email/ })) as HTMLInputElement).value).toBe(
      'applicant@matchline.test',
    );
    type('First name', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.FirstNameIsRequired)).toBeTruthy();
    expect(screen.getByText(messages.EligibleToWorkInUsa)).toBeTruthy();
    expect(screen.getByText(messages.NeedVisaSponsorship)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the answers with the version, and keeps what was typed when the save fails', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      handleContract(putPersonalInfo, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return sent.length === 1
          ? serverErrorResponse(500, 'InternalServerError', 'boom')
          : {
              ...info,
              firstName: 'Grace',
              isEligibleToWorkInUsa: true,
              needsVisaSponsorship: false,
              version: 4,
            };
      }),
    );
    open('/applicant/OPH-2026/personal-info');
    await screen.findByRole('textbox', { name: /^First name/ });
    type('First name', 'Grace');
    type('Credentials', 'MD, PhD');
    const [eligible, sponsorship] = screen.getAllByRole('radiogroup');
    fireEvent.click(within(eligible!).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(sponsorship!).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      firstName: 'Grace',
      credentials: [
        { label: 'MD', value: 'MD' },
        { label: 'PhD', value: 'PhD' },
      ],
      isEligibleToWorkInUsa: true,
      needsVisaSponsorship: false,
      version: 3,
    });
    // The failed save left every answer in place.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Grace'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent[1]).toMatchObject({ firstName: 'Grace', version: 3 });
    expect(useSessionStore.getState().session?.user.firstName).toBe('Grace');
  });

  it('on a version conflict shows the saved copy and lets the applicant keep their edit', async () => {
    const sent: Record<string, unknown>[] = [];
    let current = info;
    server.use(
      handleContract(getPersonalInfo, () => current),
      handleContract(putPersonalInfo, ({ body }) => {
        sent.push(body as Record<string, unknown>);
        if ((body as { version: number }).version !== current.version) {
          return HttpResponse.json(
            { error: { ErrorCode: 'Conflict', Message: messages.ProfileChangedMeanwhile }, current },
            { status: 409 },
          );
        }
        return { ...current, firstName: 'Grace', version: current.version + 1 };
      }),
    );
    open('/applicant/profile/edit');
    await screen.findByRole('textbox', { name: /^First name/ });
    current = { ...info, citizenship: 'Canada', version: 4 };
    type('First name', 'Grace');
    const [eligible, sponsorship] = screen.getAllByRole('radiogroup');
    fireEvent.click(within(eligible!).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(sponsorship!).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('region', { name: messages.ProfileChangedMeanwhile });
    expect(within(notice).getByText(/Canada/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep my version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ firstName: 'Grace', version: 4 });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = open('/applicant/profile/edit');
    await screen.findByRole('textbox', { name: /^First name/ });
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});

describe('hobbies and interests', () => {
  it('counts characters, refuses over the limit, and saves with the version', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(putHobbies, ({ body }) => {
        sent.push(body);
        return { hobbiesAndInterests: 'Rowing', version: 4 };
      }),
    );
    const { container } = open('/applicant/profile/hobbies-n-interests');
    const field = await screen.findByRole('textbox', { name: /^Hobbies and interests/ });
    expect(screen.getByText('1995 characters left')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    expect(await screen.findByText(messages.ExceededNumberOfCharacters)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Rowing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ hobbiesAndInterests: 'Rowing', version: 3 }]));
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});

describe('education', () => {
  it('lists entries with honors; a new medical school needs institution, start date and the AOA answer', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(createEducation, ({ body }) => {
        sent.push(body);
        return medicalSchool;
      }),
    );
    const { container } = open('/applicant/profile/education');
    expect(await screen.findByRole('heading', { name: 'Harbor Medical College' })).toBeTruthy();
    expect(screen.getByText('Alpha Omega Alpha: Member')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add education' }));
    const editor = await screen.findByRole('region', { name: 'New entry' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(messages.InstitutionNameIsRequired)).toBeTruthy();
    expect(within(editor).getByText(messages.StartDateIsRequired)).toBeTruthy();
    expect(within(editor).getByText('Select Alpha Omega Alpha.')).toBeTruthy();
    expect(within(editor).getByText(messages.FillAllRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });
});

describe('education editing', () => {
  it('edits an entry in place and sends the fields of its type with its honors', async () => {
    const sent: { id: unknown; body: unknown }[] = [];
    server.use(
      handleContract(updateEducation, ({ params, body }) => {
        sent.push({ id: params.id, body });
        return { ...medicalSchool, institution: 'Harbor College of Medicine' };
      }),
    );
    open('/applicant/OPH-2026/personal-info/education');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Medical College' }));
    const institution = await screen.findByRole('textbox', { name: /^Institution/ });
    fireEvent.change(institution, { target: { value: 'Harbor College of Medicine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: '5',
      body: {
        type: 'MedicalSchool',
        medicalSchoolId: 9,
        institution: 'Harbor College of Medicine',
        institutionAddress: { city: null, countryName: null },
        gpa: 3.8,
        classRank: 10,
        attendedDates: { from: '2016-08-01', to: '2020-05-30' },
        degrees: ['MD'],
        honors: [{ honorTypeId: 1, honorTypeItemId: 101, customHonorName: null, customHonorValue: null }],
        // Made on the entry's version: a newer save elsewhere makes the server refuse it (409).
        version: 1,
      },
    });
  });

  it('keeps an edit made without network on this device, under the key of the unanswered request, and says so', async () => {
    let sentKey: string | null = null;
    server.use(
      handleContract(listEducations, () => ({ items: [medicalSchool] })),
      http.put('*/api/applicant/profile/educations/5', ({ request }) => {
        sentKey = request.headers.get('idempotency-key');
        return HttpResponse.error();
      }),
    );
    open('/applicant/profile/education');
    fireEvent.click(await screen.findByRole('button', { name: /^Edit / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Syncing…')).toBeTruthy();
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({
      id: sentKey,
      sentOnce: true,
      entity: 'profile-entry:education',
      entityId: '5',
      method: 'PUT',
      path: '/api/applicant/profile/educations/5',
      baseVersion: 1,
      body: { type: 'MedicalSchool', version: 1 },
    });
    await appDb().outbox.clear();
  });
});

describe('employment', () => {
  it('lists the entries and sends no new one without employer, position and start date', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(createEmployment, ({ body }) => {
        sent.push(body);
        return job;
      }),
    );
    open('/applicant/profile/employment');
    expect(await screen.findByRole('heading', { name: 'Research assistant' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add employment' }));
    const editor = await screen.findByRole('region', { name: 'New entry' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(messages.EmployerIsRequired)).toBeTruthy();
    expect(within(editor).getByText(messages.PositionIsRequired)).toBeTruthy();
    expect(within(editor).getByText(messages.StartDateIsRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('restores a draft typed before a reload and sends it; the server refusal keeps the values', async () => {
    sessionStorage.setItem(
      'draft:employment:new',
      JSON.stringify({
        employer: 'Clinic',
        position: 'Scribe',
        employmentDates: { from: '2022-03-01', to: null },
        city: 'Austin',
      }),
    );
    const sent: unknown[] = [];
    server.use(
      handleContract(createEmployment, ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? HttpResponse.json(
              { message: messages.ValidationError, description: { position: [messages.PositionIsRequired] } },
              { status: 400 },
            )
          : { ...job, id: 8, employer: 'Clinic', position: 'Scribe' };
      }),
    );
    open('/applicant/profile/employment');
    fireEvent.click(await screen.findByRole('button', { name: 'Add employment' }));
    const editor = await screen.findByRole('region', { name: 'New entry' });
    expect(within(editor).getByText('Your unsaved changes were restored.')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    // The server's field message shows under the field; what was typed stays.
    expect(await within(editor).findByText(messages.PositionIsRequired)).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: /^Employer/ }) as HTMLInputElement).value).toBe(
      'Clinic',
    );
    expect(sent[0]).toEqual({
      employer: 'Clinic',
      position: 'Scribe',
      employmentDates: { from: '2022-03-01', to: null },
      city: 'Austin',
      countryName: null,
      description: null,
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New entry' })).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sessionStorage.getItem('draft:employment:new')).toBeNull();
  });

  it('deletes an entry after a confirmation', async () => {
    const deleted: unknown[] = [];
    server.use(
      handleContract(deleteEmployment, ({ params }) => {
        deleted.push(params.id);
        return { ok: true as const };
      }),
    );
    open('/applicant/profile/employment');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Research assistant, City Hospital' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete Research assistant, City Hospital?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted).toEqual(['7']));
    cleanup();
  });
});
