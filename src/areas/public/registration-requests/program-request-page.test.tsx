import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getRegistrationOptions } from '../../../../core/contracts/requests/requests.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { ophthalmologyOptions } from '../../../../mocks/registration-options.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { ProgramRequestPage } from './program-request-page.tsx';

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    handleContract(getRegistrationOptions, () =>
      ophthalmologyOptions({ subspecialties: [{ id: 5, name: 'Retina' }] }),
    ),
  );
});

const input = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

describe('program registration request (/registration/program-request)', () => {
  it('is labelled and axe-clean (WCAG A/AA, contrast aside)', async () => {
    const { container } = render(
      <main>
        <ProgramRequestPage />
      </main>,
    );
    await screen.findByLabelText('Program name', { exact: true, selector: 'input' });
    await expectNoAxeViolations(container);
  });

  it("shows the spec's phone, fax and website messages as typed, and the cycles of the chosen specialty", async () => {
    render(<ProgramRequestPage />);
    await screen.findByLabelText('Program name', { exact: true, selector: 'input' });
    fireEvent.change(input('Phone'), { target: { value: '12' } });
    fireEvent.blur(input('Phone'));
    fireEvent.change(input('Fax'), { target: { value: '555 201 3301' } });
    fireEvent.blur(input('Fax'));
    fireEvent.change(input('Website'), { target: { value: 'example.org' } });
    fireEvent.blur(input('Website'));
    expect(screen.getByText(messages.InvalidPhone)).toBeTruthy();
    expect(screen.getByText(messages.InvalidFax)).toBeTruthy();
    expect(screen.getByText('Specify valid url address. For example: https://www.example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Specialty/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ophthalmology' }));
    fireEvent.click(screen.getByRole('button', { name: /Match cycle/ }));
    const cycles = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(cycles).toEqual(['Ophthalmology Match 2027']);
  });
});
