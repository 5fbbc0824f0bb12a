import type { Discount } from '@backoffice/contracts/discounts';

/**
 * A discount row as the list and the detail calls return it: by default a Rp 5.000 cash discount at outlets 11
 * and 12, editable by the caller. The outlet list and count follow `outlet_ids`, as the server derives them.
 */
export function makeDiscount(fields: Pick<Discount, 'name'> & Partial<Discount>): Discount {
  const outletIds = fields.outlet_ids ?? [11, 12];
  return {
    type: 'cash',
    amount: 5000,
    amount_format: 'Rp 5.000',
    outlet_ids: outletIds,
    outlets: outletIds.map((outletId) => ({ outlet_id: outletId })),
    total_outlets: outletIds.length,
    can_edit: true,
    ...fields,
  };
}
