export interface PermissionEntry {
  id: number;
  /** Stable key routes and grants refer to, e.g. `library.discounts`. */
  key: string;
  priorityRank: number;
  menu: string;
  menuName: string;
  subMenu: string;
  subMenuName: string;
  access: 'Back-office' | 'App' | 'Endpoint';
  /** 1 = owner only; 3 = may be granted to other roles. */
  level: 1 | 2 | 3;
  pinRequired?: boolean;
  mobileSupported?: boolean;
  usable?: boolean;
  /** Screen paths (old and /v2 twins) and API path patterns; a trailing `*` matches the rest of the path. */
  urls: readonly string[];
  isAllowedForMokaPay?: boolean;
  description?: string;
}

export interface MenuInfo {
  menu: string;
  menuName: string;
}

type EntryInput<K extends string> = Omit<PermissionEntry, 'menu' | 'menuName' | 'access' | 'key'> & {
  key: K;
};

/** One catalogue entry; the key keeps its literal type so route declarations are checked by the compiler. */
export function permissionEntry<const K extends string>(
  access: PermissionEntry['access'],
  menu: MenuInfo,
  entry: EntryInput<K>,
): PermissionEntry & { key: K } {
  return { ...entry, ...menu, access };
}

/** Owner-only entries are never grantable; docs/spec-notes.md, decided reading 9 lists them with `usable: false`. */
export function ownerOnly<const K extends string>(
  access: PermissionEntry['access'],
  menu: MenuInfo,
  entry: Omit<EntryInput<K>, 'level' | 'usable'>,
): PermissionEntry & { key: K } {
  return permissionEntry(access, menu, { ...entry, level: 1, usable: false });
}
