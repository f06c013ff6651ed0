import { useCallback, useEffect, useRef, useState } from 'react';
import type { Contract, ResponseOf } from '../../../core/contracts/http.ts';
import { handleError } from '../errors/error-handler.ts';
import { type CallInput, call } from './http-client.ts';

export type ContractQuery<C extends Contract> = {
  data: ResponseOf<C> | null;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
};

export type ContractQueryOptions = {
  /** Replaces the default handling (handleError: a toast); e.g. to show a 404 in the page. */
  onError?: (error: unknown) => void;
  /** Names the request in the error log (default: the contract's method and path). */
  context?: string;
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
    call(contract, { ...parsed, signal: controller.signal } as CallInput<C>).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
        if (onError.current) onError.current(failure);
        else handleError(failure, { context });
      },
    );
    return () => controller.abort();
  }, [contract, request, reloads]);

  return { data, error, isLoading, reload };
}
