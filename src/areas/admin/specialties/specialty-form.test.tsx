import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SpecialtyInput } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { ServerError } from '../../../lib/errors/app-errors.ts';
import { emptySpecialtyValues, SpecialtyForm } from './specialty-form.tsx';

const input = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('SpecialtyForm', () => {
  it('shows the messages of the spec’s pattern and sends nothing while fields are invalid', async () => {
    const onSubmit = vi.fn();
    render(
      <SpecialtyForm
        draftKey="test:new"
        initial={emptySpecialtyValues}
        submitLabel="Create"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(input('Colour'), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Full name is required.')).toBeTruthy();
    expect(screen.getByText('URL prefix is required.')).toBeTruthy();
    expect(screen.getByText('Expected a colour in the #RRGGBB format.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests the URL prefix from the name and keeps everything typed when the save fails', async () => {
    const onSubmit = vi.fn<(body: SpecialtyInput) => Promise<void>>(async () => {
      throw new ServerError(409, 'Conflict', 'A specialty with this URL prefix already exists.');
    });
    render(
      <SpecialtyForm
        draftKey="test:new2"
        initial={{ ...emptySpecialtyValues, type: 'Fellowship' }}
        submitLabel="Create"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(input('Name'), { target: { value: 'Plastic Surgery' } });
    fireEvent.change(input('Full name'), { target: { value: 'Plastic Surgery Fellowship' } });
    expect(input('URL prefix').value).toBe('plastic-surgery');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Plastic Surgery',
      urlPrefix: 'plastic-surgery',
      type: 'Fellowship',
      color: '#A4CEF8',
      subspecialtyLabel: null,
    });
    await waitFor(() => expect(input('Name').value).toBe('Plastic Surgery'));
    expect(input('Full name').value).toBe('Plastic Surgery Fellowship');
    // The draft survives a reload.
    await waitFor(() =>
      expect(sessionStorage.getItem('draft:test:new2')).toContain('Plastic Surgery Fellowship'),
    );
  });
});
