import {
  ITEM_IMPORT_MAX_BYTES,
  ITEM_IMPORT_TEMPLATE_PATH,
  ITEM_IMPORT_UPLOAD_PATH,
  itemImportEndpoints,
  itemImportSchema,
  itemImportTemplateQuerySchema,
  itemImportUploadQuerySchema,
} from '@backoffice/contracts/item-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { errorResponses, routeEndpoint } from '../../platform/http/endpoint-route.js';
import type { JobSender } from '../../platform/jobs/job-queue.js';
import { confirmItemImport, type ItemImportJobData } from './confirm-item-import.js';
import { getImportTemplate, languageOf } from './get-import-template.js';
import { getItemImport } from './get-item-import.js';
import { uploadItemImport } from './upload-item-import.js';

const tags = ['items'];
const access = { permission: 'library.items' } as const;
/** What a sheet is sent as: its own type, or plain bytes. */
const SHEET_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

export function registerItemImportRoutes(app: FastifyInstance, job: JobSender<ItemImportJobData>): void {
  const { deps } = app;
  const db = () => deps.database.db;
  const now = deps.clock ?? (() => new Date());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The file is the body, bytes as they are; a larger one is refused from its Content-Length before any of it is
  // read, and one sent without a length is cut off as soon as it passes the limit (decision 0180).
  app.addContentTypeParser(
    SHEET_TYPES,
    { parseAs: 'buffer', bodyLimit: ITEM_IMPORT_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  routes.get(
    ITEM_IMPORT_TEMPLATE_PATH,
    {
      schema: {
        tags,
        summary: 'The item import template, in the caller’s language',
        querystring: itemImportTemplateQuerySchema,
        response: errorResponses([400, 401, 403]),
      },
      config: { access },
    },
    async (request, reply) => {
      const file = await getImportTemplate(
        callerOf(request),
        languageOf(request.headers['accept-language']),
        request.query.format,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
  routes.post(
    ITEM_IMPORT_UPLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'Read and check an item sheet (XLSX or CSV, the body): a preview, nothing written',
        querystring: itemImportUploadQuerySchema,
        response: { 201: itemImportSchema, ...errorResponses([400, 401, 403]) },
      },
      config: { access },
      bodyLimit: ITEM_IMPORT_MAX_BYTES,
    },
    async (request, reply) => {
      const preview = await uploadItemImport(
        db(),
        callerOf(request),
        request.query.file_name,
        request.body,
        now(),
      );
      return reply.status(201).send(preview);
    },
  );
  routeEndpoint(app, itemImportEndpoints.get, { tags, config: { access } }, (request) =>
    getItemImport(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, itemImportEndpoints.confirm, { tags, config: { access } }, (request) =>
    confirmItemImport(db(), job, callerOf(request), request.body.import_id),
  );
}
