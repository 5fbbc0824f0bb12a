import { OUTLET_ID_HEADER } from '@backoffice/contracts/refunds';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../platform/errors/app-error.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';
import type { Database } from '../../db/database.js';
import { foreignReceiptRequest } from '../transactions/foreign-receipt-sweep.js';

const OUTLET_HEADER_MESSAGE = 'OUTLET_ID must be the id of the outlet of the transaction.';

/** The spec's `OUTLET_ID` header (header names arrive lower-cased): a positive whole number. */
export function outletIdHeader(headers: IncomingHttpHeaders, required: true): number;
export function outletIdHeader(headers: IncomingHttpHeaders, required: false): number | undefined;
export function outletIdHeader(headers: IncomingHttpHeaders, required: boolean): number | undefined {
  const raw = headers[OUTLET_ID_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') {
    if (required) throw AppError.invalidField('OUTLET_ID', OUTLET_HEADER_MESSAGE);
    return undefined;
  }
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw AppError.invalidField('OUTLET_ID', OUTLET_HEADER_MESSAGE);
  return Number(value);
}

/** For the route sweep: a refund of another business's payment, which must answer 404. */
export const foreignRefundRequest = async (context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> => {
  const receipt = await foreignReceiptRequest(context);
  const { payment_id, payment_uuid } = receipt.body as { payment_id: number; payment_uuid: string };
  return {
    headers: { outlet_id: '1' },
    body: {
      payment_id,
      payment_uuid,
      reason: 'Returned Goods',
      items: [{ order_item_uuid: 'sweep-item', quantity: 1 }],
    },
  };
};
