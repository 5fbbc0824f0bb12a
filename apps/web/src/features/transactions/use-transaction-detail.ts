import { useCallback, useMemo } from 'react';
import type { DetailLinkOptions } from './detail-link-context';
import { useLocation, useNavigate } from 'react-router';
import {
  FROM_LIST_STATE,
  openedFromList,
  type TransactionLocation,
  transactionPaths,
} from './transaction-paths';

/**
 * The detail named by the URL (`success/{token}`, `cancelled/{outlet}/{order}`) and how to close it: back when the
 * list pushed the detail's entry (so Back and Close agree), otherwise a replace to the tab's own URL.
 */
export function useTransactionDetail(place: TransactionLocation) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = openedFromList(location.state);
  const tabPath = transactionPaths.tab(place.tab);
  const close = useCallback(() => {
    if (fromList) void navigate(-1);
    else void navigate(tabPath, { replace: true });
  }, [fromList, navigate, tabPath]);
  // Rows link with this: a second detail replaces the open one and keeps how the first was reached.
  const detailOpen = place.target !== null;
  const link = useMemo<DetailLinkOptions>(
    () => ({ replace: detailOpen, state: !detailOpen || fromList ? FROM_LIST_STATE : undefined }),
    [detailOpen, fromList],
  );
  return { target: place.target, close, link };
}
