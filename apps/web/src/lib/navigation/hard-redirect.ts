/**
 * A full page load, not a router navigation: after sign-out nothing of the old session may stay in memory.
 * Kept in its own module so tests can replace it.
 */
export function hardRedirect(url: string): void {
  window.location.assign(url);
}
