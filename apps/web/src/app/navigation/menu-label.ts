import type { TFunction } from 'i18next';
import type { MenuEntry, MenuGroup } from './build-menu';

/**
 * Menu names come from the permission catalogue in English; known ones are translated, unknown ones (a new
 * entry the web app has not learnt yet) show the server's name rather than a raw key.
 */
export function groupLabel(group: Pick<MenuGroup, 'menu' | 'menuName'>, t: TFunction<'shell'>): string {
  return t(`menus.${group.menu}` as 'menus.dashboard', { defaultValue: group.menuName });
}

export function entryLabel(
  entry: Pick<MenuEntry, 'menu' | 'subMenu' | 'subMenuName'>,
  t: TFunction<'shell'>,
): string {
  return t(`subMenus.${entry.menu}.${entry.subMenu}` as 'subMenus.reports.sales', {
    defaultValue: entry.subMenuName,
  });
}
