import type { ProfileOutlet } from '@backoffice/contracts/profile';
import { Center, Group, Loader, Modal, Tabs } from '@mantine/core';
import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useProfile } from '../../../lib/session/get-profile';
import { zoneLabel } from '../../../lib/time/zoned-time';
import { TransactionDetailDrawer } from '../components/transaction-detail-drawer';
import { DetailLinkContext } from '../detail-link-context';
import { CancelledList } from '../components/cancelled-list';
import { OldDataNotice } from '../components/old-data-notice';
import { SuccessList } from '../components/success-list';
import { CancelledTiles, SuccessTiles, VoidTiles } from '../components/summary-tiles';
import { ItemFilterChip } from '../components/item-filter-chip';
import { TransactionFilters } from '../components/transaction-filters';
import { VoidList } from '../components/void-list';
import { NewOrdersNotice } from '../components/new-orders-notice';
import { useNewOrders } from '../use-new-orders';
import {
  ALL_OUTLET_ID,
  filterForLink,
  isBeforeKeptData,
  readFilter,
  TRANSACTION_TABS,
  type TransactionFilter,
  type TransactionTab,
  writeFilter,
} from '../transaction-filter';
import {
  readListLink,
  readTransactionLocation,
  type TransactionLocation,
  transactionPaths,
} from '../transaction-paths';
import { cancelledRequest, successRequest, voidRequest } from '../transaction-requests';
import { useTransactionDetail } from '../use-transaction-detail';
import { ExportButton } from '../exports/export-button';
import { ExportMenu } from '../exports/export-menu';

/** The refund form and its preview load when a refund is first asked for (decision 0187). */
const RefundModal = lazy(async () => ({ default: (await import('../components/refund-modal')).RefundModal }));

/**
 * The zone a wall-clock range is read in for the cancelled and void calls: the chosen outlet's, or with All Outlet
 * the business's (its first outlet's); the browser's only when the profile names none.
 */
