/**
 * Asks a meeting hub for a view of the meeting (GetInterviewDashboard, GetMeetingDetails) and asks
 * again whenever the connection comes up: at the start and after every reconnect, because a
 * reconnected connection is a new one and only the method joins it to the meeting's group again
 * (ADR 0026). `reload` asks again now (an event said the view changed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { hubConnection, startHub } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

type MeetingHub = 'MeetingDashboard' | 'Meeting';
type MeetingMethod = 'GetInterviewDashboard' | 'GetMeetingDetails';

export type HubAnswer<T> = {
  data: T | null;
  /** The device time the answer arrived (timers run from it). */
  receivedAt: number;
  error: unknown;
  reload: () => void;
  /** Patches the answer held (a timer event). */
  patch: (update: (current: T) => T) => void;
};

export function useHubAnswer<T>(
  hub: MeetingHub,
  method: MeetingMethod,
  timeRangeId: number | null,
): HubAnswer<T> {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  const [state, setState] = useState<{ data: T | null; receivedAt: number; error: unknown }>({
    data: null,
    receivedAt: 0,
    error: null,
  });
  // Answers of an older request never replace a newer one.
  const generation = useRef(0);

  const load = useCallback(async () => {
    if (timeRangeId === null) return;
    const mine = ++generation.current;
    try {
      const answer = await hubConnection(hub).invoke<T>(method, timeRangeId);
      if (mine === generation.current) setState({ data: answer, receivedAt: Date.now(), error: null });
    } catch (error) {
      if (mine !== generation.current) return;
      setState((current) => ({ ...current, error }));
      handleError(error, { context: `${hub}Hub ${method}` });
    }
  }, [hub, method, timeRangeId]);

  useEffect(() => {
    if (!userId || timeRangeId === null) return;
    const connection = hubConnection(hub);
    let wasConnected = connection.state === 'Connected';
    // load handles its own failures.
    if (wasConnected) void load();
    const unsubscribe = connection.subscribe(() => {
      const connected = connection.state === 'Connected';
      if (connected && !wasConnected) void load();
      wasConnected = connected;
    });
    // startHub never rejects: it retries, then waits for the browser's online event.
    void startHub(hub);
    return () => {
      unsubscribe();
      generation.current += 1;
    };
  }, [userId, hub, timeRangeId, load]);

  const reload = useCallback(() => void load(), [load]);
  const patch = useCallback((update: (current: T) => T) => {
    setState((current) => (current.data === null ? current : { ...current, data: update(current.data) }));
  }, []);
  return { data: state.data, receivedAt: state.receivedAt, error: state.error, reload, patch };
}
