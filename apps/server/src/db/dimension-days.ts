import { sql, type SQL } from 'drizzle-orm';

/*
 * The bill-level reports' figures per outlet, day, dimension and key (`daily_dimension_sales`, decision 0245), as
 * one SQL definition: writers add the days of what they wrote with it, the rebuild recomputes a business with it,
 * and a report reads the partial days at a range's edges with it, so days and edges cannot disagree. The tables
 * are named without aliases (`orders`, `refunds`, `void_items`), so conditions may be written on their columns.
 */

/** Which rows a part takes: sales and cancellations (on `orders`), voids (`void_items`), refunds (`refunds`). */
export interface DimensionConditions {
  sales: SQL;
  cancellations: SQL;
  voids: SQL;
  refunds: SQL;
}

export const dimensionColumns = [
  'count',
  'amount',
  'base',
  'gratuity',
  'discount',
  'refund_count',
  'refund_amount',
  'refund_base',
  'refund_gratuity',
  'void_count',
  'void_amount',
  'cancelled_count',
  'cancelled_amount',
] as const;
type DimensionColumn = (typeof dimensionColumns)[number];

/** One part's select list: outlet, day, dimension, key, then every figure (0 unless named), in column order. */
function part(
  day: string,
  dimension: string,
  key: string,
  named: Partial<Record<DimensionColumn, string>>,
  outlet = 'orders.outlet_id',
): SQL {
  const figures = dimensionColumns.map((column) => `${named[column] ?? '0'}::bigint as ${column}`);
  return sql.raw(
    `select orders.business_id, ${outlet} as outlet_id, ${day} as business_date, ${dimension} as dimension, ` +
      `${key} as key, ${figures.join(', ')}`,
  );
}
const group = sql.raw(' group by 1, 2, 3, 4, 5');
const userKey = (column: string) => `coalesce(${column}::text, '')`;

/**
 * The taxed base of a bill's tax line (decision 0245): the bill's taxed base (net sales, and the service charge when
 * it is taxed) when the line is that rate of it — every line of the bill carried the tax — else the base its amount
 * implies (the bill stores taxes per bill, not which lines carried each; decision 0220). Added taxes round half up
 * like `percentOf`, included ones like `includedPartOf` (decision 0155).
 */
const taxedBase = `(orders.net_sales + case when orders.include_gratuity_tax then orders.gratuity_total else 0 end)`;
const rate = `round(t.percentage * 100)::bigint`;
const taxableOf = `case
    when ${rate} = 0 then 0
    when not t.is_included and floor(${taxedBase} * ${rate} / 10000.0 + 0.5) = t.amount then ${taxedBase}
    when t.is_included and ${taxedBase} > 0
         and (2 * ${taxedBase} * ${rate} + 10000 + ${rate}) / (2 * (10000 + ${rate})) = t.amount then ${taxedBase}
    when t.is_included then floor(t.amount * (10000 + ${rate}) / ${rate}::numeric + 0.5)
    else floor(t.amount * 10000 / ${rate}::numeric + 0.5) end`;

/** A refund line's share of the matching bill line's base: the same share as of its amount (`proportionOf`). */
const refundShare = (base: string, lineAmount: string, refunded: string) => `case
    when ${lineAmount} = 0 then 0
    when -${refunded} = ${lineAmount} then -${base}
    else -round(${base} * (-${refunded})::numeric / ${lineAmount}) end`;

/** The bill's first line of the refund line's tax (`x`), added to the price: one of its columns. */
const billTaxLine = (column: string) =>
  `(select ${column} from order_taxes t where t.business_id = orders.business_id and t.order_id = orders.id
       and not t.is_included and t.name = x.value->>'name' order by t.id limit 1)`;
const billGratuityLine = `(select g.amount from order_gratuities g where g.business_id = orders.business_id
       and g.order_id = orders.id and g.name = x.value->>'name' order by g.id limit 1)`;

