import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderFileStore, type FileStore } from '../src/platform/files/file-store.js';
import { createS3FileStore } from '../src/platform/files/s3-file-store.js';
import { startS3Server, type S3Server } from './s3-server.js';

/** The two file stores keep the same promises (decision 0058): whole files or nothing, null for a missing key. */
const stores: [string, () => Promise<{ store: FileStore; close: () => Promise<void> }>][] = [
  [
    'folder',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-store-'));
      return {
        store: createFolderFileStore(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const server: S3Server = await startS3Server();
      return {
        store: createS3FileStore({
          bucket: server.bucket,
          endpoint: server.endpoint,
          region: 'us-east-1',
          accessKeyId: server.accessKeyId,
          secretAccessKey: server.secretAccessKey,
          forcePathStyle: true,
          prefix: 'tenant-files/',
        }),
        close: () => server.stop(),
      };
    },
  ],
];

const keyOf = (business = 7, extension = '.bin') => `${business}/${randomUUID()}${extension}`;

describe.each(stores)('file store: %s', (_name, open) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await open()));
  afterAll(() => close());

  it('keeps a buffer and gives back the same bytes and size', async () => {
    const key = keyOf();
    const bytes = Buffer.from('Kopi Susu, 2 × Rp 18.000\n', 'utf8');
    expect(await store.put(key, bytes)).toEqual({ size: bytes.length });
    const opened = await store.open(key);
    expect(opened?.size).toBe(bytes.length);
    expect(await text(opened!.stream)).toBe(bytes.toString('utf8'));
  });

  it('keeps a stream larger than one upload part, counting its bytes', async () => {
    const key = keyOf(7, '.csv');
    const line = 'INV-000001,2024-05-01 10:00:00,Kopi Nusantara Kemang,125000\n';
    const lines = Math.ceil((9 * 1024 * 1024) / line.length);
    const stream = Readable.from(
      (function* () {
        for (let n = 0; n < lines; n += 1) yield Buffer.from(line);
      })(),
    );
    const { size } = await store.put(key, stream);
    expect(size).toBe(lines * line.length);
    const opened = await store.open(key);
    expect(opened?.size).toBe(size);
    let read = 0;
    for await (const chunk of opened!.stream) read += (chunk as Buffer).length;
    expect(read).toBe(size);
  });

  it('answers null for a key with no file, also after removing one; removing twice is fine', async () => {
    expect(await store.open(keyOf())).toBeNull();
    const key = keyOf();
    await store.put(key, Buffer.from('x'));
    await store.remove(key);
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
  });

  it('leaves nothing under the key when the content fails half-way', async () => {
    const key = keyOf();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow();
    expect(await store.open(key)).toBeNull();
  });

  it('refuses a key the server did not make (no paths from outside)', async () => {
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a file store key/);
    await expect(store.open('7/../../secret')).rejects.toThrow(/not a file store key/);
  });
});
