import { type PricedLine, type PricedOrder, shareOutBill } from './order-pricing.js';

export interface StoredOrderTotals {
  subtotal: number;
  discountTotal: number;
  redeemAmount: number;
  gratuityTotal: number;
  taxTotal: number;
  /** The tax included in the prices (decision 0155); absent = none. */
  includedTaxTotal?: number;
  roundingAmount: number;
  netSales: number;
  grossSales: number;
  totalCollected: number;
  promoTotal: number;
}

export interface StoredLine {
  grossAmount: number;
  /** The line's own discounts. */
  discountAmount: number;
  /** Promos rewarded on this line. */
  promoAmount: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The priced order as checkout priced it, rebuilt from what is stored: the order's totals and each line's gross,
 * own discount and promo. Bill-level discounts, redemption, gratuity and tax are shared out over the lines by
 * `shareOutBill`, the function `priceOrder` shares them with, so a refund built on it gives back the same shares
 * the bill charged.
 */
export function pricedFromStored(order: StoredOrderTotals, stored: readonly StoredLine[]): PricedOrder {
  const lineDiscounts = sum(stored.map((l) => l.discountAmount + l.promoAmount));
  const billDiscounts = Math.max(0, order.discountTotal - lineDiscounts - order.redeemAmount);
  const lines = shareOutBill(
    stored.map((l) => ({ gross: l.grossAmount, itemDiscount: l.discountAmount, promo: l.promoAmount })),
    {
      billDiscounts,
      redeemAmount: order.redeemAmount,
      gratuityTotal: order.gratuityTotal,
      taxTotal: order.taxTotal,
      includedTaxTotal: order.includedTaxTotal ?? 0,
    },
  );
  return {
    lines,
    orderDiscountAmounts: [billDiscounts],
    cartPromoAmounts: [],
    subtotal: order.subtotal,
    discountTotal: order.discountTotal,
    promoTotal: order.promoTotal,
    redeemAmount: order.redeemAmount,
    gratuityTotal: order.gratuityTotal,
    taxTotal: order.taxTotal,
    includedTaxTotal: order.includedTaxTotal ?? 0,
    roundingAmount: order.roundingAmount,
    netSales: order.netSales,
    grossSales: order.grossSales,
    totalCollected: order.totalCollected,
  };
}

/** A stored promo of the order: its items, each rewarded (REWARD) or required. */
export interface StoredPromo {
  items: readonly { order_item_uuid: string; promo_item_status: string; amount: number }[];
}

/**
 * `pricedFromStored` over the order's stored items, each line's promo being what the order's promos rewarded on
 * it: the one reading the refund plan and the invoice's refund availability share, so both give back the same.
 */
export function pricedFromStoredItems(
  order: StoredOrderTotals,
  items: readonly { uuid: string; grossAmount: number; discountAmount: number }[],
  promos: readonly StoredPromo[],
): PricedOrder {
  const rewards = new Map<string, number>();
  for (const promo of promos)
    for (const entry of promo.items)
      if (entry.promo_item_status === 'REWARD')
        rewards.set(entry.order_item_uuid, (rewards.get(entry.order_item_uuid) ?? 0) + entry.amount);
  return pricedFromStored(
    order,
    items.map((item) => ({
      grossAmount: item.grossAmount,
      discountAmount: item.discountAmount,
      promoAmount: rewards.get(item.uuid) ?? 0,
    })),
  );
}

/** A line is not selectable when a loyalty redemption paid all that its discounts left of it. */
export function paidByRedemption(line: PricedLine): boolean {
  return (
    line.redeemShare > 0 &&
    line.gross - line.itemDiscount - line.promo - line.orderDiscountShare <= line.redeemShare
  );
}
