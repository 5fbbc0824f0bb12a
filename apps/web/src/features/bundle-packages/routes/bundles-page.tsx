import type { BundleSummary } from '@backoffice/contracts/bundle-packages';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
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
import { useBundleList } from '../api/list-bundles';
import { describeBundleFailure } from '../bundle-messages';
import { useBundlePanelEntry } from '../bundle-panel-entry';
import { BundleList } from '../components/bundle-list';
import { BundlePanel } from '../components/bundle-panel';
import { DeleteBundleDialog } from '../components/delete-bundle-dialog';

/** The search lives in the address (`?q=`), so a reload or a shared link shows the same list. */
export const SEARCH_PARAM = 'q';

// The skeleton comes with the page: one import for the router to name (the shell's weight, decision 0145).
export { BundlesSkeleton } from './bundles-skeleton';

/** /v2/library/bundle-package: bundle packages, an item sold at one price made of other items. */
export function BundlesPage() {
  const { t } = useTranslation('bundles');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const [typed, setTyped] = useState(params.get(SEARCH_PARAM) ?? '');
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = useBundlePanelEntry();
  const [deleting, setDeleting] = useState<BundleSummary | null>(null);

  const applySearch = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(SEARCH_PARAM, value.trim());
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true, state: window.history.state?.usr },
    );
  }, 300);

  const list = useBundleList(search);
  const bundles = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeBundleFailure(list.error, t).message : null;
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
  const clearSearch = () => {
    setTyped('');
    applySearch('');
    applySearch.flush();
  };

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      <Group mb="md" gap="sm" align="flex-end" justify="space-between">
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
        {phone && (
          <Stack w="100%" gap={0}>
            {create}
          </Stack>
        )}
      </Group>
      <ListStates
        query={list}
        isEmpty={bundles.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={6} />
          </Paper>
        }
        error={{ message: t('list.loadError') }}
        empty={
          search ? (
            <EmptyState
              title={t('empty.searchTitle', { search })}
              description={t('empty.searchDescription')}
              action={
                <Button variant="light" onClick={clearSearch}>
                  {t('empty.clearSearch')}
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
          <BundleList
            bundles={bundles}
            compact={phone}
            showOutlets={!singleOutlet}
            onEdit={(bundle) => openPanel({ mode: 'edit', id: bundle.id })}
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
      <BundlePanel state={panel} outlets={outlets} onClose={closePanel} onStay={stayInPanel} />
      <DeleteBundleDialog bundle={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