/** The rows of completed sales, cancellations, voids and refunds that `conditions` select, as one union. */
export function dimensionRows(conditions: DimensionConditions): SQL {
  const { sales, cancellations, voids, refunds } = conditions;
  const day = 'orders.business_date';
  const completed = sql`orders.status = 'completed' and ${sales}`;
  const cancelledDay = 'timezone(ot.time_zone, orders.cancelled_at)::date';
  const parts: SQL[] = [
    sql`${part(day, `'item_discount'`, `d.value->>'discount_name'`, {
      count: 'count(*)',
      amount: `sum((d.value->>'discount_amount')::bigint)`,
    })} from orders join order_items i on i.business_id = orders.business_id and i.order_id = orders.id
        cross join lateral jsonb_array_elements(coalesce(i.discounts, '[]'::jsonb)) d
       where ${completed}${group}`,
    sql`${part(day, `'bill_discount'`, 'x.name', { count: 'count(*)', amount: 'sum(x.amount)' })}
        from orders join order_discounts x on x.business_id = orders.business_id and x.order_id = orders.id
       where ${completed}${group}`,
    sql`${part(day, `'promotion'`, 'x.promo_name', { count: 'sum(x.count)', amount: 'sum(x.reward_amount)' })}
        from orders join order_promos x on x.business_id = orders.business_id and x.order_id = orders.id
       where ${completed}${group}`,
    sql`${part(day, `'loyalty'`, `coalesce(orders.loyalty->'redemption'->>'reward', '')`, {
      count: 'count(*)',
      amount: 'sum(orders.redeem_amount)',
    })} from orders where ${completed} and orders.redeem_amount <> 0${group}`,
    sql`${part(day, `case when t.is_included then 'included_tax' else 'tax' end`, 't.name', {
      count: 'count(*)',
      amount: 'sum(t.amount)',
      base: `sum(${taxableOf})`,
    })} from orders join order_taxes t on t.business_id = orders.business_id and t.order_id = orders.id
       where ${completed}${group}`,
    sql`${part(day, `'gratuity'`, 'g.name', { count: 'count(*)', amount: 'sum(g.amount)', base: 'sum(orders.net_sales)' })}
        from orders join order_gratuities g on g.business_id = orders.business_id and g.order_id = orders.id
       where ${completed}${group}`,
    ...(['cashier:orders.collected_by', 'server:orders.created_by'] as const).map((pair) => {
      const [dimension, column] = pair.split(':') as [string, string];
      return sql`${part(day, `'${dimension}'`, userKey(column), {
        count: 'count(*)',
        amount: 'sum(orders.net_sales)',
        discount: 'sum(orders.discount_total)',
      })} from orders where ${completed}${group}`;
    }),
    sql`${part(day, `'sales_type'`, userKey('orders.sales_type_id'), {
      count: 'count(*)',
      amount: 'sum(orders.net_sales)',
      gratuity: 'sum(orders.gratuity_total)',
    })} from orders where ${completed}${group}`,
    // Cancellations: the cashier who cancelled, and the bill's server.
    ...['cashier:orders.cancelled_by', 'server:orders.created_by'].map((pair) => {
      const [dimension, column] = pair.split(':') as [string, string];
      return sql`${part(cancelledDay, `'${dimension}'`, userKey(column), {
        cancelled_count: 'count(*)',
        cancelled_amount: 'sum(orders.total_collected)',
      })} from orders join outlets ot on ot.business_id = orders.business_id and ot.id = orders.outlet_id
         where orders.status = 'cancelled' and ${cancellations}${group}`;
    }),
    // Voided lines: the staff member who voided them, and the bill's server; on the void's own day.
    ...['cashier:void_items.void_by', 'server:orders.created_by'].map((pair) => {
      const [dimension, column] = pair.split(':') as [string, string];
      return sql`${part('void_items.business_date', `'${dimension}'`, userKey(column), {
        void_count: 'sum(void_items.quantity)',
        void_amount: 'sum(void_items.total_price)',
      })} from void_items join orders on orders.business_id = void_items.business_id and orders.id = void_items.order_id
         where orders.status in ('completed', 'cancelled') and ${voids}${group}`;
    }),
  ];
  const refunded = (from: string) =>
    `from refunds join orders on orders.business_id = refunds.business_id and orders.id = refunds.order_id ${from}`;
  // A refund counts at its own outlet, on its own day.
  const refundPart = (dimension: string, key: string, named: Partial<Record<DimensionColumn, string>>) =>
    part('refunds.business_date', dimension, key, named, 'refunds.outlet_id');
  parts.push(
    ...[
      sql`${refundPart(`'discount_refund'`, `''`, {
        refund_count: 'count(*)',
        refund_amount: 'sum(refunds.total_discount)',
      })} ${sql.raw(refunded(''))} where ${refunds}${group}`,
      sql`${refundPart(`'tax'`, `x.value->>'name'`, {
        refund_count: 'count(*)',
        refund_amount: `sum((x.value->>'amount')::bigint)`,
        refund_base: `sum(${refundShare(
          `coalesce(${billTaxLine(taxableOf)}, 0)`,
          `coalesce(${billTaxLine('t.amount')}, 0)`,
          `(x.value->>'amount')::bigint`,
        )})`,
      })} ${sql.raw(refunded(`cross join lateral jsonb_array_elements(refunds.taxes) x`))} where ${refunds}${group}`,
      sql`${refundPart(`'gratuity'`, `x.value->>'name'`, {
        refund_count: 'count(*)',
        refund_amount: `sum((x.value->>'amount')::bigint)`,
        refund_base: `sum(${refundShare('orders.net_sales', `coalesce(${billGratuityLine}, 0)`, `(x.value->>'amount')::bigint`)})`,
      })} ${sql.raw(refunded(`cross join lateral jsonb_array_elements(refunds.gratuities) x`))} where ${refunds}${group}`,
      ...['cashier:refunds.refunded_by', 'server:orders.created_by'].map((pair) => {
        const [dimension, column] = pair.split(':') as [string, string];
        return sql`${refundPart(`'${dimension}'`, userKey(column), {
          refund_count: 'count(*)',
          refund_amount: 'sum(refunds.total_net_sales)',
        })} ${sql.raw(refunded(''))} where ${refunds}${group}`;
      }),
      sql`${refundPart(`'sales_type'`, userKey('orders.sales_type_id'), {
        refund_count: 'count(*)',
        refund_amount: 'sum(refunds.total_net_sales)',
        refund_gratuity: 'sum(refunds.total_gratuity)',
      })} ${sql.raw(refunded(''))} where ${refunds}${group}`,
    ],
  );
  return sql.join(
    parts.map((one) => sql`(${one})`),
    sql` union all `,
  );
}

