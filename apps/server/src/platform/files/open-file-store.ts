import type { Config } from '../../config/config.js';
import { createFolderFileStore, type FileStore } from './file-store.js';

/**
 * The configured file store: the bucket when FILES_S3_BUCKET is set, else the folder FILES_DIR. The S3 client is
 * loaded only when a bucket is configured; the default start-up does not pay for it.
 */
export async function openFileStore(config: Config): Promise<FileStore> {
  if (!config.FILES_S3_BUCKET) return createFolderFileStore(config.FILES_DIR);
  const { createS3FileStore } = await import('./s3-file-store.js');
  return createS3FileStore({
    bucket: config.FILES_S3_BUCKET,
    endpoint: config.FILES_S3_ENDPOINT,
    region: config.FILES_S3_REGION,
    accessKeyId: config.FILES_S3_ACCESS_KEY_ID,
    secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY,
    forcePathStyle: (config.FILES_S3_PATH_STYLE ?? (config.FILES_S3_ENDPOINT ? 'on' : 'off')) === 'on',
    prefix: config.FILES_S3_PREFIX ?? '',
  });
}
