/**
 * The one leave guard (issue 13, "no lost work"): a page with unsaved changes opts in with
 * `useLeaveGuard(isDirty)`; while any mounted guard is dirty,
 * - closing or reloading the tab asks through the browser's own prompt (beforeunload),
 * - an in-app navigation (`navigateTo`, so every react-aria link through the RouterProvider) asks
 *   "Leave this page?" first, and goes only on Leave,
 * - the browser's Back or Forward button (popstate) is held: the page stays, its address is put back,
 *   and the same question is asked; Leave then makes the move the user asked for.
 * The question itself is the app's (src/app/global-dialogs.tsx registers it with `setLeaveQuestion`):
 * lib knows no dialogs. Without one registered (a unit test rendering a bare page) navigation goes on.
 */
import { useEffect, useId, useRef } from 'react';

export type LeaveGuardOptions = {
  /** The changes stay on this device as a draft when the page is left (a form with a draft key). */
  keptOnDevice?: boolean;
};

type Guard = { isDirty: () => boolean; keptOnDevice: boolean };

const guards = new Map<string, Guard>();

/** A page holds changes not yet saved. */
export function hasUnsavedChanges(): boolean {
  for (const guard of guards.values()) if (guard.isDirty()) return true;
  return false;
}

/** Every unsaved change would be kept on the device as a draft (so the question may say so). */
function allKeptOnDevice(): boolean {
  for (const guard of guards.values()) if (guard.isDirty() && !guard.keptOnDevice) return false;
  return true;
}

/** Asks whether to leave; answers true for Leave. `keptOnDevice`: every change stays as a draft. */
export type LeaveQuestion = (details: { keptOnDevice: boolean }) => Promise<boolean>;

let question: LeaveQuestion | null = null;

/** The app's "Leave this page?" dialog (null removes it). */
export function setLeaveQuestion(ask: LeaveQuestion | null): void {
  question = ask;
}

/** Asks (only when a page holds unsaved changes); true when the user may leave. */
export async function mayLeave(): Promise<boolean> {
  if (!hasUnsavedChanges() || !question) return true;
  return question({ keptOnDevice: allKeptOnDevice() });
}

/**
 * Runs `go` (a navigation) at once when nothing is unsaved or `force` is set (a redirect, a move after
 * a save), else after the user chose Leave.
 */
export function whenLeaveAllowed(go: () => void, { force = false }: { force?: boolean } = {}): void {
  if (force || !hasUnsavedChanges()) {
    go();
    return;
  }
  // The navigation waits for the answer; callers (links, services) do not wait for it.
  void mayLeave().then((leave) => {
    if (leave) go();
  });
}

/**
 * Warns before a page with unsaved changes is left (see the file's comment). `isDirty`: the user
 * changed something since it was loaded or last saved (not merely: a draft exists).
 */
export function useLeaveGuard(isDirty: boolean, options: LeaveGuardOptions = {}): void {
  const id = useId();
  // Read at the moment of a navigation: a save that has just finished is seen at once.
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const keptOnDevice = options.keptOnDevice ?? false;
  useEffect(() => {
    guards.set(id, { isDirty: () => dirty.current, keptOnDevice });
    return () => {
      guards.delete(id);
    };
  }, [id, keptOnDevice]);
  // Only while dirty: a page with a beforeunload listener may be kept out of the back-forward cache.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

/** The address and history state of the page on screen (the router's view of the history). */
let shown = { path: '', state: null as unknown };
/** The next popstate is the move the user chose to make (Leave after Back). */
let passNextPop = false;

function currentEntry() {
  const { pathname, search, hash } = globalThis.location;
  return { path: `${pathname}${search}${hash}`, state: globalThis.history.state as unknown };
}

const withoutHash = (path: string) => path.split('#')[0];

function onPopState(event: PopStateEvent): void {
  const next = currentEntry();
  // A move within the page (an anchor) leaves nothing.
  const samePage = withoutHash(next.path) === withoutHash(shown.path);
  if (passNextPop || samePage || !hasUnsavedChanges()) {
    passNextPop = false;
    shown = next;
    return;
  }
  // The router must not see this move: the page stays with its changes, and its address comes back
  // (the browser has already moved to the entry the user went to, one step back or forward).
  event.stopImmediatePropagation();
  const kept = shown;
  globalThis.history.pushState(kept.state, '', kept.path);
  void mayLeave().then((leave) => {
    if (!leave) return;
    // One step back lands on the entry the user asked for, whichever way they went.
    passNextPop = true;
    globalThis.history.back();
  });
}

if (typeof window !== 'undefined') {
  shown = currentEntry();
  // Registered before the router subscribes (module load), and in the capture phase: it runs first.
  window.addEventListener('popstate', onPopState, { capture: true });
  // The router's pushState/replaceState (wouter dispatches these events) move the page on screen.
  for (const type of ['pushState', 'replaceState']) {
    window.addEventListener(type, () => {
      shown = currentEntry();
    });
  }
}
