/**
 * One simulated student: signs in once through the real provider, then writes a note every few
 * seconds (a lab session of ten notes, then a new one) and reads the newest page of the book,
 * sometimes the next one too. Each note has its own text, so the end check can tell a note
 * stored twice from two notes.
 */
import { randomUUID } from 'node:crypto';
import { send, type Target } from './http';
import type { Recorder } from './stats';

export const NOTES_PER_SESSION = 10;
export const PAGE_SIZE = 10;
const LAB_TYPE = 1;

export interface StudentRun {
  userId: string;
  token: string;
  target: Target;
  recorder: Recorder;
  /** Stop starting new notes at this time (ms since the epoch). */
  writeUntil: number;
  /** Keep retrying unacknowledged writes until this time (the outbox never gives up). */
  drainUntil: number;
  writeEveryMs: number;
  /** Notes acknowledged by the server. */
  onNote(userId: string): void;
  /** A note that never got an answer: it stays on the device (counted as an error). */
  onLost(userId: string): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runStudent(run: StudentRun): Promise<void> {
  const { userId, token, target, recorder } = run;
  // Spread the first writes over one interval, so students do not move in lockstep.
  await sleep(Math.random() * run.writeEveryMs);
  let session: { id: string; open: number } | undefined;
  let notesInSession = 0;
  let noteNumber = 0;
  while (Date.now() < run.writeUntil) {
    const cycleStart = Date.now();
    if (!session || notesInSession >= NOTES_PER_SESSION) {
      const candidate = { id: randomUUID(), open: Date.now() };
      const created = await send(
        target,
        {
          operation: 'create session',
          method: 'POST',
          path: '/labbook-api/lab-book',
          token,
          idempotencyKey: randomUUID(),
          json: {
            id: candidate.id,
            actor_id: userId,
            labType: LAB_TYPE,
            open: candidate.open,
            duration: 0,
            metaData: { labType: LAB_TYPE, version: 1 },
            entries: [],
            actions: { detail: [] },
          },
          retryUntil: run.drainUntil,
        },
        recorder,
      );
      if (!created.ok) return;
      session = candidate;
      notesInSession = 0;
    }
    noteNumber++;
    const written = await send(
      target,
      {
        operation: 'write note',
        method: 'PUT',
        path: '/labbook-api/lab-book',
        token,
        idempotencyKey: randomUUID(),
        json: {
          id: session.id,
          actor_id: userId,
          labType: LAB_TYPE,
          open: session.open,
          duration: Date.now() - session.open,
          entries: [
            {
              timestamp: Date.now(),
              metaData: {
                entry_type: 1,
                entry_id: randomUUID(),
                content: `<p>Note ${noteNumber} of ${userId}: the titration took 23.4 mL.</p>`,
              },
            },
          ],
        },
        retryUntil: run.drainUntil,
      },
      recorder,
    );
    if (!written.ok) {
      run.onLost(userId);
      return;
    }
    run.onNote(userId);
    notesInSession++;
    await readBook(run, noteNumber % 3 === 0);
    await sleep(
      Math.max(0, run.writeEveryMs * (0.8 + 0.4 * Math.random()) - (Date.now() - cycleStart)),
    );
  }
}

async function readBook(run: StudentRun, isNextPageToo: boolean): Promise<void> {
  const base = `/labbook-api/lab-book/${run.userId}/paginated-backwards/${PAGE_SIZE}`;
  const first = await send(
    run.target,
    {
      operation: 'read page',
      method: 'GET',
      path: base,
      token: run.token,
      retryUntil: run.drainUntil,
    },
    run.recorder,
  );
  if (!first.ok || !isNextPageToo) return;
  const key = (first.data as { LastEvaluatedKey?: string }).LastEvaluatedKey;
  if (!key) return;
  await send(
    run.target,
    {
      operation: 'read next page',
      method: 'GET',
      path: `${base}?exclusiveStartKey=${encodeURIComponent(key)}`,
      token: run.token,
      retryUntil: run.drainUntil,
    },
    run.recorder,
  );
}
