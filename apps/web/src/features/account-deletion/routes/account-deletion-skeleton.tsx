import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while the account loads (loading skeleton). */
export function AccountDeletionSkeleton() {
  const { t } = useTranslation('accountDeletion');
  const { t: common } = useTranslation();
  return (
    <Stack gap="lg" maw={640} mx="auto" aria-busy="true" aria-label={common('states.loading')}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Skeleton h={12} w="90%" mb={8} />
        <Skeleton h={12} w="70%" mb="lg" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={18} w="55%" mb="sm" />
        ))}
        <Skeleton h={72} mt="md" mb="md" />
        <Skeleton h={36} w={140} />
      </Paper>
    </Stack>
  );
}
