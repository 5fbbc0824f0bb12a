import {
  type ErrorResponse,
  errorResponseSchema,
  type FieldError,
} from '@backoffice/contracts/common/errors';

/** A failed call as the UI needs it: the server's code and message, or a network failure. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
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

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorResponseSchema.safeParse(body);
  const shaped: ErrorResponse = parsed.success
    ? parsed.data
    : {
        code: `HTTP_${response.status}`,
        message: response.statusText || `HTTP ${response.status}`,
        errors: [],
      };
  return new ApiError(response.status, shaped.code, shaped.message, shaped.errors);
}
