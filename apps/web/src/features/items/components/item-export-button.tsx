import { Button, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportsHistoryButton } from '../../../components/ui/exports/exports-history-button';
import { useExport, type ExportRange } from '../../../components/ui/exports/use-export';
import type { ItemFilters } from '../api/item-keys';

/** Today on this device's calendar: the day the file is named after (the catalogue has no range). */
function today(): { start_time: string; end_time: string } {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { start_time: `${day}T00:00:00`, end_time: `${day}T23:59:59` };
}

/** The address's ids are numbers once read (use-item-filters.ts); the query's input type is wider. */
const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** What the export is asked for: the list's filters as the address holds them (decision 0215). */
export function itemExportRange(filters: ItemFilters): ExportRange {
  return {
    ...today(),
    outlet_id: idOf(filters.outlet) ?? null,
    item_filters: {
      search: filters.search,
      category: idOf(filters.category),
      brand: idOf(filters.brand),
      stock: filters.stock,
    },
  };
}

/**
 * The Item list's Export: the items the list shows with its current filters, in the import template's columns,
 * written by the exports' job; the file opens when it is ready and stays in the exports' history (decision 0215).
 */
export function ItemExportButton({ filters }: { filters: ItemFilters }) {
  const { t } = useTranslation('items');
  const { inProgress, start } = useExport();
  const busy = inProgress.has('items');
  return (
    // Not a group of their own: in the header's group the buttons wrap one by one on a phone.
    <>
      <Button
        variant="default"
        disabled={busy}
        leftSection={
          busy ? <Loader size={14} aria-label={t('exportInProgress')} /> : <IconDownload size={18} />
        }
        onClick={() => start('items', itemExportRange(filters))}
      >
        {t('export')}
      </Button>
      <ExportsHistoryButton />
    </>
  );
}
