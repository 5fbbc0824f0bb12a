import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The server's default account; it checks every request's signature against it. */
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings that point the product at this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server in its own process (s3rver: the S3 REST protocol with signature checks, objects on disk),
 * as a bucket service is to the product: the file store talks to it over HTTP with the AWS SDK.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-server-'));
  const bucket = 'backoffice-files';
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [
    bin,
    '--directory',
    directory,
    '--address',
    '127.0.0.1',
    '--port',
    '0',
    '--silent',
    '--configure-bucket',
    bucket,
  ]);
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /listening on [^:]+:(\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const account = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    ...account,
    env: {
      FILES_S3_BUCKET: bucket,
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_ACCESS_KEY_ID: account.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: account.secretAccessKey,
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
