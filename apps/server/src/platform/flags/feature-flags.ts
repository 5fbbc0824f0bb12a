import type { FlagState } from '@backoffice/contracts/flags';
import type { Queryable } from '../../db/database.js';
import type { FlagDefinition } from './flag-definition.js';
import {
  type FlagRow,
  listFlagRows,
  updateFlagState,
  upsertFlagDefinition,
} from './flag-state.repository.js';

type StoredVariant = NonNullable<FlagRow['variant']>;

function defaultVariant(definition: FlagDefinition): StoredVariant | null {
  const chosen = definition.variants?.find((variant) => variant.name === definition.defaultVariant);
  if (!chosen) return null;
  return { name: chosen.name, enabled: true, ...(chosen.payload ? { payload: chosen.payload } : {}) };
}

/** Start-up: every defined flag gets a row; a stored variant the code no longer defines falls back to the default. */
export async function syncFlagDefinitions(
  db: Queryable,
  definitions: readonly FlagDefinition[],
): Promise<void> {
  for (const definition of definitions) {
    await upsertFlagDefinition(db, {
      name: definition.name,
      description: definition.description,
      enabled: definition.enabled,
      expiry: definition.expiry,
      authors: definition.authors,
      cleanupTicket: definition.cleanupTicket ?? null,
      variant: defaultVariant(definition),
      businessIds: definition.audience?.businessIds ?? [],
      businessCategoryIds: definition.audience?.businessCategoryIds ?? [],
      emails: (definition.audience?.emails ?? []).map((email) => email.toLowerCase()),
    });
  }
  const rows = await listFlagRows(db);
  for (const definition of definitions) {
    const row = rows.find((candidate) => candidate.name === definition.name);
    const names = (definition.variants ?? []).map((variant) => variant.name);
    const stale = row?.variant ? !names.includes(row.variant.name) : names.length > 0;
    if (row && stale) await updateFlagState(db, definition.name, { variant: defaultVariant(definition) });
  }
}

export interface FlagAudience {
  businessId: number;
  businessCategoryId: number | null;
  email: string;
}

/** On when enabled and either nobody is singled out or the caller matches one of the audience lists. */
export function evaluateFlag(row: FlagRow, who: FlagAudience): FlagState {
  const everyone =
    row.businessIds.length === 0 && row.businessCategoryIds.length === 0 && row.emails.length === 0;
  const matches =
    row.businessIds.includes(who.businessId) ||
    (who.businessCategoryId !== null && row.businessCategoryIds.includes(who.businessCategoryId)) ||
    row.emails.includes(who.email.toLowerCase());
  const enabled = row.enabled && (everyone || matches);
  return {
    enabled,
    variant: row.variant ? { ...row.variant, enabled: enabled && row.variant.enabled } : null,
  };
}

/** The state of every defined flag for one caller; rows of flags no longer defined are not served. */
export async function flagsFor(
  db: Queryable,
  definitions: readonly FlagDefinition[],
  who: FlagAudience,
): Promise<Record<string, FlagState>> {
  const defined = new Set(definitions.map((definition) => definition.name as string));
  const rows = await listFlagRows(db);
  const flags: Record<string, FlagState> = {};
  for (const row of rows) if (defined.has(row.name)) flags[row.name] = evaluateFlag(row, who);
  return flags;
}
