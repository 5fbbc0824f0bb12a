import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../lib/support-contact';
import { PageHeader } from '../../components/ui/page-header';

/** Where the sidebar's help link leads when no help centre URL is configured. */
export function HelpPage() {
  const { t } = useTranslation('shell');
  const screen = t('support.help');
  return (
    <>
      <PageHeader title={screen} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640}>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {t('pages.notInEditionDetail', { screen })}
          </Text>
          <Group gap="xs">
            <IconPhone size={18} aria-hidden="true" />
            <Text fw={600}>
              {t('support.call')}{' '}
              <Anchor href={`tel:${SUPPORT_PHONE}`} fw={700}>
                {SUPPORT_PHONE}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
