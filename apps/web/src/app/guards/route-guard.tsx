import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useFlags } from '../../lib/flags/flags-context';
import { useShell } from '../layout/shell-context';
import { ContentSkeleton } from '../layout/shell-skeleton';
import { canOpen, findEntry, matchesPattern, screenPatterns } from '../navigation/build-menu';
import { redirectFor } from '../navigation/redirects';
import { ForbiddenPage } from '../pages/forbidden-page';
import { NotFoundPage } from '../pages/not-found-page';
import { isUnder, OLD_BILLING_PATH, paths, stripTrailingSlash, v2Screens } from '../paths';
import { screenName } from './screen-name';

/** Paths of the shell that belong to no menu entry and are open to everyone signed in. */
/**
 * Every role may open account deletion (a non-owner is asked to have the owner submit); only the owner's
 * request is accepted, by the server.
 */
const alwaysOpen = [paths.help, paths.accountDeletion];

function isHome(pathname: string): boolean {
  return stripTrailingSlash(pathname) === '/v2';
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** A screen that exists but that this user may not open (their role, or their plan). */
  | { kind: 'forbidden' }
  /** A path no screen answers to. */
  | { kind: 'notFound' };

type GuardShell = Pick<ReturnType<typeof useShell>, 'profile' | 'menu' | 'rules' | 'home' | 'billingPath'>;

/**
 * Whether some screen answers to a path the user may not open. The web app knows every /v2 screen; of the old
 * screens it knows those in the user's own permissions, and the owner holds the whole catalogue. A non-owner's
 * old path outside their permissions cannot be told from a typo, and is read as a screen of another role.
 */
function isKnownScreen(pathname: string, shell: GuardShell): boolean {
  const path = stripTrailingSlash(pathname);
  if (findEntry(shell.menu, path)) return true;
  const inProfile = shell.profile.permissions.some((entry) =>
    screenPatterns(entry).some((pattern) => matchesPattern(path, pattern)),
  );
  if (inProfile) return true;
  if (path.startsWith('/v2/')) {
    // Billing has pages of its own below it (recurring tabs, the payment provider's return page).
    return v2Screens.some((screen) => screen.path === path) || isUnder(path, paths.billing);
  }
  return !shell.profile.is_owner;
}

/**
 * In this order: old/v2 redirects (never looping, docs/spec-notes.md, decided reading 2); an expired subscription forces billing;
 * a path the user's menu does not cover says so: "no access" for a screen of another role or plan,
 * "not found" for a path no screen answers to (the old guard sent both home without a word; docs/spec-notes.md).
 * Billing stays reachable for an expired business even for roles without it, or the two rules would send the
 * user back and forth.
 */
export function guardDecision(
  location: { pathname: string; search: string; hash: string },
  shell: GuardShell,
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
  return isKnownScreen(pathname, shell) ? { kind: 'forbidden' } : { kind: 'notFound' };
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const shell = useShell();
  const { settled } = useFlags();
  const decision = settled ? guardDecision(location, shell) : undefined;
  usePageTitle(
    decision?.kind === 'notFound'
      ? t('pages.notFoundTitle')
      : decision?.kind === 'forbidden'
        ? t('pages.forbiddenTitle')
        : decision?.kind === 'render'
          ? screenName(location.pathname, shell, t)
          : undefined,
  );
  // A deep link to a flag-gated screen (Brands) must not be bounced by the defaults before the flags arrive.
  if (!decision) return <ContentSkeleton />;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'render':
      return children;
  }
}
