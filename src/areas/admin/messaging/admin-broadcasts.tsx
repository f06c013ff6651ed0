import { type FormEvent, useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  type BroadcastMessage,
  broadcastRecipientTypes,
  listSentBroadcasts,
  sendBroadcast,
} from '../../../../core/contracts/messaging/broadcasts.contract.ts';
import { MESSAGE_BODY_MAX } from '../../../../core/contracts/messaging/message-threads.contract.ts';
import type { BroadcastRecipientType } from '../../../../core/domain/messaging.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { announceMessageCentreChange } from '../../../features/messaging/unread-counts.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Link } from '../../../ui/link.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';

/** 'For all' and 'For program users only' (platform.md §3). */
export const recipientTypeKey = (type: BroadcastRecipientType) => `BcRecipient${type}` as TranslationKey;

type BroadcastValues = { body: string; recipientType: BroadcastRecipientType | null };

function BroadcastForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const validate = useCallback(
    (values: BroadcastValues) => ({
      body: values.body.trim() === '' ? t('TextIsRequired') : undefined,
      recipientType: values.recipientType ? undefined : t('BcRecipientRequired'),
    }),
    [t],
  );
  const form = useEntityForm<BroadcastValues>({
    draftKey: 'broadcast-new',
    initial: { body: '', recipientType: 'All' },
    validate,
    context: 'send broadcast',
    messagesOn: 'submit',
    resetAfterSave: true,
  });

  // Checked first, then confirmed (platform.md §2 confirmation popup), then sent; a refusal keeps the text.
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const recipientType = form.values.recipientType;
    if (!form.check() || !recipientType) return;
    const audience = t(recipientTypeKey(recipientType));
    const confirmed = await confirm({ message: t('BcConfirmSend', { audience }), confirmLabel: t('BcSend') });
    if (!confirmed) return;
    await form.send(async (values) => {
      await call(sendBroadcast, { body: { body: values.body.trim(), recipientType } });
      form.set({ body: '' });
      showSuccess(t('BcSent', { audience }));
      announceMessageCentreChange();
      onSent();
    });
  };

  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-labelledby="broadcast-heading"
      onSubmit={(event) => void send(event)}
    >
      <h3 id="broadcast-heading">{t('BcNewBroadcast')}</h3>
      <SelectField
        label={t('BcRecipientType')}
        isRequired
        options={broadcastRecipientTypes.map((type) => ({ value: type, label: t(recipientTypeKey(type)) }))}
        value={form.values.recipientType}
        onChange={(value) => form.set({ recipientType: value as BroadcastRecipientType | null })}
        errorMessage={form.errorOf('recipientType')}
      />
      <TextAreaField
        label={t('MsgText')}
        rows={5}
        isRequired
        maxLength={MESSAGE_BODY_MAX}
        {...form.field('body')}
      />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('BcSend')}
      />
    </Form>
  );
}

/**
 * The admin's broadcasts (platform.md §3, §4): a new one to everyone or to program users only, after
 * a confirmation, and every one sent with how many have read it.
 */
export function AdminBroadcasts({ listHref, showBack }: { listHref: string; showBack: boolean }) {
  const t = useT();
  const list = useListQuery(listSentBroadcasts, { urlPrefix: 'broadcasts' });
  const columns: DataTableColumn<BroadcastMessage & { readCount: number }>[] = [
    { id: 'createdAt', header: t('BcColSent'), render: (b) => formatDateTime(b.createdAt) },
    { id: 'body', header: t('MsgText'), isRowHeader: true, render: (b) => b.body, fullText: (b) => b.body },
    {
      id: 'recipientType',
      header: t('BcRecipientType'),
      render: (b) => t(recipientTypeKey(b.recipientType)),
    },
    { id: 'readCount', header: t('BcColRead'), align: 'end', render: (b) => String(b.readCount) },
  ];
  return (
    <section aria-labelledby="admin-broadcasts-heading" className="stack">
      <header className="message-thread-head">
        {showBack ? <Link href={listHref}>{t('MsgBackToList')}</Link> : null}
        <h2 id="admin-broadcasts-heading">{t('MsgBroadcasts')}</h2>
      </header>
      <BroadcastForm onSent={list.reload} />
      <DataTable
        aria-label={t('BcSentList')}
        layout="cards"
        columns={columns}
        {...list.tableProps}
        getRowKey={(b) => b.id}
        emptyText={t('MsgNoBroadcasts')}
      />
      <Pager {...list.pagerProps} />
    </section>
  );
}