/** Adds the grouped `rows` (a `dimensionRows` union) to the days they fall on, in a fixed order. */
function upsertDimensionDays(rows: SQL): SQL {
  const columns = sql.raw(dimensionColumns.join(', '));
  const sums = sql.raw(dimensionColumns.map((column) => `sum(${column})`).join(', '));
  const updates = sql.raw(
    dimensionColumns
      .map((column) => `${column} = daily_dimension_sales.${column} + excluded.${column}`)
      .join(', '),
  );
  return sql`
    insert into daily_dimension_sales (business_id, outlet_id, business_date, dimension, key, ${columns})
    select business_id, outlet_id, business_date, dimension, key, ${sums}
      from (${rows}) as days
     group by 1, 2, 3, 4, 5
     order by 1, 2, 3, 4, 5
    on conflict (business_id, outlet_id, business_date, dimension, key) do update set ${updates}`;
}

/**
 * The days of what the orders `which` selects (a condition on `orders`) brought: their sales, cancellations and
 * voided lines, each on its own day. A writer of new orders passes their ids; refunds are added by
 * `insertDimensionRefundDays`.
 */
export function insertDimensionDays(which: SQL): SQL {
  return upsertDimensionDays(
    dimensionRows({ sales: which, cancellations: which, voids: which, refunds: sql`false` }),
  );
}

/** The days of the refunds `which` selects (a condition on `refunds` and `orders`, the refunded bill). */
export function insertDimensionRefundDays(which: SQL): SQL {
  const none = sql`false`;
  return upsertDimensionDays(
    dimensionRows({ sales: none, cancellations: none, voids: none, refunds: which }),
  );
}
