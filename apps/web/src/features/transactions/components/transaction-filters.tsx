import { CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { RetrySelect } from '../../../components/ui/retry-select';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import {
  ALL_OUTLET_ID,
  KEYWORD_DEBOUNCE_MS,
  KEYWORD_FIELD,
  rangeOf,
  type TransactionFilter,
  type TransactionTab,
  withRange,
} from '../transaction-filter';

interface TransactionFiltersProps {
  tab: TransactionTab;
  filter: TransactionFilter;
  /** The zone the range is read in: its presets follow that calendar. */
  timeZone: string;
  onChange: (filter: TransactionFilter) => void;
}

/** Outlet (All Outlet = -1, from the shared outlets call), date and time range, and the tab's own search box. */
export function TransactionFilters({ tab, filter, timeZone, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation('transactions');
  const outlets = useOutletList({ enabled: true });
  const options = [
    { value: String(ALL_OUTLET_ID), label: t('filter.allOutlet') },
    ...(outlets.data?.results ?? []).map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
  ];
  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      <RetrySelect
        label={t('filter.outlet')}
        query={{
          data: options,
          isPending: outlets.isPending,
          isError: outlets.isError,
          isFetching: outlets.isFetching,
          refetch: outlets.refetch,
        }}
        value={String(filter.selectedOutletId)}
        onChange={(value) =>
          onChange({ ...filter, selectedOutletId: value === null ? ALL_OUTLET_ID : Number(value) })
        }
        allowDeselect={false}
        leftSection={<IconBuildingStore size={16} />}
        w={260}
        comboboxProps={{ withinPortal: true }}
      />
      <DateRangePicker
        label={t('filter.dateRange')}
        withHours
        timeZone={timeZone}
        value={rangeOf(filter)}
        onChange={(range) => onChange(withRange(filter, range))}
      />
      {/* Each tab keeps its own keyword (docs/spec-notes.md, decided reading 4); the box starts from it when the tab opens. */}
      <SearchBox
        key={tab}
        label={t(`filter.search.${tab}`)}
        clearLabel={t('filter.clearSearch')}
        value={filter[KEYWORD_FIELD[tab]]}
        onSearch={(keyword) => onChange({ ...filter, [KEYWORD_FIELD[tab]]: keyword })}
      />
    </Group>
  );
}

function SearchBox({
  label,
  clearLabel,
  value,
  onSearch,
}: {
  label: string;
  clearLabel: string;
  value: string;
  onSearch: (keyword: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // The list is asked again 500 ms after the last keystroke, not on each one.
  const [settled] = useDebouncedValue(draft, KEYWORD_DEBOUNCE_MS);
  // Only a settled draft asks, with the filter as it is by then (the outlet may have changed meanwhile).
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled);
  }, [settled]);
  return (
    <TextInput
      label={label}
      placeholder={label}
      type="search"
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={
        draft !== '' ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setDraft('');
              onSearch('');
            }}
          />
        ) : undefined
      }
      w={260}
    />
  );
}
