import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../layout/shell-context';
import { PageHeader } from '../../components/ui/page-header';

interface ShellNoticePageProps {
  title: string;
  message: string;
  icon: ReactNode;
  color?: string;
}

/** A page inside the shell that only explains why there is nothing here, with the way home. */
export function ShellNoticePage({ title, message, icon, color }: ShellNoticePageProps) {
  const { t } = useTranslation('shell');
  const { home } = useShell();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640}>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon variant="light" color={color} size={44} radius="xl" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Text>{message}</Text>
          {home && (
            <Button component={Link} to={home} variant="light" mt="xs">
              {t('pages.goHome')}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
