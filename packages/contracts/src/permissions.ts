import { z } from 'zod';

/** Back-office entries build the sidebar and the route guard; App entries gate the POS; Endpoint entries gate APIs. */
export const permissionAccessSchema = z.enum(['Back-office', 'App', 'Endpoint']);
export type PermissionAccess = z.infer<typeof permissionAccessSchema>;

/** One permission entry as the profile returns it ("Permission"). */
export const permissionEntrySchema = z.object({
  id: z.number().int(),
  /** Stable key (e.g. `library.discounts`) that API routes and role grants refer to. */
  key: z.string(),
  priority_rank: z.number().int(),
  menu: z.string(),
  menu_name: z.string(),
  sub_menu: z.string(),
  sub_menu_name: z.string(),
  access: permissionAccessSchema,
  /** 1 = owner only; 3 = may be granted to other roles. */
  level: z.number().int().min(1).max(3),
  pin_required: z.boolean(),
  mobile_supported: z.boolean(),
  /** false: exists in the catalogue but cannot be granted to other roles. */
  usable: z.boolean(),
  /** Screen paths (old and /v2) and API path patterns (`*` matches the rest of a path) the entry covers. */
  urls: z.array(z.string()),
  is_allowed_for_moka_pay: z.boolean(),
  description: z.string().nullable(),
});
export type PermissionEntryDto = z.infer<typeof permissionEntrySchema>;
