import { ITEM_IMPORT_TEMPLATE_PATH, type ItemImportFormat } from '@backoffice/contracts/item-import';
import { apiDownload } from '../../../lib/api/api-client';

/** Downloads the template (its header in the UI language, which every call sends) and saves it as a file. */
export async function downloadTemplate(format: ItemImportFormat): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api${ITEM_IMPORT_TEMPLATE_PATH}`, { query: { format } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `item-import-template.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
