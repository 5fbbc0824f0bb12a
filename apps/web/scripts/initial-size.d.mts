/** Types of initial-size.mjs for the TypeScript callers (the load benchmark). */
export declare const INITIAL_JS_BUDGET_BYTES: number;
export interface BuildManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}
export declare function readManifest(distDir: string): Record<string, BuildManifestChunk>;
export declare function initialFiles(
  manifest: Record<string, BuildManifestChunk>,
  entryKey?: string,
): { js: string[]; css: string[]; sources: string[] };
export declare function gzipBytes(distDir: string, file: string): number;
export declare function initialSize(distDir: string): {
  js: string[];
  css: string[];
  sources: string[];
  jsGzip: number;
  cssGzip: number;
};
