import { type Campaign, campaignStatuses } from '@backoffice/contracts/campaigns';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ListStates } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { useLoadMore } from '../../../components/ui/use-load-more';
import { useProfile } from '../../../lib/session/get-profile';
import type { CampaignFilter } from '../api/campaign-keys';
import { useCampaignList } from '../api/list-campaigns';
import { readCampaignFilter, writeCampaignFilter } from '../campaign-filter';
import { describeCampaignFailure } from '../campaign-messages';
import { CampaignActionDialog, type CampaignDialogState } from '../components/campaign-action-dialog';
import { type CampaignAction, CampaignList } from '../components/campaign-list';
import { CampaignPanel, type CampaignPanelState } from '../components/campaign-panel';
import { customerDisplayEn } from '../i18n/customer-display.en';

const ALL = 'all';

/** /v2/customer-display/campaign ("Customer display campaigns screen"). */
export function CampaignsPage() {
  const { t } = useTranslation('customerDisplay');
  const profile = useProfile();
  const [filter, setFilterState] = useState<CampaignFilter>(readCampaignFilter);
  const [panel, setPanel] = useState<CampaignPanelState | null>(null);
  const [dialog, setDialog] = useState<CampaignDialogState | null>(null);
  const setFilter = (next: CampaignFilter) => {
    setFilterState(next);
    writeCampaignFilter(next);
  };

  const outlets = useMemo(() => profile.data?.outlets ?? [], [profile.data]);
  const timeZone = profile.data?.outlets[0]?.time_zone ?? 'Asia/Jakarta';
  const outletName = (id: number) => outlets.find((outlet) => outlet.id === id)?.name ?? `#${id}`;
  const list = useCampaignList(filter);
  const campaigns = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const failure = list.error
    ? describeCampaignFailure(list.error, t, customerDisplayEn.validation, () => undefined).message
    : null;
  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure, list.errorUpdatedAt]);
  const sentinel = useLoadMore<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    pageCount: list.data?.pages.length ?? 0,
    loadMore: () => void list.fetchNextPage(),
  });

  const onAction = (action: CampaignAction, campaign: Campaign) => {
    if (action === 'edit') setPanel({ mode: 'edit', campaign });
    else setDialog({ kind: action, campaign });
  };

  // The create button only when the business has outlets.
  const create =
    outlets.length > 0 ? (
      <Button leftSection={<IconPlus size={18} />} onClick={() => setPanel({ mode: 'create' })}>
        {t('create')}
      </Button>
    ) : null;
  const filtered = filter.outletId !== null || filter.status !== null;

  const content = (
    <ListStates
      query={list}
      isEmpty={campaigns.length === 0}
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
            description={outlets.length > 0 ? t('empty.description') : t('empty.noOutlets')}
          />
        )
      }
      frame={(state) => <Paper withBorder>{state}</Paper>}
    >
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <CampaignList campaigns={campaigns} outletName={outletName} timeZone={timeZone} onAction={onAction} />
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
      <PageHeader section={t('section')} title={t('title')} actions={create} />
      <Group mb="md" gap="sm" align="flex-end">
        <Select
          label={t('filter.outlet')}
          data={[
            { value: ALL, label: t('filter.allOutlets') },
            ...outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
          ]}
          value={filter.outletId === null ? ALL : String(filter.outletId)}
          onChange={(value) =>
            setFilter({ ...filter, outletId: value === null || value === ALL ? null : Number(value) })
          }
          allowDeselect={false}
          leftSection={<IconBuildingStore size={16} />}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('filter.status')}
          data={[
            { value: ALL, label: t('filter.allStatuses') },
            ...campaignStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          value={filter.status ?? ALL}
          onChange={(value) =>
            setFilter({
              ...filter,
              status: value === null || value === ALL ? null : (value as CampaignFilter['status']),
            })
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {content}
      <CampaignPanel state={panel} outlets={outlets} timeZone={timeZone} onClose={() => setPanel(null)} />
      <CampaignActionDialog
        state={dialog}
        outlets={outlets}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
