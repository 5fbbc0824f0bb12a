import type { SalesType } from '@backoffice/contracts/sales-types';
import { ActionIcon, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { RetrySelect } from '../../../components/ui/retry-select';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useSalesTypeList } from '../api/list-sales-types';
import { useManageSalesTypeState } from '../api/save-sales-type';
import { DeleteSalesTypeDialog } from '../components/delete-sales-type-dialog';
import { SalesTypeList } from '../components/sales-type-list';
import { SalesTypePanel } from '../components/sales-type-panel';
import { describeSalesTypeFailure } from '../sales-type-messages';
import { useSalesTypePanelEntry } from '../sales-type-panel-entry';
import { useSalesTypeFilters } from './use-list-filters';

const ALL_OUTLETS = 'all';

/** /v2/library/sales_type: the ways the Business sells (Dine In, Take Away, GoFood…). */
export function SalesTypesPage() {
  const { t } = useTranslation('salesTypes');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const filters = useSalesTypeFilters();
  const { panel, open: openPanel, close: closePanel, stay } = useSalesTypePanelEntry();
  const [deleting, setDeleting] = useState<SalesType | null>(null);

  const list = useSalesTypeList({ search: filters.search, outletId: filters.outletId });
  const salesTypes = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeSalesTypeFailure(list.error, t).message : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  // The shared outlets call names the outlets the user reaches (3 retries, then Retry in the select).
  const outletList = useOutletList({ enabled: true });
  const outlets = outletList.data?.results;
  const nameOf = useCallback(
    (id: number) => outlets?.find((outlet) => outlet.id === id)?.name ?? `#${id}`,
    [outlets],
  );
  const filterOptions = [
    { value: ALL_OUTLETS, label: t('filter.all') },
    ...(outlets ?? []).map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
  ];

  const state = useManageSalesTypeState();
  const switchOnce = useMutateOnce(state);
  const onSwitch = (salesType: SalesType, isActive: boolean) =>
    switchOnce(
      { id: salesType.id, isActive },
      {
        onSuccess: (saved) =>
          showToast({
            kind: 'success',
            message: t(saved.is_active ? 'toasts.activated' : 'toasts.deactivated', { name: saved.name }),
          }),
        onError: (error) => showToast({ kind: 'error', message: describeSalesTypeFailure(error, t).message }),
      },
    );

  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openPanel({ mode: 'create' })}>
      {t('create')}
    </Button>
  );
  const filtered = filters.search !== '' || filters.outletId !== null;

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          value={filters.typed}
          onChange={(event) => filters.setTyped(event.currentTarget.value)}
          rightSection={
            filters.typed !== '' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('search.clear')}
                onClick={() => filters.setTyped('')}
              >
                <IconX size={16} />
              </ActionIcon>
            )
          }
          w={{ base: '100%', sm: 280 }}
        />
        {(outlets?.length ?? 2) > 1 && (
          <RetrySelect
            label={t('filter.label')}
            query={{
              data: filterOptions,
              isPending: outletList.isPending,
              isError: outletList.isError,
              isFetching: outletList.isFetching,
              refetch: outletList.refetch,
            }}
            value={filters.outletId === null ? ALL_OUTLETS : String(filters.outletId)}
            onChange={(value) =>
              filters.setOutletId(value === null || value === ALL_OUTLETS ? null : Number(value))
            }
            allowDeselect={false}
            leftSection={<IconBuildingStore size={16} />}
            w={{ base: '100%', sm: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {phone && (
          <Stack w="100%" gap={0}>
            {create}
          </Stack>
        )}
      </Group>
      <ListStates
        query={list}
        isEmpty={salesTypes.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={4} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={
          filtered ? (
            <EmptyState title={t('empty.searchTitle')} description={t('empty.searchDescription')} />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.description')} action={create} />
          )
        }
        frame={(framed) => <Paper withBorder>{framed}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <SalesTypeList
            salesTypes={salesTypes}
            compact={phone}
            nameOf={nameOf}
            switching={state.isPending ? (state.variables?.id ?? null) : null}
            onSwitch={onSwitch}
            onEdit={(salesType) => openPanel({ mode: 'edit', id: salesType.id })}
            onDelete={setDeleting}
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
      <SalesTypePanel state={panel} nameOf={nameOf} onClose={closePanel} onStay={stay} />
      <DeleteSalesTypeDialog salesType={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
