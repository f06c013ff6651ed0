import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import { notificationDestination } from '../../../core/domain/notification-redirect.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { isAppError, isNotFound } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
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

/** The area a notifications page belongs to: the codes its addresses carry. */
export type NotificationContext = {
  matchCycleCode?: string;
  programCode?: string;
  medicalSchoolCode?: string;
};

/**
 * Where a notification leads for this role (the one rule of `/redirect-by-notification-type`): by its
 * kind and ids, the area's codes filling what its data lacks; null when that is this notification.
 */
export function notificationTarget(
  item: NotificationItem,
  role: Role,
  context: NotificationContext,
  ownPath: string,
): string | null {
  const target = notificationDestination(
    {
      type: item.kind,
      id: item.id,
      threadId: item.data.threadId,
      url: item.data.url,
      matchCycleCode: item.data.matchCycleCode ?? context.matchCycleCode,
      programCode: item.data.programCode ?? context.programCode,
      medicalSchoolCode: item.data.medicalSchoolCode ?? context.medicalSchoolCode,
    },
    role,
  );
  return target === ownPath ? null : target;
}

function NotificationDetail({
  id,
  base,
  listHref,
  role,
  context,
  onRead,
}: {
  id: string;
  base: string;
  listHref: string;
  role: Role;
  context: NotificationContext;
  onRead: () => void;
}) {
  const t = useT();
  const [notFound, setNotFound] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = useContractQuery(
    getNotification,
    { params: { id } },
    {
      onError: (error) => {
        // Gone, or an address that names none (a malformed id): not found. Otherwise the message, and a retry.
        if (isNotFound(error) || (isAppError(error) && error.kind === 'validation')) setNotFound(true);
        else {
          handleError(error, { context: 'notification' });
          setFailed(true);
        }
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

  if (notFound || (failed && !item)) {
    return (
      <div className="message-thread-head">
        <Link href={listHref}>{t('NtfBackToList')}</Link>
        <p role="alert">{t(notFound ? 'NtfNotFound' : 'MsgLoadFailed')}</p>
        {notFound ? null : (
          <div className="button-row">
            <Button
              variant="secondary"
              onPress={() => {
                setFailed(false);
                query.reload();
              }}
            >
              {t('MsgTryAgain')}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (!item) return <PageLoading />;
  const target = notificationTarget(item, role, context, `${base}/${encodeURIComponent(item.id)}`);
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
  userRole: role,
  context = {},
}: {
  /** The notifications page's address without the id. */
  base: string;
  selected: string | undefined;
  /** The area's role: where a notification leads depends on it. */
  userRole: Role;
  context?: NotificationContext;
}) {
  const t = useT();
  const search = useSearch();
  const list = useListQuery(listNotifications, { defaults: { unreadOnly: '' } });
  const { query } = list;
  const items = list.tableProps.rows;
  const listHref = withListState(base, search);
  // A new notification arrives live (platform.md §7 NewNotification): the list shows it.
  useHubEvent('Notification', 'NewNotification', list.reload);

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
          base={base}
          listHref={listHref}
          role={role}
          context={context}
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
