import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { receiptEndpoints } from '@backoffice/contracts/receipts';
import { IDEMPOTENCY_KEY_HEADER, refundEndpoints } from '@backoffice/contracts/refunds';
import { reportingEndpoints } from '@backoffice/contracts/reporting';
import { transactionEndpoints } from '@backoffice/contracts/transactions';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { mailLanguageOf } from '../../platform/mail/mail-language.js';
import type { ReceiptMailJob } from './deliver-receipt.js';
import { getInvoice } from './get-invoice.js';
import { getPublicInvoice } from './get-public-invoice.js';
import { reissueInvoiceLink } from './reissue-invoice-link.js';
import { getCancelledOrder } from './get-cancelled-order.js';
import { listCancelledOrders } from './list-cancelled-orders.js';
import { listPaymentMethods } from './list-payment-methods.js';
import { listVoidItems } from './list-void-items.js';
import { summarizeCancelledOrders } from './summarize-cancelled-orders.js';
import { summarizeVoidItems } from './summarize-void-items.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { summarizeOrders } from './summarize-orders.js';
import { sendReceipt } from './send-receipt.js';
import { issueRefund } from './issue-refund.js';
import { previewRefund } from './preview-refund.js';
import { outletIdHeader } from './refund-headers.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotent.js';
import { runReportingQuery } from './run-reporting-query.js';

const tags = ['transactions'];
const access = { permission: 'reports.transactions' } as const;
/** reading-notes §9: issuing a refund needs Reports › Transactions and the App permission "Issue Refunds". */
const refundAccess = { permission: ['reports.transactions', 'app.issue_refunds'] } as const;

export function registerTransactionRoutes(
  app: FastifyInstance,
  jobs: { receipts: JobSender<ReceiptMailJob> },
): void {
  const db = () => app.deps.database.db;
  const endpoints = transactionEndpoints;

  routeEndpoint(app, endpoints.listOrders, { tags, config: { access } }, (request) =>
    listOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.orderSummary, { tags, config: { access } }, (request) =>
    summarizeOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.orderDetail, { tags, config: { access } }, (request) =>
    getOrder(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.listCancelled, { tags, config: { access } }, (request) =>
    listCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.cancelledSummary, { tags, config: { access } }, (request) =>
    summarizeCancelledOrders(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.cancelledDetail, { tags, config: { access } }, (request) =>
    getCancelledOrder(db(), callerOf(request), request.params),
  );
  routeEndpoint(app, endpoints.listVoidItems, { tags, config: { access } }, (request) =>
    listVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.voidSummary, { tags, config: { access } }, (request) =>
    summarizeVoidItems(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, invoiceEndpoints.detail, { tags, config: { access } }, (request) =>
    getInvoice(db(), callerOf(request), request.params.token),
  );
  routeEndpoint(app, invoiceEndpoints.reissue, { tags, config: { access } }, (request) =>
    reissueInvoiceLink(db(), callerOf(request), request.params.token),
  );
  routeEndpoint(app, endpoints.paymentMethods, { tags, config: { access } }, (request) =>
    listPaymentMethods(db(), callerOf(request)),
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
  routeEndpoint(app, refundEndpoints.preview, { tags, config: { access: refundAccess } }, (request) =>
    previewRefund(db(), callerOf(request), request.body, outletIdHeader(request.headers, false)),
  );
  routeEndpoint(app, refundEndpoints.refund, { tags, config: { access: refundAccess } }, (request) =>
    issueRefund({ db: db(), now: app.deps.clock?.() ?? new Date() }, callerOf(request), request.body, {
      outletId: outletIdHeader(request.headers, true),
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  // The dashboard's GraphQL (decision 0066): its variables name outlets, checked like any outlet filter, and its
  // errors are GraphQL errors in a 200 answer.
  routeEndpoint(
    app,
    reportingEndpoints.graphql,
    { tags: ['reporting'], config: { access: { permission: 'dashboard' } } },
    (request) =>
      runReportingQuery(request.body, {
        db: db(),
        caller: callerOf(request),
        production: app.deps.config.isProduction,
        log: request.log,
      }),
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
      getPublicInvoice(db(), request.params.token),
    );
  });
}
