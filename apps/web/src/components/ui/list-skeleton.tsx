import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads; announced once to screen readers instead of row by row. */
export function ListSkeleton({ rows = 5, withAvatar = false }: { rows?: number; withAvatar?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('states.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          {withAvatar && <Skeleton height={20} width={20} radius="sm" />}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width={`${60 + ((index * 13) % 30)}%`} radius="sm" />
            <Skeleton height={10} width={`${35 + ((index * 17) % 25)}%`} radius="sm" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
