import { OUTLET_ID_HEADER } from '@backoffice/contracts/refunds';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../platform/errors/app-error.js';

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
