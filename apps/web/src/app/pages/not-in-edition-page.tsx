import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShell } from '../layout/shell-context';
import { findEntry } from '../navigation/build-menu';
import { entryLabel, groupLabel } from '../navigation/menu-label';
import { isUnder, OLD_BILLING_PATH, paths } from '../paths';
import { PageHeader } from './page-header';

/**
 * The one page every screen of this edition opens until it is built: it names the screen from its menu entry and
 * says plainly that it is not here yet. No sample data, so nobody mistakes it for their business.
 */
export function NotInEditionPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { menu, home, billingPath, profile } = useShell();
  const entry = findEntry(menu, pathname);

  let screen: string;
  let section: string | undefined;
  if (entry) {
    screen = entryLabel(entry, t);
    const group = menu.find((candidate) => candidate.menu === entry.menu);
    section = group && group.entries.length > 1 ? groupLabel(group, t) : undefined;
  } else if (isUnder(pathname, billingPath) || isUnder(pathname, OLD_BILLING_PATH)) {
    // An expired business reaches billing even when the role has no Billing entry.
    screen = entryLabel({ menu: 'account_settings', subMenu: 'billing', subMenuName: 'Billing' }, t);
    section = groupLabel({ menu: 'account_settings', menuName: 'Account Settings' }, t);
  } else {
    screen = pathname;
  }

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
