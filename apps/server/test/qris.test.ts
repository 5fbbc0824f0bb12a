import { fileMessages } from '@backoffice/contracts/files';
import { qrisMessages } from '@backoffice/contracts/qris';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, files } from '../src/db/schema/index.js';
import { decideQrisDocuments } from '../src/modules/qris/decide-qris.js';
import { pngImage } from './file-fixtures.js';
import { bearer, signIn } from './identity-fixtures.js';
import {
  corporateRequest,
  individualRequest,
  seedPaymentData,
  TEST_BANKS,
  uploadDocument,
} from './qris-fixtures.js';
import { useTestApp } from './test-context.js';

/** Issue 17: payment methods, banks, QRIS registration in both variants, drafts and resubmission. */
describe('QRIS registration and payment methods', () => {
  const context = useTestApp();
  let ownerA: string;
  let ownerB: string;
  let outletA: number;
  let outletB: number;

  beforeAll(async () => {
    ownerA = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    outletA = context.fx.a.outletIds[0]!;
    outletB = context.fx.b.outletIds[0]!;
    await seedPaymentData(context.database.db, context.fx.a.id);
    await seedPaymentData(context.database.db, context.fx.b.id);
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    context.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('lists the banks and the payment methods, with QRIS and the e-wallet needing activation', async () => {
    const banks = await call(ownerA, 'GET', '/business-service/v1/business/banks');
    expect(banks.statusCode).toBe(200);
    expect(banks.json().data.map((bank: { name: string }) => bank.name)).toEqual(
      TEST_BANKS.map((bank) => bank.name).sort(),
    );
    const methods = (await call(ownerA, 'GET', '/payment/v1/payment-methods')).json().data;
    expect(
      methods.map((m: { code: string; is_active: boolean; needs_activation: boolean }) => [
        m.code,
        m.is_active,
        m.needs_activation,
      ]),
    ).toEqual([
      ['CASH', true, false],
      ['DEBIT_CARD', true, false],
      ['QRIS', false, true],
      ['GOPAY', false, true],
    ]);
    const config = (await call(ownerA, 'GET', '/payment/v1/payment-methods')).json().outlets;
    expect(config).toHaveLength(context.fx.a.outletIds.length);
    expect(config[0].active_methods).toEqual(['CASH', 'DEBIT_CARD']);
  });

  it('records an activation request once, refuses QRIS and another business’s method', async () => {
    const methods = (await call(ownerA, 'GET', '/payment/v1/payment-methods')).json().data;
    const gopay = methods.find((m: { code: string }) => m.code === 'GOPAY');
    const qris = methods.find((m: { code: string }) => m.code === 'QRIS');
    const first = await call(ownerA, 'POST', '/payment/v1/activation-request/', {
      payment_method_id: gopay.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().activation_requested_at).not.toBeNull();
    expect(
      (await call(ownerA, 'POST', '/payment/v1/activation-request/', { payment_method_id: gopay.id })).json()
        .code,
    ).toBe('0180-0005');
    expect(
      (await call(ownerA, 'POST', '/payment/v1/activation-request/', { payment_method_id: qris.id })).json()
        .code,
    ).toBe('0180-0006');
    const other = await call(ownerB, 'POST', '/payment/v1/activation-request/', {
      payment_method_id: gopay.id,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a 2 MB+ document and a disguised file at upload, before anything is stored', async () => {
    const before = await context.database.db.select({ id: files.id }).from(files);
    const oversized = Buffer.alloc(2_000_001, 0);
    pngImage(10, 10).copy(oversized);
    const big = await call(ownerA, 'POST', `/file/v1/outlets/${outletA}/files/sync`, {
      data: oversized.toString('base64'),
      filename: 'ktp.png',
      private_access: true,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].message).toBe(fileMessages.maxSize2);
    const disguised = await call(ownerA, 'POST', `/file/v1/outlets/${outletA}/files/sync`, {
      data: Buffer.from('MZ this is a program, not a photo').toString('base64'),
      filename: 'ktp.png',
      private_access: true,
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors[0].message).toBe(fileMessages.uploadFailed);
    expect(await context.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('saves and resumes a draft, kept per business', async () => {
    expect((await call(ownerA, 'GET', '/payment/v1/qris-registrations/draft')).json().data).toBeNull();
    const saved = await call(ownerA, 'PUT', '/payment/v1/qris-registrations/draft', {
      step: 1,
      values: { bank_name: TEST_BANKS[0]!.name, ktp_name: 'Siti' },
    });
    expect(saved.statusCode).toBe(200);
    const resumed = (await call(ownerA, 'GET', '/payment/v1/qris-registrations/draft')).json().data;
    expect(resumed).toMatchObject({ step: 1, values: { ktp_name: 'Siti' } });
    expect((await call(ownerB, 'GET', '/payment/v1/qris-registrations/draft')).json().data).toBeNull();
    const tooBig = await call(ownerA, 'PUT', '/payment/v1/qris-registrations/draft', {
      step: 9,
      values: {},
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses a submission naming another business’s file, a public file, a photo as a deed, unknown bank or outlet', async () => {
    const foreign = await uploadDocument(context.app, ownerB, outletB, 'image');
    const publicFile = await uploadDocument(context.app, ownerA, outletA, 'image', { privateAccess: false });
    const body = individualRequest(outletB, { ktp: foreign, npwp: publicFile });
    const response = await call(ownerA, 'POST', '/payment/v1/qris-registrations', {
      ...body,
      bank_name: 'Bank Antah',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.outlets', message: qrisMessages.outletNotYours, key: 'qris.outletNotYours' },
      { field: 'body.bank_name', message: qrisMessages.bankUnknown, key: 'qris.bankUnknown' },
      { field: 'body.ktp', message: qrisMessages.documentNotYours, key: 'qris.documentNotYours' },
      { field: 'body.npwp', message: qrisMessages.documentNotYours, key: 'qris.documentNotYours' },
    ]);
    const photo = await uploadDocument(context.app, ownerA, outletA, 'image');
    const corporate = corporateRequest(outletA, {
      ktp: photo,
      npwp: photo,
      sk_pendirian: photo,
      sk_perubahan: photo,
      siup: photo,
    });
    const deeds = await call(ownerA, 'POST', '/payment/v1/qris-registrations', corporate);
    expect(
      deeds.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    ).toEqual([
      ['body.sk_pendirian', qrisMessages.pdfOnly],
      ['body.sk_perubahan', qrisMessages.pdfOnly],
    ]);
    // Nothing changed: no registration, the business not pending.
    expect((await call(ownerA, 'GET', '/payment/v1/qris-registrations')).json().data).toBeNull();
  });

  it('refuses markup typed into a text field, naming each field, and stores nothing', async () => {
    const ktp = await uploadDocument(context.app, ownerA, outletA, 'image');
    const npwp = await uploadDocument(context.app, ownerA, outletA, 'image');
    const response = await call(ownerA, 'POST', '/payment/v1/qris-registrations', {
      ...individualRequest(outletA, { ktp, npwp }),
      ktp_name: '<b>Siti</b> Rahayu',
      ktp_address: 'Jl. Kemang <script>alert(1)</script>',
      npwp_name: '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      ['body.ktp_name', 'body.ktp_address', 'body.npwp_name'].map((field) => ({
        field,
        message: qrisMessages.noMarkup,
        key: 'qris.noMarkup',
      })),
    );
    expect((await call(ownerA, 'GET', '/payment/v1/qris-registrations')).json().data).toBeNull();
  });

  it('registers an individual: kyb pending, permit dropped for a WNI, draft gone, a second submission refused', async () => {
    const ktp = await uploadDocument(context.app, ownerA, outletA, 'image');
    const npwp = await uploadDocument(context.app, ownerA, outletA, 'image');
    const response = await call(
      ownerA,
      'POST',
      '/payment/v1/qris-registrations',
      individualRequest(outletA, { ktp, npwp }),
    );
    expect(response.statusCode).toBe(201);
    const registration = response.json();
    expect(registration).toMatchObject({
      type_of_business: 'INDIVIDUAL',
      status: 'pending',
      business_name: 'Warung A',
      outlets: [{ id: outletA }],
    });
    expect(registration.documents.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['ktp', 'pending'],
      ['npwp', 'pending'],
    ]);
    const [business] = await context.database.db
      .select({ kyb: businesses.kybStatus, type: businesses.businessEntityType })
      .from(businesses)
      .where(eq(businesses.id, context.fx.a.id));
    expect(business).toEqual({ kyb: 'pending', type: 'personal' });
    expect((await call(ownerA, 'GET', '/payment/v1/qris-registrations/draft')).json().data).toBeNull();
    const again = await call(
      ownerA,
      'POST',
      '/payment/v1/qris-registrations',
      individualRequest(outletA, { ktp, npwp }),
    );
    expect(again.statusCode).toBe(409);
    // Another business sees none of it.
    expect((await call(ownerB, 'GET', '/payment/v1/qris-registrations')).json().data).toBeNull();
  });

  it('takes back one rejected document, and only a rejected one', async () => {
    const scope = { businessId: context.fx.a.id };
    await decideQrisDocuments(context.database.db, scope, { reject: { kind: 'npwp', reason: 'Foto buram' } });
    let registration = (await call(ownerA, 'GET', '/payment/v1/qris-registrations')).json().data;
    expect(registration.status).toBe('rejected');
    expect(registration.documents[1]).toMatchObject({
      kind: 'npwp',
      status: 'rejected',
      rejection_reason: 'Foto buram',
    });

    const replacement = await uploadDocument(context.app, ownerA, outletA, 'image');
    const notRejected = await call(
      ownerA,
      'PUT',
      '/payment/v1/qris-registrations/documents/ktp',
      replacement,
    );
    expect(notRejected.statusCode).toBe(409);
    const foreign = await uploadDocument(context.app, ownerB, outletB, 'image');
    const refused = await call(ownerA, 'PUT', '/payment/v1/qris-registrations/documents/npwp', foreign);
    expect(refused.statusCode).toBe(400);
    const resent = await call(ownerA, 'PUT', '/payment/v1/qris-registrations/documents/npwp', replacement);
    expect(resent.statusCode).toBe(200);
    registration = resent.json();
    expect(registration.status).toBe('pending');
    expect(registration.documents[1]).toMatchObject({
      status: 'pending',
      file_id: replacement.file_id,
      rejection_reason: null,
    });

    await decideQrisDocuments(context.database.db, scope, { approveAll: true });
    const methods = (await call(ownerA, 'GET', '/payment/v1/payment-methods')).json().data;
    expect(methods.find((m: { code: string }) => m.code === 'QRIS').is_active).toBe(true);
    const config = (await call(ownerA, 'GET', '/payment/v1/payment-methods')).json().outlets;
    const byOutlet = new Map(
      config.map((c: { outlet_id: number; active_methods: string[] }) => [c.outlet_id, c.active_methods]),
    );
    expect(byOutlet.get(outletA)).toContain('QRIS');
    expect(byOutlet.get(context.fx.a.outletIds[1]!)).not.toContain('QRIS');
  });

  it('registers a business (corporate) with its deeds; the director’s permit kept for a WNA', async () => {
    const image = () => uploadDocument(context.app, ownerB, outletB, 'image');
    const pdf = () => uploadDocument(context.app, ownerB, outletB, 'pdf');
    const body = corporateRequest(outletB, {
      ktp: await image(),
      npwp: await image(),
      sk_pendirian: await pdf(),
      sk_perubahan: await pdf(),
      siup: await image(),
    });
    const response = await call(ownerB, 'POST', '/payment/v1/qris-registrations', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().documents.map((d: { kind: string }) => d.kind)).toEqual([
      'ktp',
      'npwp',
      'sk_pendirian',
      'sk_perubahan',
      'siup',
    ]);
    const [business] = await context.database.db
      .select({ type: businesses.businessEntityType })
      .from(businesses)
      .where(eq(businesses.id, context.fx.b.id));
    expect(business!.type).toBe('corporate');
  });

  it('answers 403 to a role without the Payments permission', async () => {
    const none = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    expect((await call(none, 'GET', '/payment/v1/qris-registrations')).statusCode).toBe(403);
  });
});
