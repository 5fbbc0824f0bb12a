import type { Category, SaveCategoryBody } from '@backoffice/contracts/categories';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { insertCategory } from './categories.repository.js';
import { toCategory, withNameUniqueness } from './category-rules.js';

/** The name rule is the unique index: no lock, and a name taken meanwhile is the name error. */
export function createCategory(db: Database, caller: Caller, input: SaveCategoryBody): Promise<Category> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      const values = { name: input.name, color: input.color };
      const id = await insertCategory(tx, caller, values);
      return toCategory({ id, ...values, itemCount: 0 });
    }),
  );
}
