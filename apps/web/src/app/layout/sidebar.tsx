import { Anchor, Box, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LanguagePicker } from '../../components/ui/language-picker';
import { SUPPORT_PHONE } from '../../lib/support-contact';
import { HELP_URL } from '../support';
import { ProfileBlock } from './profile-block';
import { useShell } from './shell-context';
import { SidebarMenu } from './sidebar-menu';

/** "Layout and sidebar": logo, profile, grouped menus, language, support phone, help. */
export function Sidebar({ onNavigate, withLogo = true }: { onNavigate?: () => void; withLogo?: boolean }) {
  const { t } = useTranslation('shell');
  const { profile, menu } = useShell();
  const helpIsExternal = /^https?:/i.test(HELP_URL);
  return (
    <Stack gap={0} h="100%">
      <Stack gap="md" p="md" pb="sm">
        {withLogo && <BrandLogo name={t('brand')} size={28} />}
        <ProfileBlock profile={profile} />
      </Stack>
      <Divider />
      <ScrollArea
        style={{ flex: 1 }}
        type="scroll"
        px="xs"
        py="xs"
        component="nav"
        aria-label={t('navigation.label')}
      >
        <SidebarMenu groups={menu} onNavigate={onNavigate} />
      </ScrollArea>
      <Divider />
      <Stack gap={8} p="md">
        <LanguagePicker size="xs" />
        <Group gap={6} wrap="nowrap">
          <IconPhone size={14} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {t('support.call')}{' '}
            <Anchor href={`tel:${SUPPORT_PHONE}`} size="xs" fw={600}>
              {SUPPORT_PHONE}
            </Anchor>
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconHelpCircle size={14} aria-hidden="true" />
          {helpIsExternal ? (
            <Anchor href={HELP_URL} target="_blank" rel="noopener noreferrer" size="xs">
              {t('support.help')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={HELP_URL} size="xs" onClick={onNavigate}>
              {t('support.help')}
            </Anchor>
          )}
        </Group>
      </Stack>
      <Box />
    </Stack>
  );
}
