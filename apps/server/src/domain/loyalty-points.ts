/** A loyalty program's spending rule: `points` for every full `amount` Rupiah of net sales. */
export interface EarningRule {
  amount: number;
  points: number;
}

/** Points a bill earns: only full multiples of the rule's amount count, and discounts do not (net sales). */
export function earnedPoints(netSales: number, rule: EarningRule): number {
  return Math.floor(netSales / rule.amount) * rule.points;
}

/**
 * A reward the member may redeem on a bill: enough points in the balance and a bill (before discounts) of at least
 * the reward's minimum purchase.
 */
export function canRedeem(
  reward: { redeemPoints: number; minPurchaseAmount: number },
  balance: number,
  billGross: number,
): boolean {
  return reward.redeemPoints <= balance && reward.minPurchaseAmount <= billGross;
}
