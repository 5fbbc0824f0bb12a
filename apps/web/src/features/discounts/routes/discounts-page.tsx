import type { Discount } from '@backoffice/contracts/discounts';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { RetrySelect } from '../../../components/ui/retry-select';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useProfile } from '../../../lib/session/get-profile';
import type { DiscountKey } from '@backoffice/contracts/discounts';
import { useDiscountList } from '../api/list-discounts';
import { DeleteDiscountDialog } from '../components/delete-discount-dialog';
import { DiscountList } from '../components/discount-list';
import { DiscountPanel } from '../components/discount-panel';
import { describeDiscountFailure } from '../discount-messages';
import { useDiscountPanelEntry } from '../discount-panel-entry';

const ALL_OUTLETS = 'all';

function keyOf(discount: Discount): DiscountKey {
  return { name: discount.name, type: discount.type, amount: discount.amount };
}

/** /v2/library/discounts: the Discount library ("Discounts screen"). */
export function DiscountsPage() {
  const { t } = useTranslation('discounts');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const [filter, setFilter] = useState(ALL_OUTLETS);
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = useDiscountPanelEntry();
  const [deleting, setDeleting] = useState<DiscountKey | null>(null);

  const outletId = filter === ALL_OUTLETS ? null : Number(filter);
  const list = useDiscountList(outletId);
  const discounts = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  // A failed list call is also reported as a toast with the error's message.
  const failure = list.error ? describeDiscountFailure(list.error, t).message : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  const outlets: OutletChoice[] | undefined = profile.data?.outlets;
  const canCreate = (outlets?.length ?? 0) > 0;
  // A business with one Outlet has nothing to filter or tell apart: every Discount is at that Outlet
  // (decision 0021). A user limited to one Outlet of a larger business still sees where Discounts are used.
  const singleOutlet =
    outlets?.length === 1 && (profile.data?.is_owner === true || profile.data?.user_outlets_id.length === 0);
  // The filter's choices come from the shared outlets call, like the outlet chooser's (3 retries, then Retry).
  const outletList = useOutletList({ enabled: !singleOutlet });
  const filterOptions = [
    { value: ALL_OUTLETS, label: t('filter.all') },
    ...(outletList.data?.results ?? []).map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
  ];
  const create = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => openPanel({ mode: 'create' })}
      disabled={!canCreate}
    >
      {t('create')}
    </Button>
  );

  const content = (
    <ListStates
      query={list}
      isEmpty={discounts.length === 0}
      skeleton={
        <Paper withBorder p="lg">
          <ListSkeleton rows={6} />
        </Paper>
      }
      error={{ message: t('list.loadError') }}
      empty={
        outletId === null ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <EmptyState title={t('empty.outletTitle')} description={t('empty.outletDescription')} />
        )
      }
      frame={(state) => <Paper withBorder>{state}</Paper>}
    >
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <DiscountList
          discounts={discounts}
          compact={phone}
          showOutlets={!singleOutlet}
          onEdit={(discount) => openPanel({ mode: 'edit', discount: keyOf(discount) })}
          onDelete={(discount) => setDeleting(keyOf(discount))}
        />
        <div ref={sentinel} aria-hidden />
        <LoadMoreFooter
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          loadingLabel={t('list.loadingMore')}
          errorTitle={t('list.loadMoreError')}
          onRetry={() => void list.fetchNextPage()}
        />
      </Paper>
    </ListStates>
  );

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      {(!singleOutlet || phone) && (
        <Group mb="md" gap="sm" align="flex-end" justify="space-between">
          {!singleOutlet && (
            <RetrySelect
              label={t('filter.label')}
              query={{
                data: filterOptions,
                isPending: outletList.isPending,
                isError: outletList.isError,
                isFetching: outletList.isFetching,
                refetch: outletList.refetch,
              }}
              value={filter}
              onChange={(value) => setFilter(value ?? ALL_OUTLETS)}
              allowDeselect={false}
              leftSection={<IconBuildingStore size={16} />}
              w={{ base: '100%', sm: 280 }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {phone && (
            <Stack w="100%" gap={0}>
              {create}
            </Stack>
          )}
        </Group>
      )}
      {content}
      <DiscountPanel state={panel} outlets={outlets} onClose={closePanel} onStay={stayInPanel} />
      <DeleteDiscountDialog discount={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
