/**
 * The sales figures, defined once (docs/sales-figures.md, decision 0230). Every screen, report, export and e-mail
 * that shows one of them computes it here from two sums: what the completed orders of a range brought (`Sold`, on
 * their business date) and what the refunds made in the range gave back (`Refunded`, on the refund's date, every
 * value ≤ 0 as stored). A refund therefore lowers the period it was made in, never the period of its order.
 */

/** Sums over completed orders (orders' own columns; `discounts` covers every kind of discount on the bill). */
export interface Sold {
  transactions: number;
  grossSales: number;
  discounts: number;
  netSales: number;
  gratuity: number;
  tax: number;
  rounding: number;
  totalCollected: number;
  /** Snapshot unit cost × quantity of the orders' lines. */
  costOfGoods: number;
}

/** Sums over refunds, as stored: every value ≤ 0 except rounding, which has either sign. */
export interface Refunded {
  netSales: number;
  gratuity: number;
  tax: number;
  rounding: number;
  amount: number;
  /** Snapshot unit cost × quantity of the refunded units, as a positive number. */
  costOfGoods: number;
}

export interface SalesFigures {
  transactions: number;
  grossSales: number;
  discounts: number;
  /** Net sales given back by refunds, positive. */
  refunds: number;
  /** grossSales − discounts − refunds */
  netSales: number;
  gratuity: number;
  tax: number;
  rounding: number;
  /** netSales + gratuity + tax + rounding: the money that stayed with the business. */
  totalCollected: number;
  /** Cost of the units sold less that of the units refunded (decision 0067). */
  costOfGoods: number;
  /** netSales − costOfGoods */
  grossProfit: number;
  /** grossProfit over netSales in percent, 2 decimals; 0 without net sales. */
  grossMargin: number;
}

export const NOTHING_SOLD: Sold = {
  transactions: 0,
  grossSales: 0,
  discounts: 0,
  netSales: 0,
  gratuity: 0,
  tax: 0,
  rounding: 0,
  totalCollected: 0,
  costOfGoods: 0,
};

export const NOTHING_REFUNDED: Refunded = {
  netSales: 0,
  gratuity: 0,
  tax: 0,
  rounding: 0,
  amount: 0,
  costOfGoods: 0,
};

/** Percent with 2 decimals, as every margin on the screens. */
export function marginPercent(profit: number, netSales: number): number {
  return netSales === 0 ? 0 : Math.round((profit / netSales) * 10_000) / 100;
}

export function salesFigures(sold: Sold, refunded: Refunded): SalesFigures {
  const netSales = sold.netSales + refunded.netSales;
  const costOfGoods = sold.costOfGoods - refunded.costOfGoods;
  const grossProfit = netSales - costOfGoods;
  return {
    transactions: sold.transactions,
    grossSales: sold.grossSales,
    discounts: sold.discounts,
    refunds: -refunded.netSales,
    netSales,
    gratuity: sold.gratuity + refunded.gratuity,
    tax: sold.tax + refunded.tax,
    rounding: sold.rounding + refunded.rounding,
    totalCollected: sold.totalCollected + refunded.amount,
    costOfGoods,
    grossProfit,
    grossMargin: marginPercent(grossProfit, netSales),
  };
}

/** The figures of several parts (days, outlets) together; the margin is recomputed, never summed. */
export function addFigures(parts: readonly SalesFigures[]): SalesFigures {
  const sum = (pick: (figures: SalesFigures) => number) => parts.reduce((all, part) => all + pick(part), 0);
  const netSales = sum((part) => part.netSales);
  const grossProfit = sum((part) => part.grossProfit);
  return {
    transactions: sum((part) => part.transactions),
    grossSales: sum((part) => part.grossSales),
    discounts: sum((part) => part.discounts),
    refunds: sum((part) => part.refunds),
    netSales,
    gratuity: sum((part) => part.gratuity),
    tax: sum((part) => part.tax),
    rounding: sum((part) => part.rounding),
    totalCollected: sum((part) => part.totalCollected),
    costOfGoods: sum((part) => part.costOfGoods),
    grossProfit,
    grossMargin: marginPercent(grossProfit, netSales),
  };
}

/** The average bill: net sales over transactions, whole Rupiah. */
export function averageSale(netSales: number, transactions: number): number {
  return transactions === 0 ? 0 : Math.round(netSales / transactions);
}
