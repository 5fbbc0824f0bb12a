import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { BulkTable, type BulkColumnType, flushTable, queryRows } from './bulk-insert.js';
import type { FinalOrder } from './order-finalize.js';
import { buildRefund } from '../domain/refund-building.js';
import { localDate } from '../domain/local-time.js';

const cols = (spec: string) =>
  spec
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [name, type] = pair.split(':') as [string, BulkColumnType];
      return { name, type };
    });

// prettier-ignore
const createTables = () => ({
  orders: new BulkTable('orders', cols(`id:int8 business_id:int4 outlet_id:int4 uuid:text order_token:text
    receipt_number:text status:text sales_type_id:int4 customer_id:int4 created_by:int4 collected_by:int4
    table_name:text pax:int2 created_at:timestamptz business_date:date completed_at:timestamptz subtotal:int8 discount_total:int8
    promo_total:int8 redeem_amount:int8 gratuity_total:int8 tax_total:int8 rounding_amount:int8
    total_collected:int8 net_sales:int8 gross_sales:int8 refunded_amount:int8 include_gratuity_tax:bool loyalty:jsonb
    points_earned:int4 points_redeemed:int4 receipt_count:int2 cancelled_at:timestamptz cancelled_by:int4
    cancel_reason:text updated_at:timestamptz`)),
  orderItems: new BulkTable('order_items', cols(`id:int8 business_id:int4 order_id:int8 uuid:text position:int2
    item_id:int4 variant_id:int4 category_id:int4 category_name:text sales_type_id:int4 sales_type_name:text
    item_name:text variant_name:text quantity:int4 refunded_quantity:int4 unit_price:int8 unit_cost:int8 modifier_amount:int8
    modifiers:jsonb gross_amount:int8 discount_amount:int8 discounts:jsonb note:text`)),
  orderDiscounts: new BulkTable('order_discounts', cols(`business_id:int4 order_id:int8 discount_id:int4 name:text
    type:text percentage:numeric amount:int8`)),
  orderPromos: new BulkTable('order_promos', cols(`business_id:int4 order_id:int8 promo_id:int4 promo_name:text
    promo_type_id:int2 reward_discount_type:text count:int4 reward_amount:int8 items:jsonb`)),
  orderTaxes: new BulkTable('order_taxes', cols(`business_id:int4 order_id:int8 tax_id:int4 name:text
    percentage:numeric amount:int8`)),
  orderGratuities: new BulkTable('order_gratuities', cols(`business_id:int4 order_id:int8 gratuity_id:int4
    name:text percentage:numeric amount:int8`)),
  payments: new BulkTable('payments', cols(`id:int8 business_id:int4 outlet_id:int4 order_id:int8 uuid:text
    payment_method_id:int4 method_code:text method_name:text amount:int8 tendered_amount:int8
    created_at:timestamptz business_date:date`)),
  refunds: new BulkTable('refunds', cols(`id:int8 business_id:int4 outlet_id:int4 order_id:int8 payment_id:int8
    uuid:text reason:text custom_reason:text refunded_by:int4 refunded_at:timestamptz business_date:date
    is_refund_breakdown:bool
    subtotal:int8 total_discount:int8 total_redeem_amount:int8 total_gratuity:int8 total_tax:int8
    total_rounding_amount:int8 refund_amount:int8 total_net_sales:int8 total_gross_sales:int8 taxes:jsonb
    gratuities:jsonb created_at:timestamptz`)),
  refundItems: new BulkTable('refund_items', cols(`business_id:int4 refund_id:int8 order_item_id:int8
    item_name:text variant_name:text quantity:int4 gross_amount:int8 discount_amount:int8 gratuity_amount:int8
    tax_amount:int8 net_amount:int8`)),
  voidItems: new BulkTable('void_items', cols(`business_id:int4 outlet_id:int4 order_id:int8 uuid:text
    item_id:int4 variant_id:int4 item_name:text variant_name:text quantity:int4 unit_price:int8 total_price:int8
    reason:text void_by:int4 cancelled_time:timestamptz business_date:date`)),
  // The invoice tokens' routes, as every writer of orders adds them (decision 0107).
  invoiceRoutes: new BulkTable('tenant_routes', cols('kind:text key:text business_id:int4')),
});

