import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { receiptEndpoints } from '@backoffice/contracts/receipts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { mailLanguageOf } from '../../platform/mail/mail-language.js';
import type { ReceiptMailJob } from './deliver-receipt.js';
import { getInvoice } from './get-invoice.js';
import { getPublicInvoice } from './get-public-invoice.js';
import { reissueInvoiceLink } from './reissue-invoice-link.js';
import { sendReceipt } from './send-receipt.js';

const tags = ['transactions'];
const access = { permission: 'reports.transactions' } as const;

/** The signed-in invoice read, its link's reissue and the receipt mail, all under Reports › Transactions. */
export function registerReceiptRoutes(
  app: FastifyInstance,
  jobs: { receipts: JobSender<ReceiptMailJob> },
): void {
  const db = () => app.deps.database.db;

  routeEndpoint(app, invoiceEndpoints.detail, { tags, config: { access } }, (request) =>
    getInvoice(db(), callerOf(request), request.params.token, app.deps.clock?.() ?? new Date()),
  );
  routeEndpoint(app, invoiceEndpoints.reissue, { tags, config: { access } }, (request) =>
    reissueInvoiceLink(db(), callerOf(request), request.params.token),
  );
  routeEndpoint(app, receiptEndpoints.email, { tags, config: { access } }, (request) =>
    sendReceipt(
      { db: db(), receipts: jobs.receipts, now: app.deps.clock?.() ?? new Date() },
      callerOf(request),
      request.body,
      // The business keeps no language of its own: the receipt speaks the sender's (decision 0047).
      mailLanguageOf(request.cookies.lang, request.headers['accept-language']),
    ),
  );
}

/**
 * Headers of every answer of the public invoice read, errors included (decision 0044): the link is a secret, so
 * no search engine keeps it, no cache stores the bill and no page it leads to learns it.
 */
export const PUBLIC_INVOICE_HEADERS = {
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
} as const;

/** The printable invoice read: no sign-in, the token is the key. In a scope of its own for its headers. */
export async function registerPublicInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(PUBLIC_INVOICE_HEADERS);
    });
    routeEndpoint(scope, invoiceEndpoints.publicDetail, { tags, config: { access: 'public' } }, (request) =>
      getPublicInvoice(db(), request.params.token, app.deps.clock?.() ?? new Date()),
    );
  });
}
