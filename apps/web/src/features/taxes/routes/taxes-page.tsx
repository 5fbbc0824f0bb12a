import type { Tax } from '@backoffice/contracts/taxes';
import { Button, CloseButton, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useTaxList } from '../api/list-taxes';
import { DeleteTaxDialog } from '../components/delete-tax-dialog';
import { TaxList } from '../components/tax-list';
import { TaxPanel } from '../components/tax-panel';
import { describeTaxFailure } from '../tax-messages';
import { useTaxPanelEntry } from '../tax-panel-entry';
import { useTaxFilters } from './tax-filters';

const ALL_OUTLETS = 'all';

/** /v2/library/taxes: the tax library (PB1 and the business's own), decision 0156. */
export function TaxesPage() {
  const { t } = useTranslation('taxes');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const profile = useProfile();
  const [filter, setFilter] = useTaxFilters();
  const [searchText, setSearchText] = useState(filter.search);
  const writeSearch = useDebouncedCallback((value: string) => setFilter({ search: value }), 300);
  const { panel, open: openPanel, close: closePanel, stay: stayInPanel } = useTaxPanelEntry();
  const [deleting, setDeleting] = useState<Tax | null>(null);

  const list = useTaxList(filter);
  const taxes = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error ? describeTaxFailure(list.error, t).message : null;
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
  const singleOutlet = outlets?.length === 1;
  const outletList = useOutletList({ enabled: !singleOutlet });
  const filterOptions = [
    { value: ALL_OUTLETS, label: t('filter.all') },
    ...(outletList.data?.results ?? []).map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
  ];
  const filtered = filter.search !== '' || filter.outletId !== null;
  const create = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => openPanel({ mode: 'create' })}
      disabled={!canCreate}
    >
      {t('create')}
    </Button>
  );

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={!phone && create} />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            writeSearch(event.currentTarget.value);
          }}
          rightSection={
            searchText ? (
              <CloseButton
                aria-label={t('filter.clear')}
                size="sm"
                onClick={() => {
                  setSearchText('');
                  setFilter({ search: '' });
                }}
              />
            ) : undefined
          }
          w={{ base: '100%', sm: 280 }}
        />
        {!singleOutlet && (
          <RetrySelect
            label={t('filter.outlet')}
            query={{
              data: filterOptions,
              isPending: outletList.isPending,
              isError: outletList.isError,
              isFetching: outletList.isFetching,
              refetch: outletList.refetch,
            }}
            value={filter.outletId === null ? ALL_OUTLETS : String(filter.outletId)}
            onChange={(value) =>
              setFilter({ outletId: !value || value === ALL_OUTLETS ? null : Number(value) })
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
      <ListStates
        query={list}
        isEmpty={taxes.length === 0}
        skeleton={
          <Paper withBorder p="lg">
            <ListSkeleton rows={6} />
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
              action={canCreate ? create : undefined}
            />
          )
        }
        frame={(state) => <Paper withBorder>{state}</Paper>}
      >
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <TaxList
            taxes={taxes}
            compact={phone}
            onEdit={(tax) => openPanel({ mode: 'edit', id: tax.id })}
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
      <TaxPanel state={panel} outlets={outlets} onClose={closePanel} onStay={stayInPanel} />
      <DeleteTaxDialog tax={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
