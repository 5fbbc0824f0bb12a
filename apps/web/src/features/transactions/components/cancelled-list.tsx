import type { CancelledOrderRow } from '@backoffice/contracts/transactions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { useCancelledList } from '../api/list-cancelled-orders';
import { transactionPaths } from '../transaction-paths';
import type { CancelledRequest } from '../transaction-requests';
import { localDateIn, localTimeIn } from '../../../lib/time/zoned-time';
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
}: {
  request: CancelledRequest;
  enabled: boolean;
  openKey?: string;
}) {
  const { t } = useTranslation('transactions');
  const query = useCancelledList(request, enabled);
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const columns = useMemo<TableColumn<CancelledOrderRow>[]>(
    () => [
      {
        key: 'outlet',
        header: t('columns.outlet'),
        width: 220,
        cell: (row) => <CellText value={row.outletName} />,
      },
      {
        key: 'time',
        header: t('columns.cancelledTime'),
        width: 170,
        cell: (row) => (
          <ReceiptCell
            time={localTimeIn(row.cancelledAt, row.timeZone)}
            receipt={row.receiptNumber}
            href={hrefOf(row)}
            label={t('list.open', { receipt: row.receiptNumber })}
          />
        ),
      },
      {
        key: 'cancelledBy',
        header: t('columns.cancelledBy'),
        width: 200,
        cell: (row) => <CellText value={row.cancelledByName} />,
      },
      {
        key: 'reason',
        header: t('columns.cancelReason'),
        width: 400,
        cell: (row) => <CellText value={row.cancelledReason} />,
      },
      {
        key: 'total',
        header: t('columns.totalPrice'),
        width: 190,
        align: 'right',
        cell: (row) => <Money value={formatRupiah(row.totalPrice)} />,
      },
    ],
    [t],
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
