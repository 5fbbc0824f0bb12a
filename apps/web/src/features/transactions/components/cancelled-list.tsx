import type { CancelledOrderRow } from '@backoffice/contracts/transactions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';
import { useCancelledList } from '../api/list-cancelled-orders';
import { transactionPaths } from '../transaction-paths';
import type { CancelledRequest } from '../transaction-requests';
import { localDateIn, localTimeLabel } from '../../../lib/time/zoned-time';
import type { TableColumn } from './grouped-table';
import { CellText, Money, ReceiptCell } from './receipt-cell';
import { TransactionListView } from './transaction-list-view';

const keyOf = (row: CancelledOrderRow) => `${row.outletId}:${row.id}`;
const dayOf = (row: CancelledOrderRow) => localDateIn(row.cancelledAt, row.timeZone);
const hrefOf = (row: CancelledOrderRow) => transactionPaths.cancelled(row.outletId, row.id);

/** The product's screen description columns: outlet, cancelled time, cancelled by, cancel reason, total price. */
export function CancelledList({
  request,
  enabled,
  openKey,
  mixedZones = false,
}: {
  request: CancelledRequest;
  enabled: boolean;
  openKey?: string;
  /** The rows come from outlets in more than one zone: each time carries its zone's name. */
  mixedZones?: boolean;
}) {
  const { t } = useTranslation('transactions');
  const query = useCancelledList(request, enabled);
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const columns = useMemo<TableColumn<CancelledOrderRow>[]>(
    () => [
      {
        key: 'outlet',
        header: t('columns.outlet'),
        width: 190,
        cell: (row) => <CellText value={row.outletName} />,
      },
      {
        key: 'time',
        header: t('columns.cancelledTime'),
        width: 130,
        cell: (row) => (
          <ReceiptCell
            time={localTimeLabel(row.cancelledAt, row.timeZone, mixedZones)}
            receipt={row.receiptNumber}
            href={hrefOf(row)}
            label={t('list.open', { receipt: row.receiptNumber })}
          />
        ),
      },
      {
        key: 'cancelledBy',
        header: t('columns.cancelledBy'),
        width: 160,
        cell: (row) => <CellText value={row.cancelledByName} />,
      },
      {
        key: 'reason',
        header: t('columns.cancelReason'),
        width: 240,
        grow: true,
        cell: (row) => <CellText value={row.cancelledReason} />,
      },
      {
        key: 'total',
        header: t('columns.totalPrice'),
        width: 150,
        align: 'right',
        cell: (row) => <Money value={formatTransactionMoney(row.totalPrice)} />,
      },
    ],
    [t, mixedZones],
  );
  return (
    <TransactionListView
      query={query}
      rows={rows}
      label={t('list.cancelled')}
      columns={columns}
      keyOf={keyOf}
      dayOf={dayOf}
      hrefOf={hrefOf}
      selectedKey={openKey}
      empty={{ title: t('empty.noDataFound'), description: t('empty.noDataHelp') }}
    />
  );
}
