import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteTabs } from './tabs.tsx';

const tabs = [
  { id: 'info', label: 'Info', href: '/admin/specialties/update/7/info' },
  { id: 'pages', label: 'Pages', href: '/admin/specialties/update/7/pages' },
];

describe('RouteTabs', () => {
  it('renders tabs as links, the route choosing the selected one and its panel', () => {
    render(
      <RouteTabs aria-label="Specialty" tabs={tabs} selectedId="pages">
        <p>Pages panel</p>
      </RouteTabs>,
    );
    const list = screen.getByRole('tablist', { name: 'Specialty' });
    const info = screen.getByRole('tab', { name: 'Info' });
    const pages = screen.getByRole('tab', { name: 'Pages' });
    expect(list.contains(info)).toBe(true);
    expect(info.getAttribute('href')).toBe('/admin/specialties/update/7/info');
    expect(pages.getAttribute('aria-selected')).toBe('true');
    expect(info.getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Pages panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(pages.id);
  });

  it('keeps a kept tab mounted, out of sight, while another tab is shown (a call goes on)', () => {
    const kept = { id: 'info', content: <input aria-label="Kept field" /> };
    const { rerender } = render(
      <RouteTabs aria-label="Specialty" tabs={tabs} selectedId="info" kept={kept}>
        <p>Never shown for the kept tab</p>
      </RouteTabs>,
    );
    expect(screen.queryByText('Never shown for the kept tab')).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Kept field' });
    fireEvent.change(field, { target: { value: 'typed' } });
    rerender(
      <RouteTabs aria-label="Specialty" tabs={tabs} selectedId="pages" kept={kept}>
        <p>Pages panel</p>
      </RouteTabs>,
    );
    expect(screen.getByText('Pages panel')).toBeTruthy();
    // The same element, still holding what was typed, in an inert panel (hidden by the stylesheet).
    const hidden = screen.getByLabelText('Kept field', { selector: 'input' }) as HTMLInputElement;
    expect(hidden).toBe(field);
    expect(hidden.value).toBe('typed');
    expect(hidden.closest('[data-inert]')).not.toBeNull();
  });
});
