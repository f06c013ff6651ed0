import { useState } from 'react';
// The bar above a list (.season-bar) is the one of the admin lists.
import '../../../features/match-cycles/match-cycles.css';
import { Form } from 'react-aria-components';
import { useParams } from 'wouter';
import {
  addBlockedEmail,
  type BlockedEmail,
  type EmailHistoryItem,
  listBlockedEmails,
  listEmailHistory,
  listPushHistory,
  listSmsHistory,
  type PushHistoryItem,
  removeBlockedEmail,
  type SmsHistoryItem,
} from '../../../../core/contracts/messaging/notification-history.contract.ts';
import { mailStatuses } from '../../../../core/domain/mail.ts';
import { deliveryStatuses } from '../../../../core/domain/messaging.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export const historyTabs = ['email', 'push', 'sms', 'blocked-emails'] as const;
export type HistoryTab = (typeof historyTabs)[number];

const tabLabels: Record<HistoryTab, TranslationKey> = {
  email: 'NhTabEmail',
  push: 'NhTabPush',
  sms: 'NhTabSms',
  'blocked-emails': 'NhTabBlockedEmails',
};

/** A delivery state as a badge: sent is done, queued waits, failed and blocked did not go. */
function DeliveryStatus({ status }: { status: string }) {
  const t = useT();
  const tone =
    status === 'sent' ? 'success' : status === 'failed' || status === 'blocked' ? 'danger' : 'neutral';
  return <StatusBadge status={status} tone={tone} label={t(`NhStatus_${status}` as TranslationKey)} />;
}

function SearchBar({
  value,
  onChange,
  statuses,
  status,
  onStatusChange,
}: {
  value: string;
  onChange: (search: string) => void;
  /** The states the list can be filtered by (none: no filter). */
  statuses?: readonly string[];
  status?: string;
  onStatusChange?: (status: string) => void;
}) {
  const t = useT();
  return (
    <div className="season-bar">
      <SearchField label={t('NhSearch')} value={value} onChange={onChange} />
      {statuses && onStatusChange ? (
        <SelectField
          label={t('NhColStatus')}
          options={[
            { value: 'all', label: t('NhStatusAll') },
            ...statuses.map((s) => ({ value: s, label: t(`NhStatus_${s}` as TranslationKey) })),
          ]}
          value={status || 'all'}
          onChange={(next) => onStatusChange(next === 'all' || !next ? '' : next)}
        />
      ) : null}
    </div>
  );
}

/** What every delivery list's rows have: when, in which state, and why it failed. */
type DeliveryRow = { id: string; createdAt: string; status: string; error: string | null };

type DeliveryContract = typeof listEmailHistory | typeof listPushHistory | typeof listSmsHistory;

/** One delivery list (email, push, SMS): search and a state filter in the URL, the table, its pager. */
function DeliveryHistory<T extends DeliveryRow>({
  contract,
  statuses,
  label,
  columns,
}: {
  contract: DeliveryContract;
  statuses: readonly string[];
  label: TranslationKey;
  /** The list's own columns; when, state and error are added around them. */
  columns: DataTableColumn<T>[];
}) {
  const t = useT();
  const list = useListQuery(contract, { defaults: { status: '' } });
  const all: DataTableColumn<T>[] = [
    { id: 'createdAt', header: t('NhColCreated'), render: (m) => formatDateTime(m.createdAt) },
    ...columns,
    { id: 'status', header: t('NhColStatus'), render: (m) => <DeliveryStatus status={m.status} /> },
    {
      id: 'error',
      header: t('NhColError'),
      render: (m) => m.error ?? '—',
      fullText: (m) => m.error ?? undefined,
    },
  ];
  return (
    <>
      <SearchBar
        value={list.query.search}
        onChange={(search) => list.setQuery({ search })}
        statuses={statuses}
        status={list.query.status}
        onStatusChange={(status) => list.setQuery({ status })}
      />
      <DataTable
        aria-label={t(label, { page: list.query.page })}
        layout="cards"
        columns={all}
        {...list.tableProps}
        // The contract is one of three; its rows are this list's.
        rows={list.tableProps.rows as unknown as T[]}
        getRowKey={(m) => m.id}
      />
      <Pager {...list.pagerProps} />
    </>
  );
}

function EmailTab() {
  const t = useT();
  return (
    <DeliveryHistory<EmailHistoryItem>
      contract={listEmailHistory}
      statuses={mailStatuses}
      label="NhEmailList"
      columns={[
        { id: 'to', header: t('NhColTo'), isRowHeader: true, render: (m) => m.to, fullText: (m) => m.to },
        { id: 'subject', header: t('NhColSubject'), render: (m) => m.subject, fullText: (m) => m.subject },
      ]}
    />
  );
}

