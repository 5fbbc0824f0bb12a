#!/usr/bin/env node
// `npm run build` (and the first half of `npm start`): builds the web app with Vite and bundles the server with
// esbuild, each only when its sources differ from the last build. `--force` rebuilds both.
// The check hashes the contents of every input (not mtimes, which a checkout or a copy resets), so a warm start
// costs a few tens of milliseconds instead of a full Vite build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const STAMP = '.build-fingerprint';

/** Files under each input, sorted so that the hash depends on contents and names only. */
function listFiles(input) {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function fingerprint(inputs, settings) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings));
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function isCurrent(outDir, print) {
  if (force) return false;
  const stamp = path.join(root, outDir, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === print;
}

function stamp(outDir, print) {
  fs.writeFileSync(path.join(root, outDir, STAMP), print);
}

const shared = ['packages/contracts/src', 'package-lock.json', 'scripts/build.mjs'];

const web = {
  outDir: 'apps/web/dist',
  inputs: [
    ...shared,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/postcss.config.cjs',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
  ],
  // Build-time variables change the output without changing a file.
  settings: { WEB_SOURCEMAP: process.env.WEB_SOURCEMAP ?? '' },
};

const server = {
  outDir: 'apps/server/dist',
  inputs: [...shared, 'apps/server/src', 'apps/server/package.json'],
  settings: {},
};

async function buildWeb() {
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/**
 * One ESM file per entry point. Packages from node_modules stay imports (native add-ons, wasm files and their own
 * relative reads keep working); our contracts package is TypeScript source, so it is bundled in.
 * The partners' sandboxes are an entry point of their own (`dist/partners/sandbox-partners.js`): app.ts's
 * `import('./partners/sandbox-partners.js')`, made outside production only, stays an import of that file, whose
 * path beside `main.js` is the same as beside `app.ts`, so production never loads their code (decision 0108).
 */
async function buildServer() {
  const outDir = path.join(root, server.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      worker: 'apps/server/src/worker.ts',
      'partners/sandbox-partners': 'apps/server/src/partners/sandbox-partners.ts',
    },
    outdir: server.outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    plugins: [
      {
        name: 'partner-sandboxes-stay-apart',
        setup(build) {
          const app = path.join(root, 'apps/server/src/app.ts');
          build.onResolve({ filter: /^\.\/partners\// }, (args) =>
            args.importer === app ? { path: args.path, external: true } : undefined,
          );
        },
      },
      {
        name: 'node-modules-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@backoffice/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The bundle finds its migrations beside itself, as the source does.
  fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
}

for (const [name, part, build] of [
  ['web app', web, buildWeb],
  ['server', server, buildServer],
]) {
  const print = fingerprint(part.inputs, part.settings);
  if (isCurrent(part.outDir, print)) continue;
  const started = Date.now();
  console.log(`Building the ${name}…`);
  await build();
  stamp(part.outDir, print);
  console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
