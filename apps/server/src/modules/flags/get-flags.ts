import type { EligibleFeaturesResponse, FlagsResponse } from '@backoffice/contracts/flags';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { flagsFor } from '../../platform/flags/feature-flags.js';
import type { FlagDefinition } from '../../platform/flags/flag-definition.js';
import { findBusinessCategory } from '../../platform/flags/flag-state.repository.js';

async function callerFlags(db: Database, definitions: readonly FlagDefinition[], caller: Caller) {
  const businessCategoryId = await findBusinessCategory(db, caller.businessId);
  return flagsFor(db, definitions, {
    businessId: caller.businessId,
    businessCategoryId,
    email: caller.email,
  });
}

export async function getFlags(
  db: Database,
  definitions: readonly FlagDefinition[],
  caller: Caller,
): Promise<FlagsResponse> {
  return { flags: await callerFlags(db, definitions, caller) };
}

/** The product's call list eligible-features: the names of the flags that are on for the caller. */
export async function getEligibleFeatures(
  db: Database,
  definitions: readonly FlagDefinition[],
  caller: Caller,
): Promise<EligibleFeaturesResponse> {
  const flags = await callerFlags(db, definitions, caller);
  return Object.entries(flags)
    .filter(([, state]) => state.enabled)
    .map(([name]) => ({ name }));
}
