import { type FormEvent, useState } from 'react';
import { Form, ToggleButton } from 'react-aria-components';
import { useLocation } from 'wouter';
import {
  type AdminSpecialtyPage,
  createSpecialtyPage,
  type SpecialtyPageInput,
  updateSpecialtyPage,
} from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { useDraft } from '../../../features/forms/use-draft.ts';
import { RichTextEditor } from '../../../features/specialties/rich-text-editor.tsx';
import { RichTextView } from '../../../features/specialties/rich-text-view.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type PageValues = SpecialtyPageInput;

/** Writes one information page: title, published flag and rich text, with a preview; kept as a draft. */
export function SpecialtyPageEditor({
  specialtyId,
  page,
  onSaved,
}: {
  specialtyId: number;
  /** Null for a new page. */
  page: AdminSpecialtyPage | null;
  onSaved: (page: AdminSpecialtyPage) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const initial: PageValues = page
    ? { title: page.title, body: page.body, isPublished: page.isPublished }
    : { title: '', body: '', isPublished: true };
  const [values, setValues, clearDraft, draft] = useDraft<PageValues>(
    page ? `specialty-page:${page.id}` : `specialty-page:new:${specialtyId}`,
    initial,
  );
  const [titleError, setTitleError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [isPreview, setPreview] = useState(false);
  const [isSaving, setSaving] = useState(false);

  const set = <F extends keyof PageValues>(field: F, value: PageValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (!values.title.trim()) {
      setTitleError(t('TitleIsRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = page
        ? await call(updateSpecialtyPage, { params: { pageId: page.id }, body: values })
        : await call(createSpecialtyPage, { params: { id: specialtyId }, body: values });
      clearDraft();
      showSuccess(t('SpPageSaved', { title: saved.title }));
      if (page) onSaved(saved);
      else navigate(`/admin/specialty-pages/${specialtyId}/${saved.id}`, { replace: true });
    } catch (error) {
      const fields = handleError(error, { context: 'specialty page save' });
      if (fields?.title) setTitleError(fields.title.join(' '));
      if (fields?.body) setBodyError(fields.body.join(' '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      className="form specialty-page-form"
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
    >
      {draft.isRestored ? <FormMessage tone="info" text={t('SpDraftRestored')} /> : null}
      <TextField
        label={t('SpPageTitle')}
        value={values.title}
        onChange={(value) => {
          set('title', value);
          setTitleError(null);
        }}
        errorMessage={titleError}
        maxLength={200}
        isRequired
      />
      <SwitchField
        label={t('SpPublishedSwitch')}
        isSelected={values.isPublished}
        onChange={(on) => set('isPublished', on)}
      />
      <div className="button-row">
        <ToggleButton className="btn btn-secondary" isSelected={isPreview} onChange={setPreview}>
          {t('SpPreview')}
        </ToggleButton>
      </div>
      {isPreview ? (
        <section className="card" aria-label={t('SpPreview')}>
          <h2>{values.title}</h2>
          <RichTextView html={values.body} />
        </section>
      ) : (
        <RichTextEditor
          label={t('SpPageBody')}
          value={values.body}
          onChange={(body) => {
            set('body', body);
            setBodyError(null);
          }}
        />
      )}
      <FormMessage text={bodyError} />
      <div className="button-row">
        <Button type="submit" isPending={isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
