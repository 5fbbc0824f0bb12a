import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingInvoices,
  campaigns,
  customers,
  discounts,
  itemVariants,
  items,
  mailOutbox,
  packageDeals,
} from '../src/db/schema/index.js';
import { deletionConfirmationMail } from '../src/modules/deletion/deletion-mail.js';
import { bearer, signIn } from './identity-fixtures.js';
import { readSheetRows, type SheetRow } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA, setOutletZone } from './transaction-fixtures.js';
import { waitFor } from './wait-for.js';

const PUBLIC_URL = 'http://bundle.test';
const BUNDLES = '/api/business-service/v1/businesses/data-bundles';
const TICKETS = '/api/business-service/v1/businesses/business-deletion-tickets';

/** Issue 18 item 3 (decision 0088): the owner's data bundle before deletion, only this business's rows. */
describe('data bundle before account deletion', () => {
  const context = useTestApp({ env: { PUBLIC_URL } });
  let owner: string;
  let manager: string;
  let ownerB: string;

  /** Records of one business, each name marked with its tag so a leak from the other business shows. */
  async function seed(businessId: number, outletId: number, userId: number, tag: string) {
    const { db } = context.database;
    await setOutletZone(db, businessId, outletId, JAKARTA);
    await insertOrder(db, {
      businessId,
      outletId,
      zone: JAKARTA,
      at: new Date('2025-06-01T03:00:00Z'),
      subtotal: 20_000,
      items: [`Kopi ${tag}`],
      receipt: `R-${tag}`,
      userId,
    });
    const [item] = await db
      .insert(items)
      .values({ businessId, name: `Kopi ${tag}` })
      .returning({ id: items.id });
    await db.insert(itemVariants).values({ businessId, itemId: item!.id, name: 'Large', price: 25_000 });
    await db.insert(customers).values({ businessId, name: `Customer ${tag}`, phone: '0812' });
    await db.insert(discounts).values({ businessId, name: `Discount ${tag}`, type: 'cash', amount: 5_000 });
    await db.insert(campaigns).values({
      businessId,
      name: `Campaign ${tag}`,
      images: [],
      duration: 5,
      startDate: new Date('2025-01-01T00:00:00Z'),
    });
    const [deal] = await db
      .insert(packageDeals)
      .values({
        displayName: 'Monthly',
        subscriptionName: 'Monthly',
        cycle: 1,
        pricePerMonth: 249_000,
        originalPricePerMonth: 249_000,
        employeeSlotPricePerMonth: 25_000,
      })
      .returning({ id: packageDeals.id });
    await db.insert(billingInvoices).values({
      businessId,
      orderId: `ORDER-${tag}`,
      invoiceNumber: `INV/${tag}`,
      status: 'paid',
      cycle: 1,
      packageDealId: deal!.id,
      calculation: {},
      outletIds: [],
      totalAmount: 249_000,
      startPeriod: '2025-06-01',
      endPeriod: '2025-07-01',
    });
  }

  beforeAll(async () => {
    const { a, b } = context.fx;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    manager = (await signIn(context.app, a.manager.email)).access_token;
    ownerB = (await signIn(context.app, b.owner.email)).access_token;
    await seed(a.id, a.outletIds[0]!, a.owner.id, 'AAA');
    await seed(b.id, b.outletIds[0]!, b.owner.id, 'BBB');
  });

  const ask = (token: string, format = 'xlsx') =>
    context.app.inject({ method: 'POST', url: BUNDLES, headers: bearer(token), payload: { format } });
  const latest = (token: string) =>
    context.app.inject({ method: 'GET', url: `${BUNDLES}/latest`, headers: bearer(token) });

  async function finished(token: string) {
    let body: { bundle: { status: string; file_url: string | null; expires_at: string | null } | null } = {
      bundle: null,
    };
    await expect
      .poll(
        async () => {
          body = (await latest(token)).json();
          return body.bundle?.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .not.toBe('IN_PROGRESS');
    return body.bundle!;
  }

  async function sheetsOf(url: string) {
    const response = await context.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const sheets: Record<string, SheetRow[]> = {};
    for (const name of Object.keys(zip.files)) {
      const data = await zip.files[name]!.async('nodebuffer');
      sheets[name] = await readSheetRows(data, name.endsWith('.csv') ? 'csv' : 'xlsx');
    }
    return sheets;
  }

  it('refuses anyone but the owner and answers no bundle before one is asked for', async () => {
    expect((await ask(manager)).statusCode).toBe(403);
    expect((await latest(manager)).statusCode).toBe(403);
    expect((await latest(owner)).json()).toEqual({ bundle: null });
  });

  it('writes a zip of six sheets holding this business’s rows and none of another’s', async () => {
    const created = await ask(owner);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'IN_PROGRESS', file_url: null, format: 'xlsx' });
    // A second click while it is written answers the same bundle.
    expect((await ask(owner)).json().id).toBe(created.json().id);

    const bundle = await finished(owner);
    expect(bundle.status).toBe('SUCCESS');
    expect(bundle.expires_at).not.toBeNull();
    const sheets = await sheetsOf(bundle.file_url!);
    expect(Object.keys(sheets).sort()).toEqual(
      ['campaigns', 'customers', 'discounts', 'invoices', 'items', 'transactions'].map((s) => `${s}.xlsx`),
    );
    const text = (name: string) => JSON.stringify(sheets[name]);
    expect(sheets['transactions.xlsx']![0]).toContain('Receipt Number');
    expect(text('transactions.xlsx')).toContain('R-AAA');
    expect(sheets['items.xlsx']![1]).toEqual(expect.arrayContaining(['Kopi AAA', 'Large', 25_000]));
    expect(text('customers.xlsx')).toContain('Customer AAA');
    expect(text('discounts.xlsx')).toContain('Discount AAA');
    expect(text('campaigns.xlsx')).toContain('Campaign AAA');
    expect(sheets['invoices.xlsx']![1]).toEqual(expect.arrayContaining(['INV/AAA', 'paid', 249_000]));
    for (const name of Object.keys(sheets)) expect(text(name)).not.toContain('BBB');

    // The report exports neither list nor show it: it is the owner's alone.
    const history = await context.app.inject({
      method: 'GET',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
    });
    expect(history.json().results).toEqual([]);
    const asExport = await context.app.inject({
      method: 'GET',
      url: `/api/exporting/v1/exports/${created.json().id}`,
      headers: bearer(manager),
    });
    expect(asExport.statusCode).toBe(404);
    // Another business sees none.
    expect((await latest(ownerB)).json()).toEqual({ bundle: null });
  });

  it('writes CSV sheets when asked', async () => {
    expect((await ask(ownerB, 'csv')).statusCode).toBe(201);
    const bundle = await finished(ownerB);
    const sheets = await sheetsOf(bundle.file_url!);
    expect(Object.keys(sheets)).toHaveLength(6);
    expect(JSON.stringify(sheets['customers.csv'])).toContain('Customer BBB');
    for (const name of Object.keys(sheets)) expect(JSON.stringify(sheets[name])).not.toContain('AAA');
  });

  it('puts a download link that outlives the sessions in the confirmation mail', async () => {
    const { a } = context.fx;
    const ticketOf = async (token: string) =>
      (
        await context.app.inject({
          method: 'POST',
          url: TICKETS,
          headers: bearer(token),
          payload: { reason: 'Privacy issues' },
        })
      ).json().ticket_number as string;
    const mailTo = async (email: string, ticket: string) => {
      let text = '';
      await waitFor(async () => {
        const mails = await context.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email)));
        text = mails.find((mail) => mail.subject.includes(ticket))?.text ?? '';
        return text !== '';
      }, 'the confirmation mail');
      return text;
    };

    const ticketA = await ticketOf(owner);
    const mailA = await mailTo(a.owner.email, ticketA);
    expect(mailA).toContain(ticketA);
    const link = /http:\/\/bundle\.test(\S+)/.exec(mailA)?.[1];
    expect(link).toBeDefined();
    // The owner is signed out and frozen now; the mailed link still downloads the zip.
    const sheets = await sheetsOf(`${PUBLIC_URL}${link!}`);
    expect(Object.keys(sheets)).toHaveLength(6);

    expect(mailA).not.toContain('call us on 1500970 and give the ticket number ' + ticketA);
  });

  it('tells an owner who made no bundle how to ask support for the data, in both languages', () => {
    const input = {
      businessName: 'Kopi',
      ticketNumber: 'DEL-20261127-ABCDEF',
      purgeOn: '2027-01-12',
      dataLink: null,
    };
    expect(deletionConfirmationMail(input, 'en').text).toContain(
      'For a copy, call us on 1500970 and give the ticket number DEL-20261127-ABCDEF before 2027-01-12.',
    );
    expect(deletionConfirmationMail(input, 'id').text).toContain('DEL-20261127-ABCDEF sebelum 2027-01-12');
  });
});
