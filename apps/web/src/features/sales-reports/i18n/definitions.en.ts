/**
 * What each figure includes (docs/sales-figures.md's rules), in English: the Definitions popover's words, loaded with
 * it when it is first opened rather than with the report (decision 0145).
 */
export const definitionsEn = {
  thisReport: 'In this report',
  grossSales:
    'The price of everything sold, modifiers included, before any discount, on the day of the sale.',
  discounts: 'Item and bill discounts, promotions and loyalty redemptions on those sales.',
  refunds: 'Net sales given back to customers, counted on the day of the refund.',
  netSales: 'Gross sales − discounts − refunds.',
  gratuity: 'Service charges on the sales, less what refunds gave back of them.',
  tax: 'Taxes added on top of the price (such as PB1), less what refunds gave back; a tax included in the price is part of net sales.',
  rounding:
    "The adjustment that brought each bill to the outlet's rounding multiple (either sign), less what refunds gave back.",
  totalCollected: 'Net sales + gratuity + tax + rounding: the money that stayed with the business.',
  costOfGoods: 'The cost price recorded at the time of sale, less the units refunded.',
  grossProfit: 'Net sales − cost of goods; the margin is gross profit as a percentage of net sales.',
  modifierAmount:
    "The option's price × the units of the lines that carried it; refunds are what the period's refunds gave back of them.",
  amountGiven:
    "Item and bill discounts, promotions and loyalty redemptions on the period's sales; the total equals the Summary's discounts.",
  taxableAmount:
    'The amount the tax was charged on: the net sales of the bills that carried it (with the service charge when it is taxed), less what refunds gave back.',
  taxCollected:
    "Charged − refunds. The added taxes' total equals the Summary's tax; a tax included in the price is listed apart, as part of net sales.",
  gratuityBase: 'The net sales of the bills the service charge was added to, less what refunds gave back.',
  gratuityCollected: "Charged − refunds; the total equals the Summary's gratuity.",
  staffNetSales:
    "Net sales of the bills the cashier took payment for, less the refunds the cashier made; the rows add up to the Summary's net sales.",
  serverNetSales:
    "Net sales of the bills the waiter opened, less those bills' refunds; the rows add up to the Summary's net sales.",
  averageBill: 'Net sales ÷ transactions.',
  voids: 'Units removed from a bill after they were ordered, and their price.',
  cancellations: 'Whole bills cancelled, and their totals.',
  salesTypeNetSales:
    "Net sales of the bills of each sales type, less their refunds; the rows add up to the Summary's net sales.",
};
