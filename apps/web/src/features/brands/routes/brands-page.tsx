import {
  type Brand,
  BRAND_PAGE_SIZE,
  NO_PRINCIPAL_ID,
  type Principal,
  PRINCIPAL_PAGE_SIZE,
} from '@backoffice/contracts/brands';
import { principalBrandsPayloadSchema } from '@backoffice/contracts/flags';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChevronDown,
  IconInfoCircle,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/ui/action-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListStates } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { RetrySelect } from '../../../components/ui/retry-select';
import { flagPayload, useFlag } from '../../../lib/flags/flags-context';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useProfile } from '../../../lib/session/get-profile';
import { PREFERENCE_PREFIX, readStored, writeStored } from '../../../lib/storage/expiring-storage';
import { useBrandSearch, useExpandedBrands } from '../api/list-brands';
import { usePrincipalList } from '../api/list-principals';
import {
  principalsWantingMore,
  searchRows,
  selectAllPrincipals,
  selectionSize,
  togglePrincipal,
  toggleBrand,
  treeRows,
  emptySelection,
} from '../brand-rows';
import { AssignPrincipalModal } from '../components/assign-principal-modal';
import { BrandForm, type BrandFormState } from '../components/brand-form';
import { BrandListRowView, type RowActions } from '../components/brand-list-row';
import { BulkBar } from '../components/bulk-bar';
import { DeleteDialog } from '../components/delete-dialog';
import { WindowedRows } from '../components/windowed-rows';
import { BrandListSkeleton } from './brands-skeleton';
import { useBulkActions } from './use-bulk-actions';

/** The product's constants. */
const SEARCH_DEBOUNCE_MS = 500;
const ROW_HEIGHT = 56;
const HELP_PATH = '/v2/help';
/** The banner stays dismissed for this business on this device. */
const BANNER_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;
const bannerKey = (businessId: number) => `${PREFERENCE_PREFIX}brands-banner.${businessId}`;

