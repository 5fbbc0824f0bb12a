import type { VoidItemRow } from '@backoffice/contracts/transactions';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format/format-count';
import { formatTransactionMoney } from '../transaction-money';
import { useVoidList } from '../api/list-void-items';
import type { VoidRequest } from '../transaction-requests';
import { localDateIn, localTimeLabel } from '../../../lib/time/zoned-time';
import type { TableColumn } from './grouped-table';
import { CellText, Money } from './receipt-cell';
import { TransactionListView } from './transaction-list-view';

const keyOf = (row: VoidItemRow) => String(row.id);
const dayOf = (row: VoidItemRow) => localDateIn(row.cancelledTime, row.timeZone);

/** The product's screen description columns: void time, order ID, item name, quantity, void reason, void by, total price. No detail. */
export function VoidList({
  request,
  enabled,
  mixedZones = false,
}: {
  request: VoidRequest;
  enabled: boolean;
  /** The rows come from outlets in more than one zone: each time carries its zone's name. */
  mixedZones?: boolean;
}) {
  const { t, i18n } = useTranslation('transactions');
  const query = useVoidList(request, enabled);
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const columns = useMemo<TableColumn<VoidItemRow>[]>(
    () => [
      {
        key: 'time',
        header: t('columns.voidTime'),
        width: 110,
        cell: (row) => (
          <Text span size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {localTimeLabel(row.cancelledTime, row.timeZone, mixedZones)}
          </Text>
        ),
      },
      {
        key: 'order',
        header: t('columns.orderId'),
        width: 150,
        cell: (row) => <CellText value={row.orderId} />,
      },
      {
        key: 'item',
        header: t('columns.itemName'),
        width: 200,
        grow: true,
        cell: (row) => (
          <CellText value={row.variantName ? `${row.itemName} (${row.variantName})` : row.itemName} />
        ),
      },
      {
        key: 'quantity',
        header: t('columns.quantity'),
        width: 70,
        align: 'right',
        cell: (row) => <Money value={formatCount(row.itemCount, i18n.language)} />,
      },
      {
        key: 'reason',
        header: t('columns.voidReason'),
        width: 170,
        cell: (row) => <CellText value={row.cancelledReason} />,
      },
      {
        key: 'by',
        header: t('columns.voidBy'),
        width: 130,
        cell: (row) => <CellText value={row.cancelledByName} />,
      },
      {
        key: 'total',
        header: t('columns.totalPrice'),
        width: 130,
        align: 'right',
        cell: (row) => <Money value={formatTransactionMoney(row.itemTotalPrice)} />,
      },
    ],
    [t, i18n.language, mixedZones],
  );
  return (
    <TransactionListView
      query={query}
      rows={rows}
      label={t('list.void')}
      columns={columns}
      keyOf={keyOf}
      dayOf={dayOf}
      empty={{ title: t('empty.noItemFound'), description: t('empty.noItemHelp') }}
    />
  );
}
