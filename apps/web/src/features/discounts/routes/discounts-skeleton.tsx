import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';

/**
 * The screen's shape while the account, the flags and the list load: its title and its action already in place,
 * so nothing moves when the page itself takes over.
 */
export function DiscountsSkeleton() {
  const { t } = useTranslation('discounts');
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.06em' }}>
            {t('section')}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('title')}
          </Title>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} disabled visibleFrom="sm">
          {t('create')}
        </Button>
      </Group>
      <Group mb="md" gap="sm" align="flex-end" justify="space-between">
        <Stack gap={4} w={{ base: '100%', sm: 280 }}>
          <Text size="sm" fw={500}>
            {t('filter.label')}
          </Text>
          <Skeleton h={36} />
        </Stack>
        <Button leftSection={<IconPlus size={18} />} disabled fullWidth hiddenFrom="sm">
          {t('create')}
        </Button>
      </Group>
      <Paper withBorder p="lg">
        <ListSkeleton rows={6} />
      </Paper>
    </>
  );
}
