import type { OrderLoyaltySnapshot, OrderStatus, PaymentMethodCode, RefundReason } from '../schema/index.js';
import type { SaleItem } from './catalogue.js';
import type { Charge, SeededCheckout } from './checkout-setup.js';
import type { LoyaltyReward, SeededCustomer, SeededCustomers } from './customers.js';
import { type DraftOrder, minutes, minutesToPay } from './order-drafts.js';
import { type PricedOrder, priceOrder } from './order-pricing.js';
import type { Random } from './random.js';

export interface FinalPayment {
  uuid: string;
  method: { id: number; code: PaymentMethodCode; name: string };
  amount: number;
  tendered: number | null;
}

export interface FinalVoid {
  item: SaleItem;
  variant: SaleItem['variants'][number];
  quantity: number;
  reason: string;
  by: number | null;
  at: Date;
}

export interface FinalRefund {
  uuid: string;
  reason: RefundReason;
  customReason: string | null;
  by: number | null;
  at: Date;
  /** Quantity returned per order line (0 = kept). */
  quantities: number[];
}

export interface FinalOrder {
  draft: DraftOrder;
  uuid: string;
  orderToken: string;
  receiptNumber: string;
  status: OrderStatus;
  completedAt: Date | null;
  collectedBy: number | null;
  customer: SeededCustomer | null;
  priced: PricedOrder;
  tax: Charge | null;
  gratuity: Charge | null;
  /** The business setting at sale time: tax was charged on the service charge too. */
  includeGratuityTax: boolean;
  redemption: LoyaltyReward | null;
  loyalty: OrderLoyaltySnapshot | null;
  pointsEarned: number;
  receiptCount: number;
  cancel: { at: Date; by: number | null; reason: string } | null;
  lineUuids: string[];
  payments: FinalPayment[];
  voids: FinalVoid[];
  refund: FinalRefund | null;
}

export interface FinalizeContext {
  rng: Random;
  checkout: SeededCheckout;
  customers: SeededCustomers;
  /** Share of bills that name a customer. */
  customerRate: number;
  /** Who cancels bills and issues refunds besides cashiers. */
  supervisors: number[];
  items: SaleItem[];
  itemWeights: number[];
  endsAt: Date;
}

const cancelReasons = [
  'Pelanggan batal pesan',
  'Salah input pesanan',
  'Pelanggan menunggu terlalu lama',
  'Stok bahan habis',
  'Pembayaran gagal',
  'Pesanan ganda',
];
const voidReasons = ['Salah input', 'Pelanggan batal', 'Stok habis', 'Pesanan terlalu lama', 'Item tumpah'];
const refundReasonWeights: [RefundReason, number][] = [
  ['Returned Goods', 35],
  ['Accidental Charge', 25],
  ['Cancelled Order', 25],
  ['Other', 15],
];
const otherReasons = ['Pelanggan alergi bahan tertentu', 'Rasa tidak sesuai', 'Pesanan ojol tidak diambil'];
const methodWeights: Record<PaymentMethodCode, number> = {
  CASH: 35,
  QRIS: 30,
  DEBIT_CARD: 10,
  CREDIT_CARD: 5,
  GOPAY: 12,
  OVO: 8,
};

function pickCustomer(rng: Random, known: SeededCustomer[], at: Date): SeededCustomer | null {
  // Customers are sorted by sign-up; only those already signed up can be on the bill.
  let lo = 0;
  let hi = known.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((known[mid] as SeededCustomer).createdAt <= at) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return null;
  for (let tries = 0; tries < 4; tries++) {
    const candidate = known[Math.floor(rng.next() * lo)] as SeededCustomer;
    if (rng.next() * 4.2 < candidate.loyalty) return candidate;
  }
  return known[Math.floor(rng.next() * lo)] as SeededCustomer;
}

/** Cash customers hand over a round note; the change is tendered − amount. */
function tenderFor(rng: Random, amount: number): number {
  const options = [
    amount,
    Math.ceil(amount / 5000) * 5000,
    Math.ceil(amount / 50000) * 50000,
    Math.ceil(amount / 100000) * 100000,
  ];
  return rng.pick(options.filter((o) => o >= amount));
}

