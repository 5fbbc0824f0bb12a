import type { PaymentMethodReportDto, PaymentMethodRowDto } from '@backoffice/contracts/sales-reports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import type { OutletScope } from '../transaction-outlets.repository.js';
import {
  findMethodCodes,
  sumMethodDays,
  sumMethodRows,
  type MethodSums,
} from './sales-figures.repository.js';

/**
 * Payment methods: per method name, what the range's completed orders paid with it and what the range's refunds
 * paid back through it (decision 0230). The amounts add up to the Summary's Total collected of the same range.
 */
export async function reportPaymentMethods(
  db: Queryable,
  business: { businessId: number },
  scope: OutletScope,
  range: LocalRange,
): Promise<PaymentMethodReportDto> {
  const { days, edges } = splitIntoDays(range);
  const parts = await Promise.all([
    days ? sumMethodDays(db, business, scope, days) : [],
    ...edges.map((edge) => sumMethodRows(db, business, scope, edge)),
  ]);
  const byName = new Map<string, MethodSums>();
  for (const row of parts.flat()) {
    const sums = byName.get(row.name) ?? { name: row.name, transactions: 0, amount: 0, refundAmount: 0 };
    sums.transactions += row.transactions;
    sums.amount += row.amount;
    sums.refundAmount += row.refundAmount;
    byName.set(row.name, sums);
  }
  const codes = await findMethodCodes(db, business, [...byName.keys()]);
  const rowOf = (sums: MethodSums, code: string | null): PaymentMethodRowDto => ({
    name: sums.name,
    code,
    transactions: sums.transactions,
    amount: sums.amount,
    refunds: -sums.refundAmount,
    net: sums.amount + sums.refundAmount,
  });
  const rows = [...byName.values()]
    .map((sums) => rowOf(sums, codes.get(sums.name) ?? null))
    .sort((x, y) => y.net - x.net || x.name.localeCompare(y.name));
  const sum = (pick: (sums: MethodSums) => number) =>
    [...byName.values()].reduce((all, s) => all + pick(s), 0);
  const total = rowOf(
    {
      name: '',
      transactions: sum((s) => s.transactions),
      amount: sum((s) => s.amount),
      refundAmount: sum((s) => s.refundAmount),
    },
    null,
  );
  return { rows, total };
}
