import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = path.join(os.tmpdir(), 'backoffice-config-test');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app', JWT_SECRET: 'k'.repeat(32) });
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '/srv/app/data',
      DEMO_DATA: 'auto',
      SEED_DAYS: 420,
      PUBLIC_URL: 'http://localhost:3000',
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('works jobs in every process unless WORKERS=off, and refuses another value', () => {
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32), DATA_DIR: dataDir }).WORKERS).toBe('on');
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32), DATA_DIR: dataDir, WORKERS: 'off' }).WORKERS).toBe('off');
    expect(() => loadConfig({ JWT_SECRET: 'k'.repeat(32), DATA_DIR: dataDir, WORKERS: 'no' })).toThrow(
      /WORKERS="no"/,
    );
  });

  it('takes an S3 bucket for files with both keys or neither, and a prefix ending in a slash', () => {
    const base = { JWT_SECRET: 'k'.repeat(32), DATA_DIR: dataDir, FILES_S3_BUCKET: 'merchant-files' };
    expect(loadConfig(base)).toMatchObject({
      FILES_S3_BUCKET: 'merchant-files',
      FILES_S3_REGION: 'us-east-1',
    });
    expect(() => loadConfig({ ...base, FILES_S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...base, FILES_S3_PREFIX: 'backoffice' })).toThrow(
      /FILES_S3_PREFIX="backoffice"/,
    );
    expect(() => loadConfig({ ...base, FILES_S3_ENDPOINT: 'not a url' })).toThrow(/FILES_S3_ENDPOINT/);
  });

  it('names every malformed variable', () => {
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir })).toThrow(
      /PORT="70000".*\n.*DATABASE_URL="mysql:\/\/x": must start with postgres/,
    );
  });

  it('refuses a near miss of a known variable and suggests it', () => {
    expect(() => loadConfig({ DATABSE_URL: 'postgres://x', DATA_DIR: dataDir })).toThrow(
      'DATABSE_URL: unknown variable; did you mean DATABASE_URL?',
    );
    expect(() => loadConfig({ smtp_url: 'smtp://x', DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('ignores the machine’s own variables', () => {
    expect(() =>
      loadConfig({ HOME: '/root', HOSTNAME: 'box', PATH: '/bin', DATA_DIR: dataDir }),
    ).not.toThrow();
  });
});
