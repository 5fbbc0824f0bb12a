import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, with its default. Parsed once at start-up; nothing else in the
 * server reads `process.env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default: a fresh clone must not be reachable from the network (containers set HOST=0.0.0.0).
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where stored files (uploads, exports) are kept; a folder of DATA_DIR unless set (decision 0058). */
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Default by mode: `auto` outside production, `off` in production (demo data only when asked for). */
  DEMO_DATA: z.enum(['auto', 'off']).optional(),
  SEED_DAYS: z.coerce.number().int().min(1).max(1000).default(420),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Back Office <no-reply@backoffice.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanish.default(false),
  /** The OpenAPI document and its UI at /api/docs. Default by mode: `on` outside production, `off` in it. */
  OPENAPI: z.enum(['on', 'off']).optional(),
  /** `off`: every signed-in request loads its caller from the database, as before decision 0140. */
  CALLER_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * Every response also checked against its contract before it is sent (decision 0142). Default by mode: `on`
   * outside production, `off` in it (the serializer compiled from the contract alone).
   */
  RESPONSE_CHECK: z.enum(['on', 'off']).optional(),
  /** `off`: this process stores jobs but works none of them (API-only); `npm run worker` processes work them. */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** How often expired job attempts are looked for (pg-boss maintenance). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** An export attempt running longer than this counts as lost (its worker died) and is run again. */
  EXPORT_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(1800),
  /** Set: stored files go to this S3-compatible bucket instead of FILES_DIR (decision 0058, docs/operations.md). */
  FILES_S3_BUCKET: z.string().min(3).max(63).optional(),
  FILES_S3_ENDPOINT: z.url().optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Default: `on` with an endpoint (what S3-compatible services expect), `off` on AWS. */
  FILES_S3_PATH_STYLE: z.enum(['on', 'off']).optional(),
  FILES_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+\/$/, 'must be letters, digits, . _ - and end with /')
    .optional(),
  /**
   * The payment gateway's server key (Midtrans protocol, decision 0074): it authenticates our calls and signs its
   * notifications. Outside production a fixed sandbox key is used when unset.
   */
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  /** The gateway's API base (Snap and status). Unset: the built-in sandbox gateway at PUBLIC_URL/sandbox-gateway. */
  MIDTRANS_BASE_URL: z.url().optional(),
  /**
   * Indonesian public holidays (`yyyy-MM-dd`, comma-separated) that do not count as working days of the deletion
   * grace period. They replace the built-in dates (domain/working-days.ts) of each year they name; other
   * years keep the built-in ones (decision 0089).
   */
  PUBLIC_HOLIDAYS: z
    .string()
    .regex(
      /^\s*(\d{4}-\d{2}-\d{2}\s*(,\s*\d{4}-\d{2}-\d{2}\s*)*)?$/,
      'must be yyyy-MM-dd dates separated by commas',
    )
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The built-in sandbox gateway's key (decision 0074): public, so it signs nothing of value. */
export const SANDBOX_SERVER_KEY = 'SB-Mid-server-backoffice-sandbox';

export interface Config extends Omit<
  Env,
  'DATA_DIR' | 'FILES_DIR' | 'PUBLIC_URL' | 'JWT_SECRET' | 'DEMO_DATA' | 'OPENAPI' | 'MIDTRANS_SERVER_KEY'
> {
  /** Empty in production when unset: then no notification can be signed, and none is accepted. */
  MIDTRANS_SERVER_KEY: string;
  DATA_DIR: string;
  FILES_DIR: string;
  DEMO_DATA: 'auto' | 'off';
  OPENAPI: 'on' | 'off';
  RESPONSE_CHECK: 'on' | 'off';
  PUBLIC_URL: string;
  /** Always set: from the environment, or (outside production) generated once and kept in DATA_DIR. */
  JWT_SECRET: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * `npm start` runs inside the server workspace; relative paths are resolved against the folder the user ran npm
 * from (INIT_CWD), so `DATA_DIR=./data` means the repository's `./data` as the README says.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const misspelt = findMisspeltVariables(env);
  if (misspelt.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${misspelt.join('\n')}`);
  }
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (Boolean(value.FILES_S3_ACCESS_KEY_ID) !== Boolean(value.FILES_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  }
  const base = env.INIT_CWD ?? process.cwd();
  const isProduction = value.NODE_ENV === 'production';
  const dataDir = path.resolve(base, value.DATA_DIR);
  return {
    ...value,
    JWT_SECRET: value.JWT_SECRET ?? developmentJwtSecret(dataDir, isProduction),
    DATA_DIR: dataDir,
    FILES_DIR: value.FILES_DIR ? path.resolve(base, value.FILES_DIR) : path.join(dataDir, 'files'),
    WEB_DIST_DIR: value.WEB_DIST_DIR ? path.resolve(base, value.WEB_DIST_DIR) : undefined,
    PUBLIC_URL: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    // Production shows nothing it was not asked to: no demo data, no API description.
    DEMO_DATA: value.DEMO_DATA ?? (isProduction ? 'off' : 'auto'),
    OPENAPI: value.OPENAPI ?? (isProduction ? 'off' : 'on'),
    RESPONSE_CHECK: value.RESPONSE_CHECK ?? (isProduction ? 'off' : 'on'),
    MIDTRANS_SERVER_KEY: value.MIDTRANS_SERVER_KEY ?? (isProduction ? '' : SANDBOX_SERVER_KEY),
    isProduction,
  };
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in `${DATA_DIR}/jwt-secret` (mode 600), so
 * sessions survive restarts without setup. Production must name its secret: a generated one would differ per
 * instance and silently sign everyone out whenever the data folder is replaced.
 */
function developmentJwtSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`).',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    throw new ConfigError(`Cannot store the generated JWT secret in ${file}: ${(error as Error).message}`);
  }
  return secret;
}

/** Levenshtein distance, small strings only. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The environment holds the machine's variables too, so unknown names cannot all be refused; a near miss of one of
 * ours (`DATABSE_URL`, `database_url`) is almost surely a typo that would silently fall back to a default.
 */
function findMisspeltVariables(env: NodeJS.ProcessEnv): string[] {
  const known = Object.keys(envSchema.shape);
  const problems: string[] = [];
  for (const name of Object.keys(env)) {
    if (known.includes(name) || name.length < 6) continue;
    const match = known.find(
      (candidate) =>
        candidate.length >= 6 &&
        (candidate === name.toUpperCase() || distance(candidate, name.toUpperCase()) <= 2),
    );
    if (match) problems.push(`  ${name}: unknown variable; did you mean ${match}?`);
  }
  return problems;
}
