import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Notifier } from '../../db/client';
import { HttpError, loggableError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import {
  claimJob,
  deleteExhausted,
  deleteJob,
  extendLease,
  releaseJob,
  returnJob,
  type PdfJobRow,
  type PdfJobTarget,
} from './jobs-repository';

/** Where an accepted export wakes the workers of every instance. */
export const PDF_JOBS_CHANNEL = 'pdf_export_jobs';

export const PDF_JOB_TIMING = {
  /** A claimed job whose worker stops renewing it for this long is taken by another instance. */
  leaseMs: 30_000,
  /** Retries, and jobs of dead instances, need no event: every instance looks this often. */
  pollMs: 5_000,
  retryDelayMs: 2_000,
  /** Tries of one export, a lost instance's included; then pdf-failed. */
  maxAttempts: 3,
  /** How long closing waits for the export in hand (server.ts exits after 10 s). */
  shutdownGraceMs: 5_000,
};

export interface PdfWorkerDeps {
  db: Db;
  notifier: Notifier;
  events: Pick<AuthEvents, 'publish'>;
  log: FastifyBaseLogger;
  /** Renders the job's PDF and stores it: its download address and the name the user sees. */
  render(job: PdfJobRow): Promise<{ url: string; fileName: string }>;
  timing?: Partial<typeof PDF_JOB_TIMING>;
}

/**
 * One per instance: takes the oldest waiting export from the shared table, one at a time, and
 * tells the exporting tab (pdf-ready / pdf-failed through NOTIFY, so any instance may hold its
 * socket). Woken by a NOTIFY on a new job and by a poll for retries and expired leases.
 */
export function createPdfWorker(deps: PdfWorkerDeps) {
  const timing = { ...PDF_JOB_TIMING, ...deps.timing };
  const { db, log } = deps;
  let isStopped = false;
  let isWokenAgain = false;
  let running: Promise<void> | undefined;
  const timers = new Set<NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | undefined;
  let inHand: { id: number; claimToken: string } | undefined;

  const to = (job: PdfJobTarget) => ({
    userId: job.userId,
    connectionId: job.connectionId,
    exportId: job.exportId,
  });

  async function sendFailed(job: PdfJobTarget) {
    await deps.events
      .publish({ type: 'pdf-failed', ...to(job) })
      .catch((cause: unknown) =>
        log.error({ exportId: job.exportId, err: loggableError(cause) }, 'pdf-failed not sent'),
      );
  }

  async function work(job: PdfJobRow, claimToken: string) {
    const { exportId, kind } = job;
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, claimToken, timing.leaseMs).catch((cause: unknown) =>
        log.warn({ exportId, err: loggableError(cause) }, 'PDF job lease not renewed'),
      );
    }, timing.leaseMs / 3);
    try {
      const ready = await deps.render(job);
      // Deleted first: if the lease was lost meanwhile, the worker that took it over delivers.
      if (!(await deleteJob(db, job.id, claimToken))) {
        log.warn({ exportId, kind }, 'PDF job was taken over; not delivered from here');
        return;
      }
      await deps.events.publish({ type: 'pdf-ready', ...to(job), ...ready });
      log.info({ exportId, kind, attempts: job.attempts }, 'PDF ready');
    } catch (error) {
      // Spec 2 §8: logged, the export is rejected, no message for the user.
      log.error(
        { exportId, kind, attempts: job.attempts, err: loggableError(error) },
        'PDF export failed',
      );
      // An HttpError is a refusal (access lost since the request): trying again changes nothing.
      if (job.attempts < timing.maxAttempts && !(error instanceof HttpError)) {
        await releaseJob(db, job.id, claimToken, timing.retryDelayMs);
        later(timing.retryDelayMs);
      } else if (await deleteJob(db, job.id, claimToken)) {
        await sendFailed(job);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drainQueue() {
    try {
      for (const lost of await deleteExhausted(db, timing.maxAttempts)) {
        log.error({ exportId: lost.exportId, kind: lost.kind }, 'PDF export failed for good');
        await sendFailed(lost);
      }
      while (!isStopped) {
        const claimToken = randomUUID();
        const job = await claimJob(db, claimToken, timing.leaseMs, timing.maxAttempts);
        if (!job) return;
        inHand = { id: job.id, claimToken };
        await work(job, claimToken).finally(() => (inHand = undefined));
      }
    } catch (error) {
      // The database is away, most likely: the next poll tries again.
      log.error({ err: loggableError(error) }, 'PDF worker stopped until the next poll');
    }
  }

  function wake() {
    if (isStopped) return;
    if (running) {
      isWokenAgain = true;
      return;
    }
    running = drainQueue().finally(() => {
      running = undefined;
      if (isWokenAgain) {
        isWokenAgain = false;
        wake();
      }
    });
  }

  function later(ms: number) {
    if (isStopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, ms);
    timers.add(timer);
  }

  return {
    async start(): Promise<void> {
      unlisten = await deps.notifier.listen(PDF_JOBS_CHANNEL, wake);
      const poll = setInterval(wake, timing.pollMs);
      timers.add(poll);
      wake();
    },

    /** A new job is waiting: every instance's worker looks (this one included, via NOTIFY). */
    announce: (): Promise<void> => deps.notifier.notify(PDF_JOBS_CHANNEL, ''),

    /**
     * Takes no new job and waits a little for the one in hand; one still rendering then is given
     * back for another instance (or the next start), and this render will deliver nothing.
     */
    async stop(): Promise<void> {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await unlisten?.().catch(() => undefined);
      let grace: NodeJS.Timeout | undefined;
      const isFinished = await Promise.race([
        (running ?? Promise.resolve()).then(() => true),
        new Promise<false>(
          (resolve) => (grace = setTimeout(resolve, timing.shutdownGraceMs, false)),
        ),
      ]);
      clearTimeout(grace);
      if (isFinished || !inHand) return;
      log.warn({ jobId: inHand.id }, 'PDF job given back at shutdown');
      await returnJob(db, inHand.id, inHand.claimToken).catch((cause: unknown) =>
        log.error({ err: loggableError(cause) }, 'PDF job not given back; its lease will run out'),
      );
    },
  };
}
