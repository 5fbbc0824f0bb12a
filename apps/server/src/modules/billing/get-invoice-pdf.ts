import { and, eq } from 'drizzle-orm';
import type { BillingCalculation } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import { billingInvoices, businesses } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { invoiceDay, loadBusinessZone } from './invoice-day.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

/** A paid invoice of the caller's business as a PDF; any other number (or another business's) is not found. */
export async function getInvoicePdf(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  invoiceNumber: string,
): Promise<Uint8Array> {
  const [row] = await db
    .select({ invoice: billingInvoices, business: businesses })
    .from(billingInvoices)
    .innerJoin(businesses, eq(businesses.id, billingInvoices.businessId))
    .where(
      and(
        eq(billingInvoices.businessId, caller.businessId),
        eq(billingInvoices.invoiceNumber, invoiceNumber),
        eq(billingInvoices.status, 'paid'),
      ),
    );
  if (!row) throw AppError.notFound();
  const { invoice, business } = row;
  return renderInvoicePdf({
    invoiceNumber,
    paidAt: invoice.paidAt,
    createdAt: invoice.createdAt,
    invoiceDate: invoiceDay(await loadBusinessZone(db, caller.businessId), invoice),
    startPeriod: invoice.startPeriod,
    endPeriod: invoice.endPeriod,
    totalAmount: invoice.totalAmount,
    couponCode: invoice.couponCode,
    calculation: invoice.calculation as Partial<BillingCalculation>,
    business: {
      name: business.name,
      address: business.address,
      kecamatan: business.kecamatan,
      city: business.city,
      province: business.province,
      postalCode: business.postalCode,
      email: business.email,
    },
  });
}
