import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { packageDeals } from '../src/db/schema/index.js';
import { freePort } from './free-port.js';
import { startTestApp, stopTestApp, type TestContext } from './test-context.js';

/** The package deal the billing tests price against: Rp 249,000 an outlet a month, slots Rp 25,000. */
export const MONTHLY_DEAL = {
  displayName: 'Monthly',
  subscriptionName: 'Moka POS Monthly',
  cycle: 1,
  pricePerMonth: 249_000,
  originalPricePerMonth: 299_000,
  employeeSlotPricePerMonth: 25_000,
} as const;

export interface BillingApp extends TestContext {
  /** Where the app listens, which is also its `PUBLIC_URL`. */
  base: string;
  /** The id of {@link MONTHLY_DEAL}. */
  dealId: number;
}

/**
 * The billing tests' app: it listens on a loopback port known before it starts, because the sandbox gateway sends
 * the owner back and its notifications to `PUBLIC_URL` over real HTTP; the monthly deal is on offer.
 */
export async function startBillingApp(clock: () => Date): Promise<BillingApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const context = await startTestApp({ clock, env: { PUBLIC_URL: base } });
  try {
    await context.app.listen({ port, host: '127.0.0.1' });
    const [deal] = await context.database.db
      .insert(packageDeals)
      .values(MONTHLY_DEAL)
      .returning({ id: packageDeals.id });
    return { ...context, base, dealId: deal!.id };
  } catch (error) {
    await stopTestApp(context);
    throw error;
  }
}

/** Waits until every queued payment result (the gateway's notifications, handled by a job) has run. */
export function paymentResultsDrained(database: DatabaseHandle): Promise<void> {
  return expect
    .poll(
      async () => {
        const jobs = await database.executeSql(
          `select count(*)::int as n from pgboss.job where name = 'billing-payment-result' and state not in ('completed', 'failed')`,
          [],
        );
        return (jobs.rows[0] as { n: number }).n;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(0);
}
