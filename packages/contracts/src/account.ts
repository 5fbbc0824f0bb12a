import { z } from 'zod';
import { emailSchema, text } from './common/text.js';

/**
 * Sign-in, one-time codes, token refresh and sign-out ("Auth tokens").
 * Token lifetimes are minutes (docs/spec-notes.md, decided reading 1): the client refreshes when fewer than
 * `ACCESS_TOKEN_REFRESH_WINDOW_SECONDS` remain and always before a call once the token has expired.
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const ACCESS_TOKEN_REFRESH_WINDOW_SECONDS = 5 * 60;
export const ONE_TIME_CODE_LIFETIME_SECONDS = 10 * 60;
export const ONE_TIME_CODE_MAX_FAILED_ATTEMPTS = 5;

/** The client id the web app sends to the go-id token endpoint (the spec does not show one). */
export const GOAUTH_CLIENT_ID = 'backoffice-web';
export const GOAUTH_AUTHENTICATION_TYPE = 'go-id';

/** How the session was opened: password with a username, password with an e-mail, or an e-mailed code. */
export const authTypeSchema = z.enum(['username', 'email', 'one-time-code']);
export type AuthType = z.infer<typeof authTypeSchema>;

export const loginRequestSchema = z.object({
  /** An e-mail address or a username. */
  login: text().trim().min(1, 'This field is required!').max(254),
  password: text().min(1, 'This field is required!').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Unix seconds at which the access token expires. */
  access_token_exp: z.number().int(),
  auth_type: authTypeSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const loginCodeRequestSchema = z.object({ email: emailSchema });
export type LoginCodeRequest = z.infer<typeof loginCodeRequestSchema>;

/** Always the same answer, whether or not the address belongs to an account (no account enumeration). */
export const loginCodeAcceptedSchema = z.object({ message: z.string() });
export const LOGIN_CODE_ACCEPTED_MESSAGE =
  'If this e-mail belongs to an account, a sign-in code is on its way. It is valid for 10 minutes.';

export const loginCodeVerifyRequestSchema = z.object({
  email: emailSchema,
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.'),
});
export type LoginCodeVerifyRequest = z.infer<typeof loginCodeVerifyRequestSchema>;

/**
 * Token refresh: `Authorization: Bearer <refresh_token>` (a non-empty token string). A missing or
 * malformed header is a 401 like any other unusable token, so the client's answer is always "sign in again".
 */
export const refreshTokenHeadersSchema = z.object({
  authorization: text().optional().describe('Bearer <refresh_token>'),
});

export const goauthTokenHeadersSchema = z.object({
  'authentication-type': z.literal(GOAUTH_AUTHENTICATION_TYPE, {
    message: `The Authentication-Type header must be "${GOAUTH_AUTHENTICATION_TYPE}".`,
  }),
});

export const goauthTokenRequestSchema = z.object({
  client_id: text().min(1, 'This field is required!'),
  grant_type: z.literal('refresh_token', { message: 'Only grant_type "refresh_token" is supported.' }),
  refresh_token: text().min(1, 'This field is required!').max(512),
});
export type GoauthTokenRequest = z.infer<typeof goauthTokenRequestSchema>;

/** The account token shape plus the OAuth 2 fields a go-id client expects. */
export const goauthTokenResponseSchema = tokenResponseSchema.extend({
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type GoauthTokenResponse = z.infer<typeof goauthTokenResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

/**
 * Error codes of sign-in and sessions. Every 401 tells the client to sign in again (after one refresh attempt
 * for TOKEN_EXPIRED); 429 carries `retry_at` (ISO time) and `retry_after_seconds` in `errors` and a Retry-After
 * header.
 */
export const accountErrors = {
  INVALID_CREDENTIALS: { status: 401, message: 'The e-mail/username or password is incorrect.' },
  INVALID_CODE: { status: 401, message: 'The code is incorrect or has expired. Please request a new code.' },
  TOKEN_MISSING: { status: 401, message: 'You need to sign in.' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  TOKEN_INVALID: { status: 401, message: 'Your sign-in is not valid. Please sign in again.' },
  SESSION_ENDED: { status: 401, message: 'Your session has ended. Please sign in again.' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message:
      'This session was signed out for your safety because its token was used twice. Please sign in again.',
  },
  INVALID_CLIENT: { status: 401, message: 'Unknown client.' },
  SIGN_IN_LOCKED: { status: 429, message: 'Too many failed sign-in attempts.' },
  /** The ticket number travels as the field error `ticket_number`, so the page can name it in either language. */
  BUSINESS_FROZEN: {
    status: 403,
    message: 'This business account is being deleted, so signing in is no longer possible.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type AccountErrorCode = keyof typeof accountErrors;

/**
 * The `next` parameter of /login (logout keeps the current path): only a path of this site is followed.
 * `//host`, `/\host`, schemes and anything not starting with `/` are refused, and the client goes home instead.
 */
export const nextPathSchema = text()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, 'next must be a path on this site');
