import { useCallback, useEffect, useRef, useState } from 'react';
import type { Contract, ResponseOf } from '../../../core/contracts/http.ts';
import { ConnectionError, markHandledOffline } from '../errors/app-errors.ts';
import { handleError } from '../errors/error-handler.ts';
import { keepOfflineCopy, readOfflineCopy } from '../offline/offline-copies.ts';
import { currentUserOf, useSessionStore } from '../session/session-store.ts';
import { type CallInput, call } from './http-client.ts';

export type ContractQuery<C extends Contract> = {
  data: ResponseOf<C> | null;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
  /** When `data` is this device's copy because the server could not be reached (keepOffline). */
  offlineCopyAt: number | null;
};

export type ContractQueryOptions = {
  /** Replaces the default handling (handleError: a toast); e.g. to show a 404 in the page. */
  onError?: (error: unknown) => void;
  /** Names the request in the error log (default: the contract's method and path). */
  context?: string;
  /**
   * Keep the answer on this device for the signed-in user, and show that copy when the server cannot
   * be reached (an applicant's pages read offline, after a reload too).
   */
  keepOffline?: boolean;
};

/**
 * One GET through a contract, made again whenever its input changes (compared by value); a newer
 * input aborts the older request so a slow stale answer never wins. A null input waits.
 */
export function useContractQuery<C extends Contract>(
  contract: C,
  input: Omit<CallInput<C>, 'signal'> | null,
  options: ContractQueryOptions = {},
): ContractQuery<C> {
  const [data, setData] = useState<ResponseOf<C> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setLoading] = useState(input !== null);
  const [reloads, setReloads] = useState(0);
  const [offlineCopyAt, setOfflineCopyAt] = useState<number | null>(null);
  const keepOffline = options.keepOffline === true;
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const onError = useRef(options.onError);
  onError.current = options.onError;
  const context = options.context ?? `${contract.method} ${contract.path}`;
  const request = input === null ? null : JSON.stringify(input);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same request again
  useEffect(() => {
    if (request === null) {
      // Held back: nothing is on its way (an aborted request must not leave the spinner on).
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const parsed = JSON.parse(request) as object;
    const userId = keepOffline ? (currentUserOf(useSessionStore.getState())?.id ?? null) : null;
    const copyKey = `${contract.method} ${contract.path} ${request}`;
    const fail = (failure: unknown) => {
      setError(failure);
      setLoading(false);
      if (onError.current) onError.current(failure);
      else handleError(failure, { context });
    };
    call(contract, { ...parsed, signal: controller.signal } as CallInput<C>).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(null);
        setOfflineCopyAt(null);
        setLoading(false);
        if (userId) {
          keepOfflineCopy(userId, copyKey, answer).catch((e) => console.warn('Offline copy not kept.', e));
        }
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (!userId || !(failure instanceof ConnectionError)) {
          fail(failure);
          return;
        }
        readOfflineCopy<ResponseOf<C>>(userId, copyKey).then(
          (copy) => {
            if (controller.signal.aborted) return;
            if (!copy) {
              fail(failure);
              return;
            }
            // The device copy answers and the page says so: no 'Could not connect' toast for it.
            markHandledOffline(failure);
            setData(copy.value);
            setError(null);
            setOfflineCopyAt(copy.updatedAt);
            setLoading(false);
          },
          () => fail(failure),
        );
      },
    );
    return () => controller.abort();
  }, [contract, request, reloads, keepOffline]);

  // Showing this device's copy: ask the server again once the session is back.
  const sessionStatus = useSessionStore((s) => s.status);
  useEffect(() => {
    if (offlineCopyAt !== null && sessionStatus === 'signedIn') reload();
  }, [offlineCopyAt, sessionStatus, reload]);

  return { data, error, isLoading, reload, offlineCopyAt };
}
