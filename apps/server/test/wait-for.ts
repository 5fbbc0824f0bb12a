/**
 * Waits for a condition instead of for a fixed time: checks it every 50 ms and fails, naming what it waited for,
 * when it has not held within `ms`.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
