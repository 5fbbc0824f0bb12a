import {
  fileEndpoints,
  fileKeyParamsSchema,
  MAX_UPLOAD_BYTES,
  PUBLIC_FILE_PATH,
  SIGNED_FILE_PATH,
  signedFileQuerySchema,
} from '@backoffice/contracts/files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { errorResponses, routeEndpoint } from '../../platform/http/endpoint-route.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { createFileLink } from './create-file-link.js';
import { type FileDownload, openFileDownload } from './open-file-download.js';
import { uploadFile } from './upload-file.js';

const tags = ['files'];
/** The largest file in base64 plus the JSON around it: a larger body is refused before it is read. */
const UPLOAD_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64 * 1024;

function sendDownload(reply: FastifyReply, download: FileDownload, cache: string): FastifyReply {
  const { file } = download;
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return (
    reply
      .type(file.contentType)
      .header('content-length', String(download.size))
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', cache)
      // A stored file is data, never a page: nothing in it runs, even opened directly.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(download.stream)
  );
}

export function registerFileRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const db = () => deps.database.db;
  const now = deps.clock ?? (() => new Date());
  // Addresses answered to a caller are on the address it reached the server by (decision 0132).
  const addressing = (request: FastifyRequest) => ({
    publicUrl: requestOrigin(request, deps.config.PUBLIC_URL),
    secret: deps.config.JWT_SECRET,
    now,
  });

  routeEndpoint(
    app,
    fileEndpoints.upload,
    {
      tags,
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: 'authenticated' },
    },
    (request) =>
      uploadFile(
        { ...addressing(request), db: db(), store: app.fileStore },
        callerOf(request),
        request.params.outlet,
        request.body,
      ),
  );
  routeEndpoint(app, fileEndpoints.link, { tags, config: { access: 'authenticated' } }, (request) =>
    createFileLink({ ...addressing(request), db: db() }, callerOf(request), request.params.file),
  );

  const downloads = app.withTypeProvider<ZodTypeProvider>();
  // Public files are shown by customer displays without a session; their random id is the only key.
  downloads.get(
    PUBLIC_FILE_PATH,
    {
      schema: {
        tags,
        summary: 'A public file (campaign image)',
        params: fileKeyParamsSchema,
        response: errorResponses([400, 404]),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const download = await openFileDownload(
        { db: db(), store: app.fileStore, secret: deps.config.JWT_SECRET, now },
        { businessId: request.params.business, fileId: request.params.file },
      );
      // The bytes under an id never change: browsers and displays keep them.
      return sendDownload(reply, download, 'public, max-age=31536000, immutable');
    },
  );
  // A signed link is its own credential (decision 0058), like a cloud store's signed URL.
  downloads.get(
    SIGNED_FILE_PATH,
    {
      schema: {
        tags,
        summary: 'A file by its short-lived signed link',
        params: fileKeyParamsSchema,
        querystring: signedFileQuerySchema,
        response: errorResponses([400, 404]),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const download = await openFileDownload(
        { db: db(), store: app.fileStore, secret: deps.config.JWT_SECRET, now },
        { businessId: request.params.business, fileId: request.params.file },
        request.query,
      );
      return sendDownload(reply, download, 'private, no-store');
    },
  );
}
