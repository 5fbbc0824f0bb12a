import type { Category, SaveCategoryBody } from '@backoffice/contracts/categories';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findCategory, updateCategoryRow } from './categories.repository.js';
import { categoryNotFound, toCategory, withNameUniqueness } from './category-rules.js';

/** The row is locked for the edit, so an edit racing a delete finds it gone; the name rule is the unique index. */
export function updateCategory(
  db: Database,
  caller: Caller,
  id: number,
  input: SaveCategoryBody,
): Promise<Category> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      const current = await findCategory(tx, caller, id, { forUpdate: true });
      if (!current) throw categoryNotFound();
      const values = { name: input.name, color: input.color };
      await updateCategoryRow(tx, caller, id, values);
      return toCategory({ ...current, ...values });
    }),
  );
}
