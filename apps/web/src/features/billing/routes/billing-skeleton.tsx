import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function BillingBodySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('states.loading')}>
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Skeleton h={16} w="30%" mb="sm" />
          <Skeleton h={12} w="80%" mb={6} />
          <Skeleton h={12} w="60%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** The screen's shape while the account, the flags and the data load. */
export function BillingSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <BillingBodySkeleton />
    </>
  );
}
