/**
 * A small timing harness: runs a function repeatedly after a warm-up and reports the median and p95 in
 * milliseconds. Benchmarks compare the product's path (HTTP through the whole server) with the raw SQL that
 * answers the same question on the same data, so the ratio shows what the layers cost.
 */
export interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
}

export async function measure(label: string, work: () => Promise<unknown>, runs = 200): Promise<Timing> {
  for (let i = 0; i < Math.min(20, runs); i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    medianMs: samples[Math.floor(samples.length / 2)]!,
    p95Ms: samples[Math.floor(samples.length * 0.95)]!,
    runs,
  };
}

export function printComparison(title: string, product: Timing, raw: Timing): void {
  const ratio = product.medianMs / raw.medianMs;
  console.log(
    `${title.padEnd(44)} api ${product.medianMs.toFixed(2).padStart(7)} ms (p95 ${product.p95Ms.toFixed(2)})` +
      `   raw SQL ${raw.medianMs.toFixed(2).padStart(7)} ms (p95 ${raw.p95Ms.toFixed(2)})   ratio ${ratio.toFixed(1)}x`,
  );
}
