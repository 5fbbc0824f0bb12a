import { Paper, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function RecurringBodySkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('states.loading')}>
      {[0, 1].map((index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Skeleton h={16} w="40%" mb="sm" />
          <Skeleton h={24} w="60%" mb="sm" />
          <Skeleton h={12} w="80%" mb={6} />
          <Skeleton h={12} w="50%" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The screen's shape while the account, the flags and the subscription load. */
export function RecurringSkeleton() {
  const { t } = useTranslation('recurring');
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <RecurringBodySkeleton />
    </>
  );
}
