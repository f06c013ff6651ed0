import { Form } from 'react-aria-components';
import { translateFields, useEntityForm } from '../../../features/forms/use-entity-form.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { FieldKeys } from './user-forms-validation.ts';

type Values = Record<string, string>;

export type ActionField<V extends Values> = {
  name: keyof V & string;
  label: TranslationKey;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
};

export type UserActionModalProps<V extends Values> = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  fields: ActionField<V>[];
  initial: V;
  /** Keeps a half-typed form across a reload; null for secrets (passwords never go to storage). */
  draftKey: string | null;
  validate: (values: V) => FieldKeys<V>;
  /** Saves; a failure keeps what was typed and shows the server's messages. */
  submit: (values: V) => Promise<void>;
  context: string;
};

/** A small modal form of an admin user action (change password, change email, create admin). */
export function UserActionModal<V extends Values>(props: UserActionModalProps<V>) {
  return (
    <ModalDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      size="small"
    >
      <ActionForm {...props} />
    </ModalDialog>
  );
}

function ActionForm<V extends Values>({
  fields,
  initial,
  draftKey,
  validate,
  submit,
  onClose,
  context,
  title,
}: UserActionModalProps<V>) {
  const t = useT();
  const form = useEntityForm<V>({
    draftKey,
    initial,
    validate: (values) => translateFields(t, validate(values) as Partial<Record<string, TranslationKey>>),
    onSubmit: async (values) => {
      await submit(values);
      onClose();
    },
    context,
    messagesOn: 'submit',
  });
  const { values, errorOf } = form;

  return (
    <Form className="form" validationBehavior="aria" aria-label={title} onSubmit={form.submit}>
      {fields.map((field, index) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          autoFocus={index === 0}
          isRequired
          value={values[field.name] ?? ''}
          onChange={(value) => form.set({ [field.name]: value } as Partial<V>)}
          errorMessage={errorOf(field.name)}
        />
      ))}
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
