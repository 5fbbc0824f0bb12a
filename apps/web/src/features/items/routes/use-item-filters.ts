import { stockStates, type StockState } from '@backoffice/contracts/items';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ItemFilters } from '../api/item-keys';

const FIELDS = ['search', 'outlet', 'category', 'brand', 'stock'] as const;
type Field = (typeof FIELDS)[number];

const positiveId = (text: string | null) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};

/** The list's filters read from the address (so a link or Back shows the same list); a bad value is ignored. */
export function filtersFrom(params: URLSearchParams): ItemFilters {
  const search = params.get('search')?.trim();
  const stock = params.get('stock');
  return {
    search: search ? search : undefined,
    outlet: positiveId(params.get('outlet')),
    category: positiveId(params.get('category')),
    brand: positiveId(params.get('brand')),
    stock: stockStates.includes(stock as StockState) ? (stock as StockState) : undefined,
  };
}

/** The filters kept in the address: each change replaces the entry, so Back leaves the screen, not a filter. */
export function useItemFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const setFilter = useCallback(
    (field: Field, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(field);
          else next.set(field, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const field of FIELDS) next.delete(field);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return { filters, setFilter, clear, filtered };
}
