import type { FlagName, FlagPayload } from '@backoffice/contracts/flags';
import type { Queryable } from '../../db/database.js';
import { expiredFlags, expiryReminder, type FlagDefinition, payloadProblem } from './flag-definition.js';
import { listFlagRows, updateFlagState } from './flag-state.repository.js';

export const flagsUsage = [
  'Usage: npm run flags -- <command>',
  '  list                                       every flag with its state (and whether it is past expiry)',
  '  check [--strict] [--on YYYY-MM-DD]         report flags past expiry (no database; --strict exits 1)',
  '  enable <name>                              turn a flag on',
  '  disable <name>                             turn a flag off',
  '  variant <name> <variant> [payload-json]    choose a variant (and override its payload)',
].join('\n');

export class FlagsCommandError extends Error {
  override name = 'FlagsCommandError';
}

function definitionOf(definitions: readonly FlagDefinition[], name: string | undefined): FlagDefinition {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (!definition) {
    const known = definitions.map((candidate) => candidate.name).join(', ');
    throw new FlagsCommandError(
      name ? `Unknown flag "${name}". Flags: ${known}` : `Name a flag. Flags: ${known}`,
    );
  }
  return definition;
}

function describeAudience(row: {
  businessIds: number[];
  businessCategoryIds: number[];
  emails: string[];
}): string {
  const parts = [
    row.businessIds.length > 0 ? `businesses ${row.businessIds.join(',')}` : '',
    row.businessCategoryIds.length > 0 ? `categories ${row.businessCategoryIds.join(',')}` : '',
    row.emails.length > 0 ? `e-mails ${row.emails.join(',')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'everyone';
}

/**
 * The flags CLI without its process concerns (database opening, exit codes), so that it can be tested.
 * Returns the lines to print; throws FlagsCommandError for bad input.
 */
export async function runFlagsCommand(
  db: Queryable,
  definitions: readonly FlagDefinition[],
  args: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  const [command, name, variantName, payloadJson] = args;
  switch (command) {
    case 'list': {
      const rows = await listFlagRows(db);
      const defined = new Set(definitions.map((definition) => definition.name as string));
      const expired = new Set(expiredFlags(definitions, now).map((definition) => definition.name as string));
      const lines = rows
        .filter((row) => defined.has(row.name))
        .map(
          (row) =>
            `${row.name.padEnd(26)} ${(row.enabled ? 'on' : 'off').padEnd(4)} ` +
            `variant=${row.variant?.name ?? '-'}  ${expired.has(row.name) ? 'EXPIRED' : 'expires'} ${row.expiry}  ` +
            `audience: ${describeAudience(row)}`,
        );
      return expired.size > 0 ? [...lines, '', checkFlagExpiry(definitions, now).message] : lines;
    }
    case 'enable':
    case 'disable': {
      const definition = definitionOf(definitions, name);
      await updateFlagState(db, definition.name, { enabled: command === 'enable' });
      return [`${definition.name} is now ${command === 'enable' ? 'on' : 'off'}.`];
    }
    case 'variant': {
      const definition = definitionOf(definitions, name);
      const variants = definition.variants ?? [];
      const variant = variants.find((candidate) => candidate.name === variantName);
      if (!variant) {
        const known = variants.map((candidate) => candidate.name).join(', ') || 'none';
        throw new FlagsCommandError(
          `Flag "${definition.name}" has no variant "${variantName ?? ''}". Variants: ${known}`,
        );
      }
      let payload: FlagPayload | undefined = variant.payload;
      if (payloadJson !== undefined) {
        try {
          JSON.parse(payloadJson);
        } catch {
          throw new FlagsCommandError('The payload must be JSON, e.g. \'{"version":2}\'.');
        }
        payload = { type: 'json', value: payloadJson };
      }
      const problem = payloadProblem(definition.name as FlagName, payload);
      if (problem) throw new FlagsCommandError(`Invalid ${problem}`);
      await updateFlagState(db, definition.name, {
        variant: { name: variant.name, enabled: true, ...(payload ? { payload } : {}) },
      });
      return [`${definition.name} now serves variant ${variant.name}.`];
    }
    default:
      throw new FlagsCommandError(command ? `Unknown command "${command}".\n${flagsUsage}` : flagsUsage);
  }
}

/**
 * `npm run flags -- check` (run by `npm run lint`): the CI-visible reminder of flags past their expiry. It needs
 * no database. It reports without failing, so that a date passing never turns the build red; `--strict` (for a
 * scheduled job that should page someone) makes it fail.
 */
export function checkFlagExpiry(
  definitions: readonly FlagDefinition[],
  now: Date,
): { expired: string[]; message: string } {
  const expired = expiredFlags(definitions, now);
  return {
    expired: expired.map((definition) => definition.name),
    message:
      expired.length > 0
        ? `warning: ${expiryReminder(expired, now)}`
        : `Every feature flag is within its expiry (${now.toISOString().slice(0, 10)}).`,
  };
}
