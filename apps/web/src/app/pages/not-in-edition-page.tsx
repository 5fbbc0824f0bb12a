import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShell } from '../layout/shell-context';
import { describeScreen } from '../guards/screen-name';
import { paths } from '../paths';
import { PageHeader } from '../../components/ui/page-header';

/**
 * The one page every screen of this edition opens until it is built: it names the screen from its menu entry and
 * says plainly that it is not here yet. No sample data, so nobody mistakes it for their business.
 */
export function NotInEditionPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const shell = useShell();
  const { home, profile } = shell;
  const named = describeScreen(pathname, shell, t);
  const screen = named?.screen ?? pathname;
  const section = named?.section;

  return (
    <>
      <PageHeader title={t('pages.notInEditionTitle', { screen })} section={section} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640}>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconTools size={22} />
          </ThemeIcon>
          <Text fw={600}>{t('pages.notInEdition')}</Text>
          <Text c="dimmed" size="sm">
            {t('pages.notInEditionDetail', { screen })}
          </Text>
          {/* An expired business is held on billing, so a home link would only bounce back. */}
          {home && home !== pathname && !profile.business.has_expired && (
            <Button component={Link} to={home ?? paths.home} variant="light" mt="xs">
              {t('pages.goHome')}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
