import { Button, Group, Paper, Skeleton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { PageHeader } from '../../../components/ui/page-header';

/** The screen's shape while the account, the flags and the list load: title, actions and filters in place. */
export function ItemsSkeleton() {
  const { t } = useTranslation('items');
  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Group gap="xs">
            <Button variant="default" disabled>
              {t('import')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} disabled>
              {t('create')}
            </Button>
          </Group>
        }
      />
      <Group mb="md" gap="sm">
        <Skeleton h={36} w={{ base: '100%', sm: 260 }} />
        <Skeleton h={36} w={{ base: '100%', sm: 180 }} visibleFrom="sm" />
        <Skeleton h={36} w={{ base: '100%', sm: 180 }} visibleFrom="sm" />
      </Group>
      <Paper withBorder p="lg">
        <ListSkeleton rows={8} />
      </Paper>
    </>
  );
}
