import type { TaxItem } from '@backoffice/contracts/taxes';
import { Button, Group, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemChoices } from '../api/list-item-choices';
import type { ItemScope } from '../tax-form-model';

interface TaxItemsFieldProps {
  scope: ItemScope;
  onScopeChange: (scope: ItemScope) => void;
  value: number[];
  onChange: (itemIds: number[]) => void;
  /** Names of items already chosen (the Tax's own), so they show before any search. */
  knownItems: readonly TaxItem[];
  error?: string;
}

/**
 * "All items" (every item the business has now) or chosen items, found by name on the server (decision 0156): a
 * catalogue of thousands cannot be sent to the picker whole.
 */
export function TaxItemsField({
  scope,
  onScopeChange,
  value,
  onChange,
  knownItems,
  error,
}: TaxItemsFieldProps) {
  const { t } = useTranslation('taxes');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const choices = useItemChoices(debounced);
  // Every name seen so far, so a chosen item keeps its label when a later search no longer lists it.
  const names = useRef(new Map<number, string>(knownItems.map((item) => [item.id, item.name])));
  for (const item of choices.data?.results ?? []) names.current.set(item.id, item.name);
  const data = useMemo(() => {
    const ids = new Set([...value, ...(choices.data?.results ?? []).map((item) => item.id)]);
    return [...ids].map((id) => ({ value: String(id), label: names.current.get(id) ?? `#${id}` }));
  }, [value, choices.data]);
  const total = choices.data?.total_items;

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('panel.items')}
        withAsterisk
        value={scope}
        onChange={(next) => onScopeChange(next as ItemScope)}
        data-field="itemScope"
      >
        <Stack gap="sm" mt={6}>
          <Radio
            value="all"
            label={t('panel.allItems')}
            description={total === undefined ? undefined : t('panel.allItemsHint', { count: total })}
          />
          <Radio value="chosen" label={t('panel.chosenItems')} />
        </Stack>
      </Radio.Group>
      {scope === 'chosen' && (
        <>
          <MultiSelect
            label={t('panel.chooseItems')}
            placeholder={t('panel.chooseItemsPlaceholder')}
            data={data}
            value={value.map(String)}
            onChange={(ids) => onChange(ids.map(Number))}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server filtered already: show what it found for the words typed.
            filter={({ options }) => options}
            nothingFoundMessage={choices.isFetching ? undefined : t('panel.noItemFound')}
            hidePickedOptions
            clearable
            error={error}
            data-field="item_ids"
            comboboxProps={{ withinPortal: true }}
          />
          {choices.isError && (
            <Group gap="xs">
              <Text size="sm" c="red">
                {t('panel.itemsError')}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => void choices.refetch()}>
                {t('panel.retry')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
