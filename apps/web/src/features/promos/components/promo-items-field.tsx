import { PROMO_MAX_QUANTITY } from '@backoffice/contracts/promos';
import { ActionIcon, Group, Input, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PromoFormItem } from '../promo-form-model';
import { PromoItemPicker } from './promo-item-picker';

interface PromoItemsFieldProps {
  field: 'buy_items' | 'get_items';
  label: string;
  description: string;
  items: PromoFormItem[];
  onChange: (items: PromoFormItem[]) => void;
  errorOf: (field: string) => string | undefined;
}

/** A list of items with their quantities (the items bought, or the reward items), and the picker that adds more. */
export function PromoItemsField({
  field,
  label,
  description,
  items,
  onChange,
  errorOf,
}: PromoItemsFieldProps) {
  const { t } = useTranslation('promos');
  const chosen = new Set(items.map((entry) => entry.item_id));
  const setQuantity = (index: number, quantity: number | '') =>
    onChange(items.map((entry, i) => (i === index ? { ...entry, quantity } : entry)));

  return (
    <Input.Wrapper label={label} description={description} withAsterisk>
      <Stack gap="xs" mt={6}>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.noItems')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
            {items.map((entry, index) => (
              <Paper key={entry.item_id} component="li" withBorder p="xs" radius="sm">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <Text size="sm" fw={500} mt={7} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {entry.item_name}
                  </Text>
                  <NumberInput
                    aria-label={t('panel.quantity', { name: entry.item_name })}
                    data-field={`${field}.${index}.quantity`}
                    w={84}
                    min={1}
                    max={PROMO_MAX_QUANTITY}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    value={entry.quantity}
                    onChange={(value) =>
                      setQuantity(
                        index,
                        typeof value === 'number' ? value : value === '' ? '' : Number(value),
                      )
                    }
                    error={errorOf(`${field}.${index}.quantity`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('panel.remove', { name: entry.item_name })}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <PromoItemPicker
          chosen={chosen}
          field={field}
          label={`${t('panel.addItem')}: ${label}`}
          error={errorOf(field)}
          onPick={(choice) => onChange([...items, { ...choice, quantity: 1 }])}
        />
      </Stack>
    </Input.Wrapper>
  );
}
