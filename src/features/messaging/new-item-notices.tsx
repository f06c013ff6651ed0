/**
 * The admin's live notices of new list items (business.md §6, platform.md §7 NewItemNotify): 'You
 * have a new {kind}.' as info or success. Mounted by the admin area, so its texts load with it.
 */
import { useEffect } from 'react';
import {
  type ListUpdateKind,
  listUpdateKinds,
  type NewItemNotice,
} from '../../../core/realtime/list-items.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { showInfo, showSuccess } from '../../lib/notify/toast-service.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

export function showNewItemNotice(notice: NewItemNotice | undefined): void {
  const kind = notice?.listKind;
  if (!kind || !(listUpdateKinds as readonly string[]).includes(kind)) return;
  const text = t('NewListItem', { kind: t(`ListKind${kind as ListUpdateKind}`) });
  if (notice.type === 'success') showSuccess(text);
  else showInfo(text);
}

export function NewItemNotices() {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    const remove = hubConnection('ListItemsNotification').on('NewItemNotify', showNewItemNotice);
    void startHub('ListItemsNotification'); // never rejects: retries, then the browser's online event
    return remove;
  }, [userId]);
  return null;
}
