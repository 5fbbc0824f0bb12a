import {
  goauthTokenHeadersSchema,
  goauthTokenRequestSchema,
  goauthTokenResponseSchema,
  LOGIN_CODE_ACCEPTED_MESSAGE,
  loginCodeAcceptedSchema,
  loginCodeRequestSchema,
  loginCodeVerifyRequestSchema,
  loginRequestSchema,
  logoutResponseSchema,
  refreshTokenHeadersSchema,
  tokenResponseSchema,
} from '@backoffice/contracts/account';
import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import { profileResponseSchema } from '@backoffice/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authError } from '../../platform/auth/auth-error.js';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { mailLanguageOf } from '../../platform/mail/mail-language.js';
import { getProfile } from './get-profile.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { refreshWithAuthorizationHeader, refreshWithGoauth } from './refresh-token.js';
import { requestLoginCode } from './request-login-code.js';
import { verifyLoginCode } from './verify-login-code.js';

const tags = ['account'];
const signInErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export function registerAccountRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.deps.database.db,
    secret: app.deps.config.JWT_SECRET,
    isProduction: app.deps.config.isProduction,
  });

  app.post(
    '/account/v2/login',
    {
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...signInErrors },
        security: [],
      },
      config: { access: 'public' },
    },
    (request) => login(deps(), request.body, request.ip),
  );

  app.post(
    '/account/v2/login/code',
    {
      schema: {
        tags,
        body: loginCodeRequestSchema,
        response: { 202: loginCodeAcceptedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        security: [],
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const language = mailLanguageOf(request.cookies.lang, request.headers['accept-language']);
      await requestLoginCode(
        { ...deps(), mailer: app.mailer, log: request.log },
        request.body.email,
        request.ip,
        language,
      );
      return reply.status(202).send({ message: LOGIN_CODE_ACCEPTED_MESSAGE });
    },
  );

  app.post(
    '/account/v2/login/code/verify',
    {
      schema: {
        tags,
        body: loginCodeVerifyRequestSchema,
        response: { 200: tokenResponseSchema, ...signInErrors },
        security: [],
      },
      config: { access: 'public' },
    },
    (request) => verifyLoginCode(deps(), request.body, request.ip),
  );

  app.post(
    '/account/v2/token',
    {
      schema: {
        tags,
        headers: refreshTokenHeadersSchema,
        response: { 200: tokenResponseSchema, 401: errorResponseSchema },
        security: [],
      },
      config: { access: 'public' },
    },
    (request) => {
      if (!request.headers.authorization) throw authError('TOKEN_MISSING');
      return refreshWithAuthorizationHeader(deps(), request.headers.authorization);
    },
  );

  // OAuth 2 clients send form-encoded bodies; accept that here as well as JSON, and only here.
  app.register(async (goauth) => {
    goauth.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    goauth.withTypeProvider<ZodTypeProvider>().post(
      '/gobiz/goauth/oauth2/token',
      {
        schema: {
          tags,
          headers: goauthTokenHeadersSchema,
          body: goauthTokenRequestSchema,
          response: { 200: goauthTokenResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
          security: [],
        },
        config: { access: 'public' },
      },
      (request) => refreshWithGoauth(deps(), request.body),
    );
  });

  app.post(
    '/account/v2/logout',
    {
      schema: { tags, response: { 200: logoutResponseSchema, 401: errorResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => {
      await logout(app.deps.database.db, callerOf(request));
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/account/v2/profile',
    {
      schema: { tags, response: { 200: profileResponseSchema, 401: errorResponseSchema } },
      config: { access: 'authenticated' },
    },
    (request) => getProfile(app.deps.database.db, callerOf(request), app.deps.clock?.() ?? new Date()),
  );
}
