import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

/** `?outlet=` as an Outlet id, or null for every Outlet (anything else is read as every Outlet). */
export function outletParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The list's search and Outlet, kept in the address (`?q=…&outlet=…`) so a reload, a shared link or Back shows the
 * same list. The search box answers at once; the address (and the request) follow when typing pauses.
 */
export function useSalesTypeFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const outletId = outletParam(params.get('outlet'));
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (change: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true, state: null },
      ),
    [setParams],
  );

  useEffect(() => {
    if (debounced !== search) update({ q: debounced });
    // Only a new typed value moves the address; the address moving (Back) resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);

  return {
    search,
    outletId,
    typed,
    setTyped,
    setOutletId: (id: number | null) => update({ outlet: id === null ? null : String(id) }),
  };
}
