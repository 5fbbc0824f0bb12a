import { SKU_MAX_LENGTH, VARIANT_NAME_MAX_LENGTH } from '@backoffice/contracts/items';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { emptyVariant, type ItemFormInput, type OutletCell } from '../item-form-model';

interface VariantFieldsProps {
  form: UseFormReturnType<ItemFormInput>;
  outlets: readonly OutletChoice[];
  errorOf: (field: string) => string | undefined;
}

const rp = (
  <Text size="sm" c="dimmed" aria-hidden>
    Rp
  </Text>
);

/** Text, not a number input: what was typed stays as typed (both locales' separators), judged on Save. */
function MoneyInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  withAsterisk?: boolean;
  field: string;
  prefix?: ReactNode;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      placeholder={props.placeholder}
      withAsterisk={props.withAsterisk}
      inputMode="numeric"
      autoComplete="off"
      data-field={props.field}
      leftSection={props.prefix}
    />
  );
}

/** One card per variant: its name, SKU, price and cost, then its price (and stock) at each outlet that sells it. */
export function VariantFields({ form, outlets, errorOf }: VariantFieldsProps) {
  const { t } = useTranslation('items');
  const values = form.getValues();
  const several = values.variants.length > 1;
  const selling = outlets.filter((outlet) => values.outlet_ids.includes(String(outlet.id)));
  const setCell = (index: number, outletId: number, cell: keyof OutletCell, value: string) => {
    const current = form.getValues().variants[index]?.outlets[outletId] ?? { price: '', stock: '', low: '' };
    form.setFieldValue(`variants.${index}.outlets.${outletId}`, { ...current, [cell]: value });
  };

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm" component="h3" m={0}>
        {t('panel.variants')}
      </Text>
      {errorOf('variants') && (
        <Text size="sm" c="red" role="alert">
          {errorOf('variants')}
        </Text>
      )}
      {values.variants.map((variant, index) => {
        const path = `variants.${index}`;
        const label = t('panel.variant', { index: index + 1 });
        return (
          <Card key={variant.key} withBorder padding="sm" aria-label={label} component="section">
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {label}
              </Text>
              {several && (
                <Tooltip label={t('panel.removeVariant', { index: index + 1 })} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('panel.removeVariant', { index: index + 1 })}
                    onClick={() => form.removeListItem('variants', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('panel.variantName')}
                placeholder={t('panel.variantNamePlaceholder')}
                withAsterisk={several}
                maxLength={VARIANT_NAME_MAX_LENGTH}
                data-field={`${path}.name`}
                {...form.getInputProps(`${path}.name`)}
                error={errorOf(`${path}.name`)}
              />
              <TextInput
                label={t('panel.sku')}
                maxLength={SKU_MAX_LENGTH}
                data-field={`${path}.sku`}
                {...form.getInputProps(`${path}.sku`)}
                error={errorOf(`${path}.sku`)}
              />
              <MoneyInput
                label={t('panel.price')}
                withAsterisk
                field={`${path}.price`}
                prefix={rp}
                value={variant.price}
                onChange={(value) => form.setFieldValue(`${path}.price`, value)}
                error={errorOf(`${path}.price`)}
              />
              <MoneyInput
                label={t('panel.cost')}
                field={`${path}.cost`}
                prefix={rp}
                value={variant.cost}
                placeholder="0"
                onChange={(value) => form.setFieldValue(`${path}.cost`, value)}
                error={errorOf(`${path}.cost`)}
              />
            </SimpleGrid>
            {selling.length > 0 && (
              <Stack gap={6} mt="sm">
                <div>
                  <Text size="sm" fw={500}>
                    {t('panel.perOutlet')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('panel.perOutletHint')}
                  </Text>
                </div>
                {selling.map((outlet) => {
                  const cell = variant.outlets[outlet.id] ?? { price: '', stock: '', low: '' };
                  const cellPath = `${path}.outlets.${outlet.id}`;
                  return (
                    <SimpleGrid
                      key={outlet.id}
                      cols={{ base: 1, xs: values.track_stock ? 4 : 2 }}
                      spacing="xs"
                    >
                      <Text size="sm" style={{ alignSelf: 'center', overflowWrap: 'anywhere' }}>
                        {outlet.name}
                      </Text>
                      <TextInput
                        aria-label={t('panel.outletPrice', { outlet: outlet.name })}
                        placeholder={variant.price || t('panel.price')}
                        inputMode="numeric"
                        autoComplete="off"
                        leftSection={rp}
                        data-field={`${cellPath}.price`}
                        value={cell.price}
                        onChange={(event) => setCell(index, outlet.id, 'price', event.currentTarget.value)}
                        error={errorOf(`${cellPath}.price`)}
                      />
                      {values.track_stock && (
                        <>
                          <TextInput
                            aria-label={t('panel.outletStock', { outlet: outlet.name })}
                            placeholder={t('panel.stock')}
                            inputMode="numeric"
                            autoComplete="off"
                            data-field={`${cellPath}.stock`}
                            value={cell.stock}
                            onChange={(event) =>
                              setCell(index, outlet.id, 'stock', event.currentTarget.value)
                            }
                            error={errorOf(`${cellPath}.stock`)}
                          />
                          <TextInput
                            aria-label={t('panel.outletLow', { outlet: outlet.name })}
                            placeholder={t('panel.lowStock')}
                            inputMode="numeric"
                            autoComplete="off"
                            data-field={`${cellPath}.low`}
                            value={cell.low}
                            onChange={(event) => setCell(index, outlet.id, 'low', event.currentTarget.value)}
                            error={errorOf(`${cellPath}.low`)}
                          />
                        </>
                      )}
                    </SimpleGrid>
                  );
                })}
              </Stack>
            )}
          </Card>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('variants', emptyVariant())}
        >
          {t('panel.addVariant')}
        </Button>
      </Group>
    </Stack>
  );
}
