import { sql, type SQL } from 'drizzle-orm';

/*
 * The days of Item, Category, Modifier and Hourly item sales (schema/item-report-rollups.ts, decision 0240), as
 * SQL that adds what the rows `which` selects brought to what the days already hold. One definition serves the
 * rebuild (a whole business), the writers (their orders or their refund, in their own transaction) and migration
 * 0240, so a day kept write by write equals its rebuild. Sales are read from completed orders on their business
 * date; refunds on theirs, at the refund's outlet. `which` is a condition on `orders o`; the refund parts may also
 * name `refunds r`. A sale part and a refund part of one table must run as separate statements.
 */

const line = `o.business_id = i.business_id and i.order_id = o.id`;
const refundLines = `
      from refunds r
      join orders o on o.business_id = r.business_id and o.id = r.order_id
      join refund_items ri on ri.business_id = r.business_id and ri.refund_id = r.id
      join order_items i on i.business_id = ri.business_id and i.id = ri.order_item_id`;

/** `set a = t.a + excluded.a, …` for the named columns of `table`. */
function adding(table: string, columns: readonly string[]): SQL {
  return sql.raw(columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', '));
}

/** Every row twice: on its day and on its month (schema/item-report-rollups.ts). */
const periods = `cross join (values ('day'), ('month')) as p(period)`;
const dateIn = (day: string) =>
  `p.period, case p.period when 'month' then date_trunc('month', ${day})::date else ${day} end`;

const itemKey = 'business_id, outlet_id, period, business_date, item_name, variant_name, category_name';

/** Lines of completed orders per item, variant and category name on their order's day. */
export function insertItemReportDays(which: SQL): SQL {
  return sql`
    insert into daily_item_report_sales (${sql.raw(itemKey)}, item_id, quantity, gross_sales, discounts, cost_of_goods)
    select o.business_id, o.outlet_id, ${sql.raw(dateIn('o.business_date'))}, i.item_name, i.variant_name,
           coalesce(i.category_name, ''), max(i.item_id), sum(i.quantity), sum(i.gross_amount),
           sum(i.discount_amount), sum(i.unit_cost * i.quantity)
      from orders o join order_items i on ${sql.raw(line)} ${sql.raw(periods)}
     where o.status = 'completed' and ${which}
     group by 1, 2, 3, 4, 5, 6, 7
     order by 1, 2, 3, 4, 5, 6, 7
    on conflict (${sql.raw(itemKey)}) do update
       set item_id = greatest(daily_item_report_sales.item_id, excluded.item_id),
           ${adding('daily_item_report_sales', ['quantity', 'gross_sales', 'discounts', 'cost_of_goods'])}`;
}

/** Refunded units of those lines, on the refund's day: their net sales given back and their cost. */
export function insertItemReportRefundDays(which: SQL): SQL {
  return sql`
    insert into daily_item_report_sales (${sql.raw(itemKey)}, item_id, refunded_quantity, refund_net_sales,
                                         refunded_cost)
    select r.business_id, r.outlet_id, ${sql.raw(dateIn('r.business_date'))}, i.item_name, i.variant_name,
           coalesce(i.category_name, ''), max(i.item_id), sum(ri.quantity), sum(ri.net_amount),
           sum(i.unit_cost * ri.quantity)
      ${sql.raw(refundLines)} ${sql.raw(periods)}
     where ${which}
     group by 1, 2, 3, 4, 5, 6, 7
     order by 1, 2, 3, 4, 5, 6, 7
    on conflict (${sql.raw(itemKey)}) do update
       set item_id = greatest(daily_item_report_sales.item_id, excluded.item_id),
           ${adding('daily_item_report_sales', ['refunded_quantity', 'refund_net_sales', 'refunded_cost'])}`;
}

/** `array[Σ value of hour 0, …, Σ value of hour 23]` over rows with an `hour` column. */
function byHour(value: string): SQL {
  const hours = Array.from(
    { length: 24 },
    (_, hour) => `sum(case when hour = ${hour} then ${value} else 0 end)`,
  );
  return sql.raw(`array[${hours.join(', ')}]::bigint[]`);
}

/** Two arrays of 24 added element by element. */
function addArrays(column: string): SQL {
  return sql.raw(`${column} = array(select x + y
      from unnest(daily_item_hour_sales.${column}, excluded.${column}) with ordinality as u(x, y, n) order by n)`);
}

