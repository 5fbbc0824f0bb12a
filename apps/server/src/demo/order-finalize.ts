import { randomBytes } from 'node:crypto';
import type { OrderLoyaltySnapshot, OrderStatus, RefundReason } from '../db/schema/index.js';
import type { SaleItem } from './catalogue.js';
import type { Charge, SeededCheckout } from './checkout-setup.js';
import type {
  LoyaltyProgram,
  LoyaltyReward,
  MemberState,
  SeededCustomer,
  SeededCustomers,
} from './customers.js';
import type { SeededPromo } from './discounts-campaigns.js';
import { billGross, type DraftOrder, minutes, minutesToPay } from './order-drafts.js';
import { canRedeem, earnedPoints } from '../domain/loyalty-points.js';
import { type Deduction, type PricedOrder, type PricingInput, priceOrder } from '../domain/order-pricing.js';
import { type FinalPayment, payments } from './order-payments.js';
import type { Random } from './random.js';

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

/** Who acts on a bill: a cashier of its outlet, or a supervisor (owner, manager) for cancels and refunds. */
interface Staff {
  cashier(): number | null;
  supervisor(): number | null;
}

function staffOf(context: FinalizeContext, draft: DraftOrder): Staff {
  const { rng } = context;
  const cashier = () =>
    draft.outlet.cashierIds.length ? rng.pick(draft.outlet.cashierIds) : draft.createdBy;
  const supervisor = () => (context.supervisors.length ? rng.pick(context.supervisors) : cashier());
  return { cashier, supervisor };
}

interface Outcome {
  status: OrderStatus;
  completedAt: Date | null;
  cancel: FinalOrder['cancel'];
}

/** Paid after its sales type's usual wait, cancelled now and then, still open when paying would be after the end. */
function decideOutcome(context: FinalizeContext, draft: DraftOrder, staff: Staff): Outcome {
  const { rng, endsAt } = context;
  const paidAt = new Date(draft.createdAt.getTime() + minutes(minutesToPay(rng, draft.salesType?.name)));
  if (paidAt > endsAt) return { status: 'open', completedAt: null, cancel: null };
  if (!rng.chance(0.015)) return { status: 'completed', completedAt: paidAt, cancel: null };
  const at = new Date(draft.createdAt.getTime() + minutes(rng.int(3, 40)));
  if (at > endsAt) return { status: 'open', completedAt: null, cancel: null };
  const by = rng.chance(0.6) ? staff.cashier() : staff.supervisor();
  return { status: 'cancelled', completedAt: null, cancel: { at, by, reason: rng.pick(cancelReasons) } };
}

/** A known customer on some bills; a member collects points only on a completed bill of a loyalty business. */
function customerOf(context: FinalizeContext, draft: DraftOrder, outcome: Outcome) {
  const { rng, customers } = context;
  const customer =
    customers.customers.length && rng.chance(context.customerRate)
      ? pickCustomer(rng, customers.customers, draft.createdAt)
      : null;
  const member = outcome.status === 'completed' && customers.program ? (customer?.member ?? null) : null;
  return { customer, member };
}

/** Some members pay with points: the dearest reward (last listed) their balance and this bill allow. */
function chooseRedemption(
  context: FinalizeContext,
  draft: DraftOrder,
  member: MemberState | null,
): LoyaltyReward | null {
  const program = context.customers.program;
  if (!member || !program || !context.rng.chance(0.3)) return null;
  const gross = billGross(draft.lines);
  const affordable = program.rewards.filter((r) => canRedeem(r, member.balance, gross));
  return affordable.length ? (affordable[affordable.length - 1] as LoyaltyReward) : null;
}

const promoDeduction = (promo: SeededPromo): Deduction => ({
  type: promo.discountType === 'CASH' ? 'cash' : 'percentage',
  value: promo.amount,
  max: promo.maxDiscount,
});

/** The outlet's tax and rounding, and its service charge on dine-in bills. */
function chargesOf(context: FinalizeContext, draft: DraftOrder) {
  const { checkout } = context;
  const outletId = draft.outlet.id;
  return {
    tax: checkout.taxAt.get(outletId) ?? null,
    gratuity: draft.salesType?.name === 'Dine In' ? (checkout.gratuityAt.get(outletId) ?? null) : null,
    rounding: checkout.roundingAt.get(outletId) ?? null,
  };
}

function pricingInput(
  context: FinalizeContext,
  draft: DraftOrder,
  charges: ReturnType<typeof chargesOf>,
  redemption: LoyaltyReward | null,
): PricingInput {
  return {
    lines: draft.lines.map((l) => ({
      unitPrice: l.variant.price,
      modifierAmount: l.modifierAmount,
      quantity: l.quantity,
      itemDiscount: l.itemDiscount?.deduction ?? null,
      promo: l.promo ? promoDeduction(l.promo) : null,
    })),
    orderDiscounts: draft.orderDiscounts.map((d) => d.deduction),
    cartPromos: draft.cartPromos.map(promoDeduction),
    redemption: redemption
      ? { type: redemption.discountType, value: redemption.discountAmount, max: redemption.maxDiscountAmount }
      : null,
    gratuityPercentage: charges.gratuity?.percentage ?? null,
    taxPercentage: charges.tax?.percentage ?? null,
    includeGratuityTax: context.checkout.includeGratuityTax,
    rounding: charges.rounding,
  };
}

