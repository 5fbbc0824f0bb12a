import { z } from 'zod';

/** One entry per invalid field; `field` is the dotted path in the request (e.g. `body.outlet_ids.0`). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** The message's stable key when a contract declares it (`common/messages.ts`); clients translate by it. */
  key: z.string().optional(),
});

/** The one error shape every endpoint returns (spec: `{code, message, errors}`). */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The key of `message` when a contract declares it. */
  key: z.string().optional(),
  errors: z.array(fieldErrorSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Platform codes are words; domain codes are the spec's numbered codes and live beside their resource.
 * The HTTP status travels with the code so the server and the web app agree on both.
 */
export const platformErrors = {
  VALIDATION_ERROR: { status: 400, message: 'Some fields are invalid.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request is not valid HTTP.' },
  UNAUTHORIZED: { status: 401, message: 'You need to sign in again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with existing data.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again later' },
  UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type PlatformErrorCode = keyof typeof platformErrors;
