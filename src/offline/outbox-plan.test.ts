import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './lab-book-db';
import { heldByDeadLetters, nextDue, planNext } from './outbox-plan';

/** The plan's rule, on rows alone: a row waits only for the rows it depends on. */

let seq = 0;
function row(op: OutboxRow['op'], sessionId: string, payload: unknown = {}): OutboxRow {
  seq += 1;
  return {
    seq,
    op,
    sessionId,
    entityId: `entity-${seq}`,
    payload,
    idempotencyKey: `key-${seq}`,
    attempts: 0,
    nextTryAt: 0,
    state: 'queued',
    createdAt: 0,
  };
}
const create = (session: string) => row('create-session', session);
const update = (session: string, entryIds: string[]) =>
  row('update-session', session, { entryIds, actions: [] });
const upload = (session: string, entryId: string) =>
  row('upload-file', session, { fileId: `file-of-${entryId}`, entryId });
const statements = (session: string) =>
  row('send-statements', session, { statements: [{ id: `statement-${seq}` }] });
const dead = (value: OutboxRow): OutboxRow => ({ ...value, state: 'dead' });
const waiting = (value: OutboxRow): OutboxRow => ({ ...value, nextTryAt: 60_000 });

/** Sends plans (each plan's rows leave the outbox) until none; the sequence of requests. */
function drain(rows: OutboxRow[], now = 0): string[][] {
  const left = [...rows];
  const requests: string[][] = [];
  for (let plan = planNext(left, now); plan; plan = planNext(left, now)) {
    requests.push(plan.rows.map((item) => item.entityId));
    for (const sent of plan.rows) left.splice(left.indexOf(sent), 1);
  }
  return requests;
}

describe('the outbox plan: what depends on what', () => {
  it("a dead upload holds only the update carrying its entry; the session's other rows go", () => {
    const start = create('s');
    const before = update('s', ['note-1']);
    const file = dead(upload('s', 'file-entry'));
    const entry = update('s', ['file-entry']);
    const after = update('s', ['note-2']);
    const stats = statements('s');

    const requests = drain([start, before, file, entry, after, stats]);

    expect(requests).toEqual([
      [start.entityId],
      // The two notes share one PUT; the file's entry is left out of it.
      [before.entityId, after.entityId],
      [stats.entityId],
    ]);
    expect(heldByDeadLetters([file, entry, after])).toEqual(new Set([entry]));
    expect(nextDue([file, entry])).toBeUndefined();
  });

  it('a dead create holds everything of its session but its statements, and nothing else', () => {
    const start = dead(create('s'));
    const file = upload('s', 'file-entry');
    const entry = update('s', ['file-entry']);
    const note = update('s', ['note']);
    const stats = statements('s');
    const other = create('t');
    const rows = [start, file, entry, note, stats, other];

    expect(drain(rows)).toEqual([[stats.entityId], [other.entityId]]);
    // Held through the upload as well as directly.
    expect(heldByDeadLetters(rows)).toEqual(new Set([file, entry, note]));
  });

  it('a row backing off holds only what depends on it, and says when it is due', () => {
    const start = waiting(create('s'));
    const note = update('s', ['note']);
    const other = update('t', ['other-note']);

    expect(drain([start, note, other])).toEqual([[other.entityId]]);
    expect(nextDue([start, note])).toBe(60_000);
    expect(drain([start, note], 60_000)).toEqual([[start.entityId], [note.entityId]]);
    // A note waiting does not hold the next note of its session.
    const first = waiting(update('u', ['first']));
    const second = update('u', ['second']);
    expect(drain([first, second])).toEqual([[second.entityId]]);
    expect(heldByDeadLetters([start, note, first, second]).size).toBe(0);
  });

  it('an entry with several files waits for every upload; instructor notes go alone', () => {
    const one = upload('s', 'note-with-images');
    const two = upload('s', 'note-with-images');
    const entry = update('s', ['note-with-images']);
    const instructor = row('update-session', 's', {
      entryIds: ['instructor-note'],
      actions: [],
      isInstructorNote: true,
    });
    const plain = update('s', ['plain']);

    expect(drain([one, two, entry, instructor, plain])).toEqual([
      [one.entityId],
      [two.entityId],
      [entry.entityId, plain.entityId],
      [instructor.entityId],
    ]);
    expect(drain([dead(one), two, entry, plain])).toEqual([[two.entityId], [plain.entityId]]);
  });

  it('rows waiting for sign-in hold their dependents until sign-in', () => {
    const start = { ...create('s'), state: 'needs-sign-in' as const };
    const note = update('s', ['note']);
    expect(drain([start, note])).toEqual([]);
    expect(nextDue([start, note])).toBeUndefined();
    expect(heldByDeadLetters([start, note]).size).toBe(0);
  });
});
