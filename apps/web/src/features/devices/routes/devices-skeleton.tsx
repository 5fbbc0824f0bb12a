import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function DevicesSkeleton() {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation();
  return (
    <>
      <PageHeader section={t('section')} title={t('title')} />
      <Stack gap="sm" aria-busy="true" aria-label={common('states.loading')}>
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    </>
  );
}
