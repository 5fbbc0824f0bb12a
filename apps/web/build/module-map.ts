import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/module-chunks.json` beside the manifest: which output file holds each of the app's source modules. The manifest
 * only names the modules that start a chunk, and a screen's page shares its chunk with the rest of its feature
 * (build/chunk-groups.ts); the size guard needs to know where each route's lazy import went (decision 0018).
 */
export function moduleMap(): Plugin {
  let root = '';
  return {
    name: 'module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = path.relative(root, id).split(path.sep).join('/');
          if (path.isAbsolute(id) && !source.startsWith('../')) files[source] = output.fileName;
        }
      }
      const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: `${JSON.stringify(sorted, null, 1)}\n`,
      });
    },
  };
}
