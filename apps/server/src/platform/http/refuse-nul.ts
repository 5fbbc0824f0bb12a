import { NUL_MESSAGE } from '@backoffice/contracts/common/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

function nulFields(values: unknown, where: 'querystring' | 'params'): { field: string; message: string }[] {
  if (typeof values !== 'object' || values === null) return [];
  const found: { field: string; message: string }[] = [];
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && text.includes('\0'))) {
      found.push({ field: `${where}.${name}`, message: NUL_MESSAGE });
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query parameter or a path segment carrying one (`?id=a%00b`)
 * made a query fail with a 500 wherever its contract was a plain string. Body fields refuse NUL through the
 * contracts' `text()`; query strings and path parameters are refused here, for every route at once, before their
 * own validation runs — with the same 400 and message a body field gets (decision 0013).
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const [first, ...rest] = [
      ...nulFields(request.params, 'params'),
      ...nulFields(request.query, 'querystring'),
    ];
    if (first) throw AppError.invalidFields([first, ...rest]);
  });
}
