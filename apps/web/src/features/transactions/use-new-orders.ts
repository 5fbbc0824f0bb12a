import { ORDERS_REALTIME_KIND } from '@backoffice/contracts/pos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { openRealtimeStream } from '../../lib/realtime/open-realtime-stream';
import { transactionKeys } from './api/transaction-keys';
import { ALL_OUTLET_ID, type TransactionFilter } from './transaction-filter';

/** What an `orders.ingested` event says (decision 0071): one outlet, how many orders, the local days they fall on. */
export interface IngestedOrders {
  outletId: number;
  count: number;
  fromDate: string;
  toDate: string;
}

/** Whether orders that arrived concern the screen's filter: its outlet (or All Outlet) and a day of its range. */
export function concernsFilter(filter: TransactionFilter, orders: IngestedOrders): boolean {
  if (filter.selectedOutletId !== ALL_OUTLET_ID && filter.selectedOutletId !== orders.outletId) return false;
  return orders.fromDate <= filter.endDate.slice(0, 10) && orders.toDate >= filter.startDate.slice(0, 10);
}

function readEvent(data: Record<string, unknown>): IngestedOrders | null {
  const { outlet_id, count, from_date, to_date } = data;
  if (typeof outlet_id !== 'number' || typeof count !== 'number') return null;
  if (typeof from_date !== 'string' || typeof to_date !== 'string') return null;
  return { outletId: outlet_id, count, fromDate: from_date, toDate: to_date };
}

/**
 * Counts the orders cashier devices sent since the lists were loaded, for the current filter, from the realtime
 * channel; `refresh` reloads the lists and tiles and starts counting again. Nothing reloads by itself: the spec's
 * lists stay as loaded until the user asks (decision 0072).
 */
export function useNewOrders(filter: TransactionFilter): { count: number; refresh: () => void } {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);

  useEffect(() => {
    setCount(0);
    const stream = openRealtimeStream([ORDERS_REALTIME_KIND], {
      onEvent: (event) => {
        const orders = event.topic === ORDERS_REALTIME_KIND ? readEvent(event.data) : null;
        if (orders && concernsFilter(filter, orders)) setCount((n) => n + orders.count);
      },
    });
    return () => stream.close();
  }, [filter]);

  const refresh = useCallback(() => {
    setCount(0);
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
  }, [queryClient]);

  return { count, refresh };
}
