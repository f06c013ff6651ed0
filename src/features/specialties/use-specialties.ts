import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  listSpecialties,
  type PublicSpecialty,
} from '../../../core/contracts/specialties/specialties.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import type { SelectOption } from '../../ui/select-field.tsx';

type Filter = 'all' | 'active';

/**
 * The public specialty list, fetched once per page load and shared by every caller (drop-downs,
 * cards, filters): a specialty changes a few times a year. A failed load is forgotten so the next
 * caller tries again.
 */
const cache = new Map<Filter, Promise<PublicSpecialty[]>>();

export function loadSpecialties(filter: Filter = 'all', fresh = false): Promise<PublicSpecialty[]> {
  let pending = fresh ? undefined : cache.get(filter);
  if (!pending) {
    pending = call(listSpecialties, { query: filter === 'active' ? { activeOnly: 'true' } : {} });
    cache.set(filter, pending);
    pending.catch(() => {
      if (cache.get(filter) === pending) cache.delete(filter);
    });
  }
  return pending;
}

/** After an admin changes specialties, so the next read is fresh. */
export function forgetSpecialties(): void {
  cache.clear();
}

export type UseSpecialties = {
  specialties: readonly PublicSpecialty[];
  /** { value: id, label: name }, by name: ready for a SelectField. */
  options: readonly SelectOption[];
  isLoading: boolean;
  error: unknown;
  reload: () => void;
};

/** Every specialty, or with `activeOnly` those that have an Active match cycle (platform.md §7). */
export function useSpecialties(options: { activeOnly?: boolean } = {}): UseSpecialties {
  const filter: Filter = options.activeOnly ? 'active' : 'all';
  const [specialties, setSpecialties] = useState<PublicSpecialty[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    loadSpecialties(filter, reloads > 0).then(
      (list) => {
        if (!live) return;
        setSpecialties(list);
        setError(null);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        handleError(failure, { context: 'specialties' });
      },
    );
    return () => {
      live = false;
    };
  }, [filter, reloads]);

  const list = specialties ?? [];
  const selectOptions = useMemo(
    () => (specialties ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    [specialties],
  );
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return {
    specialties: list,
    options: selectOptions,
    isLoading: specialties === null && !error,
    error,
    reload,
  };
}
