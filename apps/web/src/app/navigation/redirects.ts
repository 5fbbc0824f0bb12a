import { type FlagName, redirectMapPayloadSchema } from '@backoffice/contracts/flags';
import type { FlagMap } from '../../lib/flags/flag-defaults';
import { flagPayload } from '../../lib/flags/flags-context';
import { isUnder, stripTrailingSlash, v2Screens } from '../paths';

export interface RedirectRules {
  /** old path → /v2 path, only while the redirect-map flag is on. */
  map: Record<string, string>;
  flagOn: (name: FlagName) => boolean;
}

export function redirectRulesFrom(flags: FlagMap): RedirectRules {
  const state = flags['redirect-map'];
  const map = state.enabled ? (flagPayload(state, redirectMapPayloadSchema) ?? {}) : {};
  return { map, flagOn: (name) => flags[name].enabled };
}

/**
 * A /v2 screen with an old twin is live while the redirect map points to it and its own flag (if any) is on.
 * Screens without an old twin (dashboard, account deletion) are always live.
 */
export function isV2ScreenLive(v2Path: string, rules: RedirectRules): boolean {
  const screen = v2Screens.find((candidate) => candidate.path === v2Path);
  if (!screen?.old) return true;
  if (screen.flag && !rules.flagOn(screen.flag)) return false;
  return Object.values(rules.map).includes(screen.path);
}

/**
 * Where a path must go instead, or undefined to stay. docs/spec-notes.md, decided reading 2: an old path goes to its /v2 twin only
 * while that screen is live, a /v2 screen that is off goes to its old path, and the two rules can never point at
 * each other, so there is no loop.
 */
export function redirectFor(pathname: string, rules: RedirectRules): string | undefined {
  const path = stripTrailingSlash(pathname);
  const target = rules.map[path];
  if (target && isV2ScreenLive(target, rules)) return target;

  const screen = v2Screens.find((candidate) => isUnder(path, candidate.path));
  if (screen?.old && !isV2ScreenLive(screen.path, rules)) return screen.old;
  return undefined;
}

/** The live path for a screen: where menus link and guards send users. */
export function livePath(pathname: string, rules: RedirectRules): string {
  return redirectFor(pathname, rules) ?? pathname;
}
