import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthType, TokenResponse } from '@backoffice/contracts/account';
import type { Database, Queryable } from '../../db/database.js';
import { signAccessToken } from './access-token.js';
import { authError } from './auth-error.js';
import {
  bumpTokenVersion,
  findRefreshTokenByHash,
  findTokenVersion,
  insertRefreshToken,
  listLaterFamilyTokens,
  lockFamily,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  revokeTokens,
  revokeUserFamilies,
} from './session.repository.js';

/** A refresh token unused this long ends its session; no session outlives the family lifetime. */
export const REFRESH_TOKEN_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_FAMILY_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * A spent token presented again this soon after it was exchanged is a response that never reached its page (a
 * reload or a closed tab in the middle of a refresh, two tabs at once, a dropped connection), not a theft: it gets
 * another pair of the same session in place of the one it was exchanged for (which stops working), so a session
 * never has more than one live refresh token. Later, or once that pair has been used, it is treated as stolen and
 * the session ends.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface SessionUser {
  id: number;
  businessId: number;
  tokenVersion: number;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A refresh token is `<business id>.<256 random bits>`: it arrives alone, and the business it names is where it is
 * looked for (decision 0107), so no table has to be global for it. The business id is not a secret (the access
 * token carries it too); the random part is, and the whole token is what is hashed. A token without the prefix was
 * issued before it and is looked for by its hash alone.
 */
function businessOfRefreshToken(token: string): number | null {
  const match = /^([1-9]\d{0,9})\./.exec(token);
  const businessId = match ? Number(match[1]) : null;
  return businessId !== null && businessId <= 2_147_483_647 ? businessId : null;
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

async function issueTokens(
  db: Queryable,
  user: SessionUser,
  session: { familyId: string; familyExpiresAt: Date; authType: AuthType },
  secret: string,
  now: Date,
): Promise<TokenResponse> {
  // 256 random bits: guessing is hopeless, so a fast hash (not a password hash) is the right way to store it.
  const refreshToken = `${user.businessId}.${randomBytes(32).toString('base64url')}`;
  await insertRefreshToken(db, {
    businessId: user.businessId,
    userId: user.id,
    familyId: session.familyId,
    tokenHash: hashRefreshToken(refreshToken),
    authType: session.authType,
    tokenVersion: user.tokenVersion,
    createdAt: now,
    expiresAt: earliest(addSeconds(now, REFRESH_TOKEN_IDLE_SECONDS), session.familyExpiresAt),
    familyExpiresAt: session.familyExpiresAt,
  });
  const access = await signAccessToken(
    {
      userId: user.id,
      businessId: user.businessId,
      tokenVersion: user.tokenVersion,
      sessionId: session.familyId,
      authType: session.authType,
    },
    secret,
    now,
  );
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    access_token_exp: access.expiresAt,
    auth_type: session.authType,
  };
}

/** A new sign-in: a new refresh-token family. Runs in the caller's transaction when it passes one. */
export function openSession(
  db: Queryable,
  user: SessionUser,
  authType: AuthType,
  secret: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  return issueTokens(
    db,
    user,
    { familyId: randomUUID(), familyExpiresAt: addSeconds(now, SESSION_FAMILY_LIFETIME_SECONDS), authType },
    secret,
    now,
  );
}

type Rotation = { outcome: 'rotated'; tokens: TokenResponse } | { outcome: 'reused' | 'ended' | 'expired' };

/**
 * Exchanges a refresh token for a new pair. The presented token is spent; presenting a spent token again after
 * the grace period means it leaked, so the whole family is revoked and every holder must sign in again.
 * The session (token family) is locked for the exchange, so concurrent refreshes of one session, a replay and the
 * refresh of the pair it replaces, or a refresh and a logout, run one after the other and never leave two live
 * branches or a token issued after the logout; nothing else of the business waits for it (decision 0026).
 */
export async function rotateSession(
  db: Database,
  presentedToken: string,
  secret: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const found = await findRefreshTokenByHash(
    db,
    businessOfRefreshToken(presentedToken),
    hashRefreshToken(presentedToken),
  );
  if (!found) throw authError('TOKEN_INVALID');

  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    await lockFamily(tx, found.businessId, found.familyId);
    const row = await lockRefreshToken(tx, found.businessId, found.id);
    if (!row || row.revokedAt) return { outcome: 'ended' };
    let lostResponse =
      row.rotatedAt !== null && now.getTime() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (lostResponse) {
      // The grace replaces the pair this token was exchanged for; it never adds a second live branch. If that
      // pair has been used already, its holder did get the response: the replay is not a lost one.
      const successors = await listLaterFamilyTokens(tx, row.businessId, row.familyId, row.id);
      if (successors.some((successor) => successor.rotatedAt !== null)) lostResponse = false;
      else {
        const live = successors
          .filter((successor) => successor.revokedAt === null)
          .map((successor) => successor.id);
        await revokeTokens(tx, row.businessId, live, now);
      }
    }
    if (row.rotatedAt && !lostResponse) {
      await revokeFamily(tx, row.businessId, row.familyId, now);
      return { outcome: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime() || row.familyExpiresAt.getTime() <= now.getTime()) {
      return { outcome: 'expired' };
    }
    const tokenVersion = await findTokenVersion(tx, row.businessId, row.userId);
    if (tokenVersion === undefined || tokenVersion !== row.tokenVersion) return { outcome: 'ended' };
    if (!row.rotatedAt) await markRotated(tx, row.businessId, row.id, now);
    const tokens = await issueTokens(
      tx,
      { id: row.userId, businessId: row.businessId, tokenVersion },
      { familyId: row.familyId, familyExpiresAt: row.familyExpiresAt, authType: row.authType },
      secret,
      now,
    );
    return { outcome: 'rotated', tokens };
  });

  // Thrown after the transaction so that a detected reuse stays revoked.
  switch (rotation.outcome) {
    case 'rotated':
      return rotation.tokens;
    case 'reused':
      throw authError('REFRESH_TOKEN_REUSED');
    case 'expired':
    case 'ended':
      throw authError('SESSION_ENDED');
  }
}

/** Logout: the family ends, and with it the access tokens that name it (checked on every request). */
export async function endSession(db: Database, businessId: number, sessionId: string): Promise<void> {
  // Locked like a rotation, so that a refresh in flight cannot issue a token after the family was revoked.
  await db.transaction(async (tx) => {
    await lockFamily(tx, businessId, sessionId);
    await revokeFamily(tx, businessId, sessionId, new Date());
  });
}

/**
 * Logout of all devices (account deletion, password change): every family of the user ends and every access
 * token already issued stops working, because its token version no longer matches.
 */
export async function endAllSessions(db: Queryable, businessId: number, userId: number): Promise<void> {
  await bumpTokenVersion(db, businessId, userId);
  await revokeUserFamilies(db, businessId, userId, new Date());
}
