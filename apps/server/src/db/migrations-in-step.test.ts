import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database.js';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/**
 * The schema in code and the committed migrations must describe the same database: a schema change without its
 * migration would pass every test (tests migrate from the files) and fail in production. drizzle-kit generates
 * against a copy of the migrations; anything it writes is a difference.
 */
describe('committed migrations', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('match the schema in code', async () => {
    cpSync(migrationsFolder, copy, { recursive: true });
    const before = readdirSync(copy).sort();
    const { stdout } = await run(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        '--casing=snake_case',
        // drizzle-kit only takes a path relative to the working directory.
        `--out=${path.relative(serverRoot, copy)}`,
      ],
      // No terminal: a change that needs a rename answer fails instead of waiting for one.
      { cwd: serverRoot, timeout: 60_000, env: { ...process.env, CI: '1' } },
    );
    expect(readdirSync(copy).sort()).toEqual(before);
    expect(stdout).toContain('No schema changes');
  });
});
