import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { type AuthType, ACCESS_TOKEN_LIFETIME_SECONDS, authTypeSchema } from '@backoffice/contracts/account';
import { SignJWT } from 'jose';
import { authError } from './auth-error.js';

const ISSUER = 'backoffice';
const AUDIENCE = 'backoffice-api';
/**
 * Realtime stream tickets (decision 0057) are signed like access tokens but for this audience only, so a ticket
 * seen in a log or an address opens nothing but a stream, and an access token is not a ticket.
 */
const TICKET_AUDIENCE = 'backoffice-realtime';

export interface AccessTokenClaims {
  userId: number;
  businessId: number;
  /** users.token_version at sign-in; bumping it ends every session of the user. */
  tokenVersion: number;
  /** The refresh-token family (one sign-in); logout revokes it and with it this access token. */
  sessionId: string;
  authType: AuthType;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: number }> {
  return signClaims(claims, secret, now, AUDIENCE, ACCESS_TOKEN_LIFETIME_SECONDS);
}

/** A ticket that opens one realtime stream as this caller within `lifetimeSeconds`. */
export async function signStreamTicket(
  claims: AccessTokenClaims,
  secret: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  return signClaims(claims, secret, now, TICKET_AUDIENCE, lifetimeSeconds);
}

export function verifyStreamTicket(
  ticket: string,
  secret: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims> {
  return verifyClaims(ticket, secret, now, TICKET_AUDIENCE);
}

async function signClaims(
  claims: AccessTokenClaims,
  secret: string,
  now: Date,
  audience: string,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({
    bid: claims.businessId,
    tv: claims.tokenVersion,
    sid: claims.sessionId,
    at: claims.authType,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** The verification key, made once per secret instead of on every request. */
let verificationKey: { secret: string; key: KeyObject } | undefined;

function verificationKeyOf(secret: string): KeyObject {
  if (verificationKey?.secret !== secret)
    verificationKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return verificationKey.key;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url segment holding a JSON object (not an array, not a string), or undefined. */
function jsonObjectOf(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(segment, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A NumericDate claim: absent, or a number; anything else makes the token invalid. */
function numericDate(payload: Record<string, unknown>, claim: string): number | undefined | null {
  const value = payload[claim];
  if (value === undefined) return undefined;
  return typeof value === 'number' ? value : null;
}

/**
 * Verifies a compact HS256 JWT with node:crypto: the header's algorithm is exactly HS256 (so `none` and every other
 * algorithm fail) and names no critical extension, the signature matches (compared in constant time, on the
 * canonical encoding, so a re-encoded signature fails too), then the claims as jose checked them: `sub`, `exp`
 * and `iat` present, issuer and audience ours, `exp`/`nbf`/`iat` numbers, not expired (`exp` ≤ now) and not
 * before `nbf`, no clock tolerance. Any failure is a 401 in the error shape; an expired token says so.
 */
export function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims> {
  return verifyClaims(token, secret, now, AUDIENCE);
}

async function verifyClaims(
  token: string,
  secret: string,
  now: Date,
  expectedAudience: string,
): Promise<AccessTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw authError('TOKEN_INVALID');
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  const header = jsonObjectOf(encodedHeader);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) {
    throw authError('TOKEN_INVALID');
  }
  const expected = createHmac('sha256', verificationKeyOf(secret))
    .update(`${encodedHeader}.${encodedPayload}`)
    .digest('base64url');
  const presented = Buffer.from(signature);
  if (presented.length !== expected.length || !timingSafeEqual(presented, Buffer.from(expected))) {
    throw authError('TOKEN_INVALID');
  }

  const payload = jsonObjectOf(encodedPayload);
  if (
    !payload ||
    !Object.hasOwn(payload, 'sub') ||
    !Object.hasOwn(payload, 'exp') ||
    !Object.hasOwn(payload, 'iat')
  ) {
    throw authError('TOKEN_INVALID');
  }
  const audience = payload.aud;
  const audienceMatches = Array.isArray(audience)
    ? audience.includes(expectedAudience)
    : audience === expectedAudience;
  if (payload.iss !== ISSUER || !audienceMatches) throw authError('TOKEN_INVALID');
  const seconds = Math.floor(now.getTime() / 1000);
  const iat = numericDate(payload, 'iat');
  const nbf = numericDate(payload, 'nbf');
  const exp = numericDate(payload, 'exp');
  if (iat === null || nbf === null || exp === null) throw authError('TOKEN_INVALID');
  if (nbf !== undefined && nbf > seconds) throw authError('TOKEN_INVALID');
  if (exp !== undefined && exp <= seconds) throw authError('TOKEN_EXPIRED');

  const userId = Number(payload.sub);
  const { sub, bid, tv, sid, at } = payload;
  const authType = authTypeSchema.safeParse(at);
  if (
    typeof sub !== 'string' ||
    !Number.isSafeInteger(userId) ||
    typeof bid !== 'number' ||
    typeof tv !== 'number' ||
    typeof sid !== 'string' ||
    !authType.success
  ) {
    throw authError('TOKEN_INVALID');
  }
  return { userId, businessId: bid, tokenVersion: tv, sessionId: sid, authType: authType.data };
}
