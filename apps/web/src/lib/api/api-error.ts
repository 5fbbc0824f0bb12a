import {
  type ErrorResponse,
  errorResponseSchema,
  type FieldError,
} from '@backoffice/contracts/common/errors';
import { i18next } from '../i18n/i18n';

/** A failed call as the UI needs it: the server's code and message, or a network failure. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** The stable key of `message` when a contract declares it; translate by this, not by the text. */
    readonly key?: string,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Thrown after the session was ended (and the page is on its way to /login) so callers stop quietly. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type MessageKey =
  | 'states.networkError'
  | 'states.genericError'
  | `failures.${'rejected' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'rateLimited'}`;

const messageKeyByStatus: Partial<Record<number, MessageKey>> = {
  401: 'failures.unauthorized',
  403: 'failures.forbidden',
  404: 'failures.notFound',
  409: 'failures.conflict',
  413: 'failures.tooLarge',
  429: 'failures.rateLimited',
};

function statusMessageKey(status: number): MessageKey {
  if (status === 0) return 'states.networkError';
  if (status >= 500) return 'states.genericError';
  return messageKeyByStatus[status] ?? (status >= 400 ? 'failures.rejected' : 'states.genericError');
}

/** What a person is told when the server said nothing they could read, by HTTP status, in the UI language. */
export function statusMessage(status: number): string {
  return i18next.t(statusMessageKey(status), { ns: 'common' });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads an error body of any shape a server or proxy sends: ours (`{code, message, errors: [{field, message}]}`),
 * a bare `{message}`, `{errors: ["…"]}`, `{errors: {field: ["…"]}}` or `{error: "…"}`. A status line repeated as a
 * message ("Bad Request") says nothing and counts as no message.
 */
export function readErrorBody(body: unknown, statusText: string): ErrorResponse | null {
  const strict = errorResponseSchema.safeParse(body);
  if (strict.success) return strict.data;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const fieldErrors: FieldError[] = [];
  const loose: string[] = [];
  const errors = record.errors;
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (text(item)) loose.push(text(item));
      else if (typeof item === 'object' && item !== null) {
        const message = text((item as Record<string, unknown>).message);
        const field = text((item as Record<string, unknown>).field);
        if (message && field) fieldErrors.push({ field, message });
        else if (message) loose.push(message);
      }
    }
  } else if (typeof errors === 'object' && errors !== null) {
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of Array.isArray(messages) ? messages : [messages]) {
        if (text(message)) fieldErrors.push({ field, message: text(message) });
      }
    }
  }
  const candidates = [
    text(record.message),
    ...loose,
    ...fieldErrors.map((error) => error.message),
    text(record.error),
  ];
  const meaningless = new Set(['', statusText.trim().toLowerCase()]);
  const message = candidates.find((candidate) => !meaningless.has(candidate.toLowerCase()));
  if (!message) return null;
  const lines = !text(record.message) && loose.length > 1 ? loose.join(' ') : message;
  return { code: text(record.code), message: lines, errors: fieldErrors };
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const read = readErrorBody(body, response.statusText);
  return new ApiError(
    response.status,
    read?.code || `HTTP_${response.status}`,
    read?.message ?? statusMessage(response.status),
    read?.errors ?? [],
    read?.key,
  );
}

/**
 * The sentence a toast or an error state shows for anything a call can throw. A server failure (5xx) says nothing
 * a merchant can act on, so it is the translated generic message whatever the body said.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof SessionEndedError) return statusMessage(401);
  if (!isApiError(error)) return statusMessage(500);
  if (error.isNetworkError || error.status >= 500) return statusMessage(error.status);
  return error.message || statusMessage(error.status);
}
