import type {
  CancelledSummaryQuery,
  ListOrdersQuery,
  OrderSummaryQuery,
  VoidSummaryQuery,
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

const outletOf = (filter: TransactionFilter) =>
  filter.selectedOutletId === ALL_OUTLET_ID ? undefined : filter.selectedOutletId;
const keywordOrNothing = (keyword: string) => (keyword === '' ? undefined : keyword);

/** Success: wall-clock times read by the server in each outlet's own zone. */
export function successRequest(filter: TransactionFilter): SuccessRequest {
  const outlet = outletOf(filter);
  return {
    start_time: filter.startDate,
    end_time: filter.endDate,
    keyword: keywordOrNothing(keywordOf(filter, 'success')),
    outlet_ids: outlet === undefined ? undefined : [outlet],
  };
}

/**
 * Cancelled and void take instants with an offset. The wall-clock range is read in `timeZone`: the chosen
 * outlet's, or with All Outlet the business's (its first outlet's, as docs/spec-notes.md, decided reading 10 date campaigns).
 */
export function cancelledRequest(filter: TransactionFilter, timeZone: string): CancelledRequest {
  return {
    outletId: outletOf(filter),
    orderId: keywordOrNothing(keywordOf(filter, 'cancelled')),
    startDate: withZoneOffset(filter.startDate, timeZone),
    endDate: withZoneOffset(filter.endDate, timeZone),
    statuses: 'CANCELLED',
  };
}

export function voidRequest(filter: TransactionFilter, timeZone: string): VoidRequest {
  const outlet = outletOf(filter);
  return {
    outlets: outlet === undefined ? undefined : [outlet],
    itemName: keywordOrNothing(keywordOf(filter, 'void')),
    startDate: withZoneOffset(filter.startDate, timeZone),
    endDate: withZoneOffset(filter.endDate, timeZone),
    statuses: 'COMPLETE,CANCELLED',
  };
}
