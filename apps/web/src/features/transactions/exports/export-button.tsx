import { canExportFor, type ExportFeatureName } from '@backoffice/contracts/export-kinds';
import { Button, Group, Loader, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportsHistoryButton } from '../../../components/ui/exports/exports-history-button';
import { useExport, type ExportRange } from '../../../components/ui/exports/use-export';

/**
 * The cancelled and void tabs' single Export button: disabled with All Outlet, since these exports are
 * of one outlet; while its export runs, disabled with a spinner, as the success tab's menu.
 */
export function ExportButton({ feature, range }: { feature: ExportFeatureName; range: ExportRange }) {
  const { t } = useTranslation('transactions');
  const { inProgress, start } = useExport();
  const busy = inProgress.has(feature);
  const allowed = canExportFor(feature, range.outlet_id);
  const button = (
    <Button
      variant="default"
      disabled={busy || !allowed}
      leftSection={
        busy ? <Loader size={14} aria-label={t('export.inProgress')} /> : <IconDownload size={16} />
      }
      onClick={() => start(feature, range)}
    >
      {t('export.button')}
    </Button>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {allowed ? (
        button
      ) : (
        <Tooltip label={t('export.singleOutlet')} withArrow position="right" multiline w={260}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span tabIndex={0}>{button}</span>
        </Tooltip>
      )}
      <ExportsHistoryButton />
    </Group>
  );
}
