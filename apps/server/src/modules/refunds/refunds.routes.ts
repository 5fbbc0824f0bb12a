import { IDEMPOTENCY_KEY_HEADER, refundEndpoints } from '@backoffice/contracts/refunds';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotent.js';
import { issueRefund } from './issue-refund.js';
import { previewRefund } from './preview-refund.js';
import { outletIdHeader } from './refund-headers.js';

const tags = ['transactions'];
/** docs/spec-notes.md, decided reading 9: issuing a refund needs Reports › Transactions and the App permission "Issue Refunds". */
const refundAccess = { permission: ['reports.transactions', 'app.issue_refunds'] } as const;

export function registerRefundRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;

  routeEndpoint(app, refundEndpoints.preview, { tags, config: { access: refundAccess } }, (request) =>
    previewRefund(db(), callerOf(request), request.body, outletIdHeader(request.headers, false)),
  );
  routeEndpoint(app, refundEndpoints.refund, { tags, config: { access: refundAccess } }, (request) =>
    issueRefund({ db: db(), now: app.deps.clock?.() ?? new Date() }, callerOf(request), request.body, {
      outletId: outletIdHeader(request.headers, true),
      idempotencyKey: idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
}
