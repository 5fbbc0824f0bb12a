import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { accountModule } from './modules/account/account.module.js';
import { businessModule } from './modules/business/business.module.js';
import { devMailboxModule } from './modules/dev-mailbox/dev-mailbox.module.js';
import { brandsModule } from './modules/brands/brands.module.js';
import { campaignsModule } from './modules/campaigns/campaigns.module.js';
import { bundlePackagesModule } from './modules/bundle-packages/bundle-packages.module.js';
import { discountsModule } from './modules/discounts/discounts.module.js';
import { categoriesModule } from './modules/categories/categories.module.js';
import { salesTypesModule } from './modules/sales-types/sales-types.module.js';
import { itemsModule } from './modules/items/items.module.js';
import { promosModule } from './modules/promos/promos.module.js';
import { gratuitiesModule } from './modules/gratuities/gratuities.module.js';
import { taxesModule } from './modules/taxes/taxes.module.js';
import { modifiersModule } from './modules/modifiers/modifiers.module.js';
import { transactionsModule } from './modules/transactions/transactions.module.js';
import { refundsModule } from './modules/refunds/refunds.module.js';
import { receiptsModule } from './modules/receipts/receipts.module.js';
import { reportingModule } from './modules/reporting/reporting.module.js';
import { flagsModule } from './modules/flags/flags.module.js';
import { healthModule } from './modules/health/health.module.js';
import { registerAccessControl } from './platform/auth/access-control.js';
import { defineAuthPruning } from './platform/auth/prune-auth-records.js';
import { answerClientError } from './platform/errors/client-error.js';
import { registerErrorHandling, registerNotFound } from './platform/errors/error-handler.js';
import { prepareFeatureFlags } from './platform/flags/prepare-flags.js';
import { registerForegroundRequests } from './platform/http/foreground-requests.js';
import { registerNoStore } from './platform/http/no-store.js';
import { responseSerializerCompiler } from './platform/http/response-serializer.js';
import { registerNulRefusal } from './platform/http/refuse-nul.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createMailer } from './platform/mail/mailer.js';
import {
  createRealtimeHub,
  defineRealtimePruning,
  type RealtimeHub,
} from './platform/realtime/realtime-hub.js';
import { realtimeModule } from './modules/realtime/realtime.module.js';
import { filesModule } from './modules/files/files.module.js';
import { billingModule } from './modules/billing/billing.module.js';
import { recurringBillingModule } from './modules/billing/recurring-billing.module.js';
import { exportsModule } from './modules/exports/exports.module.js';
import { itemImportModule } from './modules/item-import/item-import.module.js';
import { qrisModule } from './modules/qris/qris.module.js';
import { deletionModule } from './modules/deletion/deletion.module.js';
import { posModule } from './modules/pos/pos.module.js';
import type { FileStore } from './platform/files/file-store.js';
import { openFileStore } from './platform/files/open-file-store.js';
import { syncPermissionCatalogue } from './platform/permissions/permission-catalogue.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The time, injectable so tests can run the app on another day (e.g. past every flag's expiry). */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The realtime channel: features define their topics and publish in their transactions. */
    realtime: RealtimeHub;
    /** Where file bytes live (decision 0058); rows in `files` say whose they are. */
    fileStore: FileStore;
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
            serializers: {
              // A realtime ticket travels in the address (decision 0057); it opens a stream for a minute, so it
              // stays out of the logs like the bearer token it stands for.
              req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: request.method,
                url: request.url.replace(/([?&]ticket=)[^&]*/, '$1[redacted]'),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 12 * 1024 * 1024,
    clientErrorHandler: answerClientError,
    // A URL that cannot be decoded (`/api/%zz`) is refused before routing; give it the error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .header('x-content-type-options', 'nosniff')
        .send({ code: 'VALIDATION_ERROR', message: error.message, errors: [] });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.RESPONSE_CHECK === 'on' }));
  app.decorate('deps', deps);
  registerErrorHandling(app);
  // Security headers come first: hooks run in registration order, and a request the access check refuses (401,
  // 403) must leave with the same headers as any other.
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
  registerNoStore(app);
  // Before access control, so that a person's request counts from its arrival (decision 0105).
  registerForegroundRequests(app);
  // Before any route: every /api route registered from here on must declare its access.
  registerAccessControl(app);
  registerNulRefusal(app);
  await syncPermissionCatalogue(deps.database.db);
  const flagDefinitions = await prepareFeatureFlags(deps.database.db, {
    isProduction: config.isProduction,
    now: (deps.clock ?? (() => new Date()))(),
    warn: (message) => app.log.warn(message),
  });
  const jobs = createJobQueue(deps.database, app.log, {
    workers: config.WORKERS === 'on',
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
  });
  app.decorate('jobs', jobs);
  // Platform jobs are defined here; each module defines its own when it registers (below).
  const mailer = createMailer({ config, db: deps.database.db, jobs });
  app.decorate('mailer', mailer);
  defineAuthPruning(jobs, deps.database.db);
  const realtime = createRealtimeHub(deps.database, app.log, deps.clock);
  defineRealtimePruning(jobs, deps.database, deps.clock);
  app.decorate('realtime', realtime);
  app.decorate('fileStore', await openFileStore(config));
  // The queue starts once every module has defined its jobs, and stops before the database is closed by whoever
  // opened it.
  app.addHook('onReady', async () => {
    await realtime.start();
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.stop();
    mailer.close();
  });

  if (config.OPENAPI === 'on') {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Merchant back-office API', version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The /pos/v1 ingestion routes take a paired device's credential instead (decision 0070).
            device: { type: 'http', scheme: 'bearer', bearerFormat: 'posd_…' },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(
    async (api) => {
      // One line per module: its plugin registers its routes and defines its jobs.
      await api.register(healthModule, { flagDefinitions });
      await api.register(accountModule);
      await api.register(flagsModule, { flagDefinitions });
      await api.register(discountsModule);
      await api.register(taxesModule);
      await api.register(gratuitiesModule);
      await api.register(campaignsModule);
      await api.register(brandsModule);
      await api.register(categoriesModule);
      await api.register(salesTypesModule);
      await api.register(itemsModule);
      await api.register(bundlePackagesModule);
      await api.register(promosModule);
      await api.register(modifiersModule);
      await api.register(businessModule);
      await api.register(transactionsModule);
      await api.register(refundsModule);
      await api.register(receiptsModule);
      await api.register(reportingModule);
      await api.register(realtimeModule);
      await api.register(filesModule);
      await api.register(exportsModule);
      await api.register(itemImportModule);
      await api.register(qrisModule);
      await api.register(billingModule);
      await api.register(recurringBillingModule);
      await api.register(deletionModule);
      await api.register(posModule);
      if (!config.isProduction) await api.register(devMailboxModule);
    },
    { prefix: '/api' },
  );
  // Outside production the partners' sandboxes stand in for the real services (the payment gateway's, decision
  // 0075). Loaded only here and only then: production never loads their code (decision 0108).
  if (!config.isProduction) {
    const { registerSandboxPartners } = await import('./partners/sandbox-partners.js');
    await registerSandboxPartners(app, config);
  }

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}

const PRINTABLE_INVOICE_PAGES = '/v2/reports/invoices/print/';

/**
 * The single-page app is served under /v2/ and at /login; any other page path (old non-v2 routes included)
 * gets index.html so the client router can show it, while unknown /api paths stay JSON 404s.
 *
 * The build writes brotli and gzip variants beside each text file, sent to browsers that accept them. Vite puts
 * content-hashed files under assets/: they never change under their name, so browsers keep them a year without
 * asking again. Everything else (index.html above all, which names the current hashes) is revalidated on each use.
 */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run "npm run build" to serve it`);
    registerNotFound(app);
    return;
  }
  const hashedDir = path.join(distDir, 'assets') + path.sep;
  // Files are routed one by one as they are at start-up; every other /v2 path falls through to the page below.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/v2/',
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        filePath.startsWith(hashedDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
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
    // A printable invoice's address is its secret (decision 0044): kept out of search engines and referrers.
    if (request.url.startsWith(PRINTABLE_INVOICE_PAGES)) {
      reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    }
    // Through the static plugin, so the page is compressed and revalidated like the file itself.
    reply.code(200).sendFile('index.html');
    return true;
  });
}
