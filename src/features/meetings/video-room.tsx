/**
 * The in-browser video room of an interview day (issue 17): a preview with the camera and
 * microphone before joining, then the room's video tiles, its shared timer (program users run it),
 * and the call controls below the videos, never over them. `aside` (the application, notes) sits
 * beside the videos on wide screens and below them on narrow ones.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RoomTimer } from '../../../core/contracts/meetings/meetings.contract.ts';
import {
  type ConnectionHealth,
  maxRoomParticipants,
  type RoomTimerStatus,
} from '../../../core/domain/meetings.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { HealthBadge } from './dashboard/health-badge.tsx';
import { useNow } from './dashboard/room-timer-label.tsx';
import { canShareScreen, mediaProblemKeys } from './media-devices.ts';
import { formatTimer, timerRemainingMs } from './room-timer.ts';
import { type VideoRoom as Room, useVideoRoom } from './use-video-room.ts';
import './video-room.css';

export type VideoRoomProps = {
  timeRangeId: number;
  roomId: number;
  meetingRole: 'ProgramUser' | 'ProgramUserAsApplicant' | 'Applicant';
  roomName: string;
  onEnded?: () => void;
  aside?: ReactNode;
};

export function VideoRoom(props: VideoRoomProps): React.JSX.Element {
  const { timeRangeId, roomId, meetingRole, roomName, onEnded, aside } = props;
  const t = useT();
  const room = useVideoRoom(timeRangeId, roomId);
  const ended = room.status === 'ended';
  const latestOnEnded = useRef(onEnded);
  latestOnEnded.current = onEnded;
  useEffect(() => {
    if (ended) latestOnEnded.current?.();
  }, [ended]);

  return (
    <section className="video-room" aria-label={roomName}>
      <div className={cx('video-room-layout', aside ? 'video-room-with-aside' : null)}>
        <div className="video-room-main">
          {room.status === 'idle' || room.status === 'joining' ? (
            <PreJoin room={room} roomName={roomName} />
          ) : room.status === 'joined' ? (
            <InRoom room={room} roomName={roomName} canRunTimer={meetingRole === 'ProgramUser'} />
          ) : room.status === 'full' ? (
            <div className="video-room-message" role="alert">
              <h2>{t('VrRoomFullTitle')}</h2>
              {room.error ? <p>{room.error}</p> : null}
              <p>{t('VrRoomFullHint')}</p>
              <Button onPress={() => void room.join()}>{t('VrTryAgain')}</Button>
            </div>
          ) : room.status === 'error' ? (
            <div className="video-room-message" role="alert">
              <h2>{t('VrJoinFailed')}</h2>
              {room.error ? <p>{room.error}</p> : null}
              <Button onPress={() => void room.join()}>{t('VrTryAgain')}</Button>
            </div>
          ) : (
            <div className="video-room-message" role="status">
              <p>{t('VrMeetingEnded')}</p>
            </div>
          )}
          <Announcer room={room} />
        </div>
        {aside ? <div className="video-room-aside">{aside}</div> : null}
      </div>
    </section>
  );
}

/** People coming and going, read out by screen readers (the timer has its own). */
function Announcer({ room }: { room: Room }) {
  const t = useT();
  const { notice } = room;
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {notice
        ? t(notice.kind === 'joined' ? 'VrSomeoneJoined' : 'VrSomeoneLeft', { name: notice.name })
        : null}
    </div>
  );
}

function MediaProblemNote({ room }: { room: Room }) {
  const t = useT();
  if (!room.mediaProblem) return null;
  return (
    <div className="video-room-problem tone-warning" role="alert">
      <p>{t(mediaProblemKeys[room.mediaProblem])}</p>
      {room.status === 'idle' && !room.localStream ? (
        <Button variant="secondary" onPress={() => void room.prepare()}>
          {t('VrRetryDevices')}
        </Button>
      ) : null}
    </div>
  );
}

function PreJoin({ room, roomName }: { room: Room; roomName: string }) {
  const t = useT();
  const joining = room.status === 'joining';
  return (
    <div className="video-room-prejoin">
      <h2>{t('VrPreJoinTitle')}</h2>
      <p className="muted">{t('VrPreJoinHint', { room: roomName })}</p>
      <div className="video-room-preview">
        <VideoTile
          stream={room.localStream}
          label={t('VrYourVideo')}
          name={t('VrYou')}
          testId="local-video"
          muted
          mirrored
          cameraOff={!room.camOn}
          micOff={!room.micOn}
        />
      </div>
      <MediaProblemNote room={room} />
      <div className="video-room-controls" role="toolbar" aria-label={t('VrControls')}>
        <MicCamButtons room={room} />
        <Button className="video-room-join" onPress={() => void room.join()} isPending={joining}>
          {joining ? t('VrJoining') : t('VrJoin')}
        </Button>
        {joining ? (
          <Button
            variant="secondary"
            className="video-room-control"
            onPress={() => void room.leave().then(room.prepare)}
          >
            {t('Cancel')}
          </Button>
        ) : null}
      </div>
      <DevicePickers room={room} />
    </div>
  );
}

