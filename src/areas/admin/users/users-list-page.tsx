import { useState } from 'react';
import '../../../features/match-cycles/match-cycles.css';
import {
  type AdminUserListItem,
  createAdminUser,
  listAdminUsers,
} from '../../../../core/contracts/users/admin-users.contract.ts';
import type { Role } from '../../../../core/domain/roles.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { UserActionModal } from './user-action-modal.tsx';
import { UserActionsMenu, useUserActions } from './user-actions.tsx';
import { type NewAdminValues, validateNewAdmin } from './user-forms-validation.ts';

const titles: Record<Role, TranslationKey> = {
  Admin: 'UsersTitleAdmin',
  SocietyUser: 'UsersTitleSocietyUser',
  ProgramUser: 'UsersTitleProgramUser',
  MedSchoolUser: 'UsersTitleMedSchoolUser',
  Applicant: 'UsersTitleApplicant',
};

const list = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');

/** The column of what ties a user of the role to the catalogue (specialties, programs, schools). */
function contextColumns(role: Role, t: ReturnType<typeof useT>): DataTableColumn<AdminUserListItem>[] {
  switch (role) {
    case 'SocietyUser':
      return [
        {
          id: 'specialties',
          header: t('UsersColSpecialties'),
          render: (u) => list(u.specialties.map((s) => s.name)),
        },
      ];
    case 'ProgramUser':
      return [
        {
          id: 'programs',
          header: t('UsersColPrograms'),
          render: (u) =>
            list(u.programs.map((p) => (p.isDirector ? `${p.name} ${t('UsersDirector')}` : p.name))),
        },
      ];
    case 'MedSchoolUser':
      return [
        {
          id: 'medicalSchools',
          header: t('UsersColMedicalSchools'),
          render: (u) => list(u.medicalSchools.map((s) => s.name)),
        },
      ];
    case 'Applicant':
      return [
        {
          id: 'applicant',
          header: t('UsersColApplicant'),
          render: (u) =>
            u.applicant ? <Link href={`/admin/applicants/${u.id}`}>{u.applicant.code}</Link> : '—',
        },
        {
          id: 'school',
          header: t('UsersColMedicalSchool'),
          render: (u) => u.applicant?.medicalSchoolName ?? '—',
        },
      ];
    default:
      return [];
  }
}

/**
 * One admin user list (business.md §2.6): the users of a role, searched, sorted and paged on the
 * server, with the row actions of platform.md §4. The admin list also creates admin users.
 */
export function UsersListPage({ userRole: role }: { userRole: Role }) {
  const t = useT();
  const current = useListQuery(listAdminUsers, {
    defaults: { sort: 'name', isActive: '' },
    extraQuery: { role },
  });
  const { query } = current;
  const actions = useUserActions(current.reload);
  const [creating, setCreating] = useState(false);

  const columns: DataTableColumn<AdminUserListItem>[] = [
    { id: 'name', header: t('UsersColName'), sortable: true, isRowHeader: true, render: (u) => u.fullName },
    {
      id: 'email',
      header: t('UsersColEmail'),
      sortable: true,
      render: (u) => u.email,
      fullText: (u) => u.email,
    },
    {
      id: 'status',
      header: t('UsersColStatus'),
      render: (u) => <StatusBadge status={u.isActive ? u.status : 'Inactive'} />,
    },
    ...contextColumns(role, t),
    {
      id: 'createdAt',
      header: t('UsersColCreated'),
      sortable: true,
      render: (u) => formatDateTime(u.createdAt),
    },
    {
      id: 'actions',
      isActions: true,
      header: t('UsersColActions'),
      render: (u) => <UserActionsMenu user={u} onAction={(key) => void actions.run(u, key)} />,
    },
  ];

  const title = t(titles[role]);
  return (
    <Page title={title}>
      <div className="season-bar">
        <SearchField
          label={t('SearchLabel')}
          value={query.search}
          onChange={(search) => current.setQuery({ search })}
        />
        <SelectField
          label={t('UsersAccount')}
          options={[
            { value: 'all', label: t('UsersAccountAll') },
            { value: 'true', label: t('UsersAccountActive') },
            { value: 'false', label: t('UsersAccountInactive') },
          ]}
          value={query.isActive === '' ? 'all' : String(query.isActive)}
          onChange={(value) => current.setQuery({ isActive: value === 'all' || !value ? '' : value })}
        />
        {role === 'Admin' ? <Button onPress={() => setCreating(true)}>{t('UsersCreateAdmin')}</Button> : null}
      </div>
      <DataTable
        aria-label={t('UsersListLabel', { title, page: query.page })}
        layout="cards"
        columns={columns}
        {...current.tableProps}
        getRowKey={(u) => u.id}
        emptyText={t('UsersNone')}
      />
      <Pager {...current.pagerProps} />
      {actions.dialogs}
      {role === 'Admin' ? (
        <UserActionModal<NewAdminValues>
          isOpen={creating}
          onClose={() => setCreating(false)}
          title={t('UsersCreateAdmin')}
          fields={[
            { name: 'email', label: 'EmailLabel', type: 'email', autoComplete: 'off' },
            { name: 'firstName', label: 'UsersFirstName', autoComplete: 'off' },
            { name: 'lastName', label: 'UsersLastName', autoComplete: 'off' },
          ]}
          initial={{ email: '', firstName: '', lastName: '' }}
          draftKey="admin-user:new"
          validate={validateNewAdmin}
          context="create admin user"
          submit={async (values) => {
            const answer = await call(createAdminUser, { body: values });
            const email = values.email.trim().toLowerCase();
            showSuccess(t(answer.pending ? 'UsersAdminInvited' : 'UsersAdminCreated', { email }));
            current.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
