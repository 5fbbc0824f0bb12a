import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** The report frame's shape while the account and the figures load. */
export function SalesReportSkeleton() {
  const { t } = useTranslation('salesReports');
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <Stack gap="md" aria-hidden>
        <Skeleton h={36} w="min(100%, 640px)" />
        <Group gap="sm" wrap="wrap">
          <Skeleton h={36} w={140} />
          <Skeleton h={36} w={260} />
          <Skeleton h={36} w={200} />
        </Group>
        <Skeleton h={320} />
      </Stack>
    </>
  );
}
