import type { Modifier } from '@backoffice/contracts/modifiers';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconPlus, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { RetrySelect } from '../../../components/ui/retry-select';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useProfile } from '../../../lib/session/get-profile';
import { useModifierList } from '../api/list-modifiers';
import { type DeleteTarget, DeleteModifiersDialog } from '../components/delete-modifiers-dialog';
import { ModifierList } from '../components/modifier-list';
import { ModifierPanel } from '../components/modifier-panel';
import { describeModifierFailure } from '../modifier-messages';
import { useModifierPanelEntry } from '../modifier-panel-entry';
import { filterFromSearch, searchFromFilter } from './modifier-filter';

const ALL_OUTLETS = 'all';

/** /v2/library/modifier: the modifier sets of the Library (docs/spec-notes.md "Modifiers"). */
export function ModifiersPage() {
  const { t } = useTranslation('modifiers');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  const [typed, setTyped] = useState(filter.search);
  const [debounced] = useDebouncedValue(typed, 300);
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = useModifierPanelEntry();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  // The search goes to the address once typing pauses (replacing the entry: Back leaves the screen, not a letter).
  useEffect(() => {
    const search = debounced.trim();
    if (search === filter.search) return;
    setParams(searchFromFilter({ ...filter, search }), { replace: true });
  }, [debounced, filter, setParams]);
  // Another list, another selection: nothing stays chosen out of sight.
  const filterKey = `${filter.search}|${filter.outletId}`;
  useEffect(() => setSelected(new Set()), [filterKey]);

  const list = useModifierList(filter);
  const modifiers = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeModifierFailure(list.error, t).message : null;
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
  // One Outlet has nothing to filter (decision 0021).
  const singleOutlet =
    outlets?.length === 1 && (profile.data?.is_owner === true || profile.data?.user_outlets_id.length === 0);
  const outletList = useOutletList({ enabled: !singleOutlet });
  const filterOptions = [
    { value: ALL_OUTLETS, label: t('filter.all') },
    ...(outletList.data?.results ?? []).map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
  ];

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const chosen = modifiers.filter((modifier) => selected.has(modifier.id));

  const create = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => openPanel({ mode: 'create' })}
      disabled={!canCreate}
    >
      {t('create')}
    </Button>
  );

  const empty = filter.search ? (
    <EmptyState
      title={t('empty.searchTitle', { search: filter.search })}
      description={t('empty.searchDescription')}
    />
  ) : filter.outletId !== null ? (
    <EmptyState title={t('empty.outletTitle')} description={t('empty.outletDescription')} />
  ) : (
    <EmptyState title={t('empty.title')} description={t('empty.description')} action={canCreate && create} />
  );

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={
            typed ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('search.clear')}
                onClick={() => setTyped('')}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : undefined
          }
          w={{ base: '100%', sm: 280 }}
        />
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
            value={filter.outletId === null ? ALL_OUTLETS : String(filter.outletId)}
            onChange={(value) =>
              setParams(
                searchFromFilter({
                  ...filter,
                  outletId: !value || value === ALL_OUTLETS ? null : Number(value),
                }),
                { replace: true },
              )
            }
            allowDeselect={false}
            leftSection={<IconBuildingStore size={16} />}
            w={{ base: '100%', sm: 240 }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {phone && (
          <Stack w="100%" gap={0}>
            {create}
          </Stack>
        )}
      </Group>
      {chosen.length > 0 && (
        <Paper
          withBorder
          p="sm"
          mb="sm"
          role="region"
          aria-label={t('bulk.selected', { count: chosen.length })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600} aria-live="polite">
              {t('bulk.selected', { count: chosen.length })}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
              <Button
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDeleting({ ids: chosen.map((modifier) => modifier.id) })}
              >
                {t('bulk.delete')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <ListStates
        query={list}
        isEmpty={modifiers.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={6} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={empty}
        frame={(state) => <Paper withBorder>{state}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <ModifierList
            modifiers={modifiers}
            compact={phone}
            selected={selected}
            onSelect={select}
            onEdit={(modifier: Modifier) => openPanel({ mode: 'edit', id: modifier.id })}
            onDelete={(modifier: Modifier) => setDeleting({ ids: [modifier.id], name: modifier.name })}
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
      <ModifierPanel state={panel} outlets={outlets} onClose={closePanel} onStay={stayInPanel} />
      <DeleteModifiersDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() =>
          setSelected((current) => new Set([...current].filter((id) => !deleting?.ids.includes(id))))
        }
      />
    </>
  );
}
