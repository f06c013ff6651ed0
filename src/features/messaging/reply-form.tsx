import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  MESSAGE_BODY_MAX,
  replyToMessageThread,
  type ThreadMessage,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { AttachmentsField, type AttachmentValue } from './attachments-field.tsx';

export type ReplyValues = {
  /** The message's own id: a resend after a failure (or from another tab) is the same message. */
  clientId: string;
  body: string;
  attachments: AttachmentValue[];
};

export const newClientId = () => globalThis.crypto.randomUUID();

/** The server's field names → the form's. */
export const messageFieldMap = { attachmentUploadIds: 'attachments', recipientUserIds: 'recipients' };

/**
 * The reply box of a thread: what is typed (and the files attached) is a draft kept on the device,
 * so a failed send, a reload or going offline loses nothing; leaving with an unsent reply asks first.
 */
export function ReplyForm({
  threadId,
  onSent,
}: {
  threadId: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const t = useT();
  const validate = useCallback(
    (values: ReplyValues) => ({
      body: values.body.trim() === '' ? t('TextIsRequired') : undefined,
    }),
    [t],
  );
  const form = useEntityForm<ReplyValues>({
    draftKey: `message-reply:${threadId}`,
    initial: { clientId: newClientId(), body: '', attachments: [] },
    validate,
    context: 'message reply',
    fieldMap: messageFieldMap,
    messagesOn: 'submit',
    resetAfterSave: true,
    onSubmit: async (values) => {
      const message = await call(replyToMessageThread, {
        params: { id: threadId },
        body: {
          clientId: values.clientId,
          body: values.body.trim(),
          attachmentUploadIds: values.attachments.map((a) => a.uploadId),
        },
      });
      // The next message gets its own id; the box starts empty.
      form.set({ clientId: newClientId(), body: '', attachments: [] });
      onSent(message);
    },
  });

  return (
    <Form className="form" validationBehavior="aria" aria-label={t('MsgReplyLabel')} onSubmit={form.submit}>
      <TextAreaField
        label={t('MsgReply')}
        rows={4}
        maxLength={MESSAGE_BODY_MAX}
        isRequired
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
  );
}
