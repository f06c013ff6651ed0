import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Pager } from '../../ui/pager.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { withListState } from './thread-list.tsx';
import { announceMessageCentreChange } from './unread-counts.ts';
import './message-centre.css';

/**
 * Where a notification leads: its own in-app address (`data.url`), else the thread of a new message
 * or the broadcasts of the role's message centre; never another site.
 */
export function notificationTarget(item: NotificationItem, messagesBase: string): string | null {
  const url = item.data.url;
  if (url?.startsWith('/') && !url.startsWith('//')) return url;
  if (item.kind === 'NewMessage' && item.data.threadId)
    return `${messagesBase}/${encodeURIComponent(item.data.threadId)}`;
  if (item.kind === 'Broadcast') return `${messagesBase}/broadcasts`;
  return null;
}

function NotificationDetail({
  id,
  listHref,
  messagesBase,
  onRead,
}: {
  id: string;
  listHref: string;
  messagesBase: string;
  onRead: () => void;
}) {
  const t = useT();
  const [notFound, setNotFound] = useState(false);
  const query = useContractQuery(
    getNotification,
    { params: { id } },
    {
      onError: (error) => {
        if (isNotFound(error)) setNotFound(true);
        else handleError(error, { context: 'notification' });
      },
    },
  );
  const item = query.data;
  const marked = useRef(false);
  useEffect(() => {
    if (!item || item.isRead || marked.current) return;
    marked.current = true;
    call(markNotificationRead, { params: { id: item.id } }).then(
      () => {
        announceMessageCentreChange();
        onRead();
      },
      (error: unknown) => handleError(error, { context: 'mark notification read' }),
    );
  }, [item, onRead]);

  if (notFound) return <p role="alert">{t('NtfNotFound')}</p>;
  if (!item) return <PageLoading />;
  const target = notificationTarget(item, messagesBase);
  return (
    <article className="message-centre-detail" aria-labelledby="notification-title">
      <header className="message-thread-head">
        <Link href={listHref}>{t('NtfBackToList')}</Link>
        <h2 id="notification-title">{item.title}</h2>
        <p className="muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      </header>
      <p className="message-body">{item.body}</p>
      {target ? (
        <p>
          <Link variant="button" href={target}>
            {t('NtfOpenLink')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

/**
 * A user's notifications (business.md §2 notifications/:id?): the newest first, unread ones marked (or
 * only those), each marked read on its own or all at once; with an id, the one notification, read on
 * open, with its link.
 */
export function NotificationsView({
  base,
  selected,
  messagesBase,
}: {
  /** The notifications page's address without the id. */
  base: string;
  selected: string | undefined;
  /** The role's message centre, where message notifications lead. */
  messagesBase: string;
}) {
  const t = useT();
  const search = useSearch();
  const list = useListQuery(listNotifications, { defaults: { unreadOnly: '' } });
  const { query } = list;
  const items = list.tableProps.rows;
  const listHref = withListState(base, search);

  const markRead = async (item: NotificationItem) => {
    try {
      await call(markNotificationRead, { params: { id: item.id } });
      announceMessageCentreChange();
      list.reload();
    } catch (error) {
      handleError(error, { context: 'mark notification read' });
    }
  };

  const markAll = async () => {
    try {
      const answer = await call(markAllNotificationsRead, {});
      showSuccess(t('NtfAllMarkedRead', { count: answer.count }));
      announceMessageCentreChange();
      list.reload();
    } catch (error) {
      handleError(error, { context: 'mark all notifications read' });
    }
  };

  return (
    <Page title={t('NtfTitle')}>
      {selected ? (
        <NotificationDetail
          key={selected}
          id={selected}
          listHref={listHref}
          messagesBase={messagesBase}
          onRead={list.reload}
        />
      ) : (
        <>
          <div className="message-centre-toolbar">
            <SwitchField
              label={t('NtfUnreadOnly')}
              isSelected={query.unreadOnly === 'true'}
              onChange={(on) => list.setQuery({ unreadOnly: on ? 'true' : '' })}
            />
            <Button variant="secondary" onPress={() => void markAll()}>
              {t('NtfMarkAllRead')}
            </Button>
          </div>
          <div aria-busy={list.isLoading || undefined}>
            {items.length === 0 ? (
              <p className="muted">{list.isLoading ? t('Loading') : t('NtfNone')}</p>
            ) : (
              <ul className="card-list" aria-label={t('NtfListLabel', { page: query.page })}>
                {items.map((item) => (
                  <li
                    key={item.id}
                    className="card notification-list-item"
                    data-unread={item.isRead ? 'false' : 'true'}
                  >
                    <p className="message-meta">
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                      {item.isRead ? null : <StatusBadge status="New" tone="info" label={t('MsgUnread')} />}
                    </p>
                    <h2 className="notification-title">
                      <Link href={withListState(`${base}/${item.id}`, search)}>{item.title}</Link>
                    </h2>
                    <p className="message-body">{item.body}</p>
                    {item.isRead ? null : (
                      <div className="button-row">
                        <Button
                          variant="secondary"
                          aria-label={t('NtfMarkReadOf', { title: item.title })}
                          onPress={() => void markRead(item)}
                        >
                          {t('MsgMarkRead')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Pager {...list.pagerProps} />
        </>
      )}
    </Page>
  );
}
