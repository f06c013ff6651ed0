/**
 * The live interview dashboard of a time range (program users): GetInterviewDashboard on the
 * MeetingDashboard hub (which also joins the day's group), asked again on InterviewDashboardUpdate
 * and after a reconnect; InterviewDashboardTimerUpdate patches one room's timer in place.
 */
import {
  dashboardTimerEvent,
  dashboardUpdateEvent,
  type InterviewDashboard,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { type ReceivedTimer, receivedTimer } from './room-timer-view.ts';
import { useHubAnswer } from './use-hub-answer.ts';

export type LiveDashboard = {
  dashboard: InterviewDashboard | null;
  /** Each room's timer with the device time it arrived. */
  timers: ReadonlyMap<number, ReceivedTimer>;
  error: unknown;
  reload: () => void;
};

type Held = InterviewDashboard & { timerTimes?: Record<number, number> };

export function useInterviewDashboard(timeRangeId: number | null): LiveDashboard {
  const answer = useHubAnswer<Held>('MeetingDashboard', 'GetInterviewDashboard', timeRangeId);
  const { reload, patch } = answer;

  useHubEvent('MeetingDashboard', 'InterviewDashboardUpdate', (payload) => {
    const parsed = dashboardUpdateEvent.safeParse(payload);
    if (parsed.success && parsed.data.timeRangeId === timeRangeId) reload();
  });
  useHubEvent('MeetingDashboard', 'InterviewDashboardTimerUpdate', (payload) => {
    const parsed = dashboardTimerEvent.safeParse(payload);
    if (!parsed.success || parsed.data.timeRangeId !== timeRangeId) return;
    const { timer } = parsed.data;
    const at = Date.now();
    patch((current) => ({
      ...current,
      rooms: current.rooms.map((room) => (room.id === timer.roomId ? { ...room, timer } : room)),
      timerTimes: { ...current.timerTimes, [timer.roomId]: at },
    }));
  });

  const timers = new Map<number, ReceivedTimer>();
  for (const room of answer.data?.rooms ?? []) {
    timers.set(room.id, receivedTimer(room.timer, answer.data?.timerTimes?.[room.id] ?? answer.receivedAt));
  }
  return { dashboard: answer.data, timers, error: answer.error, reload };
}
