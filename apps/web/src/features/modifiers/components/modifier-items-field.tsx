import type { ModifierItem } from '@backoffice/contracts/modifiers';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModifierItemChoices } from '../api/list-item-choices';

interface ModifierItemsFieldProps {
  value: number[];
  onChange: (itemIds: number[]) => void;
  /** The set's own items, so their names show before any search. */
  knownItems: readonly ModifierItem[];
  error?: string;
}

/**
 * The items the set applies to (decision 0225), found by name on the server: a catalogue of thousands of items
 * cannot be sent to the picker whole.
 */
export function ModifierItemsField({ value, onChange, knownItems, error }: ModifierItemsFieldProps) {
  const { t } = useTranslation('modifiers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const choices = useModifierItemChoices(debounced);
  // Every name seen so far, so a chosen item keeps its label when a later search no longer lists it.
  const names = useRef(new Map<number, string>(knownItems.map((item) => [item.id, item.name])));
  for (const item of choices.data?.results ?? []) names.current.set(item.id, item.name);
  const data = useMemo(() => {
    const ids = new Set([...value, ...(choices.data?.results ?? []).map((item) => item.id)]);
    return [...ids].map((id) => ({ value: String(id), label: names.current.get(id) ?? `#${id}` }));
  }, [value, choices.data]);

  return (
    <Stack gap={4}>
      <MultiSelect
        label={t('panel.applyToItems')}
        description={
          value.length === 0 ? t('panel.applyToItemsHint') : t('list.itemCount', { count: value.length })
        }
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
    </Stack>
  );
}
