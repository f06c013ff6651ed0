import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import '../../../features/programs/programs.css';
import {
  attachProgramUser,
  createProgramUser,
  detachProgramUser,
  listProgramUsers,
  type ProgramUser,
  updateProgramUser,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { isValidEmail } from '../../../../core/domain/validation.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const fullName = (u: ProgramUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** Program users and directors: attach an existing account, create a new one, promote, detach. */
export function ProgramUsersTab({ programId }: { programId: number }) {
  const t = useT();
  const list = useListQuery(listProgramUsers, { params: { id: programId }, defaults: { sort: 'name' } });
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showSuccess(done);
      list.reload();
    } catch (error) {
      handleError(error, { context: 'program users' });
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<ProgramUser>[] = [
    { id: 'name', header: t('PgUserName'), sortable: true, isRowHeader: true, render: fullName },
    { id: 'email', header: t('PgUserEmail'), sortable: true, render: (u) => u.email },
    { id: 'role', header: t('PgUserRole'), render: (u) => t(u.isDirector ? 'PgDirector' : 'PgStaff') },
    {
      id: 'status',
      header: t('PgStatus'),
      render: (u) => <StatusBadge status={u.isActive ? u.status : 'Inactive'} />,
    },
    {
      id: 'actions',
      isActions: true,
      header: '',
      align: 'end',
      render: (u) => (
        <div className="button-row-end">
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() =>
              act(
                () =>
                  call(updateProgramUser, {
                    params: { id: programId, userId: u.userId },
                    body: { isDirector: !u.isDirector },
                  }),
                t('PgUserUpdated'),
              )
            }
          >
            {t(u.isDirector ? 'PgUnsetDirector' : 'PgMakeDirector')}
          </Button>
          <Button
            variant="ghost"
            isDisabled={busy}
            onPress={async () => {
              if (!(await confirm({ message: t('PgConfirmDetach', { name: fullName(u) }), isDanger: true })))
                return;
              await act(
                () => call(detachProgramUser, { params: { id: programId, userId: u.userId } }),
                t('PgUserDetached'),
              );
            }}
          >
            {t('PgDetach')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="stack">
      <h2>{t('PgUsersTitle')}</h2>
      <div className="list-toolbar">
        <SearchField
          label={t('PgSearchUsers')}
          value={list.query.search}
          onChange={(search) => list.setQuery({ search })}
        />
      </div>
      <DataTable
        aria-label={t('PgUsersTitle')}
        columns={columns}
        getRowKey={(u) => u.userId}
        emptyText={t('PgNoUsers')}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} />
      <div className="form-columns">
        <AttachUserForm programId={programId} onDone={list.reload} />
        <CreateUserForm programId={programId} onDone={list.reload} />
      </div>
    </div>
  );
}

const emptyAttach = { email: '', isDirector: false };

function AttachUserForm({ programId, onDone }: { programId: number; onDone: () => void }) {
  const t = useT();
  const validate = useCallback(
    (values: typeof emptyAttach): Record<string, string> => {
      const email = values.email.trim();
      if (!email) return { email: t('EmailIsRequired') };
      if (!isValidEmail(email)) return { email: t('InvalidEmail') };
      return {};
    },
    [t],
  );
  const form = useEntityForm({
    draftKey: `program:${programId}:attach-user`,
    initial: emptyAttach,
    validate,
    context: 'attach program user',
    messagesOn: 'submit',
  });
  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    await call(attachProgramUser, {
      params: { id: programId },
      body: { email, isDirector: values.isDirector },
    });
    // An existing account is only invited (issue 11): it joins once its owner accepts.
    showSuccess(t('PgUserInvited', { email }));
    form.reset();
    onDone();
  });
  return (
    <Form className="form-section" validationBehavior="aria" onSubmit={submit} aria-labelledby="pg-attach">
      <h3 id="pg-attach">{t('PgAttachTitle')}</h3>
      <TextField
        label={t('PgEmail')}
        type="email"
        filter="email"
        value={form.values.email}
        onChange={(email) => form.set({ email })}
        errorMessage={form.errorOf('email')}
        isRequired
      />
      <CheckboxField
        label={t('PgAsDirector')}
        isSelected={form.values.isDirector}
        onChange={(isDirector) => form.set({ isDirector })}
      />
      <div className="button-row">
        <Button type="submit" isDisabled={form.isSaving}>
          {t('PgAttach')}
        </Button>
      </div>
    </Form>
  );
}

const emptyNewUser = { email: '', firstName: '', lastName: '', isDirector: false };

function CreateUserForm({ programId, onDone }: { programId: number; onDone: () => void }) {
  const t = useT();
  const validate = useCallback(
    (values: typeof emptyNewUser) => {
      const email = values.email.trim();
      const own: Record<string, string> = {};
      if (!email) own.email = t('EmailIsRequired');
      else if (!isValidEmail(email)) own.email = t('InvalidEmail');
      if (!values.firstName.trim()) own.firstName = t('FirstNameIsRequired');
      if (!values.lastName.trim()) own.lastName = t('LastNameIsRequired');
      return own;
    },
    [t],
  );
  const form = useEntityForm({
    draftKey: `program:${programId}:new-user`,
    initial: emptyNewUser,
    validate,
    context: 'create program user',
    messagesOn: 'submit',
  });
  const { values, set } = form;
  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    await call(createProgramUser, {
      params: { id: programId },
      body: {
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        isDirector: values.isDirector,
      },
    });
    showSuccess(t('PgUserCreated', { email }));
    form.reset();
    onDone();
  });
  return (
    <Form
      className="form-section"
      validationBehavior="aria"
      onSubmit={submit}
      aria-labelledby="pg-create-user"
    >
      <h3 id="pg-create-user">{t('PgCreateUserTitle')}</h3>
      <TextField
        label={t('PgEmail')}
        type="email"
        filter="email"
        value={values.email}
        onChange={(email) => set({ email })}
        errorMessage={form.errorOf('email')}
        isRequired
      />
      <TextField
        label={t('PgFirstName')}
        filter="name"
        value={values.firstName}
        onChange={(firstName) => set({ firstName })}
        errorMessage={form.errorOf('firstName')}
        isRequired
      />
      <TextField
        label={t('PgLastName')}
        filter="name"
        value={values.lastName}
        onChange={(lastName) => set({ lastName })}
        errorMessage={form.errorOf('lastName')}
        isRequired
      />
      <CheckboxField
        label={t('PgAsDirector')}
        isSelected={values.isDirector}
        onChange={(isDirector) => set({ isDirector })}
      />
      <div className="button-row">
        <Button type="submit" isDisabled={form.isSaving}>
          {t('PgCreateUser')}
        </Button>
      </div>
    </Form>
  );
}
