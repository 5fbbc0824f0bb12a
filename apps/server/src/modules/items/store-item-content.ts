import type { SaveItemBody } from '@backoffice/contracts/items';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { itemMessages } from '@backoffice/contracts/items';
import {
  addItemOutlets,
  insertVariant,
  pruneVariants,
  removeItemOutlets,
  replaceItemLinks,
  replaceVariantOutlets,
  updateVariant,
  type VariantOutletValues,
} from './item-writes.repository.js';
import type { ItemLinks } from './items.repository.js';

/**
 * Writes what an item holds beyond its own row — outlets, links, variants and their per-outlet rows — so that
 * afterwards it is exactly `input`. `current` is what it held (nothing for a new item). Runs inside the caller's
 * transaction; the caller manages every outlet involved (checked before).
 */
export async function storeItemContent(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  itemId: number,
  input: SaveItemBody,
  current: ItemLinks | null,
): Promise<void> {
  const outletIds = [...new Set(input.outlet_ids)];
  const previousOutlets = current?.outletIds ?? [];
  await removeItemOutlets(
    db,
    caller,
    [itemId],
    previousOutlets.filter((id) => !outletIds.includes(id)),
  );
  await addItemOutlets(db, caller, [itemId], outletIds);
  await replaceItemLinks(db, caller, itemId, {
    modifierIds: [...new Set(input.modifier_ids)],
    taxIds: [...new Set(input.tax_ids)],
    salesTypeIds: [...new Set(input.sales_type_ids)],
  });

  const knownVariants = new Set(current?.variants.map((variant) => variant.id) ?? []);
  const keptIds: number[] = [];
  input.variants.forEach((variant, index) => {
    if (variant.id === undefined) return;
    // A variant id that is not this item's reads like one deleted meanwhile.
    if (!knownVariants.has(variant.id))
      throw AppError.invalidField(`body.variants.${index}.id`, itemMessages.variantGone);
    keptIds.push(variant.id);
  });
  if (current) await pruneVariants(db, caller, itemId, keptIds);

  const rows: VariantOutletValues[] = [];
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      name: variant.name,
      sku: variant.sku,
      price: variant.price,
      cost: variant.cost,
      position,
    };
    let variantId = variant.id;
    if (variantId === undefined) variantId = await insertVariant(db, caller, itemId, values);
    else await updateVariant(db, caller, variantId, values);
    const given = new Map(variant.outlets.map((row) => [row.outlet_id, row]));
    for (const outletId of outletIds) {
      const row = given.get(outletId);
      // Stock is known at every outlet that sells a tracked item (none on hand unless said). A stock field the
      // request leaves out stays as it is when the row is written (decision 0216).
      if (input.track_stock) {
        rows.push({
          variantId,
          outletId,
          price: row?.price ?? null,
          stock: row?.stock ?? 0,
          lowStockLevel: row?.low_stock_level ?? null,
          keepStock: row?.stock === undefined,
          keepLow: row?.low_stock_level === undefined,
        });
      } else if (row && row.price !== null) {
        rows.push({
          variantId,
          outletId,
          price: row.price,
          stock: null,
          lowStockLevel: null,
          keepStock: false,
          keepLow: false,
        });
      }
    }
  }
  await replaceVariantOutlets(db, caller, itemId, [...new Set([...previousOutlets, ...outletIds])], rows);
}
