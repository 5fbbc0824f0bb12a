import { itemImports } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';

async function insertPreview(context: Parameters<ForeignRequestProvider>[0]): Promise<string> {
  const [row] = await context.db
    .insert(itemImports)
    .values({
      businessId: context.businessId,
      fileName: 'items.csv',
      language: 'en',
      outletIds: [],
      rows: [{ row: 2, itemName: 'Foreign', variantName: '', price: 1000 }],
      problems: [],
      totalRows: 1,
      refusedRows: 0,
    })
    .returning({ id: itemImports.id });
  return row!.id;
}

/** An item import of `businessId`, which another business must neither read nor confirm. */
export const foreignItemImportRequest: ForeignRequestProvider = async (context) => ({
  params: { id: await insertPreview(context) },
});
export const foreignItemImportConfirm: ForeignRequestProvider = async (context) => ({
  body: { import_id: await insertPreview(context) },
});
