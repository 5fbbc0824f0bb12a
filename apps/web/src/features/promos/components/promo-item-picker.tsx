import type { PromoItemChoice } from '@backoffice/contracts/promos';
import { Button, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromoItemChoices } from '../api/list-promo-item-choices';

interface PromoItemPickerProps {
  /** Items already in this list: offered no more. */
  chosen: ReadonlySet<number>;
  onPick: (choice: PromoItemChoice) => void;
  /** The list's own field name, for focusing its first error. */
  field: string;
  label: string;
  error?: string;
}

/** A searchable item picker: the server searches every item of the business by name as the merchant types. */
export function PromoItemPicker({ chosen, onPick, field, label, error }: PromoItemPickerProps) {
  const { t } = useTranslation('promos');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [open, setOpen] = useState(false);
  const choices = usePromoItemChoices(debounced, open);
  const options = (choices.data?.results ?? []).filter((choice) => !chosen.has(choice.item_id));

  const pick = (value: string) => {
    const choice = options.find((candidate) => String(candidate.item_id) === value);
    if (!choice) return;
    onPick(choice);
    setSearch('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal position="bottom-start">
      <Combobox.Target>
        <InputBase
          aria-label={label}
          placeholder={t('panel.addItemPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={choices.isFetching ? <Loader size={16} /> : null}
          value={search}
          error={error}
          data-field={field}
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
          {choices.isError && !choices.data ? (
            <Combobox.Empty>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('panel.pickerError')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => void choices.refetch()}
                >
                  {t('panel.pickerRetry')}
                </Button>
              </Group>
            </Combobox.Empty>
          ) : options.length === 0 ? (
            <Combobox.Empty>
              {choices.isPending ? <Loader size="sm" /> : t('panel.pickerEmpty')}
            </Combobox.Empty>
          ) : (
            options.map((choice) => (
              <Combobox.Option value={String(choice.item_id)} key={choice.item_id}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {choice.item_name}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
