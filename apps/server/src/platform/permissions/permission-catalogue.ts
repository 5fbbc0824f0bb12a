import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { permissions } from '../../db/schema/index.js';
import { backOfficePermissions } from './back-office-permissions.js';
import { backOfficeSettingsPermissions } from './back-office-settings-permissions.js';
import type { PermissionEntry } from './permission-entry.js';
import { posPermissions } from './pos-permissions.js';

export type { PermissionEntry } from './permission-entry.js';

/** The whole permission catalogue of the product's role rules as data: Back-office menus, App rights and Endpoint rights. */
export const permissionCatalogue = [
  ...backOfficePermissions,
  ...backOfficeSettingsPermissions,
  ...posPermissions,
] as const;

/** Every permission key; route declarations are checked against it by the compiler. */
export type PermissionKey = (typeof permissionCatalogue)[number]['key'];

const byKey = new Map<string, PermissionEntry>(permissionCatalogue.map((entry) => [entry.key, entry]));

export function findPermission(key: string): PermissionEntry | undefined {
  return byKey.get(key);
}

export function isPermissionKey(key: string): key is PermissionKey {
  return byKey.has(key);
}

/** Level-1 and unusable entries are the owner's alone (docs/spec-notes.md, decided reading 9): no grant row gives them to a role. */
export function isGrantable(entry: PermissionEntry): boolean {
  return entry.level !== 1 && entry.usable !== false;
}

/** What an owner role holds: the whole catalogue. */
export const allPermissionKeys: readonly PermissionKey[] = permissionCatalogue.map((entry) => entry.key);

const notForManagers = new Set<string>([
  'settings.billing',
  'capital',
  'account.deletion',
  'settings.outlets',
]);

/**
 * The Manager role's default grants: every grantable entry. Billing, Capital, account deletion and Outlets
 * settings are owner-only entries, so they are excluded twice over (the set documents the intent).
 */
export const managerPermissionKeys: PermissionKey[] = permissionCatalogue
  .filter((entry) => isGrantable(entry) && !notForManagers.has(entry.key))
  .map((entry) => entry.key);

/** The catalogue is global reference data: upserted at every start so code and table never drift. */
export async function syncPermissionCatalogue(db: Queryable): Promise<void> {
  const rows = permissionCatalogue.map((entry: PermissionEntry) => ({
    id: entry.id,
    key: entry.key,
    priorityRank: entry.priorityRank,
    menu: entry.menu,
    menuName: entry.menuName,
    subMenu: entry.subMenu,
    subMenuName: entry.subMenuName,
    access: entry.access,
    level: entry.level,
    pinRequired: entry.pinRequired ?? false,
    mobileSupported: entry.mobileSupported ?? false,
    usable: entry.usable ?? true,
    urls: [...entry.urls],
    isAllowedForMokaPay: entry.isAllowedForMokaPay ?? false,
    description: entry.description ?? null,
  }));
  await db
    .insert(permissions)
    .values(rows)
    .onConflictDoUpdate({
      target: permissions.id,
      set: {
        key: sql`excluded.key`,
        priorityRank: sql`excluded.priority_rank`,
        menu: sql`excluded.menu`,
        menuName: sql`excluded.menu_name`,
        subMenu: sql`excluded.sub_menu`,
        subMenuName: sql`excluded.sub_menu_name`,
        access: sql`excluded.access`,
        level: sql`excluded.level`,
        pinRequired: sql`excluded.pin_required`,
        mobileSupported: sql`excluded.mobile_supported`,
        usable: sql`excluded.usable`,
        urls: sql`excluded.urls`,
        isAllowedForMokaPay: sql`excluded.is_allowed_for_moka_pay`,
        description: sql`excluded.description`,
      },
    });
}
