import { useState } from 'react';
import { Form } from 'react-aria-components';
import { appConfig } from '../../lib/app-config.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { t as translate, useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { buildBugReport, submitBugReport } from './bug-report.service.ts';
import { useBugReportDialog } from './bug-report-store.ts';

const validate = (v: { description: string }) => ({
  description: v.description.trim() === '' ? ('DescriptionIsRequired' as const) : undefined,
});

/** 'New Bug Report': a description, Report and Close; then 'The bug report has been sent'. */
export function ReportBugModal() {
  const t = useT();
  const context = useBugReportDialog((s) => s.context);
  const close = useBugReportDialog((s) => s.close);
  const [sent, setSent] = useState(false);
  const form = useEntityForm({
    draftKey: null,
    initial: { description: '' },
    validate: useTranslatedValidate(validate),
    messagesOn: 'blur',
  });

  const onOpenChange = (open: boolean) => {
    if (open) return;
    close();
    setSent(false);
    form.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!context) return;
    try {
      await submitBugReport(buildBugReport(values.description, context));
      showSuccess(translate('BugReportSuccess'));
      setSent(true);
    } catch (error) {
      const fields = handleError(error, { context: 'bug report' });
      if (fields) form.showServerErrors(fields);
    }
  });

  return (
    <ModalDialog
      isOpen={context !== null}
      onOpenChange={onOpenChange}
      title={sent ? t('BugReportSentTitle') : t('NewBugReportTitle')}
      isDismissable={!form.isSaving}
      hideClose={form.isSaving}
    >
      {sent ? (
        <div className="stack">
          <p>{t('BugReportSentBody', { email: appConfig.supportEmail })}</p>
          <div className="button-row button-row-end">
            <Button onPress={() => onOpenChange(false)}>{t('Ok')}</Button>
          </div>
        </div>
      ) : (
        <Form
          className="form"
          validationBehavior="aria"
          onSubmit={submit}
          aria-label={t('NewBugReportTitle')}
        >
          <TextField
            label={t('BugDescriptionLabel')}
            rows={15}
            isRequired
            autoFocus
            {...form.field('description')}
          />
          <div className="button-row button-row-end">
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={form.isSaving}>
              {t('Close')}
            </Button>
            <Button type="submit" isPending={form.isSaving}>
              {t('Report')}
            </Button>
          </div>
        </Form>
      )}
    </ModalDialog>
  );
}
