import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ConfirmHost, confirm } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import {
  CheckboxField,
  DateField,
  DateTimeField,
  MoneyField,
  MonthYearField,
  NumberField,
  SwitchField,
  TextAreaField,
} from './fields.tsx';
import { Pager } from './pager.tsx';
import { SearchField } from './search-field.tsx';
import { StatusBadge } from './status-badge.tsx';
import { RouteTabs } from './tabs.tsx';

/** WCAG 2.1 A/AA rules; colour contrast needs layout, which jsdom lacks (the e2e run checks it). */
async function violations(container: Element) {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noop = () => {};

describe('UI kit accessibility (axe in jsdom)', () => {
  it('list building blocks', async () => {
    const { container } = render(
      <main>
        <SearchField label="Search" value="car" onChange={noop} />
        <DataTable
          aria-label="Specialties"
          columns={[
            {
              id: 'name',
              header: 'Name',
              sortable: true,
              render: (r: { id: number; name: string }) => r.name,
            },
            { id: 'status', header: 'Status', render: () => <StatusBadge status="Active" /> },
          ]}
          rows={[{ id: 1, name: 'Cardiology' }]}
          getRowKey={(r) => r.id}
          sort={{ column: 'name', direction: 'asc' }}
          onSortChange={noop}
        />
        <DataTable
          aria-label="Empty"
          columns={[{ id: 'a', header: 'A', render: () => null }]}
          rows={[]}
          getRowKey={() => 1}
        />
        <Pager
          page={2}
          pageSize={10}
          total={95}
          onPageChange={noop}
          pageSizeOptions={[10, 20]}
          onPageSizeChange={noop}
        />
        <RouteTabs
          aria-label="Specialty"
          tabs={[
            { id: 'info', label: 'Info', href: '/admin/specialties/update/1/info' },
            { id: 'pages', label: 'Pages', href: '/admin/specialties/update/1/pages' },
          ]}
          selectedId="info"
        >
          <p>Info panel</p>
        </RouteTabs>
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('fields, with and without errors', async () => {
    const { container } = render(
      <main>
        <TextAreaField label="Notes" value="" onChange={noop} description="Optional" />
        <NumberField
          label="Positions"
          value={3}
          onChange={noop}
          errorMessage="The value must be greater than 0."
        />
        <MoneyField label="Fee" value={1250} onChange={noop} />
        <DateTimeField
          label="Match date"
          value="2026-03-08T10:00:00Z"
          onChange={noop}
          errorMessage="Invalid date"
        />
        <DateField label="CAS deadline" value={null} onChange={noop} />
        <MonthYearField
          label="Training start"
          value="2027-07"
          onChange={noop}
          errorMessage="Wrong date format."
        />
        <SwitchField label="Active" isSelected onChange={noop} description="Shown on the public site" />
        <CheckboxField label="Agree" isSelected={false} onChange={noop} errorMessage="Required" />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('the confirmation popup', async () => {
    render(<ConfirmHost />);
    act(() => {
      void confirm({ message: 'Delete?' });
    });
    await screen.findByRole('alertdialog');
    expect(await violations(document.body)).toEqual([]);
  });
});