function insertHourDays(lines: SQL): SQL {
  return sql`
    insert into daily_item_hour_sales (business_id, outlet_id, period, business_date, item_name, variant_name,
                                       quantities, net_sales)
    select business_id, outlet_id, ${sql.raw(dateIn('business_date'))}, item_name, variant_name,
           ${byHour('quantity')}, ${byHour('net')}
      from (${lines}) as lines ${sql.raw(periods)}
     group by 1, 2, 3, 4, 5, 6
     order by 1, 2, 3, 4, 5, 6
    on conflict (business_id, outlet_id, period, business_date, item_name, variant_name) do update
       set ${addArrays('quantities')}, ${addArrays('net_sales')}`;
}

/** Units and net sales (gross − the line's discount) of completed orders' lines, in the hour the bill was opened. */
export function insertItemHourDays(which: SQL): SQL {
  return insertHourDays(sql`
    select o.business_id, o.outlet_id, o.business_date, i.item_name, i.variant_name,
           extract(hour from timezone(ot.time_zone, o.created_at))::int as hour,
           i.quantity, i.gross_amount - i.discount_amount as net
      from orders o
      join outlets ot on ot.business_id = o.business_id and ot.id = o.outlet_id
      join order_items i on ${sql.raw(line)}
     where o.status = 'completed' and ${which}`);
}

/** Net sales given back by refunds (≤ 0), in the hour of the refund at its outlet. */
export function insertItemHourRefundDays(which: SQL): SQL {
  return insertHourDays(sql`
    select r.business_id, r.outlet_id, r.business_date, i.item_name, i.variant_name,
           extract(hour from timezone(ot.time_zone, r.refunded_at))::int as hour,
           0 as quantity, ri.net_amount as net
      ${sql.raw(refundLines)}
      join outlets ot on ot.business_id = r.business_id and ot.id = r.outlet_id
     where ${which}`);
}

/** The options on a line (`modifiers` is a JSON array; anything else holds none). */
const options = `cross join lateral jsonb_array_elements(
        case when jsonb_typeof(i.modifiers) = 'array' then i.modifiers else '[]'::jsonb end) as m(option)`;
const modifierKey = 'business_id, outlet_id, period, business_date, modifier_name, option_name';
const optionNames = `coalesce(m.option ->> 'modifier_name', ''), coalesce(m.option ->> 'modifier_option_name', '')`;
const optionPrice = `coalesce((m.option ->> 'price')::bigint, 0)`;

/** Per option: the units of completed orders' lines that carried it and its price × those units. */
export function insertModifierDays(which: SQL): SQL {
  return sql`
    insert into daily_modifier_sales (${sql.raw(modifierKey)}, quantity, amount)
    select o.business_id, o.outlet_id, ${sql.raw(dateIn('o.business_date'))}, ${sql.raw(optionNames)},
           sum(i.quantity), sum(${sql.raw(optionPrice)} * i.quantity)
      from orders o join order_items i on ${sql.raw(line)}
      ${sql.raw(options)} ${sql.raw(periods)}
     where o.status = 'completed' and ${which}
     group by 1, 2, 3, 4, 5, 6
     order by 1, 2, 3, 4, 5, 6
    on conflict (${sql.raw(modifierKey)}) do update
       set ${adding('daily_modifier_sales', ['quantity', 'amount'])}`;
}

/** Per option: refunded units of lines that carried it and its price × those units given back (≤ 0). */
export function insertModifierRefundDays(which: SQL): SQL {
  return sql`
    insert into daily_modifier_sales (${sql.raw(modifierKey)}, refunded_quantity, refund_amount)
    select r.business_id, r.outlet_id, ${sql.raw(dateIn('r.business_date'))}, ${sql.raw(optionNames)},
           sum(ri.quantity), -sum(${sql.raw(optionPrice)} * ri.quantity)
      ${sql.raw(refundLines)}
      ${sql.raw(options)} ${sql.raw(periods)}
     where ${which}
     group by 1, 2, 3, 4, 5, 6
     order by 1, 2, 3, 4, 5, 6
    on conflict (${sql.raw(modifierKey)}) do update
       set ${adding('daily_modifier_sales', ['refunded_quantity', 'refund_amount'])}`;
}

/** Every part for the sales of the orders `which` selects, then every part for their refunds, one at a time. */
export const itemReportParts = {
  sales: [insertItemReportDays, insertItemHourDays, insertModifierDays],
  refunds: [insertItemReportRefundDays, insertItemHourRefundDays, insertModifierRefundDays],
} as const;
