import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileStore } from './file-store.js';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's usual sources (environment, instance role) are used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Keys are stored under this prefix, so one bucket can serve several installations. */
  prefix: string;
}

/** Parts of a large upload; S3 refuses parts under 5 MiB except the last. */
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The file store in an S3-compatible bucket (decision 0058): the same four calls as the folder store. A PUT (or a
 * multipart upload's completion) makes the object visible whole or not at all, so a reader never sees half a file.
 * Objects are private: the server reads them and answers the signed links itself, so access stays the product's
 * rule (the business, the link's expiry), not the bucket's.
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => `${options.prefix}${checkedKey(key)}`;
  return {
    async put(key, content) {
      if (Buffer.isBuffer(content)) {
        await client.send(
          new PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: content }),
        );
        return { size: content.length };
      }
      // A stream of unknown length goes up in parts; its bytes are counted on the way.
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      content.on('error', (error) => counted.destroy(error));
      content.pipe(counted);
      await new Upload({
        client,
        params: { Bucket: options.bucket, Key: objectKey(key), Body: counted },
        partSize: PART_BYTES,
        queueSize: 2,
      }).done();
      return { size };
    },
    async open(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds on S3, as `rm --force` does on the folder store.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
