import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Who holds the lock: the pid, when that process started (so a reused pid is not mistaken for it), a token. */
interface LockOwner {
  pid: number;
  started?: string;
  token?: string;
}

const TAKEOVER_STALE_MS = 10_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The start time of a process in clock ticks since boot (Linux); undefined where /proc is not available. */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; field 22 is the start time.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Alive, and the same process that wrote the lock: a pid handed to another process since does not count. */
function isRunning(owner: LockOwner): boolean {
  if (!pidAlive(owner.pid)) return false;
  if (owner.started === undefined) return true;
  const started = processStart(owner.pid);
  return started === undefined || started === owner.started;
}

/** `pid started token`; older servers wrote only the pid, which still parses (and is judged by the pid alone). */
function parseOwner(text: string): LockOwner | undefined {
  const [pid, started, token] = text.trim().split(/\s+/);
  const number = Number(pid);
  if (!Number.isInteger(number) || number <= 0) return undefined;
  return { pid: number, started: started && started !== '-' ? started : undefined, token };
}

function readLock(lockPath: string): string | undefined {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Creates the lock file with its whole content in one step: written to a private file first, then hard-linked to
 * the lock's name, which fails if the name exists. No other process can ever read a half-written lock.
 */
function tryCreate(lockPath: string, content: string, token: string): boolean {
  const draft = `${lockPath}.${token}`;
  fs.writeFileSync(draft, content, { flag: 'wx' });
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a stale lock, but only the one that was judged stale: two processes that both find it stale take turns
 * under a second exclusive file, and the second sees the lock has changed (or gone) and leaves it alone.
 */
function removeStale(lockPath: string, staleContent: string): void {
  const mutex = `${lockPath}.takeover`;
  try {
    fs.writeFileSync(mutex, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else is taking over; a takeover file left by a process killed in those few lines is cleared.
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { force: true });
    sleepSync(20);
    return;
  }
  try {
    if (readLock(lockPath) === staleContent) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(mutex, { force: true });
  }
}

/**
 * PGlite is a single-process database: two processes writing the same folder corrupt it. A lock file naming the
 * owner is created atomically before the database opens; a lock whose owner no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const token = randomUUID();
  const content = `${process.pid} ${processStart(process.pid) ?? '-'} ${token}`;
  for (let attempt = 0; attempt < 500; attempt++) {
    if (tryCreate(lockPath, content, token)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readLock(lockPath) === content) fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const current = readLock(lockPath);
    if (current === undefined) continue;
    const owner = parseOwner(current);
    if (owner && isRunning(owner)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is already in use by another process (pid ${owner.pid}). ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
    }
    removeStale(lockPath, current);
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}
