import type { FlagName, FlagState } from '@backoffice/contracts/flags';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { defaultFlags, type FlagMap } from './flag-defaults';

export interface FlagsContextValue {
  flags: FlagMap;
  /** 'defaults' until the server answered, and again when it failed. */
  source: 'defaults' | 'server';
  /** The flag call has answered or given up: decisions that hide things for good (route guards) wait for this. */
  settled: boolean;
}

export const FlagsContext = createContext<FlagsContextValue>({
  flags: defaultFlags(),
  source: 'defaults',
  settled: true,
});

export function useFlags(): FlagsContextValue {
  return useContext(FlagsContext);
}

export function useFlag(name: FlagName): FlagState {
  return useFlags().flags[name];
}

/** A variant payload read through its contract schema; a payload that does not parse counts as absent. */
export function flagPayload<T>(state: FlagState, schema: z.ZodType<T>): T | undefined {
  const payload = state.variant?.enabled ? state.variant.payload : undefined;
  if (!payload) return undefined;
  try {
    const raw: unknown = payload.type === 'json' ? JSON.parse(payload.value) : payload.value;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
