import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  billingInvoices,
  campaignOutlets,
  campaigns,
  categories,
  customers,
  discountOutlets,
  discounts,
  itemVariants,
  items,
  outlets,
} from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = { businessId: number };
/** A page of a table read by id: the id the previous page ended with, and how many rows. */
export interface IdPage {
  afterId: number;
  limit: number;
}

const iso = (column: unknown) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** One row per variant (a plain item has one), with its item's category and state. */
export async function listBundleItemRows(db: Queryable, business: Business, page: IdPage) {
  return db
    .select({
      id: itemVariants.id,
      itemName: items.name,
      variantName: itemVariants.name,
      category: categories.name,
      sku: itemVariants.sku,
      price: itemVariants.price,
      cost: itemVariants.cost,
      stock: itemVariants.stock,
      active: items.isActive,
      description: items.description,
    })
    .from(itemVariants)
    .innerJoin(items, and(eq(items.businessId, itemVariants.businessId), eq(items.id, itemVariants.itemId)))
    .leftJoin(
      categories,
      and(eq(categories.businessId, items.businessId), eq(categories.id, items.categoryId)),
    )
    .where(and(inBusiness(itemVariants.businessId, business), gt(itemVariants.id, page.afterId)))
    .orderBy(asc(itemVariants.id))
    .limit(page.limit);
}

export async function listBundleCustomerRows(db: Queryable, business: Business, page: IdPage) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      gender: customers.gender,
      birthDate: customers.birthDate,
      address: customers.address,
      city: customers.city,
      notes: customers.notes,
      createdAt: iso(customers.createdAt),
    })
    .from(customers)
    .where(and(inBusiness(customers.businessId, business), gt(customers.id, page.afterId)))
    .orderBy(asc(customers.id))
    .limit(page.limit);
}

/**
 * The outlet names of a discount or campaign, comma-separated, read beside the row. Written with aliases: in a
 * one-table select Drizzle prints columns without their table, which a correlated subquery cannot tell apart.
 */
function outletNames(
  link: typeof discountOutlets | typeof campaignOutlets,
  key: 'discount_id' | 'campaign_id',
  owner: typeof discounts | typeof campaigns,
) {
  return sql<string>`coalesce((select string_agg(o.name, ', ' order by o.name) from ${link} l
    join ${outlets} o on o.business_id = l.business_id and o.id = l.outlet_id
    where l.business_id = ${owner}.business_id and l.${sql.identifier(key)} = ${owner}.id), '')`;
}

export async function listBundleDiscountRows(db: Queryable, business: Business, page: IdPage) {
  return db
    .select({
      id: discounts.id,
      name: discounts.name,
      type: discounts.type,
      amount: discounts.amount,
      outlets: outletNames(discountOutlets, 'discount_id', discounts),
    })
    .from(discounts)
    .where(and(inBusiness(discounts.businessId, business), gt(discounts.id, page.afterId)))
    .orderBy(asc(discounts.id))
    .limit(page.limit);
}

export async function listBundleCampaignRows(db: Queryable, business: Business, page: IdPage) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      startDate: iso(campaigns.startDate),
      endDate: iso(campaigns.endDate),
      duration: campaigns.duration,
      images: sql<number>`jsonb_array_length(${campaigns.images})`,
      active: campaigns.isActive,
      outlets: outletNames(campaignOutlets, 'campaign_id', campaigns),
    })
    .from(campaigns)
    .where(and(inBusiness(campaigns.businessId, business), gt(campaigns.id, page.afterId)))
    .orderBy(asc(campaigns.id))
    .limit(page.limit);
}

/** The subscription invoices the business was billed (the back office's billing history). */
export async function listBundleInvoiceRows(db: Queryable, business: Business, page: IdPage) {
  return db
    .select({
      id: billingInvoices.id,
      invoiceNumber: billingInvoices.invoiceNumber,
      orderId: billingInvoices.orderId,
      status: billingInvoices.status,
      paymentType: billingInvoices.paymentType,
      cycle: billingInvoices.cycle,
      startPeriod: billingInvoices.startPeriod,
      endPeriod: billingInvoices.endPeriod,
      totalAmount: billingInvoices.totalAmount,
      createdAt: iso(billingInvoices.createdAt),
      paidAt: iso(billingInvoices.paidAt),
    })
    .from(billingInvoices)
    .where(and(inBusiness(billingInvoices.businessId, business), gt(billingInvoices.id, page.afterId)))
    .orderBy(asc(billingInvoices.id))
    .limit(page.limit);
}
