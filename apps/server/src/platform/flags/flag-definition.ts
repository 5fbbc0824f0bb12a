import {
  type FlagName,
  flagNameSchema,
  type FlagPayload,
  marketingModalPayloadSchema,
  principalBrandsPayloadSchema,
  redirectMapPayloadSchema,
} from '@backoffice/contracts/flags';
import { z } from 'zod';

/** A flag as written in code. Its state (on/off, chosen variant) lives in the feature_flags table. */
export interface FlagDefinition {
  name: FlagName;
  description: string;
  /**
   * YYYY-MM-DD: the day the flag should be gone by. Past it the flag keeps working and is reported (start-up log,
   * `npm run flags -- list|check`, health) as a reminder to remove it or extend the date.
   */
  expiry: string;
  /** Who to ask about the flag; e-mail addresses outside production. */
  authors: string[];
  cleanupTicket?: string;
  /** State of a newly created flag. */
  enabled: boolean;
  variants?: { name: string; payload?: FlagPayload }[];
  /** The variant a newly created flag starts with. */
  defaultVariant?: string;
  /** Empty or absent: everyone. Otherwise the flag is on only for matching businesses or users. */
  audience?: { businessIds?: number[]; businessCategoryIds?: number[]; emails?: string[] };
}

/** Payload shapes per flag; variants of other flags carry no payload rules. */
const payloadSchemas: Partial<Record<FlagName, z.ZodType>> = {
  'redirect-map': redirectMapPayloadSchema,
  'marketing-modal': marketingModalPayloadSchema,
  'principal-brands': principalBrandsPayloadSchema,
};

/** Checks a variant payload against its flag's shape; returns a message, or null when fine. */
export function payloadProblem(flag: FlagName, payload: FlagPayload | undefined): string | null {
  const schema = payloadSchemas[flag];
  if (!schema || !payload) return null;
  if (payload.type !== 'json') return `payload of ${flag} must be of type json`;
  let value: unknown;
  try {
    value = JSON.parse(payload.value);
  } catch {
    return `payload of ${flag} is not valid JSON`;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? null : `payload of ${flag}: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`;
}

function definitionSchema(options: { isProduction: boolean }) {
  const author = options.isProduction
    ? z.string().trim().min(1, 'an author must not be blank')
    : z.email({ message: 'authors must be e-mail addresses outside production' });
  return z
    .object({
      name: flagNameSchema,
      description: z.string().trim().min(1, 'description is required'),
      expiry: z.iso.date({ message: 'expiry must be a date (YYYY-MM-DD)' }),
      authors: z.array(author).min(1, 'authors must not be empty'),
      cleanupTicket: z.string().min(1).optional(),
      enabled: z.boolean(),
      variants: z
        .array(
          z.object({
            name: z.string().min(1),
            payload: z.object({ type: z.enum(['json', 'string', 'number']), value: z.string() }).optional(),
          }),
        )
        .optional(),
      defaultVariant: z.string().optional(),
      audience: z
        .object({
          businessIds: z.array(z.number().int()).optional(),
          businessCategoryIds: z.array(z.number().int()).optional(),
          emails: z.array(z.email()).optional(),
        })
        .optional(),
    })
    .superRefine((flag, context) => {
      const names = (flag.variants ?? []).map((variant) => variant.name);
      if (new Set(names).size !== names.length)
        context.addIssue({ code: 'custom', message: 'variant names repeat' });
      if (flag.defaultVariant !== undefined && !names.includes(flag.defaultVariant)) {
        context.addIssue({
          code: 'custom',
          message: `default variant ${flag.defaultVariant} is not one of its variants`,
        });
      }
      for (const variant of flag.variants ?? []) {
        const problem = payloadProblem(flag.name, variant.payload);
        if (problem) context.addIssue({ code: 'custom', message: `variant ${variant.name}: ${problem}` });
      }
    });
}

export class FlagDefinitionError extends Error {
  override name = 'FlagDefinitionError';
}

/**
 * A definition needs an expiry and non-empty authors (valid e-mails outside production). Called at
 * start-up; a malformed definition is a code mistake and stops the server with every problem listed. A passed
 * expiry is not a mistake in the code but a date on the calendar, so it never stops anything (expiredFlags).
 */
export function validateFlagDefinitions(
  definitions: readonly FlagDefinition[],
  options: { isProduction: boolean },
): FlagDefinition[] {
  const schema = definitionSchema({ isProduction: options.isProduction });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [index, definition] of definitions.entries()) {
    const label = definition.name ?? `#${index}`;
    if (seen.has(label)) problems.push(`  ${label}: defined twice`);
    seen.add(label);
    const parsed = schema.safeParse(definition);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length > 0 ? `${issue.path.join('.')} ` : '';
        problems.push(`  ${label}: ${where}${issue.message}`);
      }
    }
  }
  if (problems.length > 0) {
    throw new FlagDefinitionError(
      `Invalid feature flag definitions (apps/server/src/platform/flags/flag-definitions.ts):\n${problems.join('\n')}`,
    );
  }
  return [...definitions];
}

/** Flags whose expiry day is over on `now` (UTC), for the reminders; the flags themselves keep working. */
export function expiredFlags(definitions: readonly FlagDefinition[], now: Date): FlagDefinition[] {
  const today = now.toISOString().slice(0, 10);
  return definitions.filter((definition) => definition.expiry < today);
}

export function expiryReminder(expired: readonly FlagDefinition[], now: Date): string {
  const today = now.toISOString().slice(0, 10);
  const names = expired.map((definition) => `${definition.name} (expired ${definition.expiry})`).join(', ');
  return (
    `${expired.length} feature flag${expired.length === 1 ? ' is' : 's are'} past expiry on ${today}: ${names}. ` +
    'They keep working; remove them or extend their expiry in apps/server/src/platform/flags/flag-definitions.ts.'
  );
}
