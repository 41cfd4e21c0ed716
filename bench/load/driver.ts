/**
 * The load driver: N students sign in once through the real provider (code flow with PKCE and
 * the login form, as the portal's tab does), then write and read for the run's time. Bounded in
 * count (students) and time (minutes, plus a drain for retries); loopback only.
 */
import { signInOverHttp } from '../../tests/helpers/sign-in';
import { runStudent } from './student';
import { Recorder, summarize, type OperationSummary } from './stats';
import type { LoadUser } from './users';

export interface LoadOptions {
  /** Instance origins; students are spread over them (student i starts on instance i mod n). */
  urls: readonly string[];
  /** The origin of the sign-in (the public URL every instance shares). */
  signInUrl: string;
  password: string;
  students: readonly LoadUser[];
  durationMs: number;
  writeEveryMs: number;
  /** After the run, unacknowledged writes are retried this long. */
  drainMs: number;
  signInConcurrency?: number;
  recorder?: Recorder;
  /** Called once every student is signed in and writing has started. */
  onStarted?: () => void;
}

export interface LoadResult {
  recorder: Recorder;
  /** Notes the server acknowledged, per student. */
  acknowledged: Map<string, number>;
  /** Notes that never got an answer, per student. */
  lost: Map<string, number>;
  signInFailures: number;
  summary: OperationSummary[];
  seconds: number;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host))
    throw new Error(`The load driver only runs against this machine (loopback), not ${host}`);
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!, index);
      }
    }),
  );
  return results;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  options.urls.forEach(assertLoopback);
  assertLoopback(options.signInUrl);
  const recorder = options.recorder ?? new Recorder();
  let signInFailures = 0;
  const tokens = await mapLimited(options.students, options.signInConcurrency ?? 8, async (s) => {
    const start = performance.now();
    try {
      const token = await signInOverHttp(options.signInUrl, s.username, options.password);
      recorder.ok('sign in', performance.now() - start);
      return token;
    } catch (error) {
      signInFailures++;
      recorder.error('sign in', error instanceof Error ? error.message : String(error));
      return undefined;
    }
  });
  const acknowledged = new Map<string, number>();
  const lost = new Map<string, number>();
  const bump = (map: Map<string, number>) => (id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  const start = Date.now();
  const writeUntil = start + options.durationMs;
  const drainUntil = writeUntil + options.drainMs;
  options.onStarted?.();
  await Promise.all(
    options.students.map((student, i) => {
      acknowledged.set(student.id, 0);
      const token = tokens[i];
      if (!token) return Promise.resolve();
      return runStudent({
        userId: student.id,
        token,
        target: { urls: options.urls, preferred: i },
        recorder,
        writeUntil,
        drainUntil,
        writeEveryMs: options.writeEveryMs,
        onNote: bump(acknowledged),
        onLost: bump(lost),
      });
    }),
  );
  const seconds = (Date.now() - start) / 1000;
  // Sign-in happened before the clock started: its rate is over the run too, read it as a count.
  return {
    recorder,
    acknowledged,
    lost,
    signInFailures,
    summary: summarize(recorder, seconds),
    seconds,
  };
}
