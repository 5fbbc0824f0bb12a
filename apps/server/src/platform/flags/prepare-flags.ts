import type { Queryable } from '../../db/database.js';
import { syncFlagDefinitions } from './feature-flags.js';
import {
  expiredFlags,
  expiryReminder,
  type FlagDefinition,
  validateFlagDefinitions,
} from './flag-definition.js';
import { flagDefinitions } from './flag-definitions.js';

/**
 * Start-up (server and CLI): refuse malformed definitions, make sure every defined flag has its row, and remind
 * (never refuse) about flags past their expiry.
 */
export async function prepareFeatureFlags(
  db: Queryable,
  options: {
    isProduction: boolean;
    now?: Date;
    definitions?: readonly FlagDefinition[];
    warn?: (message: string) => void;
  },
): Promise<FlagDefinition[]> {
  const definitions = validateFlagDefinitions(options.definitions ?? flagDefinitions, {
    isProduction: options.isProduction,
  });
  const now = options.now ?? new Date();
  const expired = expiredFlags(definitions, now);
  if (expired.length > 0) options.warn?.(expiryReminder(expired, now));
  await syncFlagDefinitions(db, definitions);
  return definitions;
}