function MicCamButtons({ room }: { room: Room }) {
  const t = useT();
  const stream = room.localStream;
  const hasMic = Boolean(stream?.getAudioTracks().length);
  const hasCam = Boolean(stream?.getVideoTracks().length);
  return (
    <>
      <Button
        variant={room.micOn ? 'secondary' : 'danger'}
        className="video-room-control"
        onPress={room.toggleMic}
        isDisabled={!hasMic}
      >
        {room.micOn ? t('VrMute') : t('VrUnmute')}
      </Button>
      <Button
        variant={room.camOn ? 'secondary' : 'danger'}
        className="video-room-control"
        onPress={room.toggleCam}
        isDisabled={!hasCam}
      >
        {room.camOn ? t('VrCameraOffAction') : t('VrCameraOnAction')}
      </Button>
    </>
  );
}

function DevicePickers({ room }: { room: Room }) {
  const t = useT();
  const { audioinput, videoinput } = room.devices;
  if (audioinput.length < 2 && videoinput.length < 2) return null;
  const options = (list: typeof audioinput) => list.map((d) => ({ value: d.deviceId, label: d.label }));
  return (
    <fieldset className="video-room-devices">
      <legend className="visually-hidden">{t('VrDevices')}</legend>
      {audioinput.length > 1 ? (
        <SelectField
          label={t('VrMicrophone')}
          options={options(audioinput)}
          value={room.selectedDevices.audio}
          onChange={(deviceId) => {
            if (deviceId) void room.switchDevice('audio', deviceId);
          }}
        />
      ) : null}
      {videoinput.length > 1 ? (
        <SelectField
          label={t('VrCamera')}
          options={options(videoinput)}
          value={room.selectedDevices.video}
          onChange={(deviceId) => {
            if (deviceId) void room.switchDevice('video', deviceId);
          }}
        />
      ) : null}
    </fieldset>
  );
}

function InRoom({ room, roomName, canRunTimer }: { room: Room; roomName: string; canRunTimer: boolean }) {
  const t = useT();
  const [shareable] = useState(canShareScreen);
  const count = room.participants.length + 1;
  return (
    <>
      <div className="video-room-bar">
        <h2 className="video-room-name">{roomName}</h2>
        {room.timer ? (
          <TimerPanel room={room} timer={room.timer} roomName={roomName} canRunTimer={canRunTimer} />
        ) : null}
      </div>
      {room.reconnecting ? (
        <p className="video-room-problem tone-warning" role="status">
          {t('VrReconnecting')}
        </p>
      ) : null}
      <ul className="video-room-grid" data-count={Math.min(count, maxRoomParticipants)}>
        <li>
          <VideoTile
            stream={room.sharing ? room.screenStream : room.localStream}
            label={room.sharing ? t('VrYourScreen') : t('VrYourVideo')}
            name={t('VrYou')}
            testId="local-video"
            muted
            mirrored={!room.sharing}
            cameraOff={!room.camOn && !room.sharing}
            micOff={!room.micOn}
            health={room.myHealth}
            healthLabel={t('VrYourConnection')}
          />
        </li>
        {room.participants.map((person) => (
          <li key={person.connectionId}>
            <VideoTile
              stream={person.stream}
              label={t('VrVideoOf', { name: person.name })}
              name={person.name}
              testId="remote-video"
              userId={person.userId}
              health={person.health}
            />
          </li>
        ))}
      </ul>
      {room.participants.length === 0 ? <p className="muted">{t('VrAlone')}</p> : null}
      <MediaProblemNote room={room} />
      <div className="video-room-controls" role="toolbar" aria-label={t('VrControls')}>
        <MicCamButtons room={room} />
        {shareable ? (
          <Button
            variant={room.sharing ? 'primary' : 'secondary'}
            className="video-room-control"
            onPress={() => void (room.sharing ? room.stopShare() : room.startShare())}
          >
            {room.sharing ? t('VrStopSharing') : t('VrShareScreen')}
          </Button>
        ) : null}
        <Button
          variant="danger"
          className="video-room-control video-room-leave"
          onPress={() => void room.leave()}
        >
          {t('VrLeave')}
        </Button>
      </div>
      <DevicePickers room={room} />
    </>
  );
}

