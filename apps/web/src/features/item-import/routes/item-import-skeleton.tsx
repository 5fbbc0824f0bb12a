import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

/** The steps' shape while the account loads, or an import read from the address. */
export function ImportStepsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('states.loading')}>
      {[0, 1].map((index) => (
        <Paper withBorder p="md" key={index}>
          <Stack gap="xs">
            <Skeleton h={18} w={220} />
            <Skeleton h={12} w="70%" />
            <Skeleton h={36} w={160} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function ItemImportSkeleton() {
  const { t } = useTranslation('itemImport');
  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} disabled>
            {t('backToList')}
          </Button>
        }
      />
      <ImportStepsSkeleton />
    </>
  );
}
