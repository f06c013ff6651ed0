import { act, render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { ConfirmHost, confirm } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { DateField } from './date-field.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { MoneyField } from './money-field.tsx';
import { MonthYearField } from './month-year-field.tsx';
import { NumberField } from './number-field.tsx';
import { Pager } from './pager.tsx';
import { SearchField } from './search-field.tsx';
import { StatusBadge } from './status-badge.tsx';
import { SwitchField } from './switch-field.tsx';
import { RouteTabs } from './tabs.tsx';
import { TextAreaField } from './text-area-field.tsx';

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
    await expectNoAxeViolations(container);
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
    await expectNoAxeViolations(container);
  });

  it('the confirmation popup', async () => {
    render(<ConfirmHost />);
    act(() => {
      void confirm({ message: 'Delete?' });
    });
    await screen.findByRole('alertdialog');
    await expectNoAxeViolations(document.body);
  });
});