function payments(context: FinalizeContext, order: DraftOrder, total: number): FinalPayment[] {
  const { rng, checkout } = context;
  const methods = checkout.paymentMethods;
  const byCode = (code: PaymentMethodCode) =>
    methods.find((m) => m.code === code) ?? (methods[0] as FinalPayment['method']);
  const channel = order.salesType?.name;
  let method: FinalPayment['method'];
  // Delivery platforms settle through their own wallets.
  if (channel === 'GoFood') method = byCode('GOPAY');
  else if (channel === 'GrabFood') method = byCode('OVO');
  else
    method = methods[rng.weightedIndex(methods.map((m) => methodWeights[m.code]))] as FinalPayment['method'];

  if (total >= 40000 && !channel?.endsWith('Food') && rng.chance(0.025)) {
    const cashPart = Math.floor(total / 2 / 10000) * 10000;
    const second = byCode(rng.pick<PaymentMethodCode>(['QRIS', 'DEBIT_CARD', 'GOPAY']));
    return [
      { uuid: rng.uuid(), method: byCode('CASH'), amount: cashPart, tendered: cashPart },
      { uuid: rng.uuid(), method: second, amount: total - cashPart, tendered: null },
    ];
  }
  return [
    {
      uuid: rng.uuid(),
      method,
      amount: total,
      tendered: method.code === 'CASH' ? tenderFor(rng, total) : null,
    },
  ];
}

