import { includedPartOf, percentOf } from './rounding.js';

/** A tax as a till applies it: only to the lines whose item carries it (`item_taxes`, decision 0220). */
export interface ItemTax {
  /** 10 = 10 %, up to two decimals. */
  percentage: number;
  /** Included in the price (decision 0155) rather than added to it. */
  isIncluded: boolean;
  /** The indexes of the bill's lines whose item carries this tax. */
  lines: readonly number[];
}

export interface PricedItemTaxes {
  /** Per tax, in the order given: added, the tax on its base; included, the part of its base that is tax. */
  amounts: number[];
  /** The added taxes: what the total holds on top of net sales. */
  taxTotal: number;
  /** The included taxes: already inside net sales, so not in the total. */
  includedTaxTotal: number;
}

/**
 * The taxes of a bill whose items carry different taxes (decision 0220): each tax is charged once, on the sum of the
 * nets of the lines that carry it (`PricedLine.net`, after every discount share), rounded once to the Rupiah — an
 * added one by `percentOf`, an included one by `includedPartOf` — so a tax carried by every line is exactly what
 * `priceOrder` charges for one bill-wide tax, and an included one is never more than order ingestion allows.
 */
export function priceItemTaxes(lineNets: readonly number[], taxes: readonly ItemTax[]): PricedItemTaxes {
  const amounts = taxes.map((tax) => {
    const base = [...new Set(tax.lines)].reduce((a, i) => a + (lineNets[i] ?? 0), 0);
    return tax.isIncluded ? includedPartOf(base, tax.percentage) : percentOf(base, tax.percentage);
  });
  const total = (included: boolean) =>
    amounts.reduce((a, amount, i) => (taxes[i]?.isIncluded === included ? a + amount : a), 0);
  return { amounts, taxTotal: total(false), includedTaxTotal: total(true) };
}
