import { Button, Loader, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DiscountKey } from '@backoffice/contracts/discounts';
import { useDiscountOutlets } from '../api/list-discount-outlets';

/** "3 outlets" in a row; opening it names them (also Outlets outside the user's own, which the profile lacks). */
export function DiscountOutletsPopover({ discount, count }: { discount: DiscountKey; count: number }) {
  const { t } = useTranslation('discounts');
  const [opened, popover] = useDisclosure(false);
  const outlets = useDiscountOutlets(discount, { enabled: opened });

  return (
    <Popover
      opened={opened}
      onChange={popover.toggle}
      position="bottom-start"
      shadow="md"
      width={260}
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} />}
          onClick={popover.toggle}
          aria-expanded={opened}
          fw={500}
          // Lines the label up with the column heading; the padding is only there for the hover background.
          style={{ marginInlineStart: 'calc(var(--mantine-spacing-xs) * -1)' }}
        >
          {t('list.outletCount', { count })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {outlets.isPending ? (
          <Loader size="sm" />
        ) : outlets.isError ? (
          <Text size="sm" c="red">
            {t('list.outletsError')}
          </Text>
        ) : (
          <Stack gap={4} mah={240} style={{ overflowY: 'auto' }}>
            {outlets.data.results.map((outlet) => (
              <Text key={outlet.outlet_id} size="sm">
                {outlet.name}
              </Text>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
