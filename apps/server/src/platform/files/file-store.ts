import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live (decision 0058). The database row says whose a file is; the store only keeps bytes under a
 * key the server made (`<business>/<random id>`), never a name a client chose. The default is a folder; an
 * S3-compatible store implements the same four calls (docs/operations.md).
 */
export interface FileStore {
  /** Writes the whole file or nothing: a reader never sees half a file under its key. */
  put(key: string, content: Buffer | Readable): Promise<{ size: number }>;
  /** The file's bytes, or null when there is no file under the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9]+\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

export function checkedKey(key: string): string {
  // Keys are made by the server; anything else reaching here is a bug, and must not become a path.
  if (!KEY.test(key)) throw new Error(`not a file store key: ${key}`);
  return key;
}

export function createFolderFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, content) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed into place: the rename is atomic within one file system.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(
          Buffer.isBuffer(content) ? Readable.from([content]) : content,
          fs.createWriteStream(partial),
        );
        const { size } = await fs.promises.stat(partial);
        await fs.promises.rename(partial, target);
        return { size };
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const target = pathOf(key);
      try {
        const handle = await fs.promises.open(target, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
