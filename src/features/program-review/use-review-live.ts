/**
 * Live refresh of the program's review screens (platform.md §7): the list follows
 * ProgramApplicationAdded / ProgramApplicationContextChanged (the program's group), the notes panel
 * follows NoteAdded / NoteUpdated / NoteDeleted (the application's group). The hub is started here,
 * by the page that needs it, and the group joined while the page is mounted.
 */
import { useEffect } from 'react';
import type { HubEventName, HubName } from '../../../core/realtime/hubs.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

export function useHubGroupEvents(
  hub: HubName,
  group: string | null,
  events: readonly HubEventName[],
  reload: () => void,
): void {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  const key = events.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the events list
  useEffect(() => {
    if (!userId || !group) return;
    const connection = hubConnection(hub);
    const removals = events.map((event) => connection.on(event, () => reload()));
    // Both handle their own failures: the group is kept and joined again at every (re)connect.
    void connection.joinGroup(group);
    void startHub(hub);
    return () => {
      for (const remove of removals) remove();
      void connection.leaveGroup(group);
    };
  }, [userId, hub, group, key, reload]);
}
