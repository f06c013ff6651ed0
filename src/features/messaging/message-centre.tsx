import { type ReactNode, useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../lib/i18n/i18n.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { Page } from '../../ui/page.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../ui/use-media-query.ts';
import { NewMessageForm } from './new-message-form.tsx';
import { ReceivedBroadcasts } from './received-broadcasts.tsx';
import { ThreadList, withListState } from './thread-list.tsx';
import { ThreadView } from './thread-view.tsx';
import './message-centre.css';

/** The message centre's second segment: a thread id, or one of these views. */
export const NEW_MESSAGE = 'new';
export const BROADCASTS = 'broadcasts';

/**
 * The message centre of every role that has one (business.md §2 messages/:id?): the threads on one
 * side and, with an id, the thread (or a new message, or the broadcasts) on the other. Phones show one
 * at a time (the list, or the open item with Back to the list); tablets and desktops both.
 */
export function MessageCentre({
  base,
  selected,
  broadcasts,
}: {
  /** The message centre's address without the id ('/admin/messages'). */
  base: string;
  /** The route's `:id`. */
  selected: string | undefined;
  /** What 'broadcasts' shows: the admin's sending page; the received ones by default. */
  broadcasts?: (props: { listHref: string; showBack: boolean }) => ReactNode;
}) {
  const t = useT();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const search = useSearch();
  const [listVersion, setListVersion] = useState(0);
  const refreshList = useCallback(() => setListVersion((n) => n + 1), []);
  // A message arrived or a thread changed elsewhere (platform.md §7): the list and the open thread follow.
  const [liveVersion, setLiveVersion] = useState(0);
  const onLive = useCallback(() => {
    setLiveVersion((n) => n + 1);
    refreshList();
  }, [refreshList]);
  useHubEvent('MessageCenter', 'UpdateMessageHistory', onLive);
  useHubEvent('MessageCenter', 'NewInternalMessage', onLive);
  useHubEvent('Notification', 'NewInternalMessage', onLive);
  const listHref = withListState(base, search);
  const showList = !isPhone || !selected;
  const showBack = isPhone;

  let detail: ReactNode;
  if (!selected) detail = <p className="muted">{t('MsgChooseThread')}</p>;
  else if (selected === NEW_MESSAGE)
    detail = <NewMessageForm base={base} listHref={listHref} showBack={showBack} onSent={refreshList} />;
  else if (selected === BROADCASTS)
    detail = broadcasts ? (
      broadcasts({ listHref, showBack })
    ) : (
      <ReceivedBroadcasts listHref={listHref} showBack={showBack} />
    );
  else
    detail = (
      <ThreadView
        key={selected}
        threadId={selected}
        liveKey={liveVersion}
        listHref={listHref}
        showBack={showBack}
        onChanged={refreshList}
      />
    );

  return (
    <Page title={t('MsgTitle')}>
      <div className="message-centre">
        {showList ? (
          <section className="message-centre-pane" aria-label={t('MsgThreads')}>
            <ThreadList base={base} selectedId={selected} reloadKey={listVersion} />
          </section>
        ) : null}
        {isPhone && !selected ? null : (
          <div className="message-centre-pane message-centre-detail">{detail}</div>
        )}
      </div>
    </Page>
  );
}
