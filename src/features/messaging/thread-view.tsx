import { useEffect, useRef, useState } from 'react';
import {
  archiveMessageThread,
  getMessageThread,
  type MessageParticipant,
  markMessageThreadRead,
  type ThreadMessage,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { formatFileSize } from '../../../core/domain/file-types.ts';
import { isAppError, isNotFound } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { OfflineCopyNote } from '../sync/offline-copy-note.tsx';
import { ReplyForm } from './reply-form.tsx';
import { announceMessageCentreChange } from './unread-counts.ts';
import { useReloadOn } from './use-reload-on.ts';

/** Messages fetched per page (newest first from the server, shown oldest first). */
export const THREAD_PAGE_SIZE = 50;

export const userTypeKey = (type: MessageParticipant['userType']) => `MsgUserType${type}` as TranslationKey;

function MessageItem({ message }: { message: ThreadMessage }) {
  const t = useT();
  return (
    <li className="message-item" data-mine={message.isMine ? 'true' : 'false'}>
      <p className="message-meta">
        <span>{message.isMine ? t('MsgYou') : message.sender.fullName}</span>
        {message.isMine ? null : <span>{t(userTypeKey(message.sender.userType))}</span>}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
      <p className="message-body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="attachment-list" aria-label={t('MsgAttachments')}>
          {message.attachments.map((file) => (
            <li key={file.uploadId}>
              {/* A new tab: the file is served by the API, not a page of the app. */}
              <Link href={file.url} target="_blank" rel="noopener noreferrer">
                {file.fileName}
              </Link>
              <span className="muted">{formatFileSize(file.fileSize)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * One thread: its messages oldest → newest (earlier pages on request), read as soon as it opens, and
 * the reply box. `listHref` is the list it came from (Back on phones).
 */
export function ThreadView({
  threadId,
  liveKey = 0,
  listHref,
  showBack,
  onChanged,
}: {
  threadId: string;
  /** Changes when the thread may have new messages (a live event). */
  liveKey?: number;
  listHref: string;
  showBack: boolean;
  /** Something the list shows changed (read, replied, archived). */
  onChanged: () => void;
}) {
  const t = useT();
  const [notFound, setNotFound] = useState(false);
  const [failed, setFailed] = useState(false);
  const thread = useContractQuery(
    getMessageThread,
    { params: { id: threadId }, query: { page: 1, pageSize: THREAD_PAGE_SIZE } },
    {
      // Read again offline from this device's copy (the reply box keeps its draft either way).
      keepOffline: true,
      onError: (error) => {
        // Gone, or an address that names none (a malformed id): not found. Otherwise the message, and a retry.
        if (isNotFound(error) || (isAppError(error) && error.kind === 'validation')) setNotFound(true);
        else {
          handleError(error, { context: 'message thread' });
          setFailed(true);
        }
      },
    },
  );
  // Earlier pages, fetched on request; page 1 (the latest) comes with the thread.
  const [earlier, setEarlier] = useState<ThreadMessage[]>([]);
  const [earlierPages, setEarlierPages] = useState(1);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  useReloadOn(liveKey, thread.reload);

  // Read on open, and again whenever a fetch brings unread messages (a live one while it is open).
  const markedFor = useRef<unknown>(null);
  const data = thread.data;
  const offlineCopy = thread.offlineCopyAt !== null;
  useEffect(() => {
    // This device's copy (offline) is not the server's word: it is read once the server answers.
    if (!data || data.thread.unreadCount === 0 || markedFor.current === data || offlineCopy) return;
    markedFor.current = data;
    call(markMessageThreadRead, { params: { id: threadId } }).then(
      () => {
        announceMessageCentreChange();
        onChanged();
      },
      (error: unknown) => handleError(error, { context: 'mark thread read' }),
    );
  }, [data, offlineCopy, threadId, onChanged]);

  if (notFound || (failed && !thread.data)) {
    return (
      <div className="message-thread-head">
        {showBack ? <Link href={listHref}>{t('MsgBackToList')}</Link> : null}
        <p role="alert">{t(notFound ? 'MsgThreadNotFound' : 'MsgLoadFailed')}</p>
        {notFound ? null : (
          <div className="button-row">
            <Button
              variant="secondary"
              onPress={() => {
                setFailed(false);
                thread.reload();
              }}
            >
              {t('MsgTryAgain')}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (!thread.data) return <PageLoading />;
  const { thread: info, messages } = thread.data;
  const byId = new Map([...earlier, ...[...messages.items].reverse()].map((m) => [m.id, m]));
  const shown = [...byId.values()];
  const hasEarlier = messages.total > shown.length;

  const showEarlier = async () => {
    setLoadingEarlier(true);
    try {
      const page = await call(getMessageThread, {
        params: { id: threadId },
        query: { page: earlierPages + 1, pageSize: THREAD_PAGE_SIZE },
      });
      setEarlier((current) => [...[...page.messages.items].reverse(), ...current]);
      setEarlierPages((n) => n + 1);
    } catch (error) {
      handleError(error, { context: 'earlier messages' });
    } finally {
      setLoadingEarlier(false);
    }
  };

  const archive = async () => {
    try {
      await call(archiveMessageThread, { params: { id: threadId }, body: { archived: !info.isArchived } });
      thread.reload();
      onChanged();
    } catch (error) {
      handleError(error, { context: 'archive thread' });
    }
  };

  return (
    <article aria-labelledby="thread-subject">
      <header className="message-thread-head">
        {showBack ? <Link href={listHref}>{t('MsgBackToList')}</Link> : null}
        <h2 id="thread-subject">{info.subject}</h2>
        <p className="muted">
          {t('MsgWith', {
            names: info.participants.map((p) => `${p.fullName} (${t(userTypeKey(p.userType))})`).join(', '),
          })}
        </p>
        <div className="button-row">
          <Button variant="secondary" onPress={() => void archive()}>
            {info.isArchived ? t('MsgRestore') : t('MsgArchive')}
          </Button>
        </div>
      </header>
      <OfflineCopyNote at={thread.offlineCopyAt} />
      {hasEarlier ? (
        <div className="button-row">
          <Button variant="secondary" isPending={loadingEarlier} onPress={() => void showEarlier()}>
            {t('MsgShowEarlier')}
          </Button>
        </div>
      ) : null}
      <ol className="message-list" aria-label={t('MsgMessagesLabel')}>
        {shown.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      <ReplyForm
        threadId={threadId}
        onSent={() => {
          thread.reload();
          announceMessageCentreChange();
          onChanged();
        }}
      />
    </article>
  );
}
