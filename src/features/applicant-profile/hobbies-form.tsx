import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  HOBBIES_MAX_LENGTH,
  type Hobbies,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import type { SaveOutcome } from '../sync/send-or-keep-on-device.ts';
import { validateHobbies } from './profile-values.ts';
import { isVersionConflict, VersionConflictNotice } from './version-conflict.tsx';
import './applicant-profile.css';
import { SavedMessage } from './saved-message.tsx';

export type HobbiesFormProps = {
  draftKey: string;
  initial: Hobbies;
  /** Sends the body (or keeps it on this device without network); throws when the server refuses it. */
  onSubmit: (body: Hobbies) => Promise<SaveOutcome<Hobbies>>;
  loadCurrent: () => Promise<Hobbies>;
};

/** Hobbies and interests: one text with a character limit, saved under the profile version. */
export function HobbiesForm({ draftKey, initial, onSubmit, loadCurrent }: HobbiesFormProps) {
  const t = useT();
  const [saved, setSaved] = useState<SaveOutcome<Hobbies> | null>(null);
  const [conflict, setConflict] = useState<Hobbies | null>(null);
  const validate = useCallback((values: Hobbies) => translateFields(t, validateHobbies(values)), [t]);
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    context: 'hobbies save',
    onSubmit: async (values) => {
      setSaved(null);
      try {
        const result = await onSubmit(values);
        form.set({ version: result.saved.version });
        setConflict(null);
        setSaved(result);
      } catch (error) {
        if (isVersionConflict(error)) setConflict(await loadCurrent().catch(() => null));
        throw error;
      }
    },
  });
  const left = HOBBIES_MAX_LENGTH - form.values.hobbiesAndInterests.length;
  return (
    <Form className="form profile-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      {conflict ? (
        <VersionConflictNotice
          summary={conflict.hobbiesAndInterests.slice(0, 120)}
          onKeepMine={() => {
            form.set({ version: conflict.version });
            setConflict(null);
          }}
          onTakeSaved={() => {
            form.set(conflict);
            setConflict(null);
          }}
        />
      ) : null}
      <TextAreaField
        label={t('PfHobbies')}
        value={form.values.hobbiesAndInterests}
        onChange={(hobbiesAndInterests) => form.set({ hobbiesAndInterests })}
        errorMessage={form.errorOf('hobbiesAndInterests')}
        description={left >= 0 ? t('PfCharactersLeft', { count: left }) : null}
        rows={8}
      />
      <SavedMessage saved={saved} />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('Save')}
      />
    </Form>
  );
}