export function rangeZoneOf(outletId: number, outlets: readonly ProfileOutlet[] | undefined): string {
  const chosen =
    outletId === ALL_OUTLET_ID ? outlets?.[0] : outlets?.find((outlet) => outlet.id === outletId);
  return chosen?.time_zone ?? outlets?.[0]?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether the list shows the clocks of several zones, so each time carries its zone's name (WIB, WITA, WIT):
 * All Outlet over outlets in more than one zone. One outlet is one clock.
 */
export function mixesZones(outletId: number, outlets: readonly ProfileOutlet[] | undefined): boolean {
  if (outletId !== ALL_OUTLET_ID) return false;
  return new Set((outlets ?? []).map((outlet) => zoneLabel(outlet.time_zone))).size > 1;
}

/** /v2/reports/transactions/*: the Transactions screen ("Transactions screen"). */
export function TransactionsPage() {
  const params = useParams();
  const place = readTransactionLocation(params['*'] ?? '');
  if (!place) return <Navigate to={transactionPaths.tab('success')} replace />;
  return <TransactionsScreen place={place} />;
}

function TransactionsScreen({ place }: { place: TransactionLocation }) {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const profile = useProfile();
  const { pathname, search } = useLocation();
  // A link naming days (a sales report's row), and maybe an item, opens on them and becomes the kept filter.
  const [filter, setFilter] = useState<TransactionFilter>(() => {
    const link = readListLink(search);
    if (!link) return readFilter(new Date(), rangeZoneOf(ALL_OUTLET_ID, profile.data?.outlets));
    const linked = filterForLink(link);
    writeFilter(linked);
    return linked;
  });
  const changeFilter = (next: TransactionFilter) => {
    setFilter(next);
    writeFilter(next);
  };
  const { tab } = place;
  const detail = useTransactionDetail(place);
  const [refunding, setRefunding] = useState<InvoiceDetail | null>(null);
  // Once asked for, the refund modal stays mounted, so that it closes with its transition like before.
  const [refundAsked, setRefundAsked] = useState(false);
  if (refunding !== null && !refundAsked) setRefundAsked(true);
  const closeDetail = detail.close;
  // "Refund modal": after a refund, close the modal and the detail; the lists reload (refund-order.ts).
  const refunded = useCallback(() => {
    setRefunding(null);
    closeDetail();
  }, [closeDetail]);
  const old = isBeforeKeptData(filter);
  const zone = rangeZoneOf(filter.selectedOutletId, profile.data?.outlets);
  const mixedZones = mixesZones(filter.selectedOutletId, profile.data?.outlets);
  const profileOutlets = profile.data?.outlets;
  const reach = useMemo(() => (profileOutlets ?? []).map((outlet) => outlet.id), [profileOutlets]);
  // All Outlet names every outlet within reach, which the profile gives: the lists wait for it.
  const ready = profile.data !== undefined;
  const fresh = useNewOrders(filter);
  const freshNotice = <NewOrdersNotice count={fresh.count} onRefresh={fresh.refresh} />;

  // Every tab exports the range on screen, read on the outlets' wall clocks (decision 0060).
  const exportRange = {
    start_time: filter.startDate,
    end_time: filter.endDate,
    outlet_id: filter.selectedOutletId === ALL_OUTLET_ID ? null : filter.selectedOutletId,
  };

  const content = (current: TransactionTab) => {
    if (current !== tab) return null;
    if (old) return <OldDataNotice />;
    switch (current) {
      case 'success': {
        const request = successRequest(filter, reach);
        return (
          <>
            <Group mb="sm">
              <ExportMenu range={exportRange} />
              {freshNotice}
            </Group>
            <SuccessTiles request={request} enabled={ready} />
            <SuccessList
              request={request}
              enabled={ready}
              mixedZones={mixedZones}
              openToken={detail.target?.kind === 'success' ? detail.target.token : undefined}
            />
          </>
        );
      }
      case 'cancelled': {
        const request = cancelledRequest(filter, zone, reach);
        const open = detail.target?.kind === 'cancelled' ? detail.target : undefined;
        return (
          <>
            <Group mb="sm">
              <ExportButton feature="order-export-cancelled" range={exportRange} />
              {freshNotice}
            </Group>
            <CancelledTiles request={request} enabled={ready} />
            <CancelledList
              request={request}
              enabled={ready}
              mixedZones={mixedZones}
              openKey={open ? `${open.outletId}:${open.orderId}` : undefined}
            />
          </>
        );
      }
      case 'void': {
        const request = voidRequest(filter, zone, reach);
        return (
          <>
            <Group mb="sm">
              <ExportButton feature="order-export-void" range={exportRange} />
              {freshNotice}
            </Group>
            <VoidTiles request={request} enabled={ready} />
            <VoidList request={request} enabled={ready} mixedZones={mixedZones} />
          </>
        );
      }
    }
  };

  return (
    <DetailLinkContext.Provider value={detail.link}>
      <PageHeader section={t('section')} title={t('title')} />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next && next !== tab) void navigate(transactionPaths.tab(next as TransactionTab));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {TRANSACTION_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TRANSACTION_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && (
              <TransactionFilters tab={tab} filter={filter} timeZone={zone} onChange={changeFilter} />
            )}
            {value === tab && tab === 'success' && filter.item && (
              <ItemFilterChip
                item={filter.item}
                onRemove={() => {
                  changeFilter({ ...filter, item: null });
                  // The link's address would bring the item back on a reload.
                  if (search) void navigate(pathname, { replace: true });
                }}
              />
            )}
            {content(value)}
          </Tabs.Panel>
        ))}
      </Tabs>
      <TransactionDetailDrawer target={detail.target} onClose={detail.close} onIssueRefund={setRefunding} />
      {refundAsked && (
        <Suspense fallback={<RefundLoading onClose={() => setRefunding(null)} />}>
          <RefundModal invoice={refunding} onClose={() => setRefunding(null)} onRefunded={refunded} />
        </Suspense>
      )}
    </DetailLinkContext.Provider>
  );
}

/** The refund modal's frame while its form loads: the same title, and a spinner. */
function RefundLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Modal opened onClose={onClose} title={t('refundModal.title')} size="lg" centered>
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    </Modal>
  );
}
