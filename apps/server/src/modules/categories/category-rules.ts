import {
  type Category,
  CATEGORY_NAME_TAKEN,
  categoryErrors,
  categoryMessages,
} from '@backoffice/contracts/categories';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import type { CategoryRow } from './categories.repository.js';

/** Rules every Category operation shares: its errors and its answer. */

export function categoryNotFound(): AppError {
  return AppError.notFound(categoryMessages.notFound);
}

export function categoryNameTaken(): AppError {
  return AppError.domain(categoryErrors, CATEGORY_NAME_TAKEN, 'body.name');
}

/**
 * The unique index `categories_business_name_uq` is the name rule: of concurrent writes of one name the database
 * lets one commit and refuses the others, which the client sees as the name error (decision 0026).
 */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, { categories_business_name_uq: categoryNameTaken });
}

export function toCategory(row: Pick<CategoryRow, 'id' | 'name' | 'color' | 'itemCount'>): Category {
  return { id: row.id, name: row.name, color: row.color, item_count: row.itemCount };
}
