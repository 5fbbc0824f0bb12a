import type { ItemRow, StockState } from '@backoffice/contracts/items';
import { Affix, Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconBuildingStore,
  IconFileImport,
  IconPlus,
  IconSearch,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { RetrySelect } from '../../../components/ui/retry-select';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useProfile } from '../../../lib/session/get-profile';
import { useItemChoices } from '../api/item-choices';
import { useItemList } from '../api/list-items';
import { BulkDialogs, type BulkDialog, DeleteItemDialog } from '../components/item-dialogs';
import { ItemExportButton } from '../components/item-export-button';
import { ItemList } from '../components/item-list';
import { ItemPanel } from '../components/item-panel';
import { describeItemFailure } from '../item-messages';
import { useItemPanelEntry } from '../item-panel-entry';
import { useItemFilters } from './use-item-filters';

/** The spreadsheet import's screen (another screen of the Item list). */
const IMPORT_PATH = '/v2/library/list/import';
/** The exports' own permission (their history lives under it), beside this screen's (docs/spec-notes.md). */
const EXPORTS_PERMISSION = 'reports.transactions';
const ALL = '';

/** /v2/library/list: the Item list with its item panel. */
export function ItemsPage() {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const { filters, setFilter, clear, filtered } = useItemFilters();
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = useItemPanelEntry();
  const [deleting, setDeleting] = useState<ItemRow | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkDialog, setBulkDialog] = useState<BulkDialog>(null);
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const applySearch = useDebouncedCallback((value: string) => setFilter('search', value.trim()), 300);

  const list = useItemList(filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeItemFailure(list.error, t).message : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  // A selection is of the rows shown: another filter starts a new one.
  useEffect(() => setSelected(new Set()), [filters]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  const outlets = profile.data?.outlets ?? [];
  const canExport = profile.data?.permissions.some((entry) => entry.key === EXPORTS_PERMISSION) ?? false;
  const choices = useItemChoices();
  const outletList = useOutletList({ enabled: true });
  const toggle = (item: ItemRow) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected(new Set(checked ? items.filter((item) => item.can_edit).map((item) => item.id) : []));

  const create = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => openPanel({ mode: 'create' })}
      disabled={outlets.length === 0}
    >
      {t('create')}
    </Button>
  );
  const importButton = (
    <Button
      variant="default"
      leftSection={<IconFileImport size={18} />}
      onClick={() => void navigate(IMPORT_PATH)}
    >
      {t('import')}
    </Button>
  );
  const choiceSelect = (
    field: 'category' | 'brand',
    label: string,
    all: string,
    list: { id: number; name: string }[] | undefined,
  ) => (
    <RetrySelect
      label={label}
      query={{
        data: [
          { value: ALL, label: all },
          ...(list ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ],
        isPending: choices.isPending,
        isError: choices.isError,
        isFetching: choices.isFetching,
        refetch: choices.refetch,
      }}
      value={filters[field] === undefined ? ALL : String(filters[field])}
      onChange={(value) => setFilter(field, value)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', sm: 180 }}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Group gap="xs" wrap="wrap">
            {importButton}
            {canExport && <ItemExportButton filters={filters} />}
            {!phone && create}
          </Group>
        }
      />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('filters.search')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 240 }}
          type="search"
        />
        <RetrySelect
          label={t('filters.outlet')}
          query={{
            data: [
              { value: ALL, label: t('filters.allOutlets') },
              ...(outletList.data?.results ?? []).map((o) => ({ value: String(o.id), label: o.name })),
            ],
            isPending: outletList.isPending,
            isError: outletList.isError,
            isFetching: outletList.isFetching,
            refetch: outletList.refetch,
          }}
          value={filters.outlet === undefined ? ALL : String(filters.outlet)}
          onChange={(value) => setFilter('outlet', value)}
          allowDeselect={false}
          leftSection={<IconBuildingStore size={16} />}
          w={{ base: '100%', sm: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        {choiceSelect(
          'category',
          t('filters.category'),
          t('filters.allCategories'),
          choices.data?.categories,
        )}
        {choiceSelect('brand', t('filters.brand'), t('filters.allBrands'), choices.data?.brands)}
        <Select
          label={t('filters.stock')}
          data={[
            { value: ALL, label: t('filters.allStock') },
            ...(['tracked', 'low', 'out'] as StockState[]).map((state) => ({
              value: state,
              label: t(`filters.${state}`),
            })),
          ]}
          value={filters.stock ?? ALL}
          onChange={(value) => setFilter('stock', value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
          comboboxProps={{ withinPortal: true }}
        />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconX size={16} />}
            onClick={() => {
              setSearchText('');
              clear();
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
        {phone && (
          <Group w="100%" grow>
            {create}
          </Group>
        )}
      </Group>
      <ListStates
        query={list}
        isEmpty={items.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={8} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={
          filtered ? (
            <EmptyState title={t('empty.filteredTitle')} description={t('empty.filteredDescription')} />
          ) : (
            <EmptyState
              title={t('empty.title')}
              description={t('empty.description')}
              action={
                <Group gap="xs" mt="xs" justify="center">
                  {create}
                  {importButton}
                </Group>
              }
            />
          )
        }
        frame={(state) => <Paper withBorder>{state}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }} mb={selected.size > 0 ? 96 : 0}>
          <ItemList
            items={items}
            compact={phone}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onEdit={(item) => openPanel({ mode: 'edit', id: item.id })}
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
      {selected.size > 0 && (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper
            shadow="lg"
            withBorder
            p="sm"
            radius="md"
            maw={760}
            mx="auto"
            role="region"
            aria-label={t('bulk.selected', { count: selected.size })}
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} aria-live="polite">
                {t('bulk.selected', { count: selected.size })}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setBulkDialog('delete')}
                >
                  {t('bulk.delete')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArrowsExchange size={16} />}
                  onClick={() => setBulkDialog('move')}
                >
                  {t('bulk.move')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconBuildingStore size={16} />}
                  onClick={() => setBulkDialog('outlets')}
                >
                  {t('bulk.outlets')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={16} />}
                  onClick={() => setSelected(new Set())}
                >
                  {t('bulk.clear')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      )}
      <ItemPanel state={panel} outlets={outlets} onClose={closePanel} onStay={stayInPanel} />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
      <BulkDialogs
        key={bulkDialog ?? 'closed'}
        dialog={bulkDialog}
        itemIds={[...selected]}
        categories={choices.data?.categories ?? []}
        outlets={outlets}
        onClose={() => setBulkDialog(null)}
        onDone={() => {
          setBulkDialog(null);
          setSelected(new Set());
        }}
      />
    </>
  );
}
