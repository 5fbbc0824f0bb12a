import type { ExportFeatureName } from '@backoffice/contracts/exports';
import { Button, Group, Loader } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { ExportsHistoryButton } from '../../../components/ui/exports/exports-history-button';
import { useExport, type ExportRange } from '../../../components/ui/exports/use-export';

/** The success tab's Export menu: the transaction export and Item Details, and the exports made before. */
export function ExportMenu({ range }: { range: ExportRange }) {
  const { t } = useTranslation('transactions');
  const { inProgress, start } = useExport();
  const busy = inProgress.size > 0;
  const item = (feature: ExportFeatureName, label: string): ActionMenuItem => ({
    key: feature,
    label,
    disabled: inProgress.has(feature),
    leftSection: inProgress.has(feature) ? <Loader size={14} /> : <IconDownload size={14} />,
    onClick: () => start(feature, range),
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionMenu
        target={
          <Button
            variant="default"
            disabled={busy}
            leftSection={
              busy ? <Loader size={14} aria-label={t('export.inProgress')} /> : <IconDownload size={16} />
            }
            rightSection={<IconChevronDown size={14} />}
          >
            {t('export.button')}
          </Button>
        }
        items={[
          item('order-export-transaction', t('export.transaction')),
          item('order-export-item-detail', t('export.itemDetails')),
        ]}
      />
      <ExportsHistoryButton />
    </Group>
  );
}
