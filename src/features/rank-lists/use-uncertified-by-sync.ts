import { useCallback, useEffect, useState } from 'react';
import { deleteDraft, loadDraft, saveDraft } from '../../lib/offline/outbox.ts';
import { useCurrentUserId } from '../sync/outbox-entries.ts';
import type { OfflineEntity } from '../sync/use-offline-entity.ts';

/**
 * A certified list changed offline loses its certification when the change reaches the server (the
 * server un-certifies on every saved change). The change is kept on the device with a mark saying the
 * list was certified; once the outbox has sent it and the server's copy says "not certified", the
 * screen says so (`isUncertifiedBySync`) until the list is certified again. The mark sits with the
 * device's drafts (Dexie), so it is seen even when the sync happened while another page was open.
 */
export function useUncertifiedBySync<L extends { certifiedAt: string | null }, B>(
  entity: OfflineEntity<L, B>,
  entityName: string,
  entityId: string,
) {
  const userId = useCurrentUserId();
  const key = `rank-list-uncertified-by-sync:${entityName}:${entityId}`;
  const [marked, setMarked] = useState(false);

  useEffect(() => {
    setMarked(false);
    if (!userId) return;
    let current = true;
    loadDraft<boolean>(userId, key)
      .then((mark) => {
        if (current && mark) setMarked(true);
      })
      .catch(() => {
        // No Dexie here (private mode): the notice shows only for a sync seen on this page.
      });
    return () => {
      current = false;
    };
  }, [userId, key]);

  /** A change of this list was kept on the device: mark it if the list is certified now. */
  const keptOnDevice = useCallback(
    (wasCertified: boolean) => {
      if (!wasCertified) return;
      setMarked(true);
      if (userId) saveDraft(userId, key, true).catch(() => undefined);
    },
    [userId, key],
  );

  const list = entity.data;
  const synced = list !== undefined && entity.unsentKnown && entity.unsent === undefined && !entity.fromCache;
  // Certified again (or the server kept it certified): the mark has done its work.
  const certifiedAgain = synced && list.certifiedAt !== null;
  useEffect(() => {
    if (!marked || !certifiedAgain) return;
    setMarked(false);
    if (userId) deleteDraft(userId, key).catch(() => undefined);
  }, [marked, certifiedAgain, userId, key]);

  return {
    keptOnDevice,
    /** The change kept on the device has been saved, and with it the list lost its certification. */
    isUncertifiedBySync: marked && synced && list.certifiedAt === null,
  };
}
