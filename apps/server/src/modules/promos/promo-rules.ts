import type { FieldError } from '@backoffice/contracts/common/errors';
import { type Promo, promoMessages, type SavePromoBody } from '@backoffice/contracts/promos';
import type { Queryable } from '../../db/database.js';
import type { PromoRequirement } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  findItemNames,
  findOutletIdsInBusiness,
  findPromoById,
  findPromosBeyondReach,
  findSalesTypeIds,
  type PromoRow,
  type PromoValues,
} from './promos.repository.js';

type Business = Pick<Caller, 'businessId'>;

/** promo_type_id as the orders carry it: 1 rewards items, 2 rewards the bill. */
const ITEM_PROMO = 1;
const CART_PROMO = 2;

export async function findPromoOrFail(
  db: Queryable,
  business: Business,
  promoId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PromoRow> {
  const row = await findPromoById(db, business, promoId, options);
  if (!row) throw AppError.platform('NOT_FOUND', promoMessages.notFound);
  return row;
}

function throwIfAny(errors: FieldError[]): void {
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/**
 * Checks what the request names against the business — its items, sales types and outlets within the caller's
 * reach — and turns it into the stored row: the items with their names, as the orders carry them.
 */
export async function promoValuesFor(
  db: Queryable,
  caller: Business & OutletReach,
  input: SavePromoBody,
): Promise<PromoValues> {
  const buy = input.type === 'buy_x_get_y' ? input.buy_items : [];
  const get = input.type === 'buy_x_get_y' ? input.get_items : [];
  const [names, salesTypes, outletIds] = await Promise.all([
    findItemNames(db, caller, [...new Set([...buy, ...get].map((entry) => entry.item_id))]),
    findSalesTypeIds(db, caller, input.sales_type_ids),
    findOutletIdsInBusiness(db, caller, input.outlet_ids),
  ]);
  const errors: FieldError[] = [];
  const named = (list: typeof buy, field: string) =>
    list.map((entry, index) => {
      const itemName = names.get(entry.item_id);
      if (itemName === undefined)
        errors.push({ field: `body.${field}.${index}.item_id`, message: promoMessages.itemNotFound });
      return { itemId: entry.item_id, itemName: itemName ?? '', quantity: entry.quantity };
    });
  const buyItems = named(buy, 'buy_items');
  const getItems = named(get, 'get_items');
  input.sales_type_ids.forEach((id, index) => {
    if (!salesTypes.has(id))
      errors.push({ field: `body.sales_type_ids.${index}`, message: promoMessages.salesTypeNotFound });
  });
  input.outlet_ids.forEach((id, index) => {
    if (!outletIds.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `body.outlet_ids.${index}`, message: promoMessages.outletNotInBusiness });
  });
  throwIfAny(errors);
  const requirement: PromoRequirement =
    input.type === 'buy_x_get_y'
      ? { type: 'specificItems', relation: 'AND', items: buyItems, rewardItems: getItems }
      : { type: 'cart', minimumAmount: input.minimum_amount ?? 0 };
  return {
    name: input.name,
    promoTypeId: input.type === 'buy_x_get_y' ? ITEM_PROMO : CART_PROMO,
    discountType: input.discount_type,
    amount: input.amount,
    maxDiscount: input.discount_type === 'PERCENTAGE' ? input.max_discount : null,
    requirement,
    salesTypeIds: [...new Set(input.sales_type_ids)],
    startAt: input.start_date ? new Date(`${input.start_date}T00:00:00Z`) : null,
    endAt: input.end_date ? new Date(`${input.end_date}T00:00:00Z`) : null,
    schedule: input.schedule
      ? { ...input.schedule, days: [...input.schedule.days].sort((a, b) => a - b) }
      : null,
    priority: input.priority,
    isActive: input.is_active,
  };
}

/** What this screen edits: buy X get Y (items and their rewards) and a minimum purchase; anything else is `other`. */
function typeOf(requirement: PromoRequirement): Promo['type'] {
  if (requirement.type === 'specificItems' && requirement.rewardItems?.length) return 'buy_x_get_y';
  if (requirement.type === 'cart' && requirement.minimumAmount !== undefined) return 'minimum_purchase';
  return 'other';
}

export async function editablePromos(
  db: Queryable,
  caller: Business & OutletReach,
  promoIds: number[],
): Promise<(promoId: number) => boolean> {
  const beyond = await findPromosBeyondReach(db, caller, promoIds);
  return (promoId) => !beyond.has(promoId);
}

/** A promotion also run beyond the caller's reach is read-only to them (decision 0011). */
export async function assertPromoWithinReach(db: Queryable, caller: Business & OutletReach, promoId: number) {
  const canEdit = await editablePromos(db, caller, [promoId]);
  if (!canEdit(promoId)) throw AppError.platform('FORBIDDEN', promoMessages.sharedBeyondReach);
}

export function toPromo(row: PromoRow, withinReach: boolean): Promo {
  const type = typeOf(row.requirement);
  const items = (list: PromoRequirement['items']) =>
    (list ?? []).map((entry) => ({
      item_id: entry.itemId,
      item_name: entry.itemName,
      quantity: entry.quantity,
    }));
  return {
    id: row.id,
    name: row.name,
    type,
    buy_items: type === 'buy_x_get_y' ? items(row.requirement.items) : [],
    get_items: type === 'buy_x_get_y' ? items(row.requirement.rewardItems) : [],
    minimum_amount: type === 'minimum_purchase' ? (row.requirement.minimumAmount ?? null) : null,
    discount_type: row.discountType,
    amount: row.amount,
    max_discount: row.maxDiscount,
    sales_type_ids: row.salesTypeIds,
    start_date: row.startDate,
    end_date: row.endDate,
    schedule: row.schedule,
    priority: row.priority,
    is_active: row.isActive,
    status: row.status,
    outlet_ids: row.outletIds,
    can_edit: withinReach && type !== 'other',
  };
}
