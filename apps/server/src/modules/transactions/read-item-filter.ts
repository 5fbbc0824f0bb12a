import type { ItemFilter } from '../../sales/orders.repository.js';

/** The success list's and its summary's query, as the contract parsed it. */
export interface SuccessQuery {
  start_time: string;
  end_time: string;
  keyword?: string;
  outlet_ids?: number[];
  item_id?: number;
  variant_name?: string;
}

/** The item the list is narrowed to, if any; an empty variant name is any variant of it. */
export function readItemFilter(query: SuccessQuery): ItemFilter | undefined {
  if (query.item_id === undefined) return undefined;
  return { itemId: query.item_id, variantName: query.variant_name || undefined };
}
