import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  attachSocietyUser,
  detachSocietyUser,
  listSpecialtySocietyUsers,
  type SpecialtySocietyUser,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { isValidEmail } from '../../../../core/domain/validation.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type AttachValues = { email: string; firstName: string; lastName: string };
const emptyAttach: AttachValues = { email: '', firstName: '', lastName: '' };

/**
 * Society users of a specialty: attach one by email, or, when nobody has that email, create a society
 * user (mailed a temporary password, asked for a new one at first sign-in); detach after a confirmation.
 */
export function SocietyUsersTab({ specialtyId }: { specialtyId: number }) {
  const t = useT();
  const list = useListQuery(listSpecialtySocietyUsers, { params: { id: specialtyId } });
  const [offerCreate, setOfferCreate] = useState(false);
  const validate = useCallback(
    (values: AttachValues) => {
      const next: Record<string, string> = {};
      if (!values.email.trim()) next.email = t('EmailIsRequired');
      else if (!isValidEmail(values.email)) next.email = t('InvalidEmail');
      if (offerCreate && !values.firstName.trim()) next.firstName = t('FirstNameIsRequired');
      if (offerCreate && !values.lastName.trim()) next.lastName = t('LastNameIsRequired');
      return next;
    },
    [t, offerCreate],
  );
  const form = useEntityForm({
    draftKey: null,
    initial: emptyAttach,
    validate,
    context: 'society user attach',
    fieldMap: { 'create.firstName': 'firstName', 'create.lastName': 'lastName' },
    messagesOn: 'submit',
  });
  const { values } = form;

  const attach = form.handleSubmit(async (values) => {
    const body = {
      email: values.email.trim(),
      ...(offerCreate
        ? { create: { firstName: values.firstName.trim(), lastName: values.lastName.trim() } }
        : {}),
    };
    const answer = await call(attachSocietyUser, { params: { id: specialtyId }, body }).catch(
      (error: unknown) => {
        if (!offerCreate && isNotFound(error)) return null;
        throw error;
      },
    );
    if (!answer) {
      // Nobody has this email: offer to create a society user with it (its fields start untouched).
      setOfferCreate(true);
      form.reset({ keepValues: true });
      return;
    }
    showSuccess(
      t(answer.pending ? 'SpSocietyUserInvited' : 'SpSocietyUserCreated', { name: answer.user.fullName }),
    );
    form.reset();
    setOfferCreate(false);
    list.reload();
  });

  const detach = async (user: SpecialtySocietyUser) => {
    if (
      !(await confirm({
        message: t('SpDetachConfirm', { name: user.fullName }),
        confirmLabel: t('SpDetach'),
      }))
    ) {
      return;
    }
    try {
      await call(detachSocietyUser, { params: { id: specialtyId, userId: user.userId } });
      showSuccess(t('SpSocietyUserDetached', { name: user.fullName }));
      list.reload();
    } catch (error) {
      handleError(error, { context: 'society user detach' });
    }
  };

  const columns: DataTableColumn<SpecialtySocietyUser>[] = [
    { id: 'name', header: t('SpUserName'), isRowHeader: true, render: (user) => user.fullName },
    { id: 'email', header: t('SpEmail'), render: (user) => user.email },
    {
      id: 'status',
      header: t('SpStatus'),
      render: (user) => <StatusBadge status={user.isActive ? user.status : 'Inactive'} />,
    },
    {
      id: 'actions',
      isActions: true,
      header: t('SpActions'),
      render: (user) => (
        <Button
          variant="link"
          onPress={() => void detach(user)}
          aria-label={t('SpDetachOf', { name: user.fullName })}
        >
          {t('SpDetach')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="sp-society-users">
      <h2 id="sp-society-users">{t('SpSocietyUsers')}</h2>
      <DataTable
        aria-label={t('SpSocietyUsers')}
        columns={columns}
        getRowKey={(user) => user.userId}
        emptyText={t('SpNoSocietyUsers')}
        {...list.tableProps}
        sort={undefined}
      />
      <Pager {...list.pagerProps} />
      <Form className="form" onSubmit={(event) => void attach(event)}>
        <h3>{t('SpAttachTitle')}</h3>
        <div className="form-grid">
          <TextField
            label={t('SpEmail')}
            type="email"
            value={values.email}
            onChange={(email) => {
              form.set({ email });
              setOfferCreate(false);
            }}
            errorMessage={form.errorOf('email')}
            filter="email"
          />
          {offerCreate ? (
            <>
              <TextField
                label={t('SpFirstName')}
                value={values.firstName}
                onChange={(firstName) => form.set({ firstName })}
                errorMessage={form.errorOf('firstName')}
                maxLength={100}
                autoFocus
              />
              <TextField
                label={t('SpLastName')}
                value={values.lastName}
                onChange={(lastName) => form.set({ lastName })}
                errorMessage={form.errorOf('lastName')}
                maxLength={100}
              />
            </>
          ) : null}
        </div>
        {offerCreate ? <FormMessage tone="info" text={t('SocietyUserNotFound')} /> : null}
        <div className="button-row">
          <Button type="submit" isPending={form.isSaving}>
            {t(offerCreate ? 'SpCreateSocietyUser' : 'SpAttach')}
          </Button>
          {offerCreate ? (
            <Button variant="secondary" onPress={() => setOfferCreate(false)}>
              {t('Cancel')}
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
