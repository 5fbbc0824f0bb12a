import {
  HOURLY_ITEM_FIELDS,
  ITEM_SALES_FIELDS,
  MODIFIER_SALES_FIELDS,
  CATEGORY_SALES_FIELDS,
  type ItemSalesReportDto,
  type HourlyItemReportDto,
  type ModifierSalesReportDto,
  type CategorySalesReportDto,
} from '@backoffice/contracts/sales-reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { add, figures, fromEvents, writeDataSet } from './item-report-fixtures.js';
import { MAKASSAR, setOutletZone } from './transaction-fixtures.js';

/**
 * Item, Category, Modifier and Hourly item sales (decision 0240) on a small data set worked out by hand, written
 * through the writers' rollup upkeep (applyOrderSales, applyRefundSales) as ingest and refunds do. Jakarta is UTC+7,
 * Makassar UTC+8. On 1 July 2024:
 *   s1 Jakarta 09:00: 2 × Kopi Susu Large (20 000 + Oat 5 000, cost 6 000, line discount 5 000) and Roti Bakar
 *      (15 000, cost 5 000, Food); bill discount 3 000.
 *   s2 Makassar 11:30: Kopi Susu Large (Oat 5 000 and Less sugar 0) and 3 × Es Teh (8 000, cost 1 000, no category).
 *   s3 Jakarta 00:30: Kopi Susu Regular (18 000, cost 5 000).
 *   r1 Jakarta 14:00 gives back one Kopi Susu Large of s1: net 21 500, its cost 6 000 and its Oat 5 000.
 * Outside it: s4 Makassar 23:30 on 30 June (Kopi Susu Large with Oat), s5 Jakarta 08:00 on 2 July (2 × Roti
 * Bakar), r2 Makassar 10:00 on 2 July (one Es Teh of s2, net 8 000), a cancelled bill, and business b's sale.
 */

const ITEMS = `query I($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  itemSalesReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
    rows { ${ITEM_SALES_FIELDS} } total { ${ITEM_SALES_FIELDS} } billDiscounts } }`;
const CATEGORIES = `query C($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  categorySalesReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
    rows { ${CATEGORY_SALES_FIELDS} } total { ${CATEGORY_SALES_FIELDS} } billDiscounts } }`;
const MODIFIERS = `query M($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  modifierSalesReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
    rows { ${MODIFIER_SALES_FIELDS} } total { ${MODIFIER_SALES_FIELDS} } } }`;
const HOURLY = `query H($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  hourlyItemReport(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
    rows { ${HOURLY_ITEM_FIELDS} } total { ${HOURLY_ITEM_FIELDS} } } }`;
const SUMMARY = `query S($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  salesByPeriod(outletIds: $outletIds, startDate: $startDate, endDate: $endDate) {
    total { grossSales discounts refunds netSales costOfGoods grossProfit } } }`;

const TOP_ITEMS = `query T($outletIds: [Int!], $startDate: String!, $endDate: String!) {
  topItems(outletIds: $outletIds, startDate: $startDate, endDate: $endDate, first: 20) { name quantity netSales } }`;

const july1 = { startDate: '2024-07-01 00:00:00', endDate: '2024-07-01 23:59:59' };

