import { useCallback, useState } from 'react';
import { Form, ToggleButton } from 'react-aria-components';
import { useLocation } from 'wouter';
import {
  type AdminSpecialtyPage,
  createSpecialtyPage,
  type SpecialtyPageInput,
  updateSpecialtyPage,
} from '../../../../core/contracts/specialties/specialty-pages.contract.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { fetchLinkInfo } from '../../../features/specialties/link-info.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { RichTextView } from '../../../ui/rich-text-view.tsx';
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
  const [isPreview, setPreview] = useState(false);
  const validate = useCallback(
    (values: PageValues) => (values.title.trim() ? {} : { title: t('TitleIsRequired') }),
    [t],
  );
  const form = useEntityForm<PageValues>({
    draftKey: page ? `specialty-page:${page.id}` : `specialty-page:new:${specialtyId}`,
    initial,
    validate,
    context: 'specialty page save',
    messagesOn: 'submit',
    onSubmit: async (values) => {
      const saved = page
        ? await call(updateSpecialtyPage, { params: { pageId: page.id }, body: values })
        : await call(createSpecialtyPage, { params: { id: specialtyId }, body: values });
      showSuccess(t('SpPageSaved', { title: saved.title }));
      if (page) onSaved(saved);
      else navigate(`/admin/specialty-pages/${specialtyId}/${saved.id}`, { replace: true });
    },
  });
  const { values } = form;

  return (
    <Form
      className="form specialty-page-form"
      validationBehavior="aria"
      onSubmit={(event) => void form.submit(event)}
    >
      {form.isRestored ? <FormMessage tone="info" text={t('SpDraftRestored')} /> : null}
      <TextField
        label={t('SpPageTitle')}
        value={values.title}
        onChange={(title) => form.set({ title })}
        errorMessage={form.errorOf('title')}
        maxLength={200}
        isRequired
      />
      <SwitchField
        label={t('SpPublishedSwitch')}
        isSelected={values.isPublished}
        onChange={(isPublished) => form.set({ isPublished })}
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
          onChange={(body) => form.set({ body })}
          resolveLink={fetchLinkInfo}
        />
      )}
      <FormMessage text={form.errorOf('body')} />
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
