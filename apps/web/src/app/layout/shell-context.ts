import type { Profile } from '@backoffice/contracts/profile';
import { createContext, useContext } from 'react';
import type { FlagMap } from '../../lib/flags/flag-defaults';
import { buildMenu, homePath, type MenuGroup } from '../navigation/build-menu';
import { livePath, type RedirectRules, redirectRulesFrom } from '../navigation/redirects';
import { paths } from '../paths';

export interface ShellContextValue {
  profile: Profile;
  menu: MenuGroup[];
  rules: RedirectRules;
  /** Where `/v2/` leads; undefined when the role may open nothing. */
  home: string | undefined;
  /** The live billing screen (the /v2 one, or the old one while its redirect is off). */
  billingPath: string;
}

/** What the signed-in shell derives from the profile and the flags: menu, redirects, home and billing. */
export function buildShellValue(profile: Profile, flags: FlagMap): ShellContextValue {
  const rules = redirectRulesFrom(flags);
  const menu = buildMenu(profile, flags, rules);
  return {
    profile,
    menu,
    rules,
    home: homePath(menu, paths.dashboard),
    billingPath: livePath(paths.billing, rules),
  };
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the signed-in shell');
  return value;
}
