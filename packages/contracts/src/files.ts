import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { defineMessages } from './common/messages.js';
import { text } from './common/text.js';

/**
 * File upload and download (the product's entity description "Upload result", `POST /file/v1/outlets/{outlet}/files/sync`, upload
 * messages; the product's validation rules image rules). The upload call is shared by campaign images and QRIS documents; each
 * feature checks its own limits (size, type, pixel size) against the stored file when it is saved, and the upload
 * itself refuses what no feature accepts (decision 0058).
 */

export const fileMessages = defineMessages('files', {
  uploadFailed: 'Error uploading file. Please try again or check your file',
  maxSize8: 'Max size is 8MB',
  maxSize2: 'Max size is 2 MB',
  allowedImageFormat: 'Allowed format: PNG and JPEG',
  notBase64: 'Must be the file’s content in base64.',
  filenameInvalid: 'Must be a file name of 1 to 255 characters.',
});

/** The largest file any feature takes (campaign images); QRIS documents stop at 2 MB. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const QRIS_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** base64 makes 3 bytes into 4 characters. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

/** The types decided from a file's first bytes, never from its name. */
export const storedFileTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type StoredFileType = (typeof storedFileTypes)[number];

const base64Schema = z
  .string()
  // Checked before decoding: a longer text is a bigger file whatever it holds.
  .max(MAX_BASE64_LENGTH, fileMessages.maxSize8)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, fileMessages.notBase64)
  .refine((value) => value.length % 4 === 0, fileMessages.notBase64);

/** A name to show and to offer when saving; never part of a storage path. */
export const uploadFilenameSchema = text()
  .trim()
  .min(1, fileMessages.filenameInvalid)
  .max(255, fileMessages.filenameInvalid)
  .refine(
    (value) =>
      ![...value].some(
        (char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '/' || char === '\\',
      ),
    fileMessages.filenameInvalid,
  );

export const uploadFileParamsSchema = z.object({
  outlet: z.coerce.number().int().positive().max(2_147_483_647),
});

export const uploadFileRequestSchema = z.object({
  data: base64Schema,
  filename: uploadFilenameSchema,
  private_access: z.boolean().default(false),
});

/**
 * The spec's upload result (`data`, `filename`, `private_access`): `data` is the address the file is read from —
 * lasting for a public file, a link valid for minutes for a private one. `id`, `content_type`, `size`, `width`
 * and `height` are what a feature saving the file refers to and checks.
 */
export const uploadedFileSchema = z.object({
  data: z.string(),
  filename: z.string(),
  private_access: z.boolean(),
  id: z.uuid(),
  content_type: z.enum(storedFileTypes),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileKeyParamsSchema = z.object({
  business: z.coerce.number().int().positive().max(2_147_483_647),
  file: z.uuid(),
});

export const signedFileQuerySchema = z.object({
  expires: z.coerce.number().int().positive().max(99_999_999_999),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a file link signature.'),
});

export const fileLinkSchema = z.object({ url: z.string(), expires_at: z.number().int() });

export const fileEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/file/v1/outlets/:outlet/files/sync',
    summary: 'Upload one file (base64) for an outlet',
    params: uploadFileParamsSchema,
    body: uploadFileRequestSchema,
    response: uploadedFileSchema,
    errors: [400, 401, 404, 429],
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/file/v1/files/:file/link',
    summary: 'A short-lived download link for one of the business’s files',
    params: z.object({ file: z.uuid() }),
    response: fileLinkSchema,
    errors: [400, 401, 404],
  }),
};

/** Paths of the two downloads; they answer the file's bytes, not JSON. */
export const PUBLIC_FILE_PATH = '/file/v1/public/:business/:file';
export const SIGNED_FILE_PATH = '/file/v1/downloads/:business/:file';
