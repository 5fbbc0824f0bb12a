import type { Queryable } from '../../db/database.js';
import { syncFlagDefinitions } from './feature-flags.js';
import { type FlagDefinition, validateFlagDefinitions } from './flag-definition.js';
import { flagDefinitions } from './flag-definitions.js';

/** Start-up (server and CLI): refuse invalid definitions, then make sure every defined flag has its row. */
export async function prepareFeatureFlags(
  db: Queryable,
  options: { isProduction: boolean; now?: Date; definitions?: readonly FlagDefinition[] },
): Promise<FlagDefinition[]> {
  const definitions = validateFlagDefinitions(options.definitions ?? flagDefinitions, {
    now: options.now ?? new Date(),
    isProduction: options.isProduction,
  });
  await syncFlagDefinitions(db, definitions);
  return definitions;
}
