import type { Category, CategorySort } from '@backoffice/contracts/categories';
import { ActionIcon, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useCategoryList } from '../api/list-categories';
import { describeCategoryFailure } from '../category-messages';
import { useCategoryPanelEntry } from '../category-panel-entry';
import { BulkBar } from '../components/bulk-bar';
import { CategoryList } from '../components/category-list';
import { CategoryPanel } from '../components/category-panel';
import { DeleteCategoriesDialog, type DeleteTarget } from '../components/delete-categories-dialog';
import { useCategoryFilters } from './use-list-filters';

const SORTS: CategorySort[] = ['name', '-name', '-item_count', 'item_count'];

/** /v2/library/categories: the Business's item categories. */
export function CategoriesPage() {
  const { t } = useTranslation('categories');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const filters = useCategoryFilters();
  const { panel, open: openPanel, close: closePanel, stay } = useCategoryPanelEntry();
  const [selected, setSelected] = useState<ReadonlyMap<number, Category>>(new Map());
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const list = useCategoryList({ search: filters.search, sort: filters.sort });
  const categories = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeCategoryFailure(list.error, t).message : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  const toggle = (category: Category) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(category.id)) next.delete(category.id);
      else next.set(category.id, category);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const allShown = categories.length > 0 && categories.every((c) => current.has(c.id));
      const next = new Map(current);
      for (const category of categories) {
        if (allShown) next.delete(category.id);
        else next.set(category.id, category);
      }
      return next;
    });
  const askDelete = (chosen: Category[]) =>
    setDeleting({
      ids: chosen.map((c) => c.id),
      name: chosen.length === 1 ? chosen[0]!.name : null,
      itemCount: chosen.reduce((sum, c) => sum + c.item_count, 0),
    });

  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openPanel({ mode: 'create' })}>
      {t('create')}
    </Button>
  );
  const searching = filters.search !== '';

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
        <Select
          label={t('sort.label')}
          data={SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          value={filters.sort}
          onChange={(value) => value && filters.setSort(value as CategorySort)}
          allowDeselect={false}
          leftSection={<IconArrowsSort size={16} />}
          w={{ base: '100%', sm: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        {phone && (
          <Stack w="100%" gap={0}>
            {create}
          </Stack>
        )}
      </Group>
      <ListStates
        query={list}
        isEmpty={categories.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={6} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={
          searching ? (
            <EmptyState
              title={t('empty.searchTitle', { search: filters.search })}
              description={t('empty.searchDescription')}
            />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.description')} action={create} />
          )
        }
        frame={(state) => <Paper withBorder>{state}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <CategoryList
            categories={categories}
            compact={phone}
            selected={new Set(selected.keys())}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onEdit={(category) => openPanel({ mode: 'edit', id: category.id })}
            onDelete={(category) => askDelete([category])}
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
      {selected.size > 0 && <div style={{ height: 88 }} aria-hidden />}
      <BulkBar
        count={selected.size}
        onDelete={() => askDelete([...selected.values()])}
        onClear={() => setSelected(new Map())}
      />
      <CategoryPanel state={panel} onClose={closePanel} onStay={stay} />
      <DeleteCategoriesDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() =>
          setSelected((current) => {
            const next = new Map(current);
            for (const id of deleting?.ids ?? []) next.delete(id);
            return next;
          })
        }
      />
    </>
  );
}