describe('item sales reports: Item, Category, Modifier and Hourly item sales', () => {
  const context = useTestApp();
  let owner: string;
  let outlets: { J: number; M: number };
  let foreignOutlet: number;

  async function ask<T>(query: string, variables: Record<string, unknown>, token = owner) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reporting-revamp/graphql',
      headers: bearer(token),
      payload: { query, variables },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: T | null; errors?: { extensions: { code: string } }[] };
    return body;
  }
  async function report<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { data, errors } = await ask<Record<string, T>>(query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data!)[0]!;
  }

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    outlets = { J: a.outletIds[0]!, M: a.outletIds[1]! };
    foreignOutlet = b.outletIds[0]!;
    await setOutletZone(db, a.id, outlets.M, MAKASSAR);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    await writeDataSet(db, a.id, outlets, b.id, foreignOutlet);
  }, 60_000);

  it('gives each item and variant of a whole day in two zones, worked out by hand', async () => {
    const answer = await report<ItemSalesReportDto>(ITEMS, july1);
    const row = (name: string, variantName: string, categoryName: string, more: object) => ({
      itemId: null,
      name,
      variantName,
      categoryName,
      refundedQuantity: 0,
      discounts: 0,
      refunds: 0,
      ...more,
    });
    expect(answer.rows).toEqual([
      // 75 000 − 5 000 − 21 500; cost 3 × 6 000 − 6 000; profit 36 500 of 48 500.
      row('Kopi Susu', 'Large', 'Coffee', {
        quantity: 3,
        refundedQuantity: 1,
        grossSales: 75_000,
        discounts: 5_000,
        refunds: 21_500,
        netSales: 48_500,
        costOfGoods: 12_000,
        grossProfit: 36_500,
        grossMargin: 75.26,
      }),
      row('Es Teh', '', '', {
        quantity: 3,
        grossSales: 24_000,
        netSales: 24_000,
        costOfGoods: 3_000,
        grossProfit: 21_000,
        grossMargin: 87.5,
      }),
      row('Kopi Susu', 'Regular', 'Coffee', {
        quantity: 1,
        grossSales: 18_000,
        netSales: 18_000,
        costOfGoods: 5_000,
        grossProfit: 13_000,
        grossMargin: 72.22,
      }),
      row('Roti Bakar', '', 'Food', {
        quantity: 1,
        grossSales: 15_000,
        netSales: 15_000,
        costOfGoods: 5_000,
        grossProfit: 10_000,
        grossMargin: 66.67,
      }),
    ]);
    expect(answer.total).toEqual(
      row('', '', '', {
        quantity: 8,
        refundedQuantity: 1,
        grossSales: 132_000,
        discounts: 5_000,
        refunds: 21_500,
        netSales: 105_500,
        costOfGoods: 25_000,
        grossProfit: 80_500,
        grossMargin: 76.3,
      }),
    );
    // s1's bill discount is on no line.
    expect(answer.billDiscounts).toBe(3_000);
  });

  it('gives each category, Modifier and Hourly item sales of the same day', async () => {
    const categories = await report<CategorySalesReportDto>(CATEGORIES, july1);
    expect(
      categories.rows.map((row) => [row.categoryName, row.quantity, row.netSales, row.grossMargin]),
    ).toEqual([
      ['Coffee', 4, 66_500, 74.44],
      ['', 3, 24_000, 87.5],
      ['Food', 1, 15_000, 66.67],
    ]);
    expect(categories.total).toMatchObject({ categoryName: '', netSales: 105_500, costOfGoods: 25_000 });
    expect(categories.billDiscounts).toBe(3_000);

    const modifiers = await report<ModifierSalesReportDto>(MODIFIERS, july1);
    expect(modifiers).toEqual({
      rows: [
        {
          modifierName: 'Milk',
          optionName: 'Oat',
          quantity: 3,
          amount: 15_000,
          refundedQuantity: 1,
          refunds: 5_000,
          net: 10_000,
        },
        {
          modifierName: 'Sugar',
          optionName: 'Less',
          quantity: 1,
          amount: 0,
          refundedQuantity: 0,
          refunds: 0,
          net: 0,
        },
      ],
      total: {
        modifierName: '',
        optionName: '',
        quantity: 4,
        amount: 15_000,
        refundedQuantity: 1,
        refunds: 5_000,
        net: 10_000,
      },
    });

    const hourly = await report<HourlyItemReportDto>(HOURLY, july1);
    const cells = (row: HourlyItemReportDto['rows'][number]) =>
      row.hours.filter((cell) => cell.quantity !== 0 || cell.amount !== 0);
    expect(
      hourly.rows.map((row) => [row.name, row.variantName, row.quantity, row.amount, cells(row)]),
    ).toEqual([
      ['Es Teh', '', 3, 24_000, [{ hour: 11, quantity: 3, amount: 24_000 }]],
      [
        'Kopi Susu',
        'Large',
        3,
        48_500,
        [
          { hour: 9, quantity: 2, amount: 45_000 },
          { hour: 11, quantity: 1, amount: 25_000 },
          // The refund lowers the hour it was made in, on its outlet's clock.
          { hour: 14, quantity: 0, amount: -21_500 },
        ],
      ],
      ['Kopi Susu', 'Regular', 1, 18_000, [{ hour: 0, quantity: 1, amount: 18_000 }]],
      ['Roti Bakar', '', 1, 15_000, [{ hour: 9, quantity: 1, amount: 15_000 }]],
    ]);
    expect(
      hourly.rows.every((row) => row.hours.map((cell) => cell.hour).join() === [...Array(24).keys()].join()),
    );
    expect(hourly.total).toMatchObject({ quantity: 8, amount: 105_500 });
    expect(cells(hourly.total)).toEqual([
      { hour: 0, quantity: 1, amount: 18_000 },
      { hour: 9, quantity: 3, amount: 60_000 },
      { hour: 11, quantity: 4, amount: 49_000 },
      { hour: 14, quantity: 0, amount: -21_500 },
    ]);
  });

  const ranges: [string, string, ('J' | 'M')[]][] = [
    ['2024-06-30 23:00:00', '2024-07-02 09:00:00', ['J', 'M']],
    ['2024-06-30 23:45:00', '2024-07-02 10:30:00', ['M']],
    ['2024-07-01 09:00:00', '2024-07-01 13:59:59', ['J', 'M']],
    ['2024-06-29 00:00:00', '2024-07-03 23:59:59', ['J']],
    // Whole months come from the month rows (decision 0240), with whole days and partial days around them.
    ['2024-06-01 00:00:00', '2024-07-31 23:59:59', ['J', 'M']],
    ['2024-05-15 10:00:00', '2024-08-02 05:00:00', ['J', 'M']],
    ['2024-06-30 00:00:00', '2024-08-31 23:59:59', ['M']],
  ];

  it('answers ranges with partial days at both edges as the raw rows add up, and reconciles with Summary', async () => {
    for (const [startDate, endDate, only] of ranges) {
      const variables = { startDate, endDate, outletIds: only.map((key) => outlets[key]) };
      const label = `${startDate}..${endDate} ${only.join()}`;
      const expected = fromEvents(startDate, endDate, only);
      const items = await report<ItemSalesReportDto>(ITEMS, variables);
      const byKey = (row: { name: string; variantName: string; categoryName: string }) =>
        JSON.stringify([row.name, row.variantName, row.categoryName]);
      expect(Object.fromEntries(items.rows.map((row) => [byKey(row), row])), label).toEqual(
        Object.fromEntries(
          expected.items.map(({ key: [name, variantName, categoryName], sums }) => [
            JSON.stringify([name, variantName, categoryName]),
            { itemId: null, name, variantName, categoryName, ...figures(sums) },
          ]),
        ),
      );
      expect(items.total, label).toMatchObject(figures(add(expected.items.map((item) => item.sums))));
      expect(items.billDiscounts, label).toBe(expected.billDiscounts);

      // The rule of decision 0240: Item sales' total and its bill discounts are Summary's total.
      const summary = (await report<{ total: Record<string, number> }>(SUMMARY, variables)).total;
      expect(summary, label).toEqual({
        grossSales: items.total.grossSales,
        discounts: items.total.discounts + items.billDiscounts,
        refunds: items.total.refunds,
        netSales: items.total.netSales - items.billDiscounts,
        costOfGoods: items.total.costOfGoods,
        grossProfit: items.total.grossProfit - items.billDiscounts,
      });

      // The dashboard's best sellers show Item sales' quantity and net sales under the bill's label.
      const top = await report<{ name: string; quantity: number; netSales: number }[]>(TOP_ITEMS, variables);
      const labelled = new Map<string, { name: string; quantity: number; netSales: number }>();
      for (const row of items.rows) {
        const name = row.variantName ? `${row.name} - ${row.variantName}` : row.name;
        const sums = labelled.get(name) ?? { name, quantity: 0, netSales: 0 };
        labelled.set(name, {
          name,
          quantity: sums.quantity + row.quantity,
          netSales: sums.netSales + row.netSales,
        });
      }
      expect(top, label).toEqual(
        [...labelled.values()]
          .filter((row) => row.quantity > 0)
          .sort((x, y) => y.quantity - x.quantity || (x.name < y.name ? -1 : 1)),
      );

      const modifiers = await report<ModifierSalesReportDto>(MODIFIERS, variables);
      expect(
        Object.fromEntries(
          modifiers.rows.map((row) => [JSON.stringify([row.modifierName, row.optionName]), row]),
        ),
        label,
      ).toEqual(
        Object.fromEntries(
          expected.modifiers.map(([id, [quantity, amount, refundedQuantity, refunds]]) => {
            const [modifierName, optionName] = JSON.parse(id) as [string, string];
            const net = amount! - refunds!;
            return [id, { modifierName, optionName, quantity, amount, refundedQuantity, refunds, net }];
          }),
        ),
      );

      const hourly = await report<HourlyItemReportDto>(HOURLY, variables);
      const expectedHours = new Map<string, number[][]>();
      for (const item of expected.items) {
        const id = JSON.stringify([item.key[0], item.key[1]]);
        const hours = expectedHours.get(id) ?? Array.from({ length: 24 }, () => [0, 0]);
        expectedHours.set(
          id,
          hours.map((cell, hour) => [cell[0]! + item.hours[hour]![0]!, cell[1]! + item.hours[hour]![1]!]),
        );
      }
      expect(
        Object.fromEntries(
          hourly.rows.map((row) => [JSON.stringify([row.name, row.variantName]), row.hours]),
        ),
        label,
      ).toEqual(
        Object.fromEntries(
          [...expectedHours].map(([id, hours]) => [
            id,
            hours.map(([quantity, amount], hour) => ({ hour, quantity, amount })),
          ]),
        ),
      );
      expect(hourly.total.amount, label).toBe(items.total.netSales);
      expect(hourly.total.quantity, label).toBe(items.total.quantity);
    }
  });

  it('needs the Reports › Sales permission', async () => {
    const noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    for (const query of [ITEMS, CATEGORIES, MODIFIERS, HOURLY]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/reporting-revamp/graphql',
        headers: bearer(noGrants),
        payload: { query, variables: july1 },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("refuses another business's outlet as the other reports do, and never shows its sales", async () => {
    for (const query of [ITEMS, CATEGORIES, MODIFIERS, HOURLY]) {
      const { data, errors } = await ask(query, { ...july1, outletIds: [foreignOutlet] });
      expect(data).toBeNull();
      expect(errors![0]!.extensions.code).toBe('NOT_FOUND');
    }
    const stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    const theirs = await ask<{ itemSalesReport: ItemSalesReportDto }>(ITEMS, july1, stranger);
    // Business b sold s1 once: its own figures only.
    expect(theirs.data!.itemSalesReport.total).toMatchObject({ quantity: 3, grossSales: 65_000, refunds: 0 });
  });

  it('keeps the item report days, write by write, equal to a rebuild from the raw rows', async () => {
    const read = async () => {
      const rows = async (text: string) =>
        (await context.database.executeSql(text, [context.fx.a.id])).rows.map((row) =>
          Object.values(row).map(String).join('|'),
        );
      return {
        items:
          await rows(`select outlet_id, period, business_date::text, item_name, variant_name, category_name, item_id,
            quantity, gross_sales, discounts, cost_of_goods, refunded_quantity, refund_net_sales, refunded_cost
            from daily_item_report_sales where business_id = $1 order by 1, 2, 3, 4, 5, 6`),
        hours:
          await rows(`select outlet_id, period, business_date::text, item_name, variant_name, quantities::text,
            net_sales::text from daily_item_hour_sales where business_id = $1 order by 1, 2, 3, 4, 5`),
        modifiers:
          await rows(`select outlet_id, period, business_date::text, modifier_name, option_name, quantity, amount,
            refunded_quantity, refund_amount from daily_modifier_sales where business_id = $1 order by 1, 2, 3, 4, 5`),
      };
    };
    const kept = await read();
    expect(kept.items.length).toBeGreaterThan(5);
    expect(kept.hours.length).toBeGreaterThan(5);
    expect(kept.modifiers.length).toBeGreaterThan(3);
    await context.database.db.transaction((tx) => rebuildDailySales(tx, context.fx.a.id));
    expect(await read()).toEqual(kept);
  });
});
