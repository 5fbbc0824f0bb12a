import { ActionIcon, Group, Input, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';
import type { BundleFormContent } from '../bundle-form-model';
import { VariantPicker, variantLabel } from './variant-picker';

interface BundleContentsProps {
  components: BundleFormContent[];
  onChange: (components: BundleFormContent[]) => void;
  errorOf: (field: string) => string | undefined;
}

/** The bundle's contents: each with its quantity and price, and the picker that adds more. */
export function BundleContents({ components, onChange, errorOf }: BundleContentsProps) {
  const { t } = useTranslation('bundles');
  const chosen = new Set(components.map((component) => component.variant_id));
  const setQuantity = (index: number, quantity: number | '') =>
    onChange(components.map((component, i) => (i === index ? { ...component, quantity } : component)));

  return (
    <Input.Wrapper label={t('panel.contents')} description={t('panel.contentsHint')} withAsterisk>
      <Stack gap="xs" mt={6}>
        {components.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.noContents')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {components.map((component, index) => {
              const name = variantLabel(component);
              const quantityError = errorOf(`components.${index}.quantity`);
              return (
                <Paper key={component.variant_id} component="li" withBorder p="xs" radius="sm">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('panel.each', { price: formatRupiah(component.price) })}
                      </Text>
                    </Stack>
                    <NumberInput
                      aria-label={t('panel.quantity', { name })}
                      data-field={`components.${index}.quantity`}
                      w={84}
                      min={1}
                      max={999}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      value={component.quantity}
                      onChange={(value) =>
                        setQuantity(
                          index,
                          typeof value === 'number' ? value : value === '' ? '' : Number(value),
                        )
                      }
                      error={quantityError}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={t('panel.remove', { name })}
                      onClick={() => onChange(components.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <VariantPicker
          chosen={chosen}
          error={errorOf('components')}
          onPick={(option) =>
            onChange([
              ...components,
              {
                variant_id: option.variant_id,
                item_name: option.item_name,
                variant_name: option.variant_name,
                price: option.price,
                quantity: 1,
              },
            ])
          }
        />
      </Stack>
    </Input.Wrapper>
  );
}
