/**
 * The live parts of the signed-in shell (platform.md §4, §7): the hubs a messaging role listens to
 * are started once the session is there, the menus' counts follow their events, a broadcast says
 * 'You have new message.' and a new notification opens the notification popup. Loaded with the
 * signed-in header, so neither this nor `@microsoft/signalr` rides in the public home's first load.
 */
import { useEffect } from 'react';
import { messagingRoles } from '../../../core/contracts/messaging/message-threads.contract.ts';
import type { HubName } from '../../../core/realtime/hubs.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { showInfo } from '../../lib/notify/toast-service.ts';
import { configureRealtime, hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import {
  currentIdToken,
  currentSession,
  expiresAtMs,
  roleOf,
  useSessionStore,
} from '../../lib/session/session-store.ts';
import { refreshCurrentSession } from '../auth/auth.service.ts';
import { followMessageCentre } from './message-centre-store.ts';
import { showLatestNotification } from './notification-popup.ts';

/** The hubs every messaging role listens to. */
export const messageCentreHubs: readonly HubName[] = ['Notification', 'MessageCenter', 'MenuCounts'];

/** Renewed before a negotiate when it is about to run out (the hub would refuse it). */
const TOKEN_MARGIN_MS = 30_000;

async function freshToken(): Promise<string | null> {
  const session = currentSession();
  if (session && expiresAtMs(session) - Date.now() < TOKEN_MARGIN_MS) await refreshCurrentSession();
  return currentIdToken();
}

configureRealtime({ accessToken: freshToken });

function isMessagingRole(role: string | null): boolean {
  return role !== null && (messagingRoles as readonly string[]).includes(role);
}

export function LiveUpdates() {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  const live = useSessionStore((s) => s.status === 'signedIn' && isMessagingRole(roleOf(s.session?.user)));
  useEffect(() => {
    if (!userId || !live) return;
    const stopFollowing = followMessageCentre();
    const notifications = hubConnection('Notification');
    const removals = [
      notifications.on('NewBroadcastMessage', () => showInfo(t('NewBroadcastMessage'))),
      // showLatestNotification handles its own failures
      notifications.on('NewNotification', (notice) => void showLatestNotification(notice)),
    ];
    // Each start handles its own failures (retries, then the browser's online event).
    for (const hub of messageCentreHubs) void startHub(hub);
    return () => {
      stopFollowing();
      for (const remove of removals) remove();
    };
  }, [userId, live]);
  return null;
}
