import type { FlagName, FlagState, FlagsResponse } from '@backoffice/contracts/flags';
import { defaultFlags, type FlagMap } from '../lib/flags/flag-defaults';

/** A flag served on or off without a variant, as most flags are. */
export const flagOn: FlagState = { enabled: true, variant: null };
export const flagOff: FlagState = { enabled: false, variant: null };

/** The web app's defaults with some flags changed, as the shell would hold them after the flag call. */
export function flagsWith(changes: Partial<FlagMap> = {}): FlagMap {
  return { ...defaultFlags(), ...changes };
}

/** The body of GET /api/feature-flags/v1/flags serving the given flags; names outside the contract do not compile. */
export function flagsResponse(flags: Partial<Record<FlagName, FlagState>>): FlagsResponse {
  return { flags };
}
