import { describe, expect, it } from 'vitest';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

const NUL_ANSWER = { code: 'VALIDATION_ERROR', errors: [{ message: 'Must not contain the NUL character.' }] };

function filled(url: string, nulParam?: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    name === nulParam ? encodeURIComponent('a\0b') : '1',
  );
}

/**
 * Issue 27 item 5: a NUL in a query string or a path segment is a client mistake on every route, refused with 400
 * in the error shape before the route's own validation, like a NUL in a body field (platform/http/refuse-nul.ts).
 */
describe('NUL in query strings and path parameters', () => {
  const context = useTestApp();

  it('answers 400 on the two addresses that answered 500', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const pdf = await context.app.inject({
      method: 'GET',
      url: '/api/billing/v1/invoices/pdf?invoice_number=a%00b',
      headers: bearer(owner.access_token),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({
      ...NUL_ANSWER,
      errors: [{ field: 'querystring.invoice_number' }],
    });
    const status = await context.app.inject({
      method: 'GET',
      url: '/api/billings/update_payment_status?order_id=a%00b&status_code=200&transaction_status=settlement',
      headers: bearer(owner.access_token),
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ ...NUL_ANSWER, errors: [{ field: 'querystring.order_id' }] });
  });

  it('answers 400 on every route to a NUL in a query parameter, declared or not, and in each path parameter', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const problems: string[] = [];
    let sent = 0;
    for (const record of context.app.routeRecords) {
      // A device route answers a person's token with 401 before anything else (decision 0070).
      if (record.method === 'HEAD' || record.access === 'device' || record.url.startsWith('/api/docs'))
        continue;
      const targets = [
        { label: 'query', url: `${filled(record.url)}?nul_probe=a%00b` },
        ...[...record.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
          label: `path.${match[1]}`,
          url: filled(record.url, match[1]),
        })),
      ];
      for (const target of targets) {
        const response = await context.app.inject({
          method: record.method as 'GET',
          url: target.url,
          headers: bearer(owner.access_token),
        });
        sent++;
        const body =
          response.statusCode === 400 ? (response.json() as { errors?: { message: string }[] }) : null;
        if (response.statusCode !== 400 || body?.errors?.[0]?.message !== NUL_ANSWER.errors[0]!.message) {
          problems.push(`${record.method} ${record.url} ${target.label}: ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 120_000);
});
