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

  /** A 400 naming every offending field; the message names the first, as the answer to a zod failure does. */
  static invalidFields(errors: [FieldError, ...FieldError[]]): AppError {
    const [first] = errors;
    return AppError.platform('VALIDATION_ERROR', `${first.field}: ${first.message}`, errors);
  }

  /**
   * A domain error of a feature's catalogue (`discountErrors['0005-0010']`): status and message come from the
   * contract, `field` names the request field it is about, if any.
   */
  static domain<Code extends string>(
    catalogue: Record<Code, { status: number; message: string }>,
    code: Code,
    field?: string,
  ): AppError {
    const { status, message } = catalogue[code];
    return new AppError(status, code, message, field ? [{ field, message }] : []);
  }

  static notFound(message?: string): AppError {
    return AppError.platform('NOT_FOUND', message);
  }
}
