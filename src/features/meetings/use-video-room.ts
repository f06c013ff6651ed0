/**
 * A video room for a component: one MeetingRoomClient per room (the pages key the room component
 * by room id), the camera preview asked for on mount, everything let go on unmount.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../lib/i18n/i18n.ts';
import { MeetingRoomClient, type VideoRoomState } from './meeting-room-client.ts';

export type VideoRoom = VideoRoomState &
  Pick<
    MeetingRoomClient,
    | 'join'
    | 'leave'
    | 'toggleMic'
    | 'toggleCam'
    | 'switchDevice'
    | 'startShare'
    | 'stopShare'
    | 'updateTimer'
    | 'refreshDevices'
    | 'prepare'
  >;

export function useVideoRoom(timeRangeId: number, roomId: number): VideoRoom {
  const t = useT();
  const [client] = useState(
    () =>
      new MeetingRoomClient(timeRangeId, roomId, {
        unnamedDevice: (kind, n) => t(kind === 'audio' ? 'VrUnnamedMicrophone' : 'VrUnnamedCamera', { n }),
      }),
  );
  useEffect(() => {
    void client.prepare(); // records its own problems in the state
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    const refresh = () => {
      void client.refreshDevices(); // never rejects
    };
    media?.addEventListener?.('devicechange', refresh);
    return () => {
      media?.removeEventListener?.('devicechange', refresh);
      client.dispose();
    };
  }, [client]);
  const state = useStore(client.store);
  return {
    ...state,
    join: client.join,
    leave: client.leave,
    toggleMic: client.toggleMic,
    toggleCam: client.toggleCam,
    switchDevice: client.switchDevice,
    startShare: client.startShare,
    stopShare: client.stopShare,
    updateTimer: client.updateTimer,
    refreshDevices: client.refreshDevices,
    prepare: client.prepare,
  };
}
