import { Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutletChooser } from '../../../components/ui/outlet-chooser';

const NAMED_OUTLETS = 3;

interface SalesTypeOutletsFieldProps {
  value: number[];
  onChange: (outletIds: number[]) => void;
  /** Names of the Outlets the user reaches (the chooser loads its own list). */
  nameOf: (outletId: number) => string;
  error?: string;
}

/** The Outlets offering the Sales type, and the shared chooser to change them. */
export function SalesTypeOutletsField({ value, onChange, nameOf, error }: SalesTypeOutletsFieldProps) {
  const { t } = useTranslation('salesTypes');
  const [opened, chooser] = useDisclosure(false);
  const errorId = 'sales-type-outlets-error';
  return (
    <Input.Wrapper
      label={t('panel.outlets')}
      description={t('panel.outletsHint')}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.noOutletChosen')}
          </Text>
        ) : (
          <Group gap={6}>
            {value.slice(0, NAMED_OUTLETS).map((id) => (
              <Badge key={id} variant="light" color="gray" tt="none" fw={500} size="lg" maw="100%">
                {nameOf(id)}
              </Badge>
            ))}
            {value.length > NAMED_OUTLETS && (
              <Badge variant="outline" color="gray" tt="none" fw={500} size="lg">
                {t('panel.moreOutlets', { count: value.length - NAMED_OUTLETS })}
              </Badge>
            )}
          </Group>
        )}
        <Button
          variant="light"
          leftSection={<IconBuildingStore size={16} />}
          onClick={chooser.open}
          aria-describedby={error ? errorId : undefined}
          data-field="outlet_ids"
          style={{ alignSelf: 'flex-start' }}
        >
          {value.length === 0 ? t('panel.assignOutlets') : t('panel.changeOutlets')}
        </Button>
      </Stack>
      <OutletChooser opened={opened} onClose={chooser.close} selected={value} onApply={onChange} />
    </Input.Wrapper>
  );
}
