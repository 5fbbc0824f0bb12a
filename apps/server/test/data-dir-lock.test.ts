import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** Reads a child's output line by line: each call answers its next line. */
function linesOf(child: ChildProcessWithoutNullStreams): () => Promise<string> {
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return async () => String((await lines.next()).value ?? '').trim();
}

/**
 * Issue 8 item 6: contenders released at the same instant on one data folder, as several servers started together
 * after a crash. Exactly one may hold the lock in every round.
 */
describe('the data folder lock', () => {
  it('goes to exactly one of eight processes trying at the same instant, over a stale lock', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-lock-'));
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(await deadPid()));
      const racers = Array.from({ length: 8 }, () =>
        spawn(process.execPath, ['--import', 'tsx', 'test/lock-racer.ts', dataDir], { cwd: serverDir }),
      );
      const exits = racers.map((racer) => new Promise((resolve) => racer.on('exit', resolve)));
      const answers = racers.map(linesOf);
      // Every contender is loaded and waiting: release them together, a moment ahead.
      await Promise.all(answers.map(async (next) => expect(await next()).toBe('ready')));
      const startAt = Date.now() + 250;
      for (const racer of racers) racer.stdin.write(`${startAt}\n`);
      const results = await Promise.all(answers.map((next) => next()));
      // Only now may the winner let go.
      for (const racer of racers) racer.stdin.end();
      await Promise.all(exits);
      expect(
        results.filter((line) => line === 'locked'),
        results.join('\n'),
      ).toHaveLength(1);
      expect(results.filter((line) => line.startsWith('refused: The data folder'))).toHaveLength(7);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
