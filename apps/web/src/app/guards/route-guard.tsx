import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useFlags } from '../../lib/flags/flags-context';
import { useShell } from '../layout/shell-context';
import { ContentSkeleton } from '../layout/shell-skeleton';
import { canOpen, matchesPattern, screenPatterns } from '../navigation/build-menu';
import { redirectFor } from '../navigation/redirects';
import { isUnder, OLD_BILLING_PATH, paths, stripTrailingSlash } from '../paths';

/** Paths of the shell that belong to no menu entry and are open to everyone signed in. */
const alwaysOpen = [paths.help];

function isHome(pathname: string): boolean {
  return stripTrailingSlash(pathname) === '/v2';
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * In this order: old/v2 redirects (never looping, reading-notes §2); an expired subscription forces billing
 * (spec §2); a path the user's menu does not cover goes home (reading-notes §3). Billing stays reachable for an
 * expired business even for roles without it, or the two rules would send the user back and forth.
 */
export function guardDecision(
  location: { pathname: string; search: string; hash: string },
  shell: Pick<ReturnType<typeof useShell>, 'profile' | 'menu' | 'rules' | 'home' | 'billingPath'>,
): GuardDecision {
  const { pathname } = location;
  const redirect = redirectFor(pathname, shell.rules);
  if (redirect) return { kind: 'redirect', to: redirect + location.search + location.hash };

  const onBilling = isUnder(pathname, shell.billingPath) || isUnder(pathname, OLD_BILLING_PATH);
  if (shell.profile.business.has_expired) {
    return onBilling ? { kind: 'render' } : { kind: 'redirect', to: shell.billingPath };
  }
  if (isHome(pathname) || alwaysOpen.some((path) => isUnder(pathname, path))) return { kind: 'render' };
  if (canOpen(shell.menu, pathname)) return { kind: 'render' };
  // Screens outside the sidebar (account deletion) are opened by the App/Endpoint entry that names them.
  const heldElsewhere = shell.profile.permissions.some(
    (entry) =>
      entry.access !== 'Back-office' &&
      screenPatterns(entry).some((pattern) => matchesPattern(pathname, pattern)),
  );
  if (heldElsewhere) return { kind: 'render' };
  return { kind: 'redirect', to: shell.home ?? paths.home };
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const shell = useShell();
  const { settled } = useFlags();
  // A deep link to a flag-gated screen (Brands) must not be bounced by the defaults before the flags arrive.
  if (!settled) return <ContentSkeleton />;
  const decision = guardDecision(location, shell);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
