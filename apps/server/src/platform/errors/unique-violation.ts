import type { AppError } from './app-error.js';

/** PostgreSQL's SQLSTATE for a unique index or constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique index that refused the write, when `error` (or an error it wraps: Drizzle wraps the
 * driver's) is a unique violation. Both node-postgres and PGlite report the index name.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return constraint;
  }
  return undefined;
}

/**
 * Runs a write whose uniqueness rules the database enforces, and turns a violation of one of the named indexes into
 * the domain error the client should see (e.g. the name taken). Concurrent writers need no lock for such a rule:
 * the second insert waits for the first to commit, then fails here. Other errors pass through unchanged.
 */
export async function mapUniqueViolations<T>(
  work: () => Promise<T>,
  errorsByIndex: Record<string, () => AppError>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const toError = index === undefined ? undefined : errorsByIndex[index];
    if (toError) throw toError();
    throw error;
  }
}