/** /v2/library/brands: principals and their brands at one outlet ("Brands screen"). */
export function BrandsPage() {
  const { t } = useTranslation('brands');
  const profile = useProfile();
  const businessId = profile.data?.business.id ?? 0;
  const flag = useFlag('principal-brands');
  const pageSize = flagPayload(flag, principalBrandsPayloadSchema)?.principal_size ?? PRINCIPAL_PAGE_SIZE;

  const outletList = useOutletList({ enabled: true });
  const outlets = outletList.data?.results ?? [];
  const [chosenOutlet, setChosenOutlet] = useState<number | null>(null);
  const outletId = chosenOutlet ?? outlets[0]?.id ?? null;
  const multiOutlet = outlets.length > 1;

  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<'brand' | 'parent'>('brand');
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [expanded, setExpanded] = useState<ReadonlyMap<number, number>>(new Map());
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const [form, setForm] = useState<BrandFormState | null>(null);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  useEffect(() => setBannerDismissed(readStored<boolean>(bannerKey(businessId)) === true), [businessId]);

  const principalsQuery = usePrincipalList(outletId, pageSize);
  const principals = useMemo(
    () => principalsQuery.data?.pages.flatMap((page) => page.results) ?? [],
    [principalsQuery.data],
  );
  const expandedBrands = useExpandedBrands(outletId ?? 0, expanded);
  const searching = keyword !== '';
  const searchQuery = useBrandSearch(outletId ?? 0, keyword, scope === 'parent');
  const found = useMemo(
    () => searchQuery.data?.pages.flatMap((page) => page.results) ?? [],
    [searchQuery.data],
  );
  const bulk = useBulkActions(outletId ?? 0, () => setForm(null));

  const rows = useMemo(
    () =>
      searching
        ? searchRows(found, {
            loading: searchQuery.isFetchingNextPage,
            error: searchQuery.isFetchNextPageError,
          })
        : treeRows(principals, new Set(expanded.keys()), expandedBrands.byPrincipal, {
            loading: principalsQuery.isFetchingNextPage,
            error: principalsQuery.isFetchNextPageError,
          }),
    [
      searching,
      found,
      searchQuery.isFetchingNextPage,
      searchQuery.isFetchNextPageError,
      principals,
      expanded,
      expandedBrands.byPrincipal,
      principalsQuery.isFetchingNextPage,
      principalsQuery.isFetchNextPageError,
    ],
  );

  // An expanded principal fetches its next page when its 4th-from-last brand is in view.
  useEffect(() => {
    if (searching) return;
    const wanting = principalsWantingMore(rows, expandedBrands.byPrincipal, range[0], range[1]);
    if (wanting.length === 0) return;
    setExpanded((current) => {
      const next = new Map(current);
      let grown = false;
      for (const id of wanting) {
        const loaded = expandedBrands.byPrincipal.get(id)?.brands.length ?? 0;
        const pages = next.get(id) ?? 1;
        // Only once every page asked for has arrived: the trigger line stays in view while the next one loads.
        if (loaded >= pages * BRAND_PAGE_SIZE) {
          next.set(id, pages + 1);
          grown = true;
        }
      }
      return grown ? next : current;
    });
  }, [rows, range, searching, expandedBrands.byPrincipal]);

  const changeOutlet = (value: string | null) => {
    if (value === null) return;
    setChosenOutlet(Number(value));
    // Changing the outlet clears the selection.
    bulk.setSelection(emptySelection);
    setExpanded(new Map());
  };

  const onNearEnd = useCallback(() => {
    const query = searching ? searchQuery : principalsQuery;
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError)
      void query.fetchNextPage();
  }, [searching, searchQuery, principalsQuery]);
  const onRangeChange = useCallback((first: number, last: number) => {
    setRange((current) => (current[0] === first && current[1] === last ? current : [first, last]));
  }, []);

  const actions: RowActions = {
    selection: bulk.selection,
    flat: searching,
    onToggleExpand: (principalId) =>
      setExpanded((current) => {
        const next = new Map(current);
        if (next.has(principalId)) next.delete(principalId);
        else next.set(principalId, 1);
        return next;
      }),
    onTogglePrincipal: (principalId) => bulk.setSelection((current) => togglePrincipal(current, principalId)),
    onToggleBrand: (brand: Brand, principalId) =>
      bulk.setSelection((current) => toggleBrand(current, brand.id, principalId)),
    onAddBrand: (principal: Principal) =>
      setForm({
        kind: 'brand',
        mode: 'create',
        principalId: principal.id === NO_PRINCIPAL_ID ? null : principal.id,
      }),
    onEditPrincipal: (principal) => setForm({ kind: 'principal', mode: 'edit', principal }),
    onEditBrand: (brand) => setForm({ kind: 'brand', mode: 'edit', brand }),
    onRetry: (principalId) => {
      if (principalId !== null) expandedBrands.retry();
      else void (searching ? searchQuery : principalsQuery).fetchNextPage();
    },
  };

  const realPrincipals = principals.filter((p) => p.id !== NO_PRINCIPAL_ID);
  const onlyNone = principalsQuery.isSuccess && !principalsQuery.hasNextPage && realPrincipals.length === 0;
  const noData = onlyNone && (principals[0]?.brand_count ?? 0) === 0;
  const allChecked =
    realPrincipals.length > 0 && realPrincipals.every((p) => bulk.selection.principals.has(p.id));
  const count = selectionSize(bulk.selection);

  const createMenu = (
    <ActionMenu
      target={
        <Button
          leftSection={<IconPlus size={18} />}
          rightSection={<IconChevronDown size={16} />}
          disabled={outletId === null}
        >
          {t('create')}
        </Button>
      }
      items={[
        {
          key: 'brand',
          label: t('createBrand'),
          onClick: () => setForm({ kind: 'brand', mode: 'create', principalId: null }),
        },
        {
          key: 'principal',
          label: t('createPrincipal'),
          onClick: () => setForm({ kind: 'principal', mode: 'create' }),
        },
      ]}
    />
  );

  const activeQuery = searching ? searchQuery : principalsQuery;
  // The outlets come first: without them there is no list to load (the skeleton waits for the first outlet).
  const content = outletList.isError ? (
    <ErrorState
      message={t('errors.technical')}
      onRetry={() => void outletList.refetch()}
      retrying={outletList.isFetching}
    />
  ) : (
    <ListStates
      query={{
        isPending: outletId === null || activeQuery.isPending,
        isError: activeQuery.isError,
        isFetching: activeQuery.isFetching,
        refetch: activeQuery.refetch,
      }}
      isEmpty={rows.length === 0}
      showEmpty={searching ? found.length === 0 : noData}
      skeleton={<BrandListSkeleton />}
      error={{ message: t('errors.technical') }}
      empty={
        searching ? (
          <EmptyState title={t('search.notFound', { keyword })} description={t('search.notFoundHint')} />
        ) : (
          <EmptyState
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Anchor href={HELP_PATH} size="sm">
                {t('empty.help')}
              </Anchor>
            }
          />
        )
      }
    >
      <Group
        px="md"
        gap="xs"
        wrap="nowrap"
        h={44}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {!searching && <div style={{ width: 28 }} />}
        <div style={{ width: 24 }}>
          {!searching && (
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={allChecked}
              indeterminate={!allChecked && count > 0}
              disabled={realPrincipals.length === 0}
              onChange={() =>
                bulk.setSelection(allChecked ? emptySelection : selectAllPrincipals(principals))
              }
            />
          )}
        </div>
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {t('list.name')}
        </Text>
        <Text size="sm" fw={600} w={90} ta="right">
          {t('list.itemStock')}
        </Text>
        <div style={{ width: 64 }} />
      </Group>
      <WindowedRows
        rows={rows}
        rowHeight={ROW_HEIGHT}
        height="calc(100dvh - 330px)"
        label={t('list.label')}
        renderRow={(row) => <BrandListRowView row={row} actions={actions} />}
        onNearEnd={onNearEnd}
        onRangeChange={onRangeChange}
      />
    </ListStates>
  );

  return (
    <>
      <PageHeader section={t('section')} title={t('title')} actions={createMenu} />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <RetrySelect
          label={t('outlet')}
          query={{
            data: outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
            isPending: outletList.isPending,
            isError: outletList.isError,
            isFetching: outletList.isFetching,
            refetch: outletList.refetch,
          }}
          value={outletId === null ? null : String(outletId)}
          onChange={changeOutlet}
          allowDeselect={false}
          leftSection={<IconBuildingStore size={16} />}
          w={{ base: '100%', sm: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <SegmentedControl
          aria-label={t('search.scope')}
          value={scope}
          onChange={(value) => setScope(value === 'parent' ? 'parent' : 'brand')}
          data={[
            { value: 'brand', label: t('search.brand') },
            { value: 'parent', label: t('search.parent') },
          ]}
        />
      </Group>
      {onlyNone && !noData && !bannerDismissed && (
        <Alert
          mb="md"
          color="blue"
          icon={<IconInfoCircle size={18} />}
          withCloseButton
          closeButtonLabel={t('banner.dismiss')}
          onClose={() => {
            writeStored(bannerKey(businessId), true, BANNER_TTL_MS);
            setBannerDismissed(true);
          }}
        >
          {t('banner.text')}
        </Alert>
      )}
      <Paper withBorder style={{ overflow: 'hidden' }}>
        {content}
      </Paper>
      {count > 0 && <div style={{ height: 88 }} aria-hidden />}
      <BulkBar
        count={count}
        showDeleteAll={multiOutlet}
        canMove={bulk.selection.brands.size > 0 && realPrincipals.length > 0}
        onDelete={bulk.askBulkDelete}
        onMove={() => bulk.setAssigning(true)}
        onUncheck={() => bulk.setSelection(emptySelection)}
      />
      {outletId !== null && (
        <>
          <BrandForm
            state={form}
            outletId={outletId}
            multiOutlet={multiOutlet}
            onClose={() => setForm(null)}
            onDelete={(target) => bulk.setDeleting(target)}
          />
          <AssignPrincipalModal
            opened={bulk.assigning}
            outletId={outletId}
            pending={bulk.movePending}
            onClose={() => bulk.setAssigning(false)}
            onAssign={bulk.assign}
          />
        </>
      )}
      <DeleteDialog
        target={bulk.deleting}
        multiOutlet={multiOutlet}
        pending={bulk.deletePending}
        onClose={() => bulk.setDeleting(null)}
        onConfirm={bulk.confirmDelete}
      />
    </>
  );
}
