import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type AdminSpecialtyDetails,
  type AdminSubspecialty,
  addSubspecialty,
  removeSubspecialty,
  renameSubspecialty,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { forgetSpecialties } from '../../../features/specialties/use-specialties.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** A name field with its own save: adding a subspecialty, or renaming one in its row. */
function NameForm({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useT();
  const validate = useCallback(
    (values: { name: string }) => (values.name.trim() ? {} : { name: t('NameIsRequired') }),
    [t],
  );
  // A failed save keeps the name as typed; a field message goes under it, a clash is a toast.
  const form = useEntityForm({
    draftKey: null,
    initial: { name: initial },
    validate,
    context: 'subspecialty save',
    messagesOn: 'submit',
  });
  const submit = form.handleSubmit(async (values) => {
    await onSave(values.name.trim());
    form.reset();
  });
  return (
    <Form className="button-row" onSubmit={(event) => void submit(event)}>
      <TextField
        label={label}
        value={form.values.name}
        onChange={(name) => form.set({ name })}
        errorMessage={form.errorOf('name')}
        maxLength={100}
      />
      <Button type="submit" isPending={form.isSaving}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {t('Cancel')}
        </Button>
      ) : null}
    </Form>
  );
}

/** Subspecialties: add, rename, remove (refused by the server while programs use one). */
export function SubspecialtiesTab({
  specialty,
  onChanged,
}: {
  specialty: AdminSpecialtyDetails;
  onChanged: () => void;
}) {
  const t = useT();
  const [renaming, setRenaming] = useState<number | null>(null);
  const params = { id: specialty.id };

  const changed = () => {
    forgetSpecialties();
    onChanged();
  };

  const remove = async (subspecialty: AdminSubspecialty) => {
    const agreed = await confirm({
      message: t('SpRemoveSubspecialtyConfirm', { name: subspecialty.name }),
      confirmLabel: t('SpRemove'),
    });
    if (!agreed) return;
    try {
      await call(removeSubspecialty, { params: { ...params, subspecialtyId: subspecialty.id } });
      showSuccess(t('SpSubspecialtyRemoved', { name: subspecialty.name }));
      changed();
    } catch (error) {
      handleError(error, { context: 'subspecialty remove' });
    }
  };

  const columns: DataTableColumn<AdminSubspecialty>[] = [
    {
      id: 'name',
      header: t('SpName'),
      isRowHeader: true,
      render: (subspecialty) =>
        renaming === subspecialty.id ? (
          <NameForm
            label={t('SpNewName')}
            initial={subspecialty.name}
            submitLabel={t('Save')}
            onCancel={() => setRenaming(null)}
            onSave={async (name) => {
              await call(renameSubspecialty, {
                params: { ...params, subspecialtyId: subspecialty.id },
                body: { name },
              });
              setRenaming(null);
              changed();
            }}
          />
        ) : (
          subspecialty.name
        ),
    },
    {
      id: 'programs',
      header: t('SpPrograms'),
      align: 'end',
      render: (subspecialty) => subspecialty.programCount,
    },
    {
      id: 'actions',
      isActions: true,
      header: t('SpActions'),
      render: (subspecialty) => (
        <span className="sp-row-actions">
          <Button variant="link" onPress={() => setRenaming(subspecialty.id)}>
            {t('SpRename')}
          </Button>
          <Button
            variant="link"
            isDisabled={subspecialty.programCount > 0}
            onPress={() => void remove(subspecialty)}
          >
            {t('SpRemove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="sp-subspecialties">
      <h2 id="sp-subspecialties">{specialty.subspecialtyLabel || t('SpSubspecialties')}</h2>
      <DataTable
        aria-label={t('SpSubspecialties')}
        columns={columns}
        rows={specialty.subspecialties}
        getRowKey={(subspecialty) => subspecialty.id}
        emptyText={t('SpNoSubspecialties')}
      />
      <NameForm
        label={t('SpNewSubspecialty')}
        initial=""
        submitLabel={t('SpAdd')}
        onSave={async (name) => {
          await call(addSubspecialty, { params, body: { name } });
          showSuccess(t('SpSubspecialtyAdded', { name }));
          changed();
        }}
      />
    </section>
  );
}