function PushTab() {
  const t = useT();
  return (
    <DeliveryHistory<PushHistoryItem>
      contract={listPushHistory}
      statuses={deliveryStatuses}
      label="NhPushList"
      columns={[
        { id: 'user', header: t('NhColUser'), isRowHeader: true, render: (m) => m.userEmail ?? '—' },
        {
          id: 'title',
          header: t('NhColTitle'),
          render: (m) => m.title,
          fullText: (m) => `${m.title}: ${m.body}`,
        },
        { id: 'provider', header: t('NhColProvider'), render: (m) => m.provider },
      ]}
    />
  );
}

function SmsTab() {
  const t = useT();
  return (
    <DeliveryHistory<SmsHistoryItem>
      contract={listSmsHistory}
      statuses={deliveryStatuses}
      label="NhSmsList"
      columns={[
        { id: 'to', header: t('NhColTo'), isRowHeader: true, render: (m) => m.to },
        { id: 'text', header: t('NhColText'), render: (m) => m.text, fullText: (m) => m.text },
      ]}
    />
  );
}

type BlockValues = { email: string; detail: string };

function BlockEmailForm({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const form = useEntityForm<BlockValues>({
    draftKey: 'blocked-email:new',
    initial: { email: '', detail: '' },
    validate: (values) => ({ email: values.email.trim() === '' ? t('EmailIsRequired') : undefined }),
    context: 'block email',
    messagesOn: 'submit',
    resetAfterSave: true,
    onSubmit: async (values) => {
      const blocked = await call(addBlockedEmail, {
        body: { email: values.email.trim(), reason: 'Manual', detail: values.detail.trim() || undefined },
      });
      form.set({ email: '', detail: '' });
      showSuccess(t('NhBlocked', { email: blocked.email }));
      onAdded();
    },
  });
  return (
    <Form
      className="form card"
      validationBehavior="aria"
      aria-labelledby="block-email-heading"
      onSubmit={form.submit}
    >
      <h2 id="block-email-heading">{t('NhBlockEmail')}</h2>
      <div className="form-grid">
        <TextField
          label={t('NhColEmail')}
          type="email"
          isRequired
          autoComplete="off"
          {...form.field('email')}
        />
        <TextField label={t('NhColDetail')} maxLength={500} {...form.field('detail')} />
      </div>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('NhBlock')}
      />
    </Form>
  );
}

function BlockedEmailsTab() {
  const t = useT();
  const list = useListQuery(listBlockedEmails);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (blocked: BlockedEmail) => {
    const confirmed = await confirm({
      message: t('NhConfirmUnblock', { email: blocked.email }),
      confirmLabel: t('NhUnblock'),
      isDanger: true,
    });
    if (!confirmed) return;
    setRemoving(blocked.email);
    try {
      await call(removeBlockedEmail, { params: { email: blocked.email } });
      showSuccess(t('NhUnblocked', { email: blocked.email }));
      list.reload();
    } catch (error) {
      handleError(error, { context: 'unblock email' });
    } finally {
      setRemoving(null);
    }
  };

  const columns: DataTableColumn<BlockedEmail>[] = [
    {
      id: 'email',
      header: t('NhColEmail'),
      isRowHeader: true,
      render: (b) => b.email,
      fullText: (b) => b.email,
    },
    { id: 'reason', header: t('NhColReason'), render: (b) => t(`NhReason${b.reason}` as TranslationKey) },
    {
      id: 'detail',
      header: t('NhColDetail'),
      render: (b) => b.detail ?? '—',
      fullText: (b) => b.detail ?? undefined,
    },
    { id: 'createdAt', header: t('NhColCreated'), render: (b) => formatDateTime(b.createdAt) },
    {
      id: 'actions',
      header: t('NhColActions'),
      isActions: true,
      render: (b) => (
        <Button
          variant="secondary"
          isPending={removing === b.email}
          aria-label={t('NhUnblockOf', { email: b.email })}
          onPress={() => void remove(b)}
        >
          {t('NhUnblock')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <BlockEmailForm onAdded={list.reload} />
      <SearchBar value={list.query.search} onChange={(search) => list.setQuery({ search })} />
      <DataTable
        aria-label={t('NhBlockedList', { page: list.query.page })}
        layout="cards"
        columns={columns}
        {...list.tableProps}
        getRowKey={(b) => b.email}
      />
      <Pager {...list.pagerProps} />
    </>
  );
}

/** The admin's notification history (business.md §2.6): email, push, SMS and blocked emails, each paged. */
export function NotificationHistoryPage() {
  const t = useT();
  const params = useParams<{ tab?: string }>();
  const tab: HistoryTab = historyTabs.find((x) => x === params.tab) ?? 'email';
  return (
    <Page title={t('NhTitle')}>
      <RouteTabs
        aria-label={t('NhTitle')}
        selectedId={tab}
        tabs={historyTabs.map((id) => ({
          id,
          label: t(tabLabels[id]),
          href: `/admin/notification-history/${id}`,
        }))}
      >
        {tab === 'email' ? <EmailTab /> : null}
        {tab === 'push' ? <PushTab /> : null}
        {tab === 'sms' ? <SmsTab /> : null}
        {tab === 'blocked-emails' ? <BlockedEmailsTab /> : null}
      </RouteTabs>
    </Page>
  );
}
