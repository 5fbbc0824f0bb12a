import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { SKELETON_ROWS } from '../brand-rows';

/** 3 skeleton rows while the list loads. */
export function BrandListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} aria-busy="true" aria-label={t('states.loading')}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Group
          key={index}
          px="md"
          h={56}
          gap="sm"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Skeleton h={16} w={16} radius="sm" />
          <Skeleton h={12} w={`${40 + index * 10}%`} radius="sm" />
          <Skeleton h={12} w={60} radius="sm" ml="auto" />
        </Group>
      ))}
    </Stack>
  );
}

/** The screen's shape while the account, the flags and the list load. */
export function BrandsSkeleton() {
  const { t } = useTranslation('brands');
  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} rightSection={<IconChevronDown size={16} />} disabled>
            {t('create')}
          </Button>
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <Skeleton h={36} w={240} />
        <Skeleton h={36} w={260} />
      </Group>
      <Paper withBorder>
        <BrandListSkeleton />
      </Paper>
    </>
  );
}
