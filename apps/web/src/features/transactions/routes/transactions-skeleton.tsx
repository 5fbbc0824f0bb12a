import { Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { TRANSACTION_TABS } from '../transaction-filter';

/** The screen's shape while the account, the flags and the first page load: title, tabs and filters in place. */
export function TransactionsSkeleton() {
  const { t } = useTranslation('transactions');
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <Tabs value={null}>
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {TRANSACTION_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} disabled>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group mb="md" gap="sm" align="flex-end">
        {[t('filter.outlet'), t('filter.dateRange'), t('filter.search.success')].map((label) => (
          <Stack key={label} gap={4} w={260}>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <Skeleton h={36} />
          </Stack>
        ))}
      </Group>
      <SimpleGrid cols={3} spacing="md" mb="md">
        {[0, 1, 2].map((tile) => (
          <Paper key={tile} withBorder p="md">
            <Skeleton h={12} w="40%" />
            <Skeleton h={28} mt={10} w="60%" />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="lg">
        <ListSkeleton rows={6} />
      </Paper>
    </>
  );
}
