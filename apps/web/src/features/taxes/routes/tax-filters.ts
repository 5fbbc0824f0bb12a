import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TaxListFilter } from '../api/tax-keys';

/** The list's search and outlet live in the address (`?q=pb1&outlet=3`), so a reload or a shared link keeps them. */
export function useTaxFilters(): [TaxListFilter, (next: Partial<TaxListFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const outlet = Number(params.get('outlet'));
  const outletId = Number.isInteger(outlet) && outlet > 0 ? outlet : null;
  const filter = useMemo(() => ({ search, outletId }), [search, outletId]);
  const setFilter = useCallback(
    (next: Partial<TaxListFilter>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search.trim()) updated.set('q', next.search.trim());
            else updated.delete('q');
          }
          if (next.outletId !== undefined) {
            if (next.outletId === null) updated.delete('outlet');
            else updated.set('outlet', String(next.outletId));
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}
