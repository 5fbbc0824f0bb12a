import { type ReactNode, useMemo } from 'react';
import { defaultFlags, mergeFlags } from './flag-defaults';
import { FlagsContext, type FlagsContextValue } from './flags-context';
import { useFlagsQuery } from './get-flags';

interface FlagsProviderProps {
  /** Flags are evaluated per caller, so they are fetched only once signed in. */
  enabled: boolean;
  businessCategoryId?: number | null;
  children: ReactNode;
}

/** Code defaults until the flags arrive and whenever the flag call fails. */
export function FlagsProvider({ enabled, businessCategoryId, children }: FlagsProviderProps) {
  const query = useFlagsQuery(enabled);
  const served = query.isSuccess ? query.data.flags : undefined;
  const settled = !enabled || query.isSuccess || query.isError;
  const value = useMemo<FlagsContextValue>(
    () => ({
      flags: mergeFlags(defaultFlags({ businessCategoryId }), served),
      source: served ? 'server' : 'defaults',
      settled,
    }),
    [served, businessCategoryId, settled],
  );
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}
