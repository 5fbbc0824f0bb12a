/** Plain document.cookie helpers; the only cookie the web app writes itself is `lang`. */

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string, maxAgeSeconds: number = YEAR_SECONDS): void {
  // Path / so /login and /v2 read the same language.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/**
 * Sign-out clears every cookie the page can see except the ones kept on purpose. A cookie is only removed with the
 * path it was set with, which the page cannot read, so each name is expired on /v2 and on every ancestor of the
 * current path. (HttpOnly cookies are out of reach of scripts; the server clears its own.)
 */
export function clearCookies(keep: readonly string[]): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && !keep.includes(decodeURIComponent(name)));
  const segments = window.location.pathname.split('/').filter(Boolean);
  const ancestors = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  const paths = new Set(['/', '/v2', ...ancestors, ...ancestors.map((path) => `${path}/`)]);
  for (const name of names) {
    for (const path of paths) {
      document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  }
}
