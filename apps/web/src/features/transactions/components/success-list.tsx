import type { OrderRow } from '@backoffice/contracts/transactions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';
import { useSuccessList } from '../api/list-orders';
import { transactionPaths } from '../transaction-paths';
import type { SuccessRequest } from '../transaction-requests';
import { localTimeLabel } from '../../../lib/time/zoned-time';
import type { TableColumn } from './grouped-table';
import { CellText, Money, ReceiptCell } from './receipt-cell';
import { TransactionListView } from './transaction-list-view';

const keyOf = (row: OrderRow) => row.order_token;
// The server dates each order on its outlet's calendar.
const dayOf = (row: OrderRow) => row.business_date;
const hrefOf = (row: OrderRow) => transactionPaths.success(row.order_token);

/** The product's screen description columns: outlet, time, collected by, items, total price. */
export function SuccessList({
  request,
  enabled,
  openToken,
  mixedZones = false,
}: {
  request: SuccessRequest;
  enabled: boolean;
  openToken?: string;
  /** The rows come from outlets in more than one zone: each time carries its zone's name. */
  mixedZones?: boolean;
}) {
  const { t } = useTranslation('transactions');
  const query = useSuccessList(request, enabled);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.orders) ?? [], [query.data]);
  const columns = useMemo<TableColumn<OrderRow>[]>(
    () => [
      {
        key: 'outlet',
        header: t('columns.outlet'),
        width: 190,
        cell: (row) => <CellText value={row.outlet_name} />,
      },
      {
        key: 'time',
        header: t('columns.time'),
        width: 130,
        cell: (row) => (
          <ReceiptCell
            time={localTimeLabel(row.created_at, row.time_zone, mixedZones)}
            receipt={row.receipt_number}
            href={hrefOf(row)}
            label={t('list.open', { receipt: row.receipt_number })}
          />
        ),
      },
      {
        key: 'collectedBy',
        header: t('columns.collectedBy'),
        width: 160,
        cell: (row) => <CellText value={row.created_by} />,
      },
      {
        key: 'items',
        header: t('columns.items'),
        width: 260,
        grow: true,
        cell: (row) => <CellText value={row.item_name} />,
      },
      {
        key: 'total',
        header: t('columns.totalPrice'),
        width: 150,
        align: 'right',
        cell: (row) => <Money value={formatTransactionMoney(row.total_collected)} />,
      },
    ],
    [t, mixedZones],
  );
  // A receipt searched or an item's list (decision 0260): nothing found is "No Data Found".
  const searching = request.keyword !== undefined || request.item_id !== undefined;
  return (
    <TransactionListView
      query={query}
      rows={rows}
      label={t('list.success')}
      columns={columns}
      keyOf={keyOf}
      dayOf={dayOf}
      hrefOf={hrefOf}
      selectedKey={openToken}
      empty={
        searching
          ? { title: t('empty.noDataFound'), description: t('empty.noDataHelp') }
          : { title: t('empty.noTransactions'), description: t('empty.noTransactionsHelp') }
      }
    />
  );
}
