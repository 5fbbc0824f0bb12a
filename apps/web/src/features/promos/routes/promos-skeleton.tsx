import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { PageHeader } from '../../../components/ui/page-header';

/** The screen's shape while the account, the flags and the list load: title, filters and action in place. */
export function PromosSkeleton() {
  const { t } = useTranslation('promos');
  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} disabled visibleFrom="sm">
            {t('create')}
          </Button>
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <Stack gap={4} w={{ base: '100%', sm: 320 }}>
          <Text size="sm" fw={500}>
            {t('search.label')}
          </Text>
          <Skeleton h={36} />
        </Stack>
        <Stack gap={4} w={{ base: '100%', sm: 200 }}>
          <Text size="sm" fw={500}>
            {t('status.label')}
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
