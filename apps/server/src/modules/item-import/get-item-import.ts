import type { ItemImport } from '@backoffice/contracts/item-import';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { itemImportOf } from './item-import-view.js';
import { findItemImport } from './item-imports.repository.js';

/** One import of the caller's business; another business's answers like a missing one. */
export async function getItemImport(db: Database, caller: Caller, id: string): Promise<ItemImport> {
  return itemImportOf(foundInBusiness(await findItemImport(db, caller, id)));
}
