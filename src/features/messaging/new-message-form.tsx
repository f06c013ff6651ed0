import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  startMessageThread,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { Link } from '../../ui/link.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { AttachmentsField, type AttachmentValue } from './attachments-field.tsx';
import { RecipientPicker, type RecipientValue } from './recipient-picker.tsx';
import { messageFieldMap, newClientId } from './reply-form.tsx';
import { announceMessageCentreChange } from './unread-counts.ts';

type NewMessageValues = {
  clientId: string;
  recipients: RecipientValue[];
  subject: string;
  body: string;
  attachments: AttachmentValue[];
};

/**
 * A new thread: recipients (only those the server offers), subject, text and attachments, kept as a
 * draft on the device until sent; then the new thread opens.
 */
export function NewMessageForm({
  base,
  listHref,
  showBack,
  onSent,
}: {
  base: string;
  listHref: string;
  showBack: boolean;
  onSent: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const validate = useCallback(
    (values: NewMessageValues) => ({
      recipients: values.recipients.length === 0 ? t('RecipientsAreRequired') : undefined,
      subject: values.subject.trim() === '' ? t('SubjectIsRequired') : undefined,
      body: values.body.trim() === '' ? t('TextIsRequired') : undefined,
    }),
    [t],
  );
  const form = useEntityForm<NewMessageValues>({
    draftKey: 'message-new',
    initial: { clientId: newClientId(), recipients: [], subject: '', body: '', attachments: [] },
    validate,
    context: 'new message',
    fieldMap: messageFieldMap,
    messagesOn: 'submit',
    onSubmit: async (values) => {
      const answer = await call(startMessageThread, {
        body: {
          clientId: values.clientId,
          subject: values.subject.trim(),
          body: values.body.trim(),
          recipientUserIds: values.recipients.map((r) => r.userId),
          attachmentUploadIds: values.attachments.map((a) => a.uploadId),
        },
      });
      announceMessageCentreChange();
      onSent();
      navigate(`${base}/${answer.threadId}`);
    },
  });

  return (
    <section aria-labelledby="new-message-heading">
      <header className="message-thread-head">
        {showBack ? <Link href={listHref}>{t('MsgBackToList')}</Link> : null}
        <h2 id="new-message-heading">{t('MsgNewMessage')}</h2>
      </header>
      <Form
        className="form"
        validationBehavior="aria"
        aria-labelledby="new-message-heading"
        onSubmit={form.submit}
      >
        <RecipientPicker
          value={form.values.recipients}
          onChange={(recipients) => form.set({ recipients })}
          errorMessage={form.errorOf('recipients')}
          isDisabled={form.isSaving}
        />
        <TextField
          label={t('MsgSubject')}
          isRequired
          maxLength={MESSAGE_SUBJECT_MAX}
          {...form.field('subject')}
        />
        <TextAreaField
          label={t('MsgText')}
          rows={6}
          isRequired
          maxLength={MESSAGE_BODY_MAX}
          {...form.field('body')}
        />
        <AttachmentsField
          value={form.values.attachments}
          onChange={(attachments) => form.set({ attachments })}
          isDisabled={form.isSaving}
          errorMessage={form.errorOf('attachments')}
        />
        <FormFooter
          hasErrors={form.hasErrors}
          isSaving={form.isSaving}
          isDirty={form.isDirty}
          submitLabel={t('MsgSend')}
        />
      </Form>
    </section>
  );
}
