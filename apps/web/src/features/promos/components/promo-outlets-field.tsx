import { Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OutletChooser } from '../../../components/ui/outlet-chooser';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';

/** How many chosen Outlets are named before "+N more". */
const NAMED_OUTLETS = 3;

interface PromoOutletsFieldProps {
  value: number[];
  onChange: (outletIds: number[]) => void;
  /** The Outlets within the caller's reach, to name the chosen ones; the chooser loads its own list. */
  outlets: readonly OutletChoice[] | undefined;
  error?: string;
}

/**
 * The panel's outlets field: the chosen Outlets, and the shared chooser to change them. A user with a
 * single Outlet has nothing to choose: the form assigns it, and the field only names it (decision 0021).
 */
export function PromoOutletsField({ value, onChange, outlets, error }: PromoOutletsFieldProps) {
  const { t } = useTranslation('promos');
  const [opened, chooser] = useDisclosure(false);
  const names = value.map((id) => outlets?.find((outlet) => outlet.id === id)?.name ?? `#${id}`);
  const errorId = 'promo-outlets-error';
  const [only, ...others] = outlets ?? [];
  const nothingToChoose =
    only !== undefined && others.length === 0 && value.length === 1 && value[0] === only.id;

  return (
    <Input.Wrapper
      label={t('panel.outlets')}
      description={t('panel.outletsHint')}
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {names.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.noOutletChosen')}
          </Text>
        ) : (
          <Group gap={6}>
            {names.slice(0, NAMED_OUTLETS).map((name, index) => (
              <Badge key={value[index]} variant="light" color="gray" tt="none" fw={500} size="lg" maw="100%">
                {name}
              </Badge>
            ))}
            {names.length > NAMED_OUTLETS && (
              <Badge variant="outline" color="gray" tt="none" fw={500} size="lg">
                {t('panel.moreOutlets', { count: names.length - NAMED_OUTLETS })}
              </Badge>
            )}
          </Group>
        )}
        {!nothingToChoose && (
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
        )}
      </Stack>
      <OutletChooser opened={opened} onClose={chooser.close} selected={value} onApply={onChange} />
    </Input.Wrapper>
  );
}
