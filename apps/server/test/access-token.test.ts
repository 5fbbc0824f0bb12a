import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../src/platform/auth/access-token.js';
import { AppError } from '../src/platform/errors/app-error.js';

/**
 * Access tokens are verified with node:crypto instead of jose. Every token below gets the verdict jose gave with
 * the options the server used (HS256 only, issuer, audience, required sub/exp/iat, no clock tolerance), and the
 * verdicts are checked against jose itself so that none of its checks was lost.
 */
const SECRET = 'access-token-test-secret-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const NOW = new Date('2026-11-01T05:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const claims = {
  userId: 7,
  businessId: 3,
  tokenVersion: 2,
  sessionId: 'family-1',
  authType: 'email' as const,
};
const body = { bid: 3, tv: 2, sid: 'family-1', at: 'email' };

function b64(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

async function signed(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  secret: Uint8Array = key,
): Promise<string> {
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(secret);
}

const standard = {
  ...body,
  sub: '7',
  iss: 'backoffice',
  aud: 'backoffice-api',
  iat: nowSeconds - 60,
  exp: nowSeconds + 600,
};

type Verdict = 'valid' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED';

async function ours(token: string): Promise<Verdict> {
  try {
    await verifyAccessToken(token, SECRET, NOW);
    return 'valid';
  } catch (error) {
    if (error instanceof AppError) return error.code as Verdict;
    throw error;
  }
}

async function jose(token: string): Promise<Verdict> {
  try {
    await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'backoffice',
      audience: 'backoffice-api',
      currentDate: NOW,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return 'valid';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
  }
}

/** Signed by hand, for headers and payloads jose refuses to produce. */
async function handSigned(header: unknown, payload: unknown): Promise<string> {
  const signingInput = `${b64(header)}.${b64(payload)}`;
  return `${signingInput}.${createHmac('sha256', SECRET).update(signingInput).digest('base64url')}`;
}

const cases: [string, () => Promise<string>, Verdict][] = [
  ['a token as the server signs it', async () => (await signAccessToken(claims, SECRET, NOW)).token, 'valid'],
  [
    'an audience list that includes ours',
    () => signed({ ...standard, aud: ['other', 'backoffice-api'] }),
    'valid',
  ],
  [
    'a payload changed after signing',
    async () => {
      const [header, , signature] = (await signed(standard)).split('.');
      return `${header}.${b64({ ...standard, bid: 4 })}.${signature}`;
    },
    'TOKEN_INVALID',
  ],
  [
    'another key',
    () => signed(standard, undefined, new TextEncoder().encode(`${SECRET}-other`)),
    'TOKEN_INVALID',
  ],
  ['alg none without a signature', async () => `${b64({ alg: 'none' })}.${b64(standard)}.`, 'TOKEN_INVALID'],
  [
    'alg none with the HS256 signature',
    async () => {
      const [, payload, signature] = (await signed(standard)).split('.');
      return `${b64({ alg: 'none' })}.${payload}.${signature}`;
    },
    'TOKEN_INVALID',
  ],
  ['HS512 with the same secret', () => signed(standard, { alg: 'HS512' }), 'TOKEN_INVALID'],
  ['a lower-case algorithm name', () => handSigned({ alg: 'hs256' }, standard), 'TOKEN_INVALID'],
  [
    'a critical header extension',
    () => handSigned({ alg: 'HS256', crit: ['exp'] }, standard),
    'TOKEN_INVALID',
  ],
  [
    'an unencoded payload',
    () => handSigned({ alg: 'HS256', b64: false, crit: ['b64'] }, standard),
    'TOKEN_INVALID',
  ],
  ['expired this very second', () => signed({ ...standard, exp: nowSeconds }), 'TOKEN_EXPIRED'],
  ['expired an hour ago', () => signed({ ...standard, exp: nowSeconds - 3600 }), 'TOKEN_EXPIRED'],
  ['expiring in a second', () => signed({ ...standard, exp: nowSeconds + 1 }), 'valid'],
  [
    'expired and signed with another key',
    () => signed({ ...standard, exp: nowSeconds - 3600 }, undefined, new TextEncoder().encode(`${SECRET}-x`)),
    'TOKEN_INVALID',
  ],
  ['not valid before a later time', () => signed({ ...standard, nbf: nowSeconds + 60 }), 'TOKEN_INVALID'],
  ['valid from now', () => signed({ ...standard, nbf: nowSeconds }), 'valid'],
  [
    'an expiry that is not a number',
    () => signed({ ...standard, exp: String(nowSeconds + 600) }),
    'TOKEN_INVALID',
  ],
  ['an issue time that is not a number', () => signed({ ...standard, iat: 'yesterday' }), 'TOKEN_INVALID'],
  ['no issue time', () => signed({ ...standard, iat: undefined }), 'TOKEN_INVALID'],
  ['no expiry', () => signed({ ...standard, exp: undefined }), 'TOKEN_INVALID'],
  ['no subject', () => signed({ ...standard, sub: undefined }), 'TOKEN_INVALID'],
  ['another issuer', () => signed({ ...standard, iss: 'someone-else' }), 'TOKEN_INVALID'],
  ['another audience', () => signed({ ...standard, aud: 'other-api' }), 'TOKEN_INVALID'],
  ['no audience', () => signed({ ...standard, aud: undefined }), 'TOKEN_INVALID'],
  ['two parts', async () => (await signed(standard)).split('.').slice(0, 2).join('.'), 'TOKEN_INVALID'],
  ['four parts', async () => `${await signed(standard)}.x`, 'TOKEN_INVALID'],
  ['a truncated signature', async () => (await signed(standard)).slice(0, -2), 'TOKEN_INVALID'],
  ['a header that is not JSON', () => handSigned('not json', standard), 'TOKEN_INVALID'],
  ['a header that is a JSON array', () => handSigned([{ alg: 'HS256' }], standard), 'TOKEN_INVALID'],
  ['a payload that is a JSON array', () => handSigned({ alg: 'HS256' }, [standard]), 'TOKEN_INVALID'],
  [
    'a payload that is not UTF-8',
    async () => {
      const header = b64({ alg: 'HS256' });
      const payload = Buffer.concat([
        Buffer.from('{"sub":"7'),
        Buffer.from([0xff]),
        Buffer.from('"}'),
      ]).toString('base64url');
      return `${header}.${payload}.${createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')}`;
    },
    'TOKEN_INVALID',
  ],
  [
    'characters outside base64url',
    async () => {
      const [header, payload, signature] = (await signed(standard)).split('.');
      return `${header}.${payload}.${signature!.slice(0, -1)}+`;
    },
    'TOKEN_INVALID',
  ],
];

describe('access token verification', () => {
  it.each(cases)('%s', async (_name, make, verdict) => {
    const token = await make();
    expect(await ours(token)).toBe(verdict);
    expect(await jose(token)).toBe(verdict);
  });

  it('refuses a signature re-encoded with different padding bits (jose decodes both alike)', async () => {
    const token = await signed(standard);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // 32 bytes take 43 characters; the last one carries 2 unused bits, so another letter decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const reencoded = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(reencoded, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(await ours(`${header}.${payload}.${reencoded}`)).toBe('TOKEN_INVALID');
  });

  it('reads the claims the server signed', async () => {
    const { token } = await signAccessToken(claims, SECRET, NOW);
    expect(await verifyAccessToken(token, SECRET, NOW)).toEqual(claims);
  });
});
