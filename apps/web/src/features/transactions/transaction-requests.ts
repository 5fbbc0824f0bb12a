import {
  TRANSACTIONS_MAX_OUTLETS,
  type CancelledSummaryQuery,
  type ListOrdersQuery,
  type OrderSummaryQuery,
  type VoidSummaryQuery,
} from '@backoffice/contracts/transactions';
import { ALL_OUTLET_ID, keywordOf, type TransactionFilter } from './transaction-filter';
import { withZoneOffset } from '../../lib/time/zoned-time';

/**
 * What each tab asks the server for ("Transactions"), without the page: the query keys are built from
 * these, so two filters that ask the same thing share their cached pages.
 */
export type SuccessRequest = Omit<ListOrdersQuery, 'cursor'> & OrderSummaryQuery;
export type CancelledRequest = CancelledSummaryQuery;
export type VoidRequest = VoidSummaryQuery;

/**
 * The outlets a list asks for: the chosen one, or with All Outlet every outlet the user reaches, named one by one
 * (the spec's "plus outlet ids"; docs/spec-notes.md, "Transactions screen (list)"). Past what a query may carry, or
 * before the profile named any, nothing is named and the server reads that as every outlet within reach too.
 */
function outletsOf(filter: TransactionFilter, reach: readonly number[]): number[] | undefined {
  if (filter.selectedOutletId !== ALL_OUTLET_ID) return [filter.selectedOutletId];
  return reach.length > 0 && reach.length <= TRANSACTIONS_MAX_OUTLETS ? [...reach] : undefined;
}
const keywordOrNothing = (keyword: string) => (keyword === '' ? undefined : keyword);

/** Success: wall-clock times read by the server in each outlet's own zone. */
export function successRequest(filter: TransactionFilter, reach: readonly number[]): SuccessRequest {
  return {
    start_time: filter.startDate,
    end_time: filter.endDate,
    keyword: keywordOrNothing(keywordOf(filter, 'success')),
    outlet_ids: outletsOf(filter, reach),
    item_id: filter.item?.id,
    variant_name: filter.item?.variant || undefined,
  };
}

/**
 * Cancelled and void take instants with an offset. The wall-clock range is read in `timeZone`: the chosen
 * outlet's, or with All Outlet the business's (its first outlet's, as docs/spec-notes.md, decided reading 10 date campaigns).
 */
export function cancelledRequest(
  filter: TransactionFilter,
  timeZone: string,
  reach: readonly number[],
): CancelledRequest {
  const outlets = outletsOf(filter, reach);
  // One outlet travels as `outletId`, several as `outletIds` (spec: "outlet ids or one id").
  return {
    outletId: outlets?.length === 1 ? outlets[0] : undefined,
    outletIds: outlets && outlets.length > 1 ? outlets : undefined,
    orderId: keywordOrNothing(keywordOf(filter, 'cancelled')),
    startDate: withZoneOffset(filter.startDate, timeZone),
    endDate: withZoneOffset(filter.endDate, timeZone),
    statuses: 'CANCELLED',
  };
}

export function voidRequest(
  filter: TransactionFilter,
  timeZone: string,
  reach: readonly number[],
): VoidRequest {
  return {
    outlets: outletsOf(filter, reach),
    itemName: keywordOrNothing(keywordOf(filter, 'void')),
    startDate: withZoneOffset(filter.startDate, timeZone),
    endDate: withZoneOffset(filter.endDate, timeZone),
    statuses: 'COMPLETE,CANCELLED',
  };
}
