import {
  listMyBroadcasts,
  markBroadcastRead,
  type ReceivedBroadcast,
} from '../../../core/contracts/messaging/broadcasts.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { announceMessageCentreChange } from './unread-counts.ts';

/** The broadcasts meant for the caller, newest first, each marked read when the user says so. */
export function ReceivedBroadcasts({ listHref, showBack }: { listHref: string; showBack: boolean }) {
  const t = useT();
  const list = useListQuery(listMyBroadcasts, { urlPrefix: 'broadcasts' });
  const items = list.tableProps.rows;

  const markRead = async (broadcast: ReceivedBroadcast) => {
    try {
      await call(markBroadcastRead, { params: { id: broadcast.id } });
      announceMessageCentreChange();
      list.reload();
    } catch (error) {
      handleError(error, { context: 'mark broadcast read' });
    }
  };

  return (
    <section aria-labelledby="broadcasts-heading">
      <header className="message-thread-head">
        {showBack ? <Link href={listHref}>{t('MsgBackToList')}</Link> : null}
        <h2 id="broadcasts-heading">{t('MsgBroadcasts')}</h2>
      </header>
      {items.length === 0 ? (
        <p className="muted">{list.isLoading ? t('Loading') : t('MsgNoBroadcasts')}</p>
      ) : (
        <ol className="message-list" aria-label={t('MsgBroadcasts')}>
          {items.map((broadcast) => (
            <li key={broadcast.id} className="message-item">
              <p className="message-meta">
                <span>{broadcast.senderName}</span>
                <time dateTime={broadcast.createdAt}>{formatDateTime(broadcast.createdAt)}</time>
                {broadcast.isRead ? null : <StatusBadge status="New" tone="info" label={t('MsgUnread')} />}
              </p>
              <p className="message-body">{broadcast.body}</p>
              {broadcast.isRead ? null : (
                <div className="button-row">
                  <Button variant="secondary" onPress={() => void markRead(broadcast)}>
                    {t('MsgMarkRead')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager {...list.pagerProps} />
    </section>
  );
}
