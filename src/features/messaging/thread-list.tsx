import { useSearch } from 'wouter';
import {
  listMessageThreads,
  type MessageThreadListItem,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { useMessageCentreStore } from './message-centre-store.ts';
import { useReloadOn } from './use-reload-on.ts';

/** A thread's address that keeps the list's page, search and filter (the list beside it stays where it was). */
export function withListState(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

function participantsOf(thread: MessageThreadListItem): string {
  return thread.participants.map((p) => p.fullName).join(', ') || '—';
}

/**
 * The caller's threads, latest first: searched and paged on the server, page and search in the URL.
 * Unread threads say how many messages are new; the open one is marked as the current page.
 */
export function ThreadList({
  base,
  selectedId,
  reloadKey,
}: {
  /** The message centre's address ('/applicant/OPH-2026/messages'). */
  base: string;
  selectedId: string | undefined;
  /** Changes when the list should be fetched again (a thread read, a message sent). */
  reloadKey: number;
}) {
  const t = useT();
  const search = useSearch();
  const list = useListQuery(listMessageThreads, { defaults: { archived: '' } });
  const { query } = list;
  const threads = list.tableProps.rows;
  // The store the menus' badges read (kept current by the hubs); none shows before it has loaded.
  const unreadBroadcasts = useMessageCentreStore((store) => store.state?.unreadBroadcastCount ?? 0);
  useReloadOn(reloadKey, list.reload);

  return (
    <div>
      <div className="message-centre-toolbar">
        <SearchField
          label={t('MsgSearch')}
          value={query.search}
          onChange={(value) => list.setQuery({ search: value })}
        />
        <Link variant="button" href={withListState(`${base}/new`, search)}>
          {t('MsgNewMessage')}
        </Link>
      </div>
      <div className="message-centre-toolbar">
        <SwitchField
          label={t('MsgShowArchived')}
          isSelected={query.archived === 'true'}
          onChange={(on) => list.setQuery({ archived: on ? 'true' : '' })}
        />
        <Link href={withListState(`${base}/broadcasts`, search)}>
          {t('MsgBroadcasts')}
          {unreadBroadcasts > 0 ? (
            <CountBadge count={unreadBroadcasts} label={t('MsgUnreadCount', { count: unreadBroadcasts })} />
          ) : null}
        </Link>
      </div>
      <div aria-busy={list.isLoading || undefined}>
        {threads.length === 0 ? (
          <p className="muted">{list.isLoading ? t('Loading') : t('MsgNoThreads')}</p>
        ) : (
          <ul className="thread-list" aria-label={t('MsgThreadsLabel', { page: query.page })}>
            {threads.map((thread) => (
              <li key={thread.id}>
                <Link
                  className="thread-list-link"
                  href={withListState(`${base}/${thread.id}`, search)}
                  aria-current={thread.id === selectedId ? 'page' : undefined}
                  data-unread={thread.unreadCount > 0 ? 'true' : 'false'}
                >
                  <span className="thread-list-head">
                    <span>{participantsOf(thread)}</span>
                    <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt)}</time>
                  </span>
                  <span className="thread-list-subject">{thread.subject}</span>
                  {thread.lastMessage ? (
                    <span className="thread-list-excerpt">
                      {thread.lastMessage.isMine
                        ? t('MsgYouWrote', { text: thread.lastMessage.excerpt })
                        : thread.lastMessage.excerpt}
                    </span>
                  ) : null}
                  {thread.unreadCount > 0 ? (
                    <span>
                      <StatusBadge
                        status="New"
                        tone="info"
                        label={t('MsgUnreadCount', { count: thread.unreadCount })}
                      />
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager {...list.pagerProps} />
    </div>
  );
}
