import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { defineLoginCodePruning } from './modules/account/prune-login-codes.js';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { registerDiscountRoutes } from './modules/discounts/discounts.routes.js';
import { registerFlagRoutes } from './modules/flags/flags.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerAccessControl } from './platform/auth/access-control.js';
import { defineAuthPruning } from './platform/auth/prune-auth-records.js';
import { registerErrorHandling, registerNotFound } from './platform/errors/error-handler.js';
import { prepareFeatureFlags } from './platform/flags/prepare-flags.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createMailer } from './platform/mail/mailer.js';
import { syncPermissionCatalogue } from './platform/permissions/permission-catalogue.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 12 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandling(app);
  // Before any route: every /api route registered from here on must declare its access.
  registerAccessControl(app);
  await syncPermissionCatalogue(deps.database.db);
  const flagDefinitions = await prepareFeatureFlags(deps.database.db, { isProduction: config.isProduction });
  const jobs = createJobQueue(deps.database, app.log);
  app.decorate('jobs', jobs);
  const mailer = createMailer({ config, db: deps.database.db, jobs });
  app.decorate('mailer', mailer);
  defineAuthPruning(jobs, deps.database.db);
  defineLoginCodePruning(jobs, deps.database.db);
  // Workers start once every job is defined and stop before the database is closed by whoever opened it.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects its CSS variables at run time; swagger-ui needs inline styles too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Merchant back-office API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerHealthRoutes(api);
      registerAccountRoutes(api);
      registerFlagRoutes(api, flagDefinitions);
      registerDiscountRoutes(api);
      if (!config.isProduction) registerDevMailboxRoutes(api);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}

/**
 * The single-page app is served under /v2/ and at /login; any other page path (old non-v2 routes included)
 * gets index.html so the client router can show it, while unknown /api paths stay JSON 404s.
 */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run "npm run build" to serve it`);
    registerNotFound(app);
    return;
  }
  // Files are routed one by one as they are at start-up; every other /v2 path falls through to the page below.
  await app.register(fastifyStatic, { root: distDir, prefix: '/v2/', index: false, wildcard: false });
  const indexHtml = fs.readFileSync(indexPath);
  app.get('/', { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) =>
    reply.redirect('/v2/'),
  );
  registerNotFound(app, (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/v2/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return false;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return true;
  });
}
