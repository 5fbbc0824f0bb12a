/**
 * How Rupiah amounts are rounded and split. Every amount is an integer; each rule rounds once, on an amount, never
 * on a per-unit price, so sums and their parts agree exactly.
 */

export type RoundingMode = 'nearest' | 'up' | 'down';

/** The outlet's cash rounding of a bill: to a multiple of `multiple` (e.g. Rp100), half-way amounts go up. */
export function roundTo(amount: number, multiple: number, mode: RoundingMode): number {
  const f = mode === 'up' ? Math.ceil : mode === 'down' ? Math.floor : Math.round;
  return f(amount / multiple) * multiple;
}

/** `percentage` % of `amount` (10 = 10 %, decimals allowed), rounded to the nearest Rupiah, half-way up. */
export function percentOf(amount: number, percentage: number): number {
  return Math.round((amount * percentage) / 100);
}

/**
 * The part of `amount` that is a tax of `percentage` % included in it: amount × p / (100 + p), rounded to the
 * nearest Rupiah, half-way up (decision 0155). Computed on whole hundredths of a per cent in exact integers, so a
 * rate with two decimals (10.5) gives the same Rupiah on every machine. `amount` is not negative.
 */
export function includedPartOf(amount: number, percentage: number): number {
  const rate = BigInt(Math.round(percentage * 100));
  if (rate === 0n || amount <= 0) return 0;
  const numerator = BigInt(amount) * rate;
  const denominator = 10_000n + rate;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Splits `total` into integer parts proportional to `weights` that add up to `total` exactly (largest remainder;
 * ties go to the earlier part). With no positive weight, the first part takes everything.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) {
    const index = (order[k] as { i: number }).i;
    parts[index] = (parts[index] as number) + 1;
  }
  return parts;
}

/** `amount` × `part` / `whole`, rounded: the share of an amount that goes with some of a line's units. */
export function proportionOf(amount: number, part: number, whole: number): number {
  return part === whole ? amount : Math.round((amount * part) / whole);
}