function VideoTile({
  stream,
  label,
  name,
  testId,
  userId,
  muted = false,
  mirrored = false,
  cameraOff = false,
  micOff = false,
  health,
  healthLabel,
}: {
  stream: MediaStream | null;
  label: string;
  name: string;
  testId: 'local-video' | 'remote-video';
  userId?: string;
  muted?: boolean;
  mirrored?: boolean;
  cameraOff?: boolean;
  micOff?: boolean;
  health?: ConnectionHealth | null;
  healthLabel?: string;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    // Joining was a press, so sound may play; a refusal leaves the muted autoplay going.
    if (stream) element.play?.()?.catch(() => undefined);
  }, [stream]);
  return (
    <figure className="video-tile">
      <video
        ref={video}
        className={cx('video-tile-video', mirrored ? 'video-tile-mirrored' : null)}
        playsInline
        autoPlay
        muted={muted}
        aria-label={label}
        data-testid={testId}
        data-user-id={userId}
      />
      {cameraOff ? <span className="video-tile-state">{t('VrCameraIsOff')}</span> : null}
      {!stream && !cameraOff && testId === 'remote-video' ? (
        <span className="video-tile-state">{t('VrConnectingTo')}</span>
      ) : null}
      <figcaption className="video-tile-caption">
        <span className="video-tile-name">{name}</span>
        {micOff ? <span className="video-tile-flag">{t('VrMicIsOff')}</span> : null}
        {health !== undefined ? (
          <span data-testid="health-badge" data-health={health ?? 'unknown'} title={healthLabel}>
            <HealthBadge health={health} />
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

const timerStatusKeys = {
  Initial: 'MtTimerInitial',
  Running: 'MtTimerRunning',
  Paused: 'MtTimerPaused',
  Stopped: 'MtTimerStopped',
} as const satisfies Record<RoomTimerStatus, string>;

function TimerPanel({
  room,
  timer,
  roomName,
  canRunTimer,
}: {
  room: Room;
  timer: RoomTimer;
  roomName: string;
  canRunTimer: boolean;
}) {
  const t = useT();
  const now = useNow(timer.status === 'Running');
  const remaining = timerRemainingMs(timer, now, room.clockOffsetMs);
  const status = t(timerStatusKeys[timer.status]);
  const endMeeting = async () => {
    const confirmed = await confirm({
      title: t('VrEndMeetingTitle'),
      message: t('VrEndMeetingQuestion', { room: roomName }),
      confirmLabel: t('VrEndMeeting'),
      isDanger: true,
    });
    if (confirmed) await room.updateTimer('Stopped');
  };
  return (
    <div className="video-room-timer">
      <p
        className={cx('room-timer', remaining < 0 ? 'room-timer-over' : null)}
        data-testid="room-timer"
        data-status={timer.status}
      >
        <span className="room-timer-status">{status}</span>{' '}
        <span className="visually-hidden">{t('VrTimer')}</span>{' '}
        <span className="room-timer-time">{formatTimer(remaining)}</span>
        {remaining < 0 ? <span className="room-timer-over-label"> {t('VrTimerOvertime')}</span> : null}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {t('VrTimerNow', { status })}
      </span>
      {canRunTimer ? (
        <div className="video-room-timer-actions">
          {timer.status === 'Initial' ? (
            <Button className="video-room-control" onPress={() => void room.updateTimer('Running')}>
              {t('VrTimerStart')}
            </Button>
          ) : null}
          {timer.status === 'Running' ? (
            <Button
              variant="secondary"
              className="video-room-control"
              onPress={() => void room.updateTimer('Paused')}
            >
              {t('VrTimerPause')}
            </Button>
          ) : null}
          {timer.status === 'Paused' ? (
            <Button className="video-room-control" onPress={() => void room.updateTimer('Running')}>
              {t('VrTimerResume')}
            </Button>
          ) : null}
          {/* Paused, or a meeting that ended: the room is readied for its next interview. */}
          {timer.status === 'Paused' || timer.status === 'Stopped' ? (
            <Button
              variant="secondary"
              className="video-room-control"
              onPress={() => void room.updateTimer('Initial')}
            >
              {t('VrTimerReset')}
            </Button>
          ) : null}
          {timer.status !== 'Stopped' ? (
            <Button variant="danger" className="video-room-control" onPress={() => void endMeeting()}>
              {t('VrEndMeeting')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {room.timerError ? (
        <p className="video-room-problem tone-danger" role="alert">
          {room.timerError}
        </p>
      ) : null}
    </div>
  );
}
