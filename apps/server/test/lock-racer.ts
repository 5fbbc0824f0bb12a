// One contender of test/data-dir-lock.test.ts: says it is loaded, waits for the shared start instant the test sends
// on stdin, then tries to lock the folder. A winner holds the lock until the test closes its stdin.
import readline from 'node:readline';
import { lockDataDir } from '../src/db/data-dir-lock.js';

const [dataDir] = process.argv.slice(2) as [string];
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('ready');
const startAt = Number((await lines.next()).value);
while (Date.now() < startAt) {
  // Spin, so that every contender tries at the same millisecond.
}
try {
  lockDataDir(dataDir);
  console.log('locked');
  // Hold it while the others look: a live holder must be respected.
  while (!(await lines.next()).done) {
    // Nothing else is sent; stdin ends when every contender has answered.
  }
} catch (error) {
  console.log(`refused: ${(error as Error).message}`);
}
process.exit(0);
