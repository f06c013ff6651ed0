import { useCallback } from 'react';
import {
  createLetter,
  type Letter,
  type LetterRequestInput,
  updateLetter,
} from '../../../core/contracts/letters/letters.contract.ts';
import { isValidEmail } from '../../../core/domain/validation.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';

type Values = { writerName: string; writerEmail: string; message: string; isWaived: boolean };

export type LetterRequestFormProps = {
  /** Null: a new request (the waiver can be chosen only then: the writer is told about it). */
  letter: Letter | null;
  onSaved: (saved: Letter) => void;
};

/** Writer name, email, optional message and the waiver of the right to view (on by default). */
export function LetterRequestForm({ letter, onSaved }: LetterRequestFormProps) {
  const t = useT();
  const validate = useCallback(
    (values: Values) => ({
      ...(values.writerName.trim() ? {} : { writerName: t('WriterNameIsRequired') }),
      ...(isValidEmail(values.writerEmail.trim()) ? {} : { writerEmail: t('InvalidEmail') }),
    }),
    [t],
  );
  const form = useEntityForm<Values>({
    draftKey: `letter-request:${letter?.id ?? 'new'}`,
    initial: {
      writerName: letter?.writerName ?? '',
      writerEmail: letter?.writerEmail ?? '',
      message: letter?.message ?? '',
      isWaived: letter?.isWaived ?? true,
    },
    validate,
    context: 'letter request',
    onSubmit: async (values) => {
      const body: LetterRequestInput = {
        writerName: values.writerName,
        writerEmail: values.writerEmail,
        message: values.message.trim() || null,
      };
      onSaved(
        letter
          ? await call(updateLetter, { params: { id: letter.id }, body })
          : await call(createLetter, { body: { ...body, isWaived: values.isWaived } }),
      );
    },
  });
  return (
    <form className="stack" onSubmit={form.submit} noValidate>
      <TextField
        label={t('LtWriterName')}
        value={form.values.writerName}
        onChange={(writerName) => form.set({ writerName })}
        errorMessage={form.errorOf('writerName')}
        autoComplete="off"
        isRequired
      />
      <TextField
        label={t('LtWriterEmail')}
        type="email"
        inputMode="email"
        value={form.values.writerEmail}
        onChange={(writerEmail) => form.set({ writerEmail })}
        errorMessage={form.errorOf('writerEmail')}
        autoComplete="off"
        isRequired
      />
      <TextField
        label={t('LtMessage')}
        rows={4}
        value={form.values.message}
        onChange={(message) => form.set({ message })}
        errorMessage={form.errorOf('message')}
        maxLength={2000}
      />
      <CheckboxField
        label={t('LtWaiver')}
        description={letter ? t('LtWaiverFixed') : t('LtWaiverHint')}
        isSelected={form.values.isWaived}
        onChange={(isWaived) => form.set({ isWaived })}
        isDisabled={letter !== null}
      />
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving}>
          {letter ? t('LtSave') : t('LtSendRequest')}
        </Button>
      </div>
    </form>
  );
}
