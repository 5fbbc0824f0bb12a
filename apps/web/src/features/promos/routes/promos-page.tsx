import { type Promo, type PromoStatus, promoStatusSchema } from '@backoffice/contracts/promos';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useProfile } from '../../../lib/session/get-profile';
import { usePromoList } from '../api/list-promos';
import { DeletePromoDialog } from '../components/delete-promo-dialog';
import { PromoList } from '../components/promo-list';
import { describePromoFailure } from '../promo-messages';
import { usePromoPanelEntry } from '../promo-panel-entry';
import { filterFromSearch, SEARCH_PARAM, withFilter } from './promo-filters';

// The skeleton comes with the page: one import for the router to name (the shell's weight, decision 0145).
export { PromosSkeleton } from './promos-skeleton';

const statuses = promoStatusSchema.options;

/**
 * The panel (its form, item pickers and schedule) is shown only on a click: it loads on demand (decision 0187),
 * its download started once the list has rendered so that a click rarely waits.
 */
const loadPanel = () => import('../components/promo-panel');
const PromoPanel = lazy(async () => ({ default: (await loadPanel()).PromoPanel }));

/** /v2/library/promo: automatic promotions, listed in the order they win (decision 0171). */
export function PromosPage() {
  const { t } = useTranslation('promos');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  const [typed, setTyped] = useState(params.get(SEARCH_PARAM) ?? '');
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = usePromoPanelEntry();
  const [deleting, setDeleting] = useState<Promo | null>(null);
  // Mounted from its first opening on (an address with the panel's entry opens it at once), so it closes with its
  // transition.
  const [panelMounted, setPanelMounted] = useState(panel !== null);
  if (panel !== null && !panelMounted) setPanelMounted(true);
  useEffect(() => {
    void loadPanel().catch(() => undefined);
  }, []);

  const changeFilter = (next: Parameters<typeof withFilter>[1]) =>
    setParams((current) => withFilter(current, next), {
      replace: true,
      preventScrollReset: true,
      state: window.history.state?.usr,
    });
  const applySearch = useDebouncedCallback((value: string) => changeFilter({ search: value }), 300);

  const list = usePromoList(filter);
  const promos = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describePromoFailure(list.error, t).message : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  const outlets = profile.data?.outlets;
  const canCreate = (outlets?.length ?? 0) > 0;
  const singleOutlet =
    outlets?.length === 1 && (profile.data?.is_owner === true || profile.data?.user_outlets_id.length === 0);
  const create = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => openPanel({ mode: 'create' })}
      disabled={!canCreate}
    >
      {t('create')}
    </Button>
  );
  const clearFilters = () => {
    setTyped('');
    applySearch.cancel();
    changeFilter({ search: '', status: null });
  };
  const filtered = filter.search !== '' || filter.status !== null;

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      <Group mb="xs" gap="sm" align="flex-end">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('status.label')}
          value={filter.status ?? ''}
          onChange={(event) =>
            changeFilter({ status: (event.currentTarget.value || null) as PromoStatus | null })
          }
          data={[
            { value: '', label: t('status.all') },
            ...statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        {phone && (
          <Stack w="100%" gap={0}>
            {create}
          </Stack>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('list.orderHint')}
      </Text>
      <ListStates
        query={list}
        isEmpty={promos.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={6} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={
          filtered ? (
            <EmptyState
              title={
                filter.search
                  ? t('empty.searchTitle', { search: filter.search })
                  : t('empty.statusTitle', {
                      status: t(`status.${filter.status ?? 'running'}`).toLowerCase(),
                    })
              }
              description={filter.search ? t('empty.searchDescription') : t('empty.statusDescription')}
              action={
                <Button variant="light" onClick={clearFilters}>
                  {t('empty.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.description')} />
          )
        }
        frame={(state) => <Paper withBorder>{state}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <PromoList
            promos={promos}
            compact={phone}
            showOutlets={!singleOutlet}
            onOpen={(promo) => openPanel({ mode: 'edit', id: promo.id })}
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
      {panelMounted && (
        <Suspense fallback={null}>
          <PromoPanel
            state={panel}
            outlets={outlets}
            onClose={closePanel}
            onStay={stayInPanel}
            onDelete={setDeleting}
          />
        </Suspense>
      )}
      <DeletePromoDialog promo={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