/** Tables whose ids the writer hands out itself, so children can point at parents before anything is written. */
const ownIds = ['orders', 'order_items', 'payments', 'refunds'] as const;
type OwnIdTable = (typeof ownIds)[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A stable uuid-shaped id from a name, for rows the generator adds after it drew its random numbers (voids): a new
 * draw would shift every later random choice and change the whole demo history.
 */
const derivedUuid = (name: string) => {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Buffers generated orders with all their child rows and writes them in large batches. Ids of orders, items,
 * payments and refunds are assigned here, then the sequences are moved past them once at the end.
 */
export class OrderWriter {
  private next: Record<OwnIdTable, number> = { orders: 1, order_items: 1, payments: 1, refunds: 1 };
  private readonly tables = createTables();
  private skipForeignKeyChecks = false;
  ordersWritten = 0;

  constructor(private readonly db: Queryable) {}

  async start(): Promise<void> {
    // Foreign keys are checked by row triggers, which cost as much as the inserts themselves on PGlite. Like
    // pg_restore --disable-triggers, the bulk load skips them when the role may (superuser: PGlite always, and
    // the usual local PostgreSQL); the generator sets every reference itself and the seed tests verify each one.
    const [role] = await queryRows<{ superuser: string }>(
      this.db,
      sql`select current_setting('is_superuser') as superuser`,
    );
    this.skipForeignKeyChecks = role?.superuser === 'on';
    for (const table of ownIds) {
      const rows = await queryRows<{ max: string | number | null }>(
        this.db,
        sql.raw(`select max(id) as max from "${table}"`),
      );
      this.next[table] = Number(rows[0]?.max ?? 0) + 1;
    }
  }

  /** The id the next order added gets. */
  get nextOrderId(): number {
    return this.next.orders;
  }

  get buffered(): number {
    return this.tables.orders.rowCount;
  }

  add(businessId: number, order: FinalOrder): void {
    const d = order.draft;
    const p = order.priced;
    const orderId = this.next.orders++;
    const updatedAt = order.refund?.at ?? order.completedAt ?? order.cancel?.at ?? d.createdAt;
    const zone = d.outlet.spec.timeZone;
    const refunded = order.refund
      ? buildRefund(
          p,
          d.lines.map((l) => l.quantity),
          order.refund.quantities,
        )
      : null;
    const refundedQuantities = d.lines.map(() => 0);
    for (const line of refunded?.lines ?? []) {
      refundedQuantities[line.lineIndex] = (refundedQuantities[line.lineIndex] ?? 0) + line.quantity;
    }
    this.tables.invoiceRoutes.push('invoice_token', order.orderToken, businessId);
    // prettier-ignore
    this.tables.orders.push(
      orderId, businessId, d.outlet.id, order.uuid, order.orderToken, order.receiptNumber, order.status,
      d.salesType?.id ?? null, order.customer?.id ?? null, d.createdBy, order.collectedBy, d.tableName, d.pax,
      iso(d.createdAt), localDate(zone, d.createdAt), iso(order.completedAt), p.subtotal, p.discountTotal,
      p.promoTotal, p.redeemAmount, p.gratuityTotal, p.taxTotal, p.roundingAmount, p.totalCollected, p.netSales,
      p.grossSales, -(refunded?.refundAmount ?? 0), order.includeGratuityTax,
      order.loyalty ? JSON.stringify(order.loyalty) : null, order.pointsEarned,
      order.redemption?.redeemPoints ?? 0, order.receiptCount, iso(order.cancel?.at ?? null),
      order.cancel?.by ?? null, order.cancel?.reason ?? null, iso(updatedAt),
    );

    const itemIds: number[] = [];
    d.lines.forEach((line, i) => {
      const id = this.next.order_items++;
      itemIds.push(id);
      const priced = p.lines[i];
      const discounts = line.itemDiscount
        ? [
            {
              discount_id: line.itemDiscount.discount.id,
              discount_name: line.itemDiscount.discount.name,
              discount_type: line.itemDiscount.deduction.type,
              discount_percentage:
                line.itemDiscount.deduction.type === 'percentage' ? line.itemDiscount.deduction.value : null,
              discount_amount: priced?.itemDiscount ?? 0,
            },
          ]
        : null;
      // prettier-ignore
      this.tables.orderItems.push(
        id, businessId, orderId, order.lineUuids[i] ?? '', i, line.item.itemId, line.variant.id, line.item.categoryId,
        line.item.categoryName, d.salesType?.id ?? null, d.salesType?.name ?? null, line.item.name, line.variant.name,
        line.quantity, refundedQuantities[i] ?? 0, line.variant.price, line.variant.cost, line.modifierAmount,
        line.modifiers.length ? JSON.stringify(line.modifiers) : null, priced?.gross ?? 0, priced?.itemDiscount ?? 0,
        discounts ? JSON.stringify(discounts) : null, line.note,
      );
    });

    d.orderDiscounts.forEach((od, i) => {
      const percentage = od.deduction.type === 'percentage' ? od.deduction.value : null;
      // prettier-ignore
      this.tables.orderDiscounts.push(
        businessId, orderId, od.discount.id, od.discount.name, od.deduction.type, percentage,
        p.orderDiscountAmounts[i] ?? 0,
      );
    });
    d.lines.forEach((line, i) => {
      if (!line.promo) return;
      const amount = p.lines[i]?.promo ?? 0;
      const items = [
        {
          order_item_uuid: order.lineUuids[i] ?? '',
          promo_item_status: 'REWARD',
          amount,
          total_rewarded: amount,
        },
      ];
      // prettier-ignore
      this.tables.orderPromos.push(
        businessId, orderId, line.promo.id, line.promo.name, line.promo.promoTypeId, line.promo.discountType,
        1, amount, JSON.stringify(items),
      );
    });
    d.cartPromos.forEach((promo, i) => {
      const items = order.lineUuids.map((uuid) => ({
        order_item_uuid: uuid,
        promo_item_status: 'REQUIREMENT',
        amount: 0,
        total_rewarded: 0,
      }));
      // prettier-ignore
      this.tables.orderPromos.push(
        businessId, orderId, promo.id, promo.name, promo.promoTypeId, promo.discountType, 1,
        p.cartPromoAmounts[i] ?? 0, JSON.stringify(items),
      );
    });
    if (order.tax)
      this.tables.orderTaxes.push(
        businessId,
        orderId,
        order.tax.id,
        order.tax.name,
        order.tax.percentage,
        p.taxTotal,
      );
    if (order.gratuity)
      this.tables.orderGratuities.push(
        businessId,
        orderId,
        order.gratuity.id,
        order.gratuity.name,
        order.gratuity.percentage,
        p.gratuityTotal,
      );

    const paymentIds = order.payments.map((payment) => {
      const id = this.next.payments++;
      // prettier-ignore
      this.tables.payments.push(
        id, businessId, d.outlet.id, orderId, payment.uuid, payment.method.id, payment.method.code,
        payment.method.name, payment.amount, payment.tendered, iso(order.completedAt),
        order.completedAt ? localDate(zone, order.completedAt) : null,
      );
      return id;
    });

    order.voids.forEach((v, index) => {
      // prettier-ignore
      this.tables.voidItems.push(
        businessId, d.outlet.id, orderId, derivedUuid(`${order.uuid}/void/${index}`), v.item.itemId, v.variant.id,
        v.item.name, v.variant.name, v.quantity, v.variant.price, v.variant.price * v.quantity, v.reason, v.by,
        iso(v.at), localDate(zone, v.at),
      );
    });

    if (order.refund && refunded) {
      const r = order.refund;
      const amounts = refunded;
      const refundId = this.next.refunds++;
      const taxes = order.tax
        ? [{ tax_id: order.tax.id, name: order.tax.name, amount: amounts.totalTax }]
        : [];
      const gratuities = order.gratuity
        ? [{ tax_id: order.gratuity.id, name: order.gratuity.name, amount: amounts.totalGratuity }]
        : [];
      // prettier-ignore
      this.tables.refunds.push(
        refundId, businessId, d.outlet.id, orderId, paymentIds[0] ?? null, r.uuid, r.reason, r.customReason, r.by,
        iso(r.at), localDate(zone, r.at), true, amounts.subtotal, amounts.totalDiscount, amounts.totalRedeemAmount, amounts.totalGratuity,
        amounts.totalTax, amounts.totalRoundingAmount, amounts.refundAmount, amounts.totalNetSales,
        amounts.totalGrossSales, JSON.stringify(taxes), JSON.stringify(gratuities), iso(r.at),
      );
      for (const line of amounts.lines) {
        const source = d.lines[line.lineIndex];
        if (!source) continue;
        // prettier-ignore
        this.tables.refundItems.push(
          businessId, refundId, itemIds[line.lineIndex] ?? 0, source.item.name, source.variant.name,
          line.quantity, line.gross, line.discount, line.gratuity, line.tax, line.net,
        );
      }
    }
    this.ordersWritten++;
  }

  /** Writes everything buffered, parents before children, in one transaction. */
  async flush(): Promise<void> {
    if (this.tables.orders.rowCount === 0) return;
    await this.db.transaction(async (tx) => {
      if (this.skipForeignKeyChecks) await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of Object.values(this.tables)) await flushTable(tx, table);
      // `set local` lasts to the end of the outer transaction when this one is a savepoint of the seed's.
      if (this.skipForeignKeyChecks) await tx.execute(sql`set local session_replication_role = origin`);
    });
  }

  /** Moves each id sequence past the ids handed out here, so later inserts do not collide. */
  async finish(): Promise<void> {
    await this.flush();
    for (const table of ownIds) {
      await this.db.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(${this.next[table] - 1}, 1), ${this.next[table] > 1})`,
        ),
      );
    }
  }
}
