import { nextPathSchema } from '@backoffice/contracts/account';

/** Where the app lands after sign-in when no usable `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = '/v2/';

/**
 * Only a path on this site may be followed after sign-in: it must start with exactly one '/', so '//evil.com',
 * '/\evil.com' (browsers treat a backslash as a slash), 'https://…' and 'javascript:…' are all refused.
 */
export function isSafeLocalPath(candidate: string | null | undefined): candidate is string {
  if (!candidate || !nextPathSchema.safeParse(candidate).success) return false;
  // Control characters can smuggle a second slash past the check above once the browser strips them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  try {
    const resolved = new URL(candidate, 'http://same.invalid');
    return resolved.origin === 'http://same.invalid';
  } catch {
    return false;
  }
}

export function safeNextPath(candidate: string | null | undefined): string {
  return isSafeLocalPath(candidate) ? candidate : DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in URL that brings the user back to `path` afterwards; no `next` for the sign-in page itself. */
export function signInUrlFor(path: string | undefined): string {
  if (!path || path === '/' || path.startsWith('/login') || !isSafeLocalPath(path)) return '/login';
  return `/login?next=${encodeURIComponent(path)}`;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
