import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.js';

describe('JWT secret', () => {
  it('is required in production, and start-up names the variable', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-jwt-'));
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) }).JWT_SECRET,
    ).toBe('s'.repeat(40));
  });

  it('is generated once outside production, kept private in DATA_DIR and reused after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-jwt-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a short secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: os.tmpdir() })).toThrow(
      /JWT_SECRET.*at least 32/,
    );
  });
});
