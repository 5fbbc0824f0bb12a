import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { flagNames } from '@backoffice/contracts/flags';
import { describe, expect, it } from 'vitest';
import { type FlagDefinition, validateFlagDefinitions } from '../src/platform/flags/flag-definition.js';
import { flagDefinitions } from '../src/platform/flags/flag-definitions.js';
import { runFlagsCommand } from '../src/platform/flags/flags-command.js';
import { prepareFeatureFlags } from '../src/platform/flags/prepare-flags.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const now = new Date('2026-11-21T12:00:00Z');
const valid: FlagDefinition = {
  name: 'bundle-report',
  description: 'A flag',
  expiry: '2027-01-31',
  authors: ['someone@backoffice.local'],
  enabled: true,
};

describe('flag definitions', () => {
  it('accepts the shipped definitions, which cover every flag of the contract', () => {
    expect(() => validateFlagDefinitions(flagDefinitions, { isProduction: false })).not.toThrow();
    expect(flagDefinitions.map((flag) => flag.name).sort()).toEqual([...flagNames].sort());
  });

  it('refuses empty authors, and authors that are not e-mails outside production', () => {
    expect(() => validateFlagDefinitions([{ ...valid, authors: [] }], { isProduction: true })).toThrow(
      /authors must not be empty/,
    );
    expect(() => validateFlagDefinitions([{ ...valid, authors: ['Budi'] }], { isProduction: false })).toThrow(
      /authors must be e-mail addresses outside production/,
    );
    expect(() =>
      validateFlagDefinitions([{ ...valid, authors: ['Budi'] }], { isProduction: true }),
    ).not.toThrow();
  });

  it('refuses variant payloads that do not fit the flag', () => {
    const broken: FlagDefinition = {
      ...valid,
      name: 'marketing-modal',
      variants: [{ name: 'promo', payload: { type: 'json', value: '{"image":"x.png"}' } }],
      defaultVariant: 'promo',
    };
    expect(() => validateFlagDefinitions([broken], { isProduction: false })).toThrow(
      /variant promo: payload of marketing-modal/,
    );
  });

  it('stops start-up on an invalid definition before touching the database', async () => {
    await expect(
      prepareFeatureFlags(undefined as never, {
        isProduction: false,
        now,
        definitions: [{ ...valid, expiry: '31/03/2027' }],
      }),
    ).rejects.toThrow(/Invalid feature flag definitions/);
  });
});

describe('feature flags served to the web app', () => {
  const context = useTestApp();

  async function flagsOf(login: string) {
    const { access_token } = await signIn(context.app, login);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/feature-flags/v1/flags',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().flags;
  }

  it('serves every defined flag with its default state and variant', async () => {
    const flags = await flagsOf(context.fx.a.manager.email);
    expect(Object.keys(flags).sort()).toEqual([...flagNames].sort());
    expect(flags['transactions-v2']).toEqual({ enabled: true, variant: null });
    expect(flags['marketing-modal'].enabled).toBe(false);
    expect(flags['marketing-modal'].variant).toMatchObject({ name: 'renewal-promo', enabled: false });
    const redirects = JSON.parse(flags['redirect-map'].variant.payload.value);
    expect(redirects['/settings/customer-display']).toBe('/v2/customer-display/campaign');
  });

  it('evaluates audiences per business category', async () => {
    expect((await flagsOf(context.fx.a.owner.email))['online-store'].enabled).toBe(true);
    expect((await flagsOf(context.fx.b.owner.email))['online-store'].enabled).toBe(false);
  });

  it('lists the eligible features of the caller', async () => {
    const { access_token } = await signIn(context.app, context.fx.b.owner.email);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/inventory/v1/feature-flag/eligible-features',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((feature: { name: string }) => feature.name);
    expect(names).toContain('recurring-payment');
    expect(names).not.toContain('online-store');
    expect(names).not.toContain('marketing-modal');
  });

  it('needs a signed-in caller', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/feature-flags/v1/flags' })).statusCode).toBe(
      401,
    );
  });

  it('changes state with the flags command, and a restart keeps it', async () => {
    const db = context.database.db;
    expect(await runFlagsCommand(db, flagDefinitions, ['enable', 'marketing-modal'])).toEqual([
      'marketing-modal is now on.',
    ]);
    await runFlagsCommand(db, flagDefinitions, ['variant', 'marketing-modal', 'qris-launch']);
    await prepareFeatureFlags(db, { isProduction: false });
    let flags = await flagsOf(context.fx.a.owner.email);
    expect(flags['marketing-modal']).toMatchObject({
      enabled: true,
      variant: { name: 'qris-launch', enabled: true },
    });
    expect(JSON.parse(flags['marketing-modal'].variant.payload.value)).toMatchObject({
      version: 1,
      cta: { en: 'Register QRIS', id: 'Daftar QRIS' },
      image: '/v2/marketing/qris-launch.svg',
    });

    const payload = JSON.stringify({
      image: '/v2/m.png',
      cta: null,
      height: 300,
      width: 400,
      url: null,
      caption: null,
      version: 7,
    });
    await runFlagsCommand(db, flagDefinitions, ['variant', 'marketing-modal', 'qris-launch', payload]);
    await runFlagsCommand(db, flagDefinitions, ['disable', 'transactions-v2']);
    flags = await flagsOf(context.fx.a.owner.email);
    expect(JSON.parse(flags['marketing-modal'].variant.payload.value).version).toBe(7);
    expect(flags['transactions-v2'].enabled).toBe(false);

    const listing = await runFlagsCommand(db, flagDefinitions, ['list']);
    expect(listing.find((line) => line.startsWith('marketing-modal'))).toMatch(/on\s+variant=qris-launch/);
  });

  it('refuses unknown flags, variants, commands and bad payloads with a clear message', async () => {
    const db = context.database.db;
    await expect(runFlagsCommand(db, flagDefinitions, ['enable', 'nope'])).rejects.toThrow(
      /Unknown flag "nope"/,
    );
    await expect(runFlagsCommand(db, flagDefinitions, ['variant', 'marketing-modal', 'x'])).rejects.toThrow(
      /has no variant "x". Variants: renewal-promo, qris-launch, recurring-billing/,
    );
    await expect(
      runFlagsCommand(db, flagDefinitions, ['variant', 'marketing-modal', 'qris-launch', '{']),
    ).rejects.toThrow(/must be JSON/);
    await expect(
      runFlagsCommand(db, flagDefinitions, ['variant', 'marketing-modal', 'qris-launch', '{"version":2}']),
    ).rejects.toThrow(/Invalid payload of marketing-modal/);
    await expect(runFlagsCommand(db, flagDefinitions, ['explode'])).rejects.toThrow(
      /Unknown command "explode"/,
    );
  });
});

describe('npm run flags', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/platform/flags/flags-cli.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test', DATA_DIR: dataDir },
    });

  it('refuses to open the embedded database while the server holds it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-flags-'));
    // This test process stands in for the running server.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const failure = await cli(dataDir, 'list').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Cannot change flags: the embedded database in .* is in use/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes a flag in the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-flags-'));
    const enabled = await cli(dataDir, 'enable', 'marketing-modal');
    expect(enabled.stdout).toContain('marketing-modal is now on.');
    const listed = await cli(dataDir, 'list');
    expect(listed.stdout).toMatch(/marketing-modal\s+on\s+variant=renewal-promo/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
