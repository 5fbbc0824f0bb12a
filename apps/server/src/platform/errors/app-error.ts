import { type FieldError, type PlatformErrorCode, platformErrors } from '@backoffice/contracts/common/errors';

/**
 * A failure the client caused or must know about. Anything else thrown is a bug and leaves the server as a 500
 * whose body never carries the internal message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static platform(code: PlatformErrorCode, message?: string, errors: FieldError[] = []): AppError {
    const entry = platformErrors[code];
    return new AppError(entry.status, code, message ?? entry.message, errors);
  }

  /** A 400 that names one field, for rules zod cannot express (e.g. an outlet of another business). */
  static invalidField(field: string, message: string): AppError {
    return AppError.platform('VALIDATION_ERROR', message, [{ field, message }]);
  }

  static notFound(message?: string): AppError {
    return AppError.platform('NOT_FOUND', message);
  }
}
