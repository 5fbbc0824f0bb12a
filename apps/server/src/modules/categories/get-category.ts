import type { Category } from '@backoffice/contracts/categories';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findCategory } from './categories.repository.js';
import { categoryNotFound, toCategory } from './category-rules.js';

/** Another business's category answers exactly like a missing one. */
export async function getCategory(db: Database, caller: Caller, id: number): Promise<Category> {
  const row = await findCategory(db, caller, id);
  if (!row) throw categoryNotFound();
  return toCategory(row);
}
