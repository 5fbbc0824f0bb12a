import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where export runs write before the file is stored: one folder per process, so a dead process's is known. */
const SCRATCH_ROOT = path.join(os.tmpdir(), 'backoffice-exports');
const processFolder = path.join(SCRATCH_ROOT, `${process.pid}-${randomUUID().slice(0, 8)}`);

/** A fresh folder for one export run, removed by the run when it ends. */
export async function makeExportScratch(): Promise<string> {
  await fs.promises.mkdir(processFolder, { recursive: true });
  return fs.promises.mkdtemp(path.join(processFolder, 'export-'));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a live process of another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what killed processes left behind (a run ended by SIGKILL never reaches its own clean-up): every
 * process folder whose process is gone. Called when a process starts working exports.
 */
export async function removeDeadScratch(): Promise<number> {
  const entries = await fs.promises.readdir(SCRATCH_ROOT).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const pid = Number(entry.split('-', 1)[0]);
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    await fs.promises.rm(path.join(SCRATCH_ROOT, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
