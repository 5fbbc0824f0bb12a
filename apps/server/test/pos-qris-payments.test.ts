import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import { paymentMethods, qrisRegistrationOutlets, qrisRegistrations } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { seedPaymentData } from './qris-fixtures.js';
import { useTestApp } from './test-context.js';

/**
 * A business's orders use only the methods it has (decision 0135): a till offers QRIS, and ingestion takes a QRIS
 * payment, only at an outlet of the business's approved QRIS registration — as the Payment Methods page says.
 */
describe('pos: QRIS only where the business has it', () => {
  const context = useTestApp();
  let first: string;
  let second: string;
  let qrisMethodId: number;

  const qrisOrder = (at: string, byId: boolean) => {
    const order = completedOrder(at);
    const [cash, rest] = order.payments!;
    const qris = { ...rest!, method_code: 'qris', method_name: 'QRIS' };
    return { ...order, payments: [cash!, byId ? { ...qris, payment_method_id: qrisMethodId } : qris] };
  };
  const catalogueMethods = async (credential: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/pos/v1/catalogue',
      headers: bearer(credential),
    });
    return response.json<PosCatalogue>().payment_methods.map((m) => m.code);
  };

  beforeAll(async () => {
    const { db } = context.database;
    const businessId = context.fx.a.id;
    await seedPaymentData(db, businessId);
    // The method row is switched on: its activity alone does not give an outlet QRIS, the approval does.
    await db
      .update(paymentMethods)
      .set({ isActive: true })
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.code, 'QRIS')));
    const [qris] = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.code, 'QRIS')));
    qrisMethodId = qris!.id;
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    first = (await pairDevice(context.app, owner, context.fx.a.outletIds[0]!)).credential;
    second = (await pairDevice(context.app, owner, context.fx.a.outletIds[1]!, 'Kasir 2')).credential;
  });

  it('refuses QRIS payments and leaves QRIS off the till while the business has no approved registration', async () => {
    expect(await catalogueMethods(first)).not.toContain('QRIS');
    const byCode = qrisOrder('2026-11-21T09:00:00+07:00', false);
    const byId = qrisOrder('2026-11-21T09:10:00+07:00', true);
    const cashOnly = completedOrder('2026-11-21T09:20:00+07:00', {
      payments: [{ uuid: crypto.randomUUID(), method_code: 'cash', method_name: 'Cash', amount: 76_900 }],
    });
    const result = await sendBatchOk(context.app, first, [byCode, byId, cashOnly]);
    expect(result).toMatchObject({ accepted: 1, refused: 2 });
    for (const refused of result.results.slice(0, 2)) {
      expect(refused.status).toBe('refused');
      expect(refused.errors).toEqual([
        { field: 'payments.1.method_code', message: 'QRIS is not approved for this outlet.' },
      ]);
    }
  });

  it('offers and takes QRIS at the approved registration’s outlet only', async () => {
    const { db } = context.database;
    const businessId = context.fx.a.id;
    const [registration] = await db
      .insert(qrisRegistrations)
      .values({
        businessId,
        typeOfBusiness: 'INDIVIDUAL',
        status: 'approved',
        details: {},
        decidedAt: new Date('2026-11-01T00:00:00Z'),
      })
      .returning({ id: qrisRegistrations.id });
    await db
      .insert(qrisRegistrationOutlets)
      .values({ businessId, registrationId: registration!.id, outletId: context.fx.a.outletIds[0]! });

    expect(await catalogueMethods(first)).toContain('QRIS');
    expect(await catalogueMethods(second)).not.toContain('QRIS');
    const accepted = await sendBatchOk(context.app, first, [qrisOrder('2026-11-22T09:00:00+07:00', true)]);
    expect(accepted).toMatchObject({ accepted: 1, refused: 0 });
    const elsewhere = await sendBatchOk(context.app, second, [qrisOrder('2026-11-22T09:05:00+07:00', false)]);
    expect(elsewhere).toMatchObject({ accepted: 0, refused: 1 });
  });
});
