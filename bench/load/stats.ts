/** Latencies and outcomes per operation, and the table the driver prints. */

export interface OperationStats {
  count: number;
  errors: number;
  /** Attempts that failed and were tried again (network errors, 5xx, 429). */
  retries: number;
  latencies: number[];
}

export class Recorder {
  readonly operations = new Map<string, OperationStats>();
  /** The first few distinct error texts, so a failed run says why. */
  readonly errorSamples = new Set<string>();

  private of(name: string): OperationStats {
    let stats = this.operations.get(name);
    if (!stats) {
      stats = { count: 0, errors: 0, retries: 0, latencies: [] };
      this.operations.set(name, stats);
    }
    return stats;
  }

  ok(name: string, ms: number): void {
    const stats = this.of(name);
    stats.count++;
    stats.latencies.push(ms);
  }

  retry(name: string, reason: string): void {
    this.of(name).retries++;
    this.sample(`${name} retried: ${reason}`);
  }

  error(name: string, reason: string): void {
    this.of(name).errors++;
    this.sample(`${name}: ${reason}`);
  }

  private sample(text: string): void {
    if (this.errorSamples.size < 10) this.errorSamples.add(text);
  }

  totalErrors(): number {
    return [...this.operations.values()].reduce((sum, s) => sum + s.errors, 0);
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface OperationSummary {
  operation: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  retries: number;
}

export function summarize(recorder: Recorder, seconds: number): OperationSummary[] {
  return [...recorder.operations].map(([operation, stats]) => {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      operation,
      count: stats.count,
      perSecond: round(stats.count / seconds),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
      errors: stats.errors,
      retries: stats.retries,
    };
  });
}

export function printSummary(title: string, rows: readonly OperationSummary[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      operation: r.operation,
      ok: r.count,
      'per s': r.perSecond,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'max ms': r.max,
      errors: r.errors,
      retries: r.retries,
    })),
  );
}
