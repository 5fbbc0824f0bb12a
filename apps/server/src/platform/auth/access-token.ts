import { type AuthType, ACCESS_TOKEN_LIFETIME_SECONDS, authTypeSchema } from '@backoffice/contracts/account';
import { errors, jwtVerify, SignJWT } from 'jose';
import { authError } from './auth-error.js';

const ISSUER = 'backoffice';
const AUDIENCE = 'backoffice-api';

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
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({
    bid: claims.businessId,
    tv: claims.tokenVersion,
    sid: claims.sessionId,
    at: claims.authType,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** Verifies signature, algorithm, issuer, audience and expiry; any failure is a 401 in the error shape. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw authError('TOKEN_EXPIRED');
    throw authError('TOKEN_INVALID');
  }
  const userId = Number(payload.sub);
  const { bid, tv, sid, at } = payload as Record<string, unknown>;
  const authType = authTypeSchema.safeParse(at);
  if (
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
