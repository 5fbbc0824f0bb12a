import { accountErrors } from '@backoffice/contracts/account';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessDeletionTickets,
  businesses,
  featureSubscriptions,
  mailOutbox,
  outlets,
} from '../src/db/schema/index.js';
import { requestBusinessDeletion } from '../src/modules/deletion/request-business-deletion.js';
import { bearer, FIXTURE_PASSWORD, signIn } from './identity-fixtures.js';
import { testDatabaseKind } from './test-database.js';
import { useTestApp } from './test-context.js';
import { waitFor } from './wait-for.js';
import type { TokenResponse } from '@backoffice/contracts/account';

const TICKETS = '/api/business-service/v1/businesses/business-deletion-tickets';
const request = { reason: 'Business is permanently closed', notes: 'Closing the shop' };

/** Issue 18: the deletion request, owner only, and everything that ends with it. */
describe('account deletion request', () => {
  const context = useTestApp();
  let ownerDevice1: TokenResponse;
  let ownerDevice2: TokenResponse;
  let manager: TokenResponse;
  let ownerB: TokenResponse;

  const post = (token: string, payload: Record<string, unknown> = request) =>
    context.app.inject({ method: 'POST', url: TICKETS, headers: bearer(token), payload });
  const profile = (token: string) =>
    context.app.inject({ method: 'GET', url: '/api/account/v2/profile', headers: bearer(token) });
  const refresh = (token: string) =>
    context.app.inject({ method: 'POST', url: '/api/account/v2/token', headers: bearer(token) });

  beforeAll(async () => {
    const { fx } = context;
    ownerDevice1 = await signIn(context.app, fx.a.owner.email);
    ownerDevice2 = await signIn(context.app, fx.a.owner.username);
    manager = await signIn(context.app, fx.a.manager.email);
    ownerB = await signIn(context.app, fx.b.owner.email);
    await context.database.db
      .insert(featureSubscriptions)
      .values({ businessId: fx.a.id, featureName: 'Loyalty', isSubscribing: true });
    await context.database.db
      .update(businesses)
      .set({ billingMode: 'recurring' })
      .where(eq(businesses.id, fx.a.id));
  });

  it('refuses a manager and a role without grants with the server message, changing nothing', async () => {
    const noGrants = await signIn(context.app, context.fx.a.noGrants.email);
    for (const token of [manager.access_token, noGrants.access_token]) {
      const response = await post(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the business owner can do this.',
      });
    }
    expect(await context.database.db.select().from(businessDeletionTickets)).toHaveLength(0);
    expect((await profile(manager.access_token)).statusCode).toBe(200);
  });

  it('refuses a request without a valid reason', async () => {
    const response = await post(ownerDevice1.access_token, { reason: 'Bored', notes: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'body.reason',
      message: 'Please choose a reason.',
    });
  });

  it('answers a ticket and ends every session of the business at once', async () => {
    const response = await post(ownerDevice1.access_token);
    expect(response.statusCode).toBe(201);
    const ticket: string = response.json().ticket_number;
    expect(ticket).toMatch(/^DEL-\d{8}-[2-9A-HJ-NP-Z]{6}$/);

    // The owner's other device and the manager: their next call is refused, and so is every refresh.
    for (const tokens of [ownerDevice1, ownerDevice2, manager]) {
      const next = await profile(tokens.access_token);
      expect(next.statusCode).toBe(401);
      expect(next.json().code).toBe('SESSION_ENDED');
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    }
    // Another business is untouched.
    expect((await profile(ownerB.access_token)).statusCode).toBe(200);

    // Sign-in is refused with a message naming the ticket, once the password is right; a wrong one says only that.
    const login = (login: string, password = FIXTURE_PASSWORD) =>
      context.app.inject({ method: 'POST', url: '/api/account/v2/login', payload: { login, password } });
    const refused = await login(context.fx.a.manager.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'BUSINESS_FROZEN',
      message: `This business account is being deleted (ticket ${ticket}), so signing in is no longer possible.`,
      errors: [{ field: 'ticket_number', message: ticket }],
    });
    expect((await login(context.fx.a.owner.email, 'wrong password')).json().message).toBe(
      accountErrors.INVALID_CREDENTIALS.message,
    );
    // Another business's people still sign in: the ticket freezes its own business only.
    expect((await login(context.fx.b.owner.email)).statusCode).toBe(200);

    // Frozen, subscriptions ended (recurring stopped, outlets and add-ons), nothing refunded.
    const [business] = await context.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, context.fx.a.id));
    expect(business?.frozenAt).not.toBeNull();
    expect(business?.billingMode).toBe('regular');
    const outletRows = await context.database.db
      .select()
      .from(outlets)
      .where(eq(outlets.businessId, context.fx.a.id));
    expect(outletRows.every((row) => row.isActiveSubscription === false)).toBe(true);
    const [addOn] = await context.database.db
      .select()
      .from(featureSubscriptions)
      .where(eq(featureSubscriptions.businessId, context.fx.a.id));
    expect(addOn?.isSubscribing).toBe(false);
    const [businessB] = await context.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, context.fx.b.id));
    expect(businessB?.frozenAt).toBeNull();

    // The confirmation mail names the ticket.
    await waitFor(async () => {
      const mails = await context.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, context.fx.a.owner.email)));
      return mails.some((mail) => mail.subject.includes(ticket) && mail.text.includes(ticket));
    }, 'the confirmation mail');

    // A second request of the same business (a double submit that passed authentication before the first
    // committed) gets the same ticket and changes nothing.
    const owner = context.fx.a.owner;
    const again = await requestBusinessDeletion(
      {
        db: context.database.db,
        mailer: context.app.mailer,
        holidays: new Set(),
        now: () => new Date(),
        links: { publicUrl: '', secret: 'unused' },
      },
      {
        userId: owner.id,
        businessId: context.fx.a.id,
        roleId: owner.roleId,
        roleName: 'Owner',
        isOwner: true,
        email: owner.email,
        allOutlets: true,
        outletIds: [],
        outlets: [],
        sessionId: 'the first request',
        authType: 'email',
        permissions: new Set(),
      },
      { reason: 'Other reasons', notes: null },
      'en',
    );
    expect(again.ticket_number).toBe(ticket);
    expect(await context.database.db.select().from(businessDeletionTickets)).toHaveLength(1);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('account deletion request racing itself', () => {
  const context = useTestApp();

  it('gives two simultaneous requests of one owner the same ticket', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: TICKETS,
        headers: bearer(owner.access_token),
        payload: request,
      });
    const [first, second] = await Promise.all([send(), send()]);
    const answered = [first, second].filter((response) => response.statusCode === 201);
    // Both passed authentication before either committed, or the second arrived after and its session had ended.
    for (const response of [first, second]) expect([201, 401]).toContain(response.statusCode);
    expect(new Set(answered.map((response) => response.json().ticket_number)).size).toBe(1);
    expect(await context.database.db.select().from(businessDeletionTickets)).toHaveLength(1);
  });
});
