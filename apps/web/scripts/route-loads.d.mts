/** Types of route-loads.mjs for the TypeScript callers (the guard's tests). */
export interface RouteLoad {
  /** The route's path as the router declares it. */
  path: string;
  /** Source modules (from the web app's root) its lazy parts and those of the routes around it import. */
  modules: string[];
  /** A route that only redirects (`<Navigate>`): its first load is its target's. */
  redirect: boolean;
}
export declare function routeLoads(webDir: string): RouteLoad[];
