import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  attachSocietyUser,
  detachSocietyUser,
  listSpecialtySocietyUsers,
  type SpecialtySocietyUser,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { isValidEmail } from '../../../../core/domain/validation.ts';
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
  const [values, setValues] = useState<AttachValues>(emptyAttach);
  const [offerCreate, setOfferCreate] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof AttachValues, string>>>({});
  const [isSaving, setSaving] = useState(false);

  const set = (field: keyof AttachValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') setOfferCreate(false);
  };

  const check = (): boolean => {
    const next: typeof errors = {};
    if (!values.email.trim()) next.email = t('EmailIsRequired');
    else if (!isValidEmail(values.email)) next.email = t('InvalidEmail');
    if (offerCreate && !values.firstName.trim()) next.firstName = t('FirstNameIsRequired');
    if (offerCreate && !values.lastName.trim()) next.lastName = t('LastNameIsRequired');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const attach = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || !check()) return;
    setSaving(true);
    try {
      const body = {
        email: values.email.trim(),
        ...(offerCreate
          ? { create: { firstName: values.firstName.trim(), lastName: values.lastName.trim() } }
          : {}),
      };
      const answer = await call(attachSocietyUser, { params: { id: specialtyId }, body });
      showSuccess(
        t(answer.pending ? 'SpSocietyUserInvited' : 'SpSocietyUserCreated', { name: answer.user.fullName }),
      );
      setValues(emptyAttach);
      setOfferCreate(false);
      list.reload();
    } catch (error) {
      if (!offerCreate && isNotFound(error)) {
        // Nobody has this email: offer to create a society user with it.
        setOfferCreate(true);
      } else {
        const fields = handleError(error, { context: 'society user attach' });
        if (fields) {
          setErrors({
            email: fields.email?.join(' '),
            firstName: fields['create.firstName']?.join(' '),
            lastName: fields['create.lastName']?.join(' '),
          });
        }
      }
    } finally {
      setSaving(false);
    }
  };

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
            onChange={(value) => set('email', value)}
            errorMessage={errors.email ?? null}
            filter="email"
          />
          {offerCreate ? (
            <>
              <TextField
                label={t('SpFirstName')}
                value={values.firstName}
                onChange={(value) => set('firstName', value)}
                errorMessage={errors.firstName ?? null}
                maxLength={100}
                autoFocus
              />
              <TextField
                label={t('SpLastName')}
                value={values.lastName}
                onChange={(value) => set('lastName', value)}
                errorMessage={errors.lastName ?? null}
                maxLength={100}
              />
            </>
          ) : null}
        </div>
        {offerCreate ? <FormMessage tone="info" text={t('SocietyUserNotFound')} /> : null}
        <div className="button-row">
          <Button type="submit" isPending={isSaving}>
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
