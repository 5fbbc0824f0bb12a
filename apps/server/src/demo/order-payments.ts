import type { PaymentMethodCode } from '../db/schema/index.js';
import type { SeededCheckout } from './checkout-setup.js';
import type { DraftOrder } from './order-drafts.js';
import type { Random } from './random.js';

export interface FinalPayment {
  uuid: string;
  method: { id: number; code: PaymentMethodCode; name: string };
  amount: number;
  tendered: number | null;
}

const methodWeights: Record<PaymentMethodCode, number> = {
  CASH: 35,
  QRIS: 30,
  DEBIT_CARD: 10,
  CREDIT_CARD: 5,
  GOPAY: 12,
  OVO: 8,
};

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

export function payments(
  context: { rng: Random; checkout: SeededCheckout },
  order: DraftOrder,
  total: number,
): FinalPayment[] {
  const { rng, checkout } = context;
  // QRIS only where and since the business's registration was approved (decision 0135).
  const qris = checkout.qris;
  const takesQris = !!qris && qris.outletIds.has(order.outlet.id) && order.createdAt >= qris.since;
  const methods = checkout.paymentMethods.filter((m) => m.code !== 'QRIS' || takesQris);
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
    const second = byCode(
      rng.pick<PaymentMethodCode>(takesQris ? ['QRIS', 'DEBIT_CARD', 'GOPAY'] : ['DEBIT_CARD', 'GOPAY']),
    );
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
