import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { flagNames } from '@backoffice/contracts/flags';
import { beforeAll, describe, expect, it } from 'vitest';
import { flagDefinitions } from '../src/platform/flags/flag-definitions.js';
import { runFlagsCommand } from '../src/platform/flags/flags-command.js';
import { prepareFeatureFlags } from '../src/platform/flags/prepare-flags.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
/** Later than every shipped expiry: the day a clean clone must still start. */
const farFuture = new Date('2099-01-01T08:00:00Z');
const expiries = flagDefinitions.map((flag) => flag.expiry).sort();
const firstExpiry = expiries[0]!;
const lastExpiry = expiries.at(-1)!;

/** Issue 8 item 2: a passed expiry is a reminder, never a refusal to start. */
describe('feature flags past their expiry', () => {
  beforeAll(() => {
    expect(lastExpiry < farFuture.toISOString().slice(0, 10)).toBe(true);
  });
  const context = useTestApp({ env: { LOG_LEVEL: 'warn' }, clock: () => farFuture });

  it('starts on a day past every expiry and keeps serving every flag', async () => {
    const { access_token } = await signIn(context.app, context.fx.a.owner.email);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/feature-flags/v1/flags',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
    const flags = response.json().flags;
    expect(Object.keys(flags).sort()).toEqual([...flagNames].sort());
    expect(flags['transactions-v2']).toEqual({ enabled: true, variant: null });
  });

  it('logs the reminder at start', async () => {
    const warnings: string[] = [];
    await prepareFeatureFlags(context.database.db, {
      isProduction: true,
      now: farFuture,
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^12 feature flags are past expiry on 2099-01-01: .*bundle-report \(expired 2027-03-31\)/,
    );
  });

  it('lists the expired flags in health', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect([...health.json().expired_flags].sort()).toEqual([...flagNames].sort());
  });

  it('marks them in `flags list`', async () => {
    const lines = await runFlagsCommand(context.database.db, flagDefinitions, ['list'], farFuture);
    const bundle = lines.find((line) => line.startsWith('bundle-report'));
    expect(bundle).toMatch(/EXPIRED 2027-03-31/);
    expect(lines.at(-1)).toMatch(/^warning: 12 feature flags are past expiry on 2099-01-01: .*keep working/);
    const today = await runFlagsCommand(
      context.database.db,
      flagDefinitions,
      ['list'],
      new Date(`${firstExpiry}T12:00:00Z`),
    );
    expect(today.some((line) => line.includes('EXPIRED'))).toBe(false);
  });

  it('reports them in `npm run flags -- check` without failing, unless --strict', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/platform/flags/flags-cli.ts', 'check', ...args], {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() },
      });
    const late = await cli('--on', '2099-01-01');
    expect(late.stderr).toMatch(/^warning: 12 feature flags are past expiry on 2099-01-01: /);
    expect(late.stderr).toContain('marketing-modal (expired 2027-03-31)');
    const strict = await cli('--on', '2099-01-01', '--strict').then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    expect(strict).toBe(1);
    const inTime = await cli('--on', firstExpiry, '--strict');
    expect(inTime.stdout).toContain('Every feature flag is within its expiry');
  });
});
