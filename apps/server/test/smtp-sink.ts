import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once the server process has exited: nothing listens on the port any more. */
  stop(): Promise<void>;
}

/** The SMTP server runs as its own process, as a real mail relay would. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'smtp-sink.mjs'), String(port)],
    { cwd: path.resolve(import.meta.dirname, '..') },
  );
  const mails: ReceivedMail[] = [];
  const lines = createInterface({ input: child.stdout });
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`smtp sink exited with ${code}`)));
    lines.on('line', (line) => {
      const parsed = JSON.parse(line);
      if (parsed.listening) resolve(parsed.listening);
      else mails.push(parsed);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port: listening,
    mails,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A port nothing listens on (yet): where a mail server that is down would be. */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
