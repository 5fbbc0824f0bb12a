import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ItemImportFormat } from '@backoffice/contracts/item-import';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { downloadTemplate } from '../api/download-template';
import { describeImportFailure } from '../item-import-messages';

/** Step 1: the template in XLSX or CSV, its header in the UI language. */
export function TemplateCard() {
  const { t } = useTranslation('itemImport');
  const [busy, setBusy] = useState<ItemImportFormat>();
  const download = async (format: ItemImportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      await downloadTemplate(format);
    } catch (error) {
      showToast({ kind: 'error', message: describeImportFailure(error, t, t('template.failed')) });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('template.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('template.help')}
        </Text>
        <Group gap="sm">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={busy === format}
              onClick={() => void download(format)}
            >
              {t(`template.${format}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