/** Moves the member's points (redeemed, then earned on net sales) and records the balance as the receipt shows it. */
function settleLoyalty(
  program: LoyaltyProgram | null,
  member: MemberState | null,
  redemption: LoyaltyReward | null,
  priced: PricedOrder,
): { loyalty: OrderLoyaltySnapshot | null; pointsEarned: number } {
  if (!member || !program) return { loyalty: null, pointsEarned: 0 };
  const opening = member.balance;
  const rule = { amount: program.earnSpendAmount, points: program.earnPoints };
  const pointsEarned = earnedPoints(priced.netSales, rule);
  member.balance = opening - (redemption?.redeemPoints ?? 0) + pointsEarned;
  member.lifetime += pointsEarned;
  const loyalty: OrderLoyaltySnapshot = {
    type: redemption ? 'REDEMPTION' : 'EARNING',
    program_id: program.id,
    member_id: member.memberId,
    member_since: member.memberSince.toISOString(),
    current_balance: opening,
    new_earned_points: pointsEarned,
    closing_balance: member.balance,
    earning_rule: { type: 'SPENDING', amount: rule.amount, point: rule.points },
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
  return { loyalty, pointsEarned };
}

/** Now and then an item was voided between opening and closing the bill. */
function drawVoids(context: FinalizeContext, draft: DraftOrder, outcome: Outcome, staff: Staff): FinalVoid[] {
  const { rng } = context;
  if (outcome.status === 'open' || !rng.chance(0.03)) return [];
  const closedAt = outcome.completedAt ?? outcome.cancel?.at ?? context.endsAt;
  const item = context.items[rng.weightedIndex(context.itemWeights)] as SaleItem;
  const span = Math.max(1, Math.floor((closedAt.getTime() - draft.createdAt.getTime()) / 60000));
  return [
    {
      item,
      variant: rng.pick(item.variants),
      quantity: rng.chance(0.85) ? 1 : 2,
      reason: rng.pick(voidReasons),
      by: rng.chance(0.7) ? staff.cashier() : staff.supervisor(),
      at: new Date(draft.createdAt.getTime() + minutes(rng.int(0, span - 1)) + rng.int(1, 59) * 1000),
    },
  ];
}

/** Units returned per line: everything, or some units of one line (one unit of a one-unit bill is everything). */
function refundQuantities(rng: Random, draft: DraftOrder): number[] {
  const units = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
  const full = units === 1 || rng.chance(0.4);
  const quantities = draft.lines.map((l) => (full ? l.quantity : 0));
  if (!full) {
    const index = rng.int(0, draft.lines.length - 1);
    const ordered = draft.lines[index]?.quantity ?? 1;
    quantities[index] = ordered > 1 ? rng.int(1, ordered - 1) : 1;
  }
  return quantities;
}

/** A few completed bills are refunded within three days, by a supervisor. */
function drawRefund(context: FinalizeContext, draft: DraftOrder, outcome: Outcome, staff: Staff) {
  const { rng } = context;
  if (outcome.status !== 'completed' || !outcome.completedAt || !rng.chance(0.006)) return null;
  const at = new Date(outcome.completedAt.getTime() + minutes(rng.int(5, 3 * 24 * 60)));
  if (at > context.endsAt) return null;
  const quantities = refundQuantities(rng, draft);
  const reason =
    refundReasonWeights[rng.weightedIndex(refundReasonWeights.map(([, w]) => w))]?.[0] ?? 'Other';
  const refund: FinalRefund = {
    uuid: rng.uuid(),
    reason,
    customReason: reason === 'Other' ? rng.pick(otherReasons) : null,
    by: staff.supervisor(),
    at,
    quantities,
  };
  return refund;
}

/**
 * Decides what happened to a drafted bill and prices it; must be called in time order (points carry over). The
 * steps draw from one random sequence, so their order is part of the demo data: reordering them changes history.
 */
export function finalizeOrder(
  context: FinalizeContext,
  draft: DraftOrder,
  receiptNumber: string,
): FinalOrder {
  const { rng } = context;
  const staff = staffOf(context, draft);
  const outcome = decideOutcome(context, draft, staff);
  const { customer, member } = customerOf(context, draft, outcome);
  const redemption = chooseRedemption(context, draft, member);
  const charges = chargesOf(context, draft);
  const priced = priceOrder(pricingInput(context, draft, charges, redemption));
  const { loyalty, pointsEarned } = settleLoyalty(context.customers.program, member, redemption, priced);
  const lineUuids = draft.lines.map(() => rng.uuid());
  const voids = drawVoids(context, draft, outcome, staff);
  const refund = drawRefund(context, draft, outcome, staff);
  const completed = outcome.status === 'completed';
  return {
    draft,
    uuid: rng.uuid(),
    // Not from the seeded generator: the token alone opens the invoice, so it must not be reproducible.
    orderToken: randomBytes(32).toString('base64url'),
    receiptNumber,
    ...outcome,
    collectedBy: completed ? staff.cashier() : null,
    customer,
    priced,
    tax: charges.tax,
    gratuity: charges.gratuity,
    includeGratuityTax: context.checkout.includeGratuityTax,
    redemption,
    loyalty,
    pointsEarned,
    receiptCount: completed && rng.chance(0.02) ? 2 : 1,
    lineUuids,
    payments: completed ? payments(context, draft, priced.totalCollected) : [],
    voids,
    refund,
  };
}
