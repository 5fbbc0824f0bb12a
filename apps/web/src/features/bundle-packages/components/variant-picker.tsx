import type { BundleVariantOption } from '@backoffice/contracts/bundle-packages';
import { Button, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import { useBundleVariants } from '../api/list-bundle-variants';

interface VariantPickerProps {
  /** Variants already in the bundle: offered no more. */
  chosen: ReadonlySet<number>;
  onPick: (option: BundleVariantOption) => void;
  error?: string;
}

/** "Item – Variant", or the item alone for its only variant. */
export function variantLabel(option: { item_name: string; variant_name: string }): string {
  return option.variant_name ? `${option.item_name} – ${option.variant_name}` : option.item_name;
}

/**
 * The searchable picker of a bundle's contents: the server searches every plain item by name, variant or SKU as the
 * merchant types, and the arrow keys and Enter pick one. It offers variants of items only, never a bundle.
 */
export function VariantPicker({ chosen, onPick, error }: VariantPickerProps) {
  const { t } = useTranslation('bundles');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [open, setOpen] = useState(false);
  const variants = useBundleVariants(debounced, open);
  const options = (variants.data?.results ?? []).filter((option) => !chosen.has(option.variant_id));

  const pick = (value: string) => {
    const option = options.find((candidate) => String(candidate.variant_id) === value);
    if (!option) return;
    onPick(option);
    setSearch('');
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={pick}
      withinPortal
      onOpen={() => setOpen(true)}
      position="bottom-start"
    >
      <Combobox.Target>
        <InputBase
          label={t('panel.addItem')}
          placeholder={t('panel.addItemPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={variants.isFetching ? <Loader size={16} /> : null}
          value={search}
          error={error}
          data-field="components"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            setOpen(true);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {variants.isError && !variants.data ? (
            <Combobox.Empty>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('panel.pickerError')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => void variants.refetch()}
                >
                  {t('panel.pickerRetry')}
                </Button>
              </Group>
            </Combobox.Empty>
          ) : options.length === 0 ? (
            <Combobox.Empty>
              {variants.isPending ? <Loader size="sm" /> : t('panel.pickerEmpty')}
            </Combobox.Empty>
          ) : (
            options.map((option) => (
              <Combobox.Option value={String(option.variant_id)} key={option.variant_id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {variantLabel(option)}
                    </Text>
                    {option.sku && (
                      <Text size="xs" c="dimmed">
                        {option.sku}
                      </Text>
                    )}
                  </div>
                  <Text
                    size="sm"
                    c="dimmed"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatRupiah(option.price)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
