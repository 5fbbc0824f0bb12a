import { type CategorySort, categorySortSchema } from '@backoffice/contracts/categories';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search and order, kept in the address (`?q=…&sort=…`) so a reload, a shared link or Back shows the
 * same list. The search box answers at once; the address (and the request) follow when typing pauses.
 */
export function useCategoryFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const parsedSort = categorySortSchema.safeParse(params.get('sort'));
  const sort: CategorySort = parsedSort.success ? parsedSort.data : 'name';
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
    sort,
    typed,
    setTyped,
    setSort: (value: CategorySort) => update({ sort: value === 'name' ? null : value }),
  };
}
