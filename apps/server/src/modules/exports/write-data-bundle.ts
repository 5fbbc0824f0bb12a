import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { dataBundleSheets, type DataBundleFormat } from '@backoffice/contracts/account-deletion';
import type { Database } from '../../db/database.js';
import { bundleFileName, DATA_BUNDLE_SHEETS } from './data-bundle-sheets.js';
import type { ExportScope } from './export-rows.repository.js';
import { createSheetWriter } from './export-sheet-writer.js';

/**
 * Writes every sheet of the data bundle into its own file in `folder`, then zips them into `bundle.zip` there and
 * returns its path. Each sheet is streamed to disk page by page like any export, and the zip reads the files as
 * streams, so memory stays one page and one compression window however large the business (decision 0088).
 */
export async function writeDataBundle(
  db: Database,
  scope: ExportScope,
  format: DataBundleFormat,
  folder: string,
): Promise<string> {
  const zip = new JSZip();
  for (const sheet of dataBundleSheets) {
    const file = path.join(folder, bundleFileName(sheet, format));
    const writer = createSheetWriter(format, file, sheet);
    await DATA_BUNDLE_SHEETS[sheet](db, scope, scope, writer);
    await writer.close();
    zip.file(bundleFileName(sheet, format), fs.createReadStream(file));
  }
  const bundle = path.join(folder, 'bundle.zip');
  await pipeline(
    zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }),
    fs.createWriteStream(bundle),
  );
  return bundle;
}
