import { useCallback, useId } from 'react';
import { Form } from 'react-aria-components';
import {
  PUBLICATION_AUTHORS_MAX,
  PUBLICATION_TITLE_MAX,
} from '../../../core/contracts/applicants/publications.contract.ts';
import { urlExampleHost } from '../../../core/contracts/catalogue-fields.ts';
import {
  publicationStatuses,
  publicationTypeRules,
  publicationTypes,
} from '../../../core/domain/publications.ts';
import { todayInPacific } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import {
  type PublicationValues,
  publicationStatusLabels,
  publicationTypeLabels,
  validatePublication,
  venueLabels,
} from './publication-values.ts';
import './academic.css';

export type PublicationFormProps = {
  draftKey: string;
  initial: PublicationValues;
  submitLabel: string;
  /** Sends the values; throws when the server refuses them (the form keeps what was typed). */
  onSubmit: (values: PublicationValues) => Promise<void>;
  onCancel: () => void;
};

/** One publication: the type decides which fields show (status, PubMed ID) and what the venue is called. */
export function PublicationForm({
  draftKey,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: PublicationFormProps) {
  const t = useT();
  const headingId = useId();
  const validate = useCallback(
    (values: PublicationValues) =>
      translateFields(t, validatePublication(values, todayInPacific().toString()), { host: urlExampleHost }),
    [t],
  );
  const form = useEntityForm({ draftKey, initial, validate, onSubmit, context: 'publication save' });
  const { values, set, errorOf } = form;
  const rules = values.type ? publicationTypeRules[values.type] : null;
  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{submitLabel}</h2>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      <SelectField
        label={t('AcPubType')}
        options={publicationTypes.map((type) => ({ value: type, label: t(publicationTypeLabels[type]) }))}
        value={values.type || null}
        onChange={(type) => set({ type: (type ?? '') as PublicationValues['type'] })}
        errorMessage={errorOf('type')}
        isRequired
      />
      <TextField
        label={t('AcPubTitle')}
        value={values.title}
        onChange={(title) => set({ title })}
        errorMessage={errorOf('title')}
        maxLength={PUBLICATION_TITLE_MAX}
        isRequired
      />
      <TextField
        label={t('AcPubAuthors')}
        description={t('AcPubAuthorsHint')}
        value={values.authors}
        onChange={(authors) => set({ authors })}
        errorMessage={errorOf('authors')}
        maxLength={PUBLICATION_AUTHORS_MAX}
        isRequired
      />
      <div className="form-grid">
        <TextField
          label={t(venueLabels[rules?.venue ?? 'Publication'])}
          value={values.venue}
          onChange={(venue) => set({ venue })}
          errorMessage={errorOf('venue')}
          maxLength={300}
        />
        <DateField
          label={t(
            rules?.hasStatus
              ? 'AcPubDateSubmitted'
              : rules?.mayBeUpcoming
                ? 'AcPubDatePresented'
                : 'AcPubDate',
          )}
          value={values.date || null}
          onChange={(date) => set({ date: date ?? '' })}
          errorMessage={errorOf('date')}
        />
        {rules?.hasStatus ? (
          <SelectField
            label={t('AcPubStatus')}
            options={publicationStatuses.map((s) => ({ value: s, label: t(publicationStatusLabels[s]!) }))}
            value={values.status || null}
            onChange={(status) => set({ status: status ?? '' })}
            errorMessage={errorOf('status')}
            isRequired
          />
        ) : null}
        <TextField
          label={t('AcPubUrl')}
          type="url"
          value={values.url}
          onChange={(url) => set({ url })}
          errorMessage={errorOf('url')}
          placeholder={urlExampleHost}
          maxLength={1000}
        />
        {rules?.hasPubmedId ? (
          <TextField
            label={t('AcPubPubmedId')}
            value={values.pubmedId}
            onChange={(pubmedId) => set({ pubmedId })}
            errorMessage={errorOf('pubmedId')}
            filter="integer"
            inputMode="numeric"
            maxLength={9}
          />
        ) : null}
      </div>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('Save')}
        actions={
          <Button variant="secondary" onPress={onCancel}>
            {t('Cancel')}
          </Button>
        }
      />
    </Form>
  );
}
