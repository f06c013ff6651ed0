import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  invitePortalProgramUser,
  listPortalProgramUsers,
  removePortalProgramUser,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import type { ProgramUser } from '../../../../core/contracts/programs/programs.contract.ts';
import { isValidEmail } from '../../../../core/domain/validation.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const fullName = (u: ProgramUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

const emptyInvite = { email: '', firstName: '', lastName: '', isDirector: false };

function InviteUserForm({ programCode, onDone }: { programCode: string; onDone: () => void }) {
  const t = useT();
  const validate = useCallback(
    (values: typeof emptyInvite) => {
      const own: Record<string, string> = {};
      const email = values.email.trim();
      if (!email) own.email = t('EmailIsRequired');
      else if (!isValidEmail(email)) own.email = t('InvalidEmail');
      if (!values.firstName.trim()) own.firstName = t('FirstNameIsRequired');
      if (!values.lastName.trim()) own.lastName = t('LastNameIsRequired');
      return own;
    },
    [t],
  );
  const form = useEntityForm({
    draftKey: `program:${programCode}:invite-user`,
    initial: emptyInvite,
    validate,
    context: 'invite program user',
    messagesOn: 'submit',
  });
  const { values, set } = form;
  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const answer = await call(invitePortalProgramUser, {
      params: { programCode },
      body: {
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        isDirector: values.isDirector,
      },
    });
    // An existing account joins only once its owner accepts the mailed invitation (issue 11).
    showSuccess(t(answer.pending ? 'PpUserInvited' : 'PpUserCreated', { email }));
    form.reset();
    onDone();
  });
  return (
    <Form className="form-section" validationBehavior="aria" onSubmit={submit} aria-labelledby="pp-invite">
      <h3 id="pp-invite">{t('PpInviteTitle')}</h3>
      <p className="muted">{t('PpInviteIntro')}</p>
      <TextField
        label={t('PpEmail')}
        type="email"
        filter="email"
        value={values.email}
        onChange={(email) => set({ email })}
        errorMessage={form.errorOf('email')}
        isRequired
      />
      <TextField
        label={t('PpFirstName')}
        filter="name"
        value={values.firstName}
        onChange={(firstName) => set({ firstName })}
        errorMessage={form.errorOf('firstName')}
        isRequired
      />
      <TextField
        label={t('PpLastName')}
        filter="name"
        value={values.lastName}
        onChange={(lastName) => set({ lastName })}
        errorMessage={form.errorOf('lastName')}
        isRequired
      />
      <CheckboxField
        label={t('PpAsDirector')}
        isSelected={values.isDirector}
        onChange={(isDirector) => set({ isDirector })}
      />
      <div className="button-row">
        <Button type="submit" isDisabled={form.isSaving}>
          {t('PpInvite')}
        </Button>
      </div>
    </Form>
  );
}

/** The program's users; directors invite (never granting a role silently) and remove them. */
export function MyProgramUsersTab({ programCode }: { programCode: string }) {
  const t = useT();
  const users = useContractQuery(listPortalProgramUsers, { params: { programCode } });
  const [busy, setBusy] = useState(false);
  const items = users.data?.items ?? [];
  const canManage = users.data?.canManage === true;
  const directors = items.filter((u) => u.isDirector).length;

  const remove = async (user: ProgramUser) => {
    if (!(await confirm({ message: t('PpConfirmRemove', { name: fullName(user) }), isDanger: true }))) return;
    setBusy(true);
    try {
      await call(removePortalProgramUser, { params: { programCode, userId: user.userId } });
      showSuccess(t('PpUserRemoved', { name: fullName(user) }));
      users.reload();
    } catch (error) {
      handleError(error, { context: 'remove program user' });
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<ProgramUser>[] = [
    { id: 'name', header: t('PpUserName'), isRowHeader: true, render: fullName },
    { id: 'email', header: t('PpEmail'), render: (u) => u.email, fullText: (u) => u.email },
    { id: 'role', header: t('PpUserRole'), render: (u) => t(u.isDirector ? 'PpDirector' : 'PpStaff') },
    {
      id: 'status',
      header: t('PpStatus'),
      render: (u) => <StatusBadge status={u.isActive ? u.status : 'Inactive'} />,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            isActions: true,
            render: (u: ProgramUser) =>
              u.isDirector && directors <= 1 ? (
                <span className="muted">{t('PpLastDirector')}</span>
              ) : (
                <Button
                  variant="ghost"
                  isDisabled={busy}
                  onPress={() => void remove(u)}
                  aria-label={t('PpRemoveOf', { name: fullName(u) })}
                >
                  {t('PpRemove')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <div className="stack">
      <h2>{t('PpTabUsers')}</h2>
      <DataTable
        aria-label={t('PpTabUsers')}
        layout="cards"
        columns={columns}
        rows={items}
        getRowKey={(u) => u.userId}
        isLoading={users.isLoading}
        emptyText={t('PpNoUsers')}
      />
      {canManage ? (
        <InviteUserForm programCode={programCode} onDone={users.reload} />
      ) : (
        <p className="muted">{t('PpDirectorsManage')}</p>
      )}
    </div>
  );
}
