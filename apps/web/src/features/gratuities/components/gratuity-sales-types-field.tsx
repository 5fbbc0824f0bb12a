import { Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSalesTypeChoices } from '../api/list-sales-type-choices';

interface GratuitySalesTypesFieldProps {
  /** Empty = every sales type. */
  value: number[];
  onChange: (salesTypeIds: number[]) => void;
  error?: string;
}

/** The sales types the service charge applies to: none ticked means every one (decision 0150). */
export function GratuitySalesTypesField({ value, onChange, error }: GratuitySalesTypesFieldProps) {
  const { t } = useTranslation('gratuities');
  const choices = useSalesTypeChoices();
  return (
    <Checkbox.Group
      label={t('panel.salesTypes')}
      description={value.length === 0 ? t('panel.everySalesType') : t('panel.chosenSalesTypes')}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      error={error}
      data-field="sales_type_ids"
    >
      <Stack gap="xs" mt={8}>
        {choices.isPending ? (
          <Skeleton h={60} />
        ) : choices.isError ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t('panel.salesTypesError')}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => void choices.refetch()}>
              {t('panel.retry')}
            </Button>
          </Group>
        ) : choices.data.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.noSalesTypes')}
          </Text>
        ) : (
          choices.data.results.map((salesType) => (
            <Checkbox key={salesType.id} value={String(salesType.id)} label={salesType.name} />
          ))
        )}
      </Stack>
    </Checkbox.Group>
  );
}
