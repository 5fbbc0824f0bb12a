import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArchive, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../../lib/support-contact';
import { InView } from './in-view';

/** Shown instead of the tiles and the list when the whole range lies before 1 January of last year. */
export function OldDataNotice() {
  const { t } = useTranslation('transactions');
  return (
    <Paper withBorder role="status">
      <InView>
        <Stack align="center" gap="xs" maw={520} mx="auto" p="xl">
          <ThemeIcon variant="light" color="orange" size={44} radius="xl">
            <IconArchive size={24} />
          </ThemeIcon>
          <Text fw={700} ta="center">
            {t('oldData.title')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('oldData.description', { phone: SUPPORT_PHONE })}
          </Text>
          <Anchor href={`tel:${SUPPORT_PHONE}`} fw={600} size="sm">
            <IconPhone size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('oldData.call')} {SUPPORT_PHONE}
          </Anchor>
        </Stack>
      </InView>
    </Paper>
  );
}
