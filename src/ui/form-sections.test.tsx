import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.ts';
import { FormSection, FormSections } from './form-sections.tsx';

function Example({ onChange }: { onChange?: (id: string | null) => void }) {
  const [name, setName] = useState('');
  return (
    <FormSections aria-label="Profile sections" defaultExpandedId="names" onExpandedChange={onChange}>
      <FormSection
        id="names"
        title="Names"
        status={
          name ? { text: 'Unsaved changes', tone: 'warning' } : { text: 'Not started', tone: 'neutral' }
        }
      >
        <label>
          First name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </FormSection>
      <FormSection id="address" title="Address" status={{ text: 'Complete', tone: 'success' }}>
        <label>
          City
          <input defaultValue="Portland" />
        </label>
      </FormSection>
    </FormSections>
  );
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });
const pressKey = (element: HTMLElement, key: string) => {
  fireEvent.keyDown(element, { key });
  fireEvent.keyUp(element, { key });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FormSections', () => {
  it('shows each section as a heading with its title and state line, one section open at a time', async () => {
    const { container } = render(<Example />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'NamesNot started',
      'AddressComplete',
    ]);
    const names = trigger(/^Names/);
    const address = trigger(/^Address/);
    // Each button is named by its title and described by its state line.
    expect(screen.getByRole('button', { name: 'Names', description: 'Not started' })).toBe(names);
    expect(screen.getByRole('button', { name: 'Address', description: 'Complete' })).toBe(address);
    expect(names.getAttribute('aria-expanded')).toBe('true');
    expect(address.getAttribute('aria-expanded')).toBe('false');
    // The open section is a region named by its title; the closed one is hidden but kept.
    const region = screen.getByRole('region', { name: 'Names' });
    expect(names.getAttribute('aria-controls')).toBe(region.id);
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect((screen.getByLabelText('City', { selector: 'input' }) as HTMLInputElement).value).toBe('Portland');

    fireEvent.click(address);
    expect(address.getAttribute('aria-expanded')).toBe('true');
    expect(names.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Address' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Names' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed in a closed section and updates its state line', () => {
    render(<Example />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    expect(screen.getByRole('button', { name: 'Names', description: 'Unsaved changes' })).toBeTruthy();
    fireEvent.click(trigger(/^Address/));
    fireEvent.click(trigger(/^Names/));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ada');
  });

  it('opens and closes a section from the keyboard (Enter and Space on its heading button)', () => {
    const changes: (string | null)[] = [];
    render(<Example onChange={(id) => changes.push(id)} />);
    const address = trigger(/^Address/);
    act(() => address.focus());
    pressKey(address, 'Enter');
    expect(address.getAttribute('aria-expanded')).toBe('true');
    expect(trigger(/^Names/).getAttribute('aria-expanded')).toBe('false');
    pressKey(address, ' ');
    expect(address.getAttribute('aria-expanded')).toBe('false');
    expect(changes).toEqual(['address', null]);
  });

  it('beside the index (wide screens) keeps the open section open when its entry is chosen again', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width: 1024px'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Example />);
    const names = trigger(/^Names/);
    fireEvent.click(names);
    expect(names.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger(/^Address/));
    expect(trigger(/^Address/).getAttribute('aria-expanded')).toBe('true');
    expect(names.getAttribute('aria-expanded')).toBe('false');
  });
});
