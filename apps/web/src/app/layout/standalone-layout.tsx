import { Anchor, Box, Button, Group } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LanguagePicker } from '../../components/ui/language-picker';
import { signOut } from '../../lib/session/sign-out';
import { RouteGuard } from '../guards/route-guard';
import { HELP_URL } from '../support';

/**
 * A screen with a header of its own instead of the sidebar (the product's screen description "Account deletion page": logo, language
 * picker, help link, sign-out): nothing on it leads elsewhere in the back office.
 */
export function StandaloneLayout() {
  const { t } = useTranslation('shell');
  const helpIsExternal = /^https?:/i.test(HELP_URL);
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <Box
        component="header"
        px={{ base: 'sm', sm: 'xl' }}
        py="sm"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <BrandLogo name={t('brand')} size={28} />
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="xs">
              <LanguagePicker size="xs" />
            </Box>
            {helpIsExternal ? (
              <Anchor href={HELP_URL} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconHelpCircle size={16} aria-hidden="true" />
                  {t('support.help')}
                </Group>
              </Anchor>
            ) : (
              <Anchor component={Link} to={HELP_URL} size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconHelpCircle size={16} aria-hidden="true" />
                  {t('support.help')}
                </Group>
              </Anchor>
            )}
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={() => void signOut()}
            >
              {t('profile.signOut')}
            </Button>
          </Group>
        </Group>
        <Box hiddenFrom="xs" mt="xs">
          <LanguagePicker size="xs" />
        </Box>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} p={{ base: 'md', sm: 'xl' }}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </Box>
    </Box>
  );
}
