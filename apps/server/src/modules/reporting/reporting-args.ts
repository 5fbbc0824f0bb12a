import {
  REPORTING_MAX_OUTLETS,
  REPORTING_MAX_TOP_ITEMS,
  REPORTING_TIME,
} from '@backoffice/contracts/reporting';
import { localTimeSchema } from '@backoffice/contracts/transactions';
import { GraphQLError } from 'graphql';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { PermissionKey } from '../../platform/permissions/permission-catalogue.js';
import { resolveOutletScope } from '../../sales/transaction-scope.js';
import { rangeOf } from './summarize-sales.js';

/** What every resolver of the reporting graph is given: the caller (business and outlet reach from the token). */
export interface ReportingContext {
  db: Queryable;
  caller: Caller;
}

/**
 * A part of the reporting graph: its SDL (`extend type Query` for all but the first), its root resolvers, and the
 * permission every one of its root fields needs (decision 0230: the runner refuses a query naming a field whose
 * permission the caller lacks, before anything runs).
 */
export interface ReportingPart {
  typeDefs: string;
  permission: PermissionKey;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL hands each resolver its own argument shape.
  root: Record<string, (args: any, context: ReportingContext) => Promise<unknown>>;
}

export interface RangeArgs {
  outletIds?: number[] | null;
  startDate: string;
  endDate: string;
}

export const BAD_INPUT = 'BAD_USER_INPUT';

export function badInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: BAD_INPUT, argument } });
}

function localTime(value: string, argument: string): string {
  const local = value.replace(' ', 'T');
  if (!REPORTING_TIME.test(value) || !localTimeSchema.safeParse(local).success) {
    throw badInput(`${argument} must be a local date and time as yyyy-MM-dd HH:mm:ss.`, argument);
  }
  return local;
}

/** The outlets (from the caller's reach; another business's or an unreached id is refused) and the range. */
export function scopeOf(args: RangeArgs, context: ReportingContext, maxOutlets = REPORTING_MAX_OUTLETS) {
  const start = localTime(args.startDate, 'startDate');
  const end = localTime(args.endDate, 'endDate');
  if (end < start) throw badInput('endDate must not be before startDate.', 'endDate');
  const outletIds = args.outletIds ?? undefined;
  if (outletIds && outletIds.length > maxOutlets) {
    throw badInput(`outletIds may name at most ${maxOutlets} outlets.`, 'outletIds');
  }
  if (outletIds?.some((id) => id < 1)) throw badInput('outletIds must be positive.', 'outletIds');
  const scope = resolveOutletScope(context.caller, outletIds);
  return { scope, range: rangeOf(start, end) };
}

export function count(value: number, argument: string): number {
  if (value < 0 || value > REPORTING_MAX_TOP_ITEMS) {
    throw badInput(`${argument} must be between 0 and ${REPORTING_MAX_TOP_ITEMS}.`, argument);
  }
  return value;
}
