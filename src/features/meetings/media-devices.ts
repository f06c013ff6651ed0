/**
 * The camera, microphone and screen of this device for a video room (issue 17): constraints that
 * suit tablets and phones (the front camera, a modest resolution and frame rate that a mesh of six
 * can carry), the device lists, switching, and errors named so the room can say what to do.
 */
import type { MediaKind } from './peer-mesh.ts';

/** Why there is no camera or microphone, each with its text in the catalogues. */
export type MediaProblem = 'denied' | 'noDevice' | 'busy' | 'unsupported' | 'other';

export const mediaProblemKeys = {
  denied: 'VrErrorDenied',
  noDevice: 'VrErrorNoDevice',
  busy: 'VrErrorBusy',
  unsupported: 'VrErrorUnsupported',
  other: 'VrErrorOther',
} as const satisfies Record<MediaProblem, string>;

export type MediaDeviceOption = { deviceId: string; label: string };
export type DeviceLists = { audioinput: MediaDeviceOption[]; videoinput: MediaDeviceOption[] };

/** The frame rate asked of cameras (connection-health.ts expects it). */
export const cameraFrameRate = 24;

export function audioConstraints(deviceId?: string | null): MediaTrackConstraints {
  return {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
}

export function videoConstraints(deviceId?: string | null): MediaTrackConstraints {
  return {
    width: { ideal: 640 },
    height: { ideal: 480 },
    frameRate: { ideal: cameraFrameRate, max: 30 },
    // The front camera on tablets and phones, unless a camera was picked.
    ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'user' }),
  };
}

const devices = (): MediaDevices | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || (error && typeof error === 'object') ? (error as Error).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}

export type LocalMedia = {
  stream: MediaStream | null;
  /** What stopped a kind (the other may still work: a room with a microphone and no camera). */
  problem: MediaProblem | null;
};

/**
 * The camera and the microphone. If both cannot be had together, each is tried alone, so a device
 * without a camera (or one whose camera another app holds) still joins with its microphone.
 */
export async function getLocalMedia(
  choice: { audioDeviceId?: string | null; videoDeviceId?: string | null } = {},
): Promise<LocalMedia> {
  const media = devices();
  if (!media?.getUserMedia) return { stream: null, problem: 'unsupported' };
  const audio = audioConstraints(choice.audioDeviceId);
  const video = videoConstraints(choice.videoDeviceId);
  try {
    return { stream: await media.getUserMedia({ audio, video }), problem: null };
  } catch (both) {
    const problem = mediaProblemOf(both);
    // Denied is denied for both; anything else may be one device's trouble.
    if (problem === 'denied' || problem === 'unsupported') return { stream: null, problem };
    for (const constraints of [{ audio }, { video }]) {
      try {
        return { stream: await media.getUserMedia(constraints), problem };
      } catch {
        // try the other kind
      }
    }
    return { stream: null, problem };
  }
}

/** One new track of a kind from a chosen device. */
export async function getTrack(kind: MediaKind, deviceId: string): Promise<MediaStreamTrack> {
  const media = devices();
  if (!media?.getUserMedia) throw Object.assign(new Error('No media devices'), { name: 'TypeError' });
  const stream = await media.getUserMedia(
    kind === 'audio' ? { audio: audioConstraints(deviceId) } : { video: videoConstraints(deviceId) },
  );
  const track = stream.getTracks().find((t) => t.kind === kind);
  if (!track) throw Object.assign(new Error(`No ${kind} track`), { name: 'NotFoundError' });
  return track;
}

/** The cameras and microphones; browsers give labels only once a permission was granted. */
export async function listDevices(unnamed: (kind: MediaKind, n: number) => string): Promise<DeviceLists> {
  const lists: DeviceLists = { audioinput: [], videoinput: [] };
  const media = devices();
  if (!media?.enumerateDevices) return lists;
  for (const device of await media.enumerateDevices()) {
    if (device.kind !== 'audioinput' && device.kind !== 'videoinput') continue;
    const list = lists[device.kind];
    // Before permission every device has an empty id: nothing to choose between yet.
    if (!device.deviceId) continue;
    const kind: MediaKind = device.kind === 'audioinput' ? 'audio' : 'video';
    list.push({ deviceId: device.deviceId, label: device.label || unnamed(kind, list.length + 1) });
  }
  return lists;
}

/** Screen sharing exists here (desktop browsers; not phones). */
export function canShareScreen(): boolean {
  return typeof devices()?.getDisplayMedia === 'function';
}

/** A screen, window or tab chosen by the user, as a video track. */
export async function getScreenTrack(): Promise<MediaStreamTrack> {
  const media = devices();
  if (!media?.getDisplayMedia) throw Object.assign(new Error('No screen sharing'), { name: 'TypeError' });
  const stream = await media.getDisplayMedia({ video: { frameRate: { ideal: 15, max: 30 } }, audio: false });
  const track = stream.getVideoTracks()[0];
  if (!track) throw Object.assign(new Error('No screen track'), { name: 'NotFoundError' });
  // Text and slides: sharpness over motion.
  if ('contentHint' in track) track.contentHint = 'detail';
  return track;
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