/** Decides what happened to a drafted bill and prices it; must be called in time order (points carry over). */
export function finalizeOrder(
  context: FinalizeContext,
  draft: DraftOrder,
  receiptNumber: string,
): FinalOrder {
  const { rng, checkout, endsAt } = context;
  const outletId = draft.outlet.id;
  const cashier = () =>
    draft.outlet.cashierIds.length ? rng.pick(draft.outlet.cashierIds) : draft.createdBy;
  const supervisor = () => (context.supervisors.length ? rng.pick(context.supervisors) : cashier());

  let status: OrderStatus = 'completed';
  let completedAt: Date | null = new Date(
    draft.createdAt.getTime() + minutes(minutesToPay(rng, draft.salesType?.name)),
  );
  let cancel: FinalOrder['cancel'] = null;
  if (completedAt > endsAt) {
    status = 'open';
    completedAt = null;
  } else if (rng.chance(0.015)) {
    const at = new Date(draft.createdAt.getTime() + minutes(rng.int(3, 40)));
    completedAt = null;
    if (at > endsAt) status = 'open';
    else {
      status = 'cancelled';
      cancel = { at, by: rng.chance(0.6) ? cashier() : supervisor(), reason: rng.pick(cancelReasons) };
    }
  }

  const customer =
    context.customers.customers.length && rng.chance(context.customerRate)
      ? pickCustomer(rng, context.customers.customers, draft.createdAt)
      : null;
  const program = context.customers.program;
  const member = status === 'completed' && program ? (customer?.member ?? null) : null;

  const gross = draft.lines.reduce((sum, l) => sum + (l.variant.price + l.modifierAmount) * l.quantity, 0);
  let redemption: LoyaltyReward | null = null;
  if (member && program && rng.chance(0.3)) {
    const affordable = program.rewards.filter(
      (r) => r.redeemPoints <= member.balance && r.minPurchaseAmount <= gross,
    );
    redemption = affordable.length ? (affordable[affordable.length - 1] as LoyaltyReward) : null;
  }

  const tax = checkout.taxAt.get(outletId) ?? null;
  const gratuity = draft.salesType?.name === 'Dine In' ? (checkout.gratuityAt.get(outletId) ?? null) : null;
  const priced = priceOrder({
    lines: draft.lines.map((l) => ({
      unitPrice: l.variant.price,
      modifierAmount: l.modifierAmount,
      quantity: l.quantity,
      itemDiscount: l.itemDiscount?.deduction ?? null,
      promo: l.promo
        ? {
            type: l.promo.discountType === 'CASH' ? 'cash' : 'percentage',
            value: l.promo.amount,
            max: l.promo.maxDiscount,
          }
        : null,
    })),
    orderDiscounts: draft.orderDiscounts.map((d) => d.deduction),
    cartPromos: draft.cartPromos.map((p) => ({
      type: p.discountType === 'CASH' ? 'cash' : 'percentage',
      value: p.amount,
      max: p.maxDiscount,
    })),
    redemption: redemption
      ? { type: redemption.discountType, value: redemption.discountAmount, max: redemption.maxDiscountAmount }
      : null,
    gratuityPercentage: gratuity?.percentage ?? null,
    taxPercentage: tax?.percentage ?? null,
    includeGratuityTax: checkout.includeGratuityTax,
    rounding: checkout.roundingAt.get(outletId) ?? null,
  });

  let loyalty: OrderLoyaltySnapshot | null = null;
  let pointsEarned = 0;
  if (member && program) {
    const opening = member.balance;
    const redeemed = redemption?.redeemPoints ?? 0;
    pointsEarned = Math.floor(priced.netSales / program.earnSpendAmount) * program.earnPoints;
    member.balance = opening - redeemed + pointsEarned;
    member.lifetime += pointsEarned;
    loyalty = {
      type: redemption ? 'REDEMPTION' : 'EARNING',
      program_id: program.id,
      member_id: member.memberId,
      member_since: member.memberSince.toISOString(),
      current_balance: opening,
      new_earned_points: pointsEarned,
      closing_balance: member.balance,
      earning_rule: { type: 'SPENDING', amount: program.earnSpendAmount, point: program.earnPoints },
      redemption: redemption
        ? {
            reward_id: redemption.id,
            reward: redemption.name,
            redeem_points: redemption.redeemPoints,
            discount: priced.redeemAmount,
            discount_type: redemption.discountType,
          }
        : null,
    };
  }

  const lineUuids = draft.lines.map(() => rng.uuid());
  const voids: FinalVoid[] = [];
  const closedAt = completedAt ?? cancel?.at ?? endsAt;
  if (status !== 'open' && rng.chance(0.03)) {
    const item = context.items[rng.weightedIndex(context.itemWeights)] as SaleItem;
    const span = Math.max(1, Math.floor((closedAt.getTime() - draft.createdAt.getTime()) / 60000));
    voids.push({
      item,
      variant: rng.pick(item.variants),
      quantity: rng.chance(0.85) ? 1 : 2,
      reason: rng.pick(voidReasons),
      by: rng.chance(0.7) ? cashier() : supervisor(),
      at: new Date(draft.createdAt.getTime() + minutes(rng.int(0, span - 1)) + rng.int(1, 59) * 1000),
    });
  }

  let refund: FinalRefund | null = null;
  if (status === 'completed' && completedAt && rng.chance(0.006)) {
    const at = new Date(completedAt.getTime() + minutes(rng.int(5, 3 * 24 * 60)));
    if (at <= endsAt) {
      const units = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
      const full = units === 1 || rng.chance(0.4);
      const quantities = draft.lines.map((l) => (full ? l.quantity : 0));
      if (!full) {
        // One line given back, or some units of it; with one line of one unit the refund is full anyway.
        const index = rng.int(0, draft.lines.length - 1);
        const ordered = draft.lines[index]?.quantity ?? 1;
        quantities[index] = ordered > 1 ? rng.int(1, ordered - 1) : 1;
      }
      const reason =
        refundReasonWeights[rng.weightedIndex(refundReasonWeights.map(([, w]) => w))]?.[0] ?? 'Other';
      refund = {
        uuid: rng.uuid(),
        reason,
        customReason: reason === 'Other' ? rng.pick(otherReasons) : null,
        by: supervisor(),
        at,
        quantities,
      };
    }
  }

  return {
    draft,
    uuid: rng.uuid(),
    orderToken: rng.token(24),
    receiptNumber,
    status,
    completedAt,
    collectedBy: status === 'completed' ? cashier() : null,
    customer,
    priced,
    tax,
    gratuity,
    includeGratuityTax: checkout.includeGratuityTax,
    redemption,
    loyalty,
    pointsEarned,
    receiptCount: status === 'completed' && rng.chance(0.02) ? 2 : 1,
    cancel,
    lineUuids,
    payments: status === 'completed' ? payments(context, draft, priced.totalCollected) : [],
    voids,
    refund,
  };
}
