import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, publicInvoiceSchema } from '@backoffice/contracts/invoices';
import { businesses, orders, outlets } from '../src/db/schema/index.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, insertRefund, insertVoid, JAKARTA, type WrittenOrder } from './transaction-fixtures.js';

const PUBLIC = '/api/order-reporting/v1/public/invoices';
const SIGNED_IN = '/api/order-reporting/backoffice/v1/invoices';
const UNKNOWN = 'A'.repeat(43);

/** What a public link must send with every answer, errors included. */
function expectPrivateHeaders(headers: Record<string, unknown>) {
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('transactions: the printable invoice, read without sign-in', () => {
  const context = useTestApp();
  let owner: string;
  let stranger: string;
  let invoice: WrittenOrder;
  let sibling: WrittenOrder;
  let foreign: WrittenOrder;

  const readPublic = (token: string) => context.app.inject({ method: 'GET', url: `${PUBLIC}/${token}` });
  const readSignedIn = (bearerToken: string, token: string) =>
    context.app.inject({ method: 'GET', url: `${SIGNED_IN}/${token}`, headers: bearer(bearerToken) });

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    // Business details the invoice must not carry: only the name is the print header's.
    await db
      .update(businesses)
      .set({
        email: 'secret-owner@example.com',
        phone: '+62-SECRET-PHONE',
        address: 'Jl. Rahasia 99',
        referralCode: 'SECRET-REFERRAL',
      })
      .where(eq(businesses.id, a.id));
    await db
      .update(outlets)
      .set({ address: 'Jl. Sudirman 1, Jakarta', phoneNumber: '021-555-0101' })
      .where(and(eq(outlets.businessId, a.id), eq(outlets.id, a.outletIds[0]!)));
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    const at = new Date('2024-05-06T04:00:00Z');
    const base = { businessId: a.id, outletId: a.outletIds[0]!, zone: JAKARTA, userId: a.owner.id };
    invoice = await insertOrder(context.database.db, {
      ...base,
      at,
      subtotal: 45_000,
      discount: 5_000,
      tax: 4_000,
      receipt: 'PRINT-0001',
      items: ['Kopi Susu', 'Roti Bakar', 'Es Teh'],
    });
    await insertRefund(db, {
      ...base,
      orderId: invoice.id,
      at: new Date('2024-05-07T04:00:00Z'),
      net: 15_000,
    });
    await insertVoid(db, { ...base, orderId: invoice.id, at, itemName: 'Es Jeruk' });
    sibling = await insertOrder(db, {
      ...base,
      at,
      receipt: 'SIBLING-0002',
      items: ['Sibling Secret Dish'],
    });
    foreign = await insertOrder(db, {
      businessId: b.id,
      outletId: b.outletIds[0]!,
      zone: JAKARTA,
      at,
      receipt: 'FOREIGN-0003',
      items: ['Foreign Secret Dish'],
    });
  });

  it('answers the invoice to anyone holding the link, with the headers that keep it private', async () => {
    const response = await readPublic(invoice.token);
    expect(response.statusCode).toBe(200);
    expectPrivateHeaders(response.headers);
    const body = publicInvoiceSchema.parse(response.json());
    expect(body).toMatchObject({
      invoice_no: 'PRINT-0001',
      invoice_status: 'paid',
      business_language: 'id',
      outlet_address: 'Jl. Sudirman 1, Jakarta',
      outlet_phone: '021-555-0101',
    });
    expect(body.business_name).not.toBe('');
  });

  it('adds up exactly as the signed-in read does', async () => {
    const signedIn = invoiceDetailSchema.parse((await readSignedIn(owner, invoice.token)).json());
    const body = publicInvoiceSchema.parse((await readPublic(invoice.token)).json());
    const { refundable: _refundable, refund_availability: _availability, ...shared } = signedIn;
    expect({ ...body, business_language: undefined }).toEqual({ ...shared, business_language: undefined });
    expect(
      body.subtotal - body.total_discount + body.total_gratuity + body.total_tax + body.total_rounding_amount,
    ).toBe(body.total_collected_amount);
    expect(body.total_collected_amount).toBe(44_000);
    expect(body.total_refund).toBe(-15_000);
    expect(body.order_refunds).toHaveLength(1);
    expect(body.void_items.map((line) => line.item_name)).toEqual(['Es Jeruk']);
  });

  it("carries nothing of another order, another business, or the business's own private details", async () => {
    const response = await readPublic(invoice.token);
    const text = response.body;
    for (const absent of [
      'SIBLING-0002',
      'Sibling Secret Dish',
      sibling.token,
      'FOREIGN-0003',
      'Foreign Secret Dish',
      foreign.token,
      'secret-owner@example.com',
      'SECRET-PHONE',
      'Jl. Rahasia',
      'SECRET-REFERRAL',
      'refund_availability',
      'refundable',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    // The public link opens no door in the back office: another business still cannot read it signed in.
    expect((await readSignedIn(stranger, invoice.token)).statusCode).toBe(404);
    // The other business's link opens its own invoice only.
    const other = publicInvoiceSchema.parse((await readPublic(foreign.token)).json());
    expect(other.invoice_no).toBe('FOREIGN-0003');
    expect(JSON.stringify(other)).not.toContain('PRINT-0001');
  });

  it('refuses a malformed token with 400 and an unknown one with 404, with the same headers', async () => {
    // Longer than the router takes a parameter: refused before any route, with nothing of an invoice to keep.
    const tooLong = await readPublic('x'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_ERROR');
    for (const malformed of ['a%20b', 'abc$def', '%00', 'a.b', '%F0%9F%98%80', "'%20or%201=1--"]) {
      const response = await readPublic(malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expectPrivateHeaders(response.headers);
    }
    const unknown = await readPublic(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expectPrivateHeaders(unknown.headers);
  });

  it('opens nothing once the link is revoked, answering exactly as for an unknown token', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const revoked = await insertOrder(db, {
      businessId: a.id,
      outletId: a.outletIds[0]!,
      zone: JAKARTA,
      at: new Date('2024-05-08T04:00:00Z'),
    });
    expect((await readPublic(revoked.token)).statusCode).toBe(200);
    await db
      .update(orders)
      .set({ orderTokenRevokedAt: new Date() })
      .where(and(eq(orders.businessId, a.id), eq(orders.id, revoked.id)));
    const response = await readPublic(revoked.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe((await readPublic(UNKNOWN)).body);
  });
});

describe('transactions: reissuing a printable invoice link', () => {
  const context = useTestApp();
  let owner: string;
  let stranger: string;

  const reissue = (bearerToken: string | undefined, token: string) =>
    context.app.inject({
      method: 'POST',
      url: `${SIGNED_IN}/${token}/reissue`,
      headers: bearerToken ? bearer(bearerToken) : {},
    });
  const readPublic = (token: string) => context.app.inject({ method: 'GET', url: `${PUBLIC}/${token}` });

  const writeOrder = (outletIndex = 0) =>
    insertOrder(context.database.db, {
      businessId: context.fx.a.id,
      outletId: context.fx.a.outletIds[outletIndex]!,
      zone: JAKARTA,
      at: new Date('2024-06-01T04:00:00Z'),
    });

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
  });

  it('gives a new link at once: the old one opens nothing, the new one opens the same invoice', async () => {
    const order = await writeOrder();
    const before = publicInvoiceSchema.parse((await readPublic(order.token)).json());
    const response = await reissue(owner, order.token);
    expect(response.statusCode).toBe(200);
    const { order_token: fresh } = response.json() as { order_token: string };
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(order.token);

    expect((await readPublic(order.token)).statusCode).toBe(404);
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: `${SIGNED_IN}/${order.token}`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(404);
    const after = publicInvoiceSchema.parse((await readPublic(fresh)).json());
    expect({ ...after, order_token: '' }).toEqual({ ...before, order_token: '' });
    expect(after.order_token).toBe(fresh);
    // The old token is spent: reissuing it again finds nothing.
    expect((await reissue(owner, order.token)).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous reissues of the same link win', async () => {
    const order = await writeOrder();
    const answers = await Promise.all([reissue(owner, order.token), reissue(owner, order.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as { order_token: string };
    expect((await readPublic(winner.order_token)).statusCode).toBe(200);
  });

  it("never reissues another business's link, nor one beyond a manager's outlets, nor without sign-in", async () => {
    const order = await writeOrder();
    expect((await reissue(stranger, order.token)).statusCode).toBe(404);
    expect((await reissue(undefined, order.token)).statusCode).toBe(401);
    const { db } = context.database;
    const { a } = context.fx;
    await limitToOutlets(db, a.id, a.manager.id, [a.outletIds[1]!]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    expect((await reissue(manager, order.token)).statusCode).toBe(404);
    // None of them changed anything: the link still opens the invoice.
    expect((await readPublic(order.token)).statusCode).toBe(200);
  });

  it('refuses a malformed token with 400', async () => {
    const response = await reissue(owner, 'a.b');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
