import type { PermissionEntryDto } from '@backoffice/contracts/permissions';
import type { Profile } from '@backoffice/contracts/profile';
import type { FlagMap } from '../../lib/flags/flag-defaults';
import { stripTrailingSlash } from '../paths';
import { livePath, type RedirectRules } from './redirects';

export interface MenuEntry {
  key: string;
  menu: string;
  menuName: string;
  subMenu: string;
  subMenuName: string;
  /** Where the entry links: the live one of its old and /v2 paths. */
  path: string;
  /** Screen path patterns the entry covers (`*` = the rest of the path); the guard and highlight use them. */
  patterns: string[];
  priorityRank: number;
  /** Not part of the payment-only edition and the user is not a POS user: shown with a lock, not opened. */
  locked: boolean;
  redDot: boolean;
}

export interface MenuGroup {
  menu: string;
  menuName: string;
  priorityRank: number;
  entries: MenuEntry[];
  redDot: boolean;
}

const ECOMMERCE_CAPABILITY = 'ECOMMERCE_ATTRIBUTES';

/** Sub-menus of Online Channels and the flag each depends on. */
const onlineChannelFlags = {
  gostore: 'online-store',
  'google-shopping': 'google-shopping',
  'facebook-instagram-shop': 'facebook-instagram-shop',
} as const;

export function screenPatterns(entry: PermissionEntryDto): string[] {
  return entry.urls.filter((url) => url.startsWith('/') && !url.startsWith('/api/'));
}

export function matchesPattern(pathname: string, pattern: string): boolean {
  const path = stripTrailingSlash(pathname);
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === stripTrailingSlash(pattern);
}

function isVisible(entry: PermissionEntryDto, profile: Profile, flags: FlagMap): boolean {
  if (entry.access !== 'Back-office') return false;
  if (entry.menu === 'capital' && !profile.is_owner) return false;
  if (entry.sub_menu === 'brands') {
    return (
      profile.business.capabilities.includes(ECOMMERCE_CAPABILITY) && flags['ecommerce-attributes'].enabled
    );
  }
  if (entry.menu === 'online_channels' && entry.sub_menu in onlineChannelFlags) {
    // The flag service evaluates the category and e-mail whitelists; the defaults use the category list.
    return flags[onlineChannelFlags[entry.sub_menu as keyof typeof onlineChannelFlags]].enabled;
  }
  return screenPatterns(entry).length > 0;
}

function hasRedDot(entry: PermissionEntryDto, profile: Profile, flags: FlagMap): boolean {
  if (entry.menu === 'reports' && entry.sub_menu === 'sales') return flags['bundle-report'].enabled;
  if (entry.menu === 'library' && entry.sub_menu === 'bundle-package') return flags['bundle-package'].enabled;
  if (entry.menu === 'account_settings' && entry.sub_menu === 'outlets') {
    return (
      flags['outlet-linking'].enabled && profile.outlets.some((outlet) => outlet.linked_status === 'deactive')
    );
  }
  return false;
}

/** The path an entry opens: its /v2 path when that screen is live, otherwise its old one. */
function linkFor(patterns: string[], rules: RedirectRules): string {
  const concrete = patterns.filter((pattern) => !pattern.includes('*'));
  const first = concrete[0] ?? patterns[0]?.replace(/\*$/, '') ?? '/';
  const v2 = concrete.find((pattern) => pattern.startsWith('/v2/'));
  const old = concrete.find((pattern) => !pattern.startsWith('/v2/'));
  if (v2 && livePath(v2, rules) === v2) return v2;
  return livePath(old ?? first, rules);
}

/**
 * The sidebar: Back-office entries the user holds, grouped by menu and ordered by priority_rank, with
 * the flag, capability, ownership and edition rules applied.
 */
export function buildMenu(profile: Profile, flags: FlagMap, rules: RedirectRules): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  const entries = [...profile.permissions]
    .filter((entry) => isVisible(entry, profile, flags))
    .sort((a, b) => a.priority_rank - b.priority_rank);

  for (const entry of entries) {
    const patterns = screenPatterns(entry);
    const item: MenuEntry = {
      key: entry.key,
      menu: entry.menu,
      menuName: entry.menu_name,
      subMenu: entry.sub_menu,
      subMenuName: entry.sub_menu_name,
      path: linkFor(patterns, rules),
      patterns,
      priorityRank: entry.priority_rank,
      locked: !profile.business.is_pos_user && !entry.is_allowed_for_moka_pay,
      redDot: hasRedDot(entry, profile, flags),
    };
    const group = groups.get(entry.menu);
    if (group) {
      group.entries.push(item);
      group.redDot ||= item.redDot;
    } else {
      groups.set(entry.menu, {
        menu: entry.menu,
        menuName: entry.menu_name,
        priorityRank: entry.priority_rank,
        entries: [item],
        redDot: item.redDot,
      });
    }
  }
  return [...groups.values()].sort((a, b) => a.priorityRank - b.priorityRank);
}

export function entryMatches(entry: MenuEntry, pathname: string): boolean {
  return (
    matchesPattern(pathname, entry.path) ||
    entry.patterns.some((pattern) => matchesPattern(pathname, pattern))
  );
}

/** The entry a path belongs to (the most specific one when several match). */
export function findEntry(groups: MenuGroup[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  let bestLength = -1;
  for (const group of groups) {
    for (const entry of group.entries) {
      for (const pattern of [entry.path, ...entry.patterns]) {
        if (matchesPattern(pathname, pattern) && pattern.length > bestLength) {
          best = entry;
          bestLength = pattern.length;
        }
      }
    }
  }
  return best;
}

/** The route guard's rule: a path is open when an unlocked entry of the user's menu covers it. */
export function canOpen(groups: MenuGroup[], pathname: string): boolean {
  const entry = findEntry(groups, pathname);
  return entry !== undefined && !entry.locked;
}

/** docs/spec-notes.md, decided reading 3: home is the dashboard, or the first entry the user may open when the role has none. */
export function homePath(groups: MenuGroup[], dashboardPath: string): string | undefined {
  if (canOpen(groups, dashboardPath)) return dashboardPath;
  for (const group of groups) {
    for (const entry of group.entries) if (!entry.locked) return entry.path;
  }
  return undefined;
}
