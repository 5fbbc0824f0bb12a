import type { Queryable } from '../db/database.js';
import {
  gratuities,
  gratuityOutlets,
  outletCheckoutSettings,
  type PaymentMethodCode,
  paymentMethods,
  salesTypeOutlets,
  salesTypes,
  taxOutlets,
  taxes,
} from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';

export interface Charge {
  id: number;
  name: string;
  percentage: number;
}

export interface SeededCheckout {
  salesTypes: { id: number; name: string }[];
  paymentMethods: { id: number; code: PaymentMethodCode; name: string }[];
  /** The tax charged at an outlet, if any. */
  taxAt: Map<number, Charge>;
  /** The service charge of an outlet's dine-in bills, if any. */
  gratuityAt: Map<number, Charge>;
  roundingAt: Map<number, { multiple: number; mode: 'nearest' | 'up' | 'down' }>;
  includeGratuityTax: boolean;
  /**
   * Where and since when the tills take QRIS (the approved registration's outlets, from its decision on); null
   * when the business has no approved registration, so none of its bills is paid by QRIS (decision 0135).
   */
  qris: { outletIds: ReadonlySet<number>; since: Date } | null;
}

const methods: { code: PaymentMethodCode; name: string; kind: 'cash' | 'card' | 'qris' | 'e_wallet' }[] = [
  { code: 'CASH', name: 'Cash', kind: 'cash' },
  { code: 'QRIS', name: 'QRIS', kind: 'qris' },
  { code: 'DEBIT_CARD', name: 'Debit Card', kind: 'card' },
  { code: 'CREDIT_CARD', name: 'Credit Card', kind: 'card' },
  { code: 'GOPAY', name: 'GoPay', kind: 'e_wallet' },
  { code: 'OVO', name: 'OVO', kind: 'e_wallet' },
];

/** Sales types, tax, service charge, payment methods and rounding of one business and its outlets. */
export async function createCheckoutSetup(db: Queryable, business: SeededBusiness): Promise<SeededCheckout> {
  const { spec } = business;
  const businessId = business.id;
  const stamp = { createdAt: business.createdAt, updatedAt: business.createdAt };

  const salesTypeRows = spec.salesTypes.length
    ? await db
        .insert(salesTypes)
        // The first (Dine In) is the default a new bill starts with: one per business (decision 0153).
        .values(
          spec.salesTypes.map((name, position) => ({
            businessId,
            name,
            position,
            isDefault: position === 0,
            ...stamp,
          })),
        )
        .returning({ id: salesTypes.id, name: salesTypes.name })
    : [];
  // Every outlet's till offers every sales type (the Sales types screen shows and changes where).
  if (salesTypeRows.length && business.outlets.length) {
    await db
      .insert(salesTypeOutlets)
      .values(
        salesTypeRows.flatMap((type) =>
          business.outlets.map((o) => ({ businessId, salesTypeId: type.id, outletId: o.id })),
        ),
      );
  }

  const paymentRows = await db
    .insert(paymentMethods)
    .values(
      methods.map((m, position) => ({
        businessId,
        code: m.code,
        name: m.name,
        kind: m.kind,
        // Card payments are refunded on the card terminal, not from the back office.
        isRefundable: m.kind !== 'card',
        position,
        ...stamp,
      })),
    )
    .returning({ id: paymentMethods.id, code: paymentMethods.code, name: paymentMethods.name });

  const taxAt = new Map<number, Charge>();
  if (spec.taxName) {
    const [tax] = await db
      .insert(taxes)
      .values({ businessId, name: spec.taxName, percentage: spec.taxPercentage, ...stamp })
      .returning({ id: taxes.id, name: taxes.name, percentage: taxes.percentage });
    if (!tax) throw new Error('tax was not inserted');
    const taxed = business.outlets.filter((o) => o.spec.tax);
    if (taxed.length) {
      await db.insert(taxOutlets).values(taxed.map((o) => ({ businessId, taxId: tax.id, outletId: o.id })));
    }
    for (const o of taxed) taxAt.set(o.id, tax);
  }

  const gratuityAt = new Map<number, Charge>();
  const served = business.outlets.filter((o) => o.spec.gratuity);
  if (served.length) {
    const [gratuity] = await db
      .insert(gratuities)
      .values({ businessId, name: 'Service Charge', percentage: 5, ...stamp })
      .returning({ id: gratuities.id, name: gratuities.name, percentage: gratuities.percentage });
    if (!gratuity) throw new Error('gratuity was not inserted');
    await db
      .insert(gratuityOutlets)
      .values(served.map((o) => ({ businessId, gratuityId: gratuity.id, outletId: o.id })));
    for (const o of served) gratuityAt.set(o.id, gratuity);
  }

  const roundingAt = new Map<number, { multiple: number; mode: 'nearest' | 'up' | 'down' }>();
  await db.insert(outletCheckoutSettings).values(
    business.outlets.map((o) => ({
      businessId,
      outletId: o.id,
      roundingEnabled: o.spec.rounding !== null,
      roundingMultiple: o.spec.rounding?.multiple ?? 100,
      roundingMode: o.spec.rounding?.mode ?? 'nearest',
      updatedAt: business.createdAt,
    })),
  );
  for (const o of business.outlets) if (o.spec.rounding) roundingAt.set(o.id, o.spec.rounding);

  return {
    salesTypes: salesTypeRows,
    paymentMethods: paymentRows.map((row) => ({ ...row, code: row.code as PaymentMethodCode })),
    taxAt,
    gratuityAt,
    roundingAt,
    includeGratuityTax: spec.includeGratuityTax,
    qris: null,
  };
}
