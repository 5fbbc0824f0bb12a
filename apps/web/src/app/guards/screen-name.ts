import type { TFunction } from 'i18next';
import type { ShellContextValue } from '../layout/shell-context';
import { findEntry, matchesPattern, screenPatterns } from '../navigation/build-menu';
import { entryLabel, groupLabel } from '../navigation/menu-label';
import { isUnder, OLD_BILLING_PATH, paths } from '../paths';

export interface ScreenName {
  screen: string;
  /** The menu group, when the entry sits in an accordion of several. */
  section?: string;
}

/** What a path of the shell is called: its menu entry's name, in the UI language. */
export function describeScreen(
  pathname: string,
  shell: Pick<ShellContextValue, 'menu' | 'billingPath' | 'profile'>,
  t: TFunction<'shell'>,
): ScreenName | undefined {
  const entry = findEntry(shell.menu, pathname);
  if (entry) {
    const group = shell.menu.find((candidate) => candidate.menu === entry.menu);
    return {
      screen: entryLabel(entry, t),
      section: group && group.entries.length > 1 ? groupLabel(group, t) : undefined,
    };
  }
  if (isUnder(pathname, shell.billingPath) || isUnder(pathname, OLD_BILLING_PATH)) {
    // An expired business reaches billing even when the role has no Billing entry.
    return {
      screen: entryLabel({ menu: 'account_settings', subMenu: 'billing', subMenuName: 'Billing' }, t),
      section: groupLabel({ menu: 'account_settings', menuName: 'Account Settings' }, t),
    };
  }
  if (isUnder(pathname, paths.help)) return { screen: t('support.help') };
  // Screens outside the sidebar (account deletion) are named by the App/Endpoint entry that opens them.
  const held = shell.profile.permissions.find((candidate) =>
    screenPatterns(candidate).some((pattern) => matchesPattern(pathname, pattern)),
  );
  if (!held) return undefined;
  return {
    screen: entryLabel({ menu: held.menu, subMenu: held.sub_menu, subMenuName: held.sub_menu_name }, t),
  };
}

export function screenName(
  pathname: string,
  shell: Pick<ShellContextValue, 'menu' | 'billingPath' | 'profile'>,
  t: TFunction<'shell'>,
): string | undefined {
  return describeScreen(pathname, shell, t)?.screen;
}
