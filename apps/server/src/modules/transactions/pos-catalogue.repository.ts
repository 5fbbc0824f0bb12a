import { and, asc, eq } from 'drizzle-orm';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import type { Queryable } from '../../db/database.js';
import {
  itemOutlets,
  items,
  itemVariants,
  outlets,
  paymentMethods,
  salesTypes,
  taxes,
  taxOutlets,
  users,
} from '../../db/schema/index.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';

/** The device's outlet's catalogue and checkout lists, read in a handful of indexed queries. */
export async function readPosCatalogue(db: Queryable, device: DeviceCaller): Promise<PosCatalogue> {
  const b = device.businessId;
  const [outlet] = await db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(and(eq(outlets.businessId, b), eq(outlets.id, device.outletId)));
  const variantRows = await db
    .select({
      itemId: items.id,
      itemName: items.name,
      categoryId: items.categoryId,
      variantId: itemVariants.id,
      variantName: itemVariants.name,
      price: itemVariants.price,
      cost: itemVariants.cost,
    })
    .from(itemOutlets)
    .innerJoin(items, and(eq(items.businessId, itemOutlets.businessId), eq(items.id, itemOutlets.itemId)))
    .innerJoin(
      itemVariants,
      and(eq(itemVariants.businessId, items.businessId), eq(itemVariants.itemId, items.id)),
    )
    .where(
      and(eq(itemOutlets.businessId, b), eq(itemOutlets.outletId, device.outletId), eq(items.isActive, true)),
    )
    .orderBy(asc(items.id), asc(itemVariants.position), asc(itemVariants.id));
  const byItem = new Map<number, PosCatalogue['items'][number]>();
  for (const row of variantRows) {
    const item = byItem.get(row.itemId) ?? {
      item_id: row.itemId,
      item_name: row.itemName,
      category_id: row.categoryId,
      variants: [],
    };
    item.variants.push({
      variant_id: row.variantId,
      name: row.variantName,
      price: row.price,
      cost: row.cost,
    });
    byItem.set(row.itemId, item);
  }
  const taxRows = await db
    .select({ id: taxes.id, name: taxes.name, percentage: taxes.percentage })
    .from(taxOutlets)
    .innerJoin(taxes, and(eq(taxes.businessId, taxOutlets.businessId), eq(taxes.id, taxOutlets.taxId)))
    .where(and(eq(taxOutlets.businessId, b), eq(taxOutlets.outletId, device.outletId)));
  const sales = await db
    .select({ id: salesTypes.id, name: salesTypes.name })
    .from(salesTypes)
    .where(and(eq(salesTypes.businessId, b), eq(salesTypes.isActive, true)))
    .orderBy(asc(salesTypes.position));
  const methods = await db
    .select({ id: paymentMethods.id, code: paymentMethods.code, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, b), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position));
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.businessId, b))
    .orderBy(asc(users.id));
  return {
    outlet: { id: outlet!.id, name: outlet!.name, time_zone: outlet!.timeZone },
    items: [...byItem.values()],
    taxes: taxRows,
    sales_types: sales,
    payment_methods: methods,
    staff_ids: staff.map((s) => s.id),
  };
}
