import type { ErrorResponse, FieldError } from '@backoffice/contracts/common/errors';
import { type PlatformErrorCode, platformErrors } from '@backoffice/contracts/common/errors';
import { messageKeyOf } from '@backoffice/contracts/common/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

const codeForStatus: Record<number, PlatformErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Every contract message goes out with its key, so clients translate by key rather than by English text. */
function body(code: string, message: string, errors: FieldError[] = []): ErrorResponse {
  const withKey = <T extends { message: string; key?: string }>(entry: T): T => {
    const key = entry.key ?? messageKeyOf(entry.message);
    return key === undefined ? entry : { ...entry, key };
  };
  return withKey({ code, message, errors: errors.map(withKey) });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const where = error.validationContext ?? 'body';
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: path ? `${where}.${path}` : where, message: issue.message ?? 'Invalid value' };
      });
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : platformErrors.VALIDATION_ERROR.message;
      return reply.status(400).send(body('VALIDATION_ERROR', message, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send(body('INTERNAL', platformErrors.INTERNAL.message));
    }
    // Errors fastify raises for a malformed request (bad JSON, wrong content type, too large) carry a 4xx status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? 'VALIDATION_ERROR';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', platformErrors.INTERNAL.message));
  });
}

/** JSON 404 in the error shape; `servePage` lets the web app answer browser navigations instead. */
export function registerNotFound(
  app: FastifyInstance,
  servePage?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (servePage?.(request, reply)) return reply;
    return reply
      .status(404)
      .send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
