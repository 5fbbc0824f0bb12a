/** Types of initial-size.mjs for the TypeScript callers (the load benchmark, the guard's tests). */
export declare const INITIAL_JS_BUDGET_BYTES: number;
export declare const ROUTE_JS_BUDGET_BYTES: number;
export declare const ROUTE_FILES_BUDGET: number;
export declare const CEILINGS: Record<string, number>;
export interface BuildManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export declare function readManifest(distDir: string): Record<string, BuildManifestChunk>;
export declare function initialFiles(
  manifest: Record<string, BuildManifestChunk>,
  entryKeys?: string | string[],
): { js: string[]; css: string[]; keys: string[]; sources: string[] };
export declare function gzipBytes(distDir: string, file: string): number;
export declare function initialSize(distDir: string): {
  js: string[];
  css: string[];
  keys: string[];
  sources: string[];
  jsGzip: number;
  cssGzip: number;
};
export interface RouteSize {
  path: string;
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  later: string[];
  laterGzip: number;
  jsBudget: number;
  filesBudget: number;
  jsCeiling: number;
  filesCeiling: number;
}
export declare function routeSizes(distDir: string, webDir?: string): RouteSize[];
export declare function overBudget(route: RouteSize): boolean;
export declare function overCeiling(route: RouteSize): boolean;
