import { Box, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shape of the shell while the profile loads, so the page does not jump when it arrives; `children` is the
 * screen's own skeleton, shown where the screen will be.
 */
export function ShellSkeleton({ children = <ContentSkeleton /> }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Group align="stretch" gap={0} mih="100dvh" wrap="nowrap" aria-busy="true">
      <VisuallyHidden role="status">{t('pages.loadingAccount')}</VisuallyHidden>
      <Box
        w={272}
        p="md"
        visibleFrom="sm"
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}
        bg="var(--mantine-color-body)"
      >
        <Stack gap="md">
          <Skeleton h={28} w={140} />
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={40} w={40} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="70%" />
              <Skeleton h={10} w="50%" />
            </Stack>
          </Group>
          <Skeleton h={30} />
          {Array.from({ length: 9 }, (_, index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Skeleton h={18} w={18} />
              <Skeleton h={12} w={`${50 + ((index * 17) % 35)}%`} />
            </Group>
          ))}
        </Stack>
      </Box>
      <Box style={{ flex: 1 }} bg="var(--mantine-color-gray-0)">
        {/* The phone header (menu button and logo), so the page does not move down when it appears. */}
        <Group
          hiddenFrom="sm"
          h={56}
          px="sm"
          gap="sm"
          wrap="nowrap"
          bg="var(--mantine-color-body)"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Skeleton h={20} w={24} />
          <Skeleton h={26} w={130} />
        </Group>
        <Box p={{ base: 'md', sm: 'xl' }}>{children}</Box>
      </Box>
    </Group>
  );
}

/** The page area while what it shows is still being decided. */
export function ContentSkeleton() {
  return (
    <Stack gap="md" maw={640} aria-busy="true">
      <Skeleton h={26} w={220} />
      <Skeleton h={180} />
    </Stack>
  );
}
