import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  type Item,
  ITEM_NAME_TAKEN,
  ITEM_NOT_FOUND_MESSAGE,
  ITEM_SKU_TAKEN,
  itemErrors,
  itemImageProblem,
  type ItemMessage,
  itemMessages,
  type ItemRow,
  type SaveItemBody,
} from '@backoffice/contracts/items';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import { findFile } from '../../platform/files/files.repository.js';
import { findExistingIds, type ReferenceKind } from './item-choices.repository.js';
import { findTakenSkus } from './item-writes.repository.js';
import {
  findItem,
  findItemsBeyondReach,
  type ItemLinks,
  type ItemPageRow,
  type ItemRecord,
} from './items.repository.js';

/** Rules every item operation shares: errors, what an item may name, who may change it, its answers. */

type Business = Pick<Caller, 'businessId'>;

/** What the operations work with; `origin` is the address the caller reached the server by (decision 0132). */
export interface ItemContext {
  db: Queryable;
  origin: string;
}

export function itemNotFound(): AppError {
  return AppError.notFound(ITEM_NOT_FOUND_MESSAGE);
}

/** A plain item of the business: a bundle package is another screen's, so here it is not found. */
export async function findPlainItem(
  db: Queryable,
  business: Business,
  itemId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ItemRecord> {
  const row = await findItem(db, business, itemId, options);
  if (!row || row.kind !== 'item') throw itemNotFound();
  return row;
}

/**
 * The unique indexes are the rules: of two concurrent saves of one name (or SKU) the database lets one commit and
 * refuses the other, which its caller sees as the field's error (decision 0026).
 */
export function withItemUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    items_business_name_uq: () => AppError.domain(itemErrors, ITEM_NAME_TAKEN, 'body.name'),
    item_variants_business_sku_uq: () => AppError.domain(itemErrors, ITEM_SKU_TAKEN, 'body.variants'),
  });
}

/** A SKU another item carries, named at its variant's field (the index above still settles a race). */
export async function assertSkusFree(
  db: Queryable,
  business: Business,
  input: SaveItemBody,
  itemId: number | null,
): Promise<void> {
  const keyOf = (sku: string | null) => sku?.trim().toLowerCase() ?? '';
  const skus = input.variants.map((variant) => keyOf(variant.sku)).filter((sku) => sku !== '');
  const taken = await findTakenSkus(db, business, skus, itemId);
  const index = input.variants.findIndex((variant) => taken.has(keyOf(variant.sku)));
  if (index >= 0) throw AppError.domain(itemErrors, ITEM_SKU_TAKEN, `body.variants.${index}.sku`);
}

/**
 * Every id the item names must be a row of the caller's business, and every outlet one the caller manages
 * (decision 0011). Another business's id reads like a deleted one; each offending entry is named and nothing is
 * written.
 */
export async function assertReferences(
  db: Queryable,
  caller: Business & OutletReach,
  input: Pick<SaveItemBody, 'category_id' | 'brand_id' | 'modifier_ids' | 'tax_ids' | 'sales_type_ids'> & {
    outlet_ids: number[];
  },
  outletField = 'body.outlet_ids',
): Promise<void> {
  const errors: FieldError[] = [];
  const check = async (
    kind: ReferenceKind,
    ids: number[],
    field: string,
    message: ItemMessage,
    one = false,
  ) => {
    const known = await findExistingIds(db, caller, kind, [...new Set(ids)]);
    ids.forEach((id, index) => {
      const unreachable = kind === 'outlet' && !reachesOutlet(caller, id);
      if (!known.has(id) || unreachable) errors.push({ field: one ? field : `${field}.${index}`, message });
    });
  };
  await check(
    'category',
    input.category_id === null ? [] : [input.category_id],
    'body.category_id',
    itemMessages.categoryGone,
    true,
  );
  await check(
    'brand',
    input.brand_id === null ? [] : [input.brand_id],
    'body.brand_id',
    itemMessages.brandGone,
    true,
  );
  await check('modifier', input.modifier_ids, 'body.modifier_ids', itemMessages.modifierGone);
  await check('tax', input.tax_ids, 'body.tax_ids', itemMessages.taxGone);
  await check('salesType', input.sales_type_ids, 'body.sales_type_ids', itemMessages.salesTypeGone);
  await check('outlet', input.outlet_ids, outletField, itemMessages.outletNotManaged);
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/** The picture to store: a public image of the business passing the uploader's checks, kept by its key. */
export async function assertImage(
  db: Queryable,
  business: Business,
  fileId: string | null,
  currentFileId: string | null,
): Promise<void> {
  if (fileId === null || fileId === currentFileId) return;
  const file = await findFile(db, business.businessId, fileId);
  if (!file || file.privateAccess) throw AppError.invalidField('body.image_file_id', itemMessages.imageGone);
  const problem = itemImageProblem({ contentType: file.contentType, size: file.byteSize });
  if (problem) throw AppError.invalidField('body.image_file_id', problem);
}

/** One rule behind both each row's `can_edit` and the refusal of a write (decision 0011). */
export async function editableItems(
  db: Queryable,
  caller: Business & OutletReach,
  itemIds: number[],
): Promise<(itemId: number) => boolean> {
  const beyond = await findItemsBeyondReach(db, caller, itemIds);
  return (itemId) => !beyond.has(itemId);
}

export async function assertItemsWithinReach(
  db: Queryable,
  caller: Business & OutletReach,
  itemIds: number[],
): Promise<void> {
  const canEdit = await editableItems(db, caller, itemIds);
  if (!itemIds.every(canEdit)) throw AppError.platform('FORBIDDEN', itemMessages.sharedBeyondReach);
}

/** A picture's address on the caller's origin, or the demo's own address (decision 0132). */
export function imageUrlOf(
  context: Pick<ItemContext, 'origin'>,
  business: Business,
  row: Pick<ItemRecord, 'imageFileId' | 'imageUrl'>,
): string | null {
  if (row.imageFileId)
    return `${context.origin}/api/file/v1/public/${business.businessId}/${row.imageFileId}`;
  return row.imageUrl;
}

export function toItem(
  context: Pick<ItemContext, 'origin'>,
  business: Business,
  row: ItemRecord,
  links: ItemLinks,
  canEdit: boolean,
): Item {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    category_id: row.categoryId,
    brand_id: row.brandId,
    description: row.description,
    image_file_id: row.imageFileId,
    image_url: imageUrlOf(context, business, row),
    track_stock: row.trackStock,
    outlet_ids: links.outletIds,
    modifier_ids: links.modifierIds,
    tax_ids: links.taxIds,
    sales_type_ids: links.salesTypeIds,
    variants: links.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      price: variant.price,
      cost: variant.cost,
      outlets: variant.outlets.map((row) => ({
        outlet_id: row.outletId,
        price: row.price,
        stock: row.stock,
        low_stock_level: row.lowStockLevel,
      })),
    })),
    can_edit: canEdit && row.kind === 'item',
  };
}

export function toItemRow(
  context: Pick<ItemContext, 'origin'>,
  business: Business,
  row: ItemPageRow,
  canEdit: boolean,
): ItemRow {
  const tracked = row.trackStock;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    category_name: row.categoryName,
    brand_name: row.brandName,
    image_url: imageUrlOf(context, business, row),
    variant_count: row.variantCount,
    min_price: row.minPrice,
    max_price: row.maxPrice,
    track_stock: tracked,
    stock: tracked ? (row.stock ?? 0) : null,
    stock_state: !tracked ? null : (row.anyOut ?? true) ? 'out' : row.anyLow ? 'low' : 'ok',
    can_edit: canEdit && row.kind === 'item',
  };
}
