import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { EntryType } from '@common/domain/lab-book';
import { storedFileName } from '@common/domain/stored-files';
import type { Statement } from '@common/schemas/xapi';
import { mergeServerSession } from './lab-book-merge';
import { listDeadLetters, syncCounts } from './lab-book-queries';
import { STEP_MS, type OutboxProblem } from './outbox-engine';
import { BACKOFF_BASE_MS } from './outbox-replies';
import { NO_UPLOAD_URL } from './outbox-upload';
import { discardUpload, UPLOAD_ERROR, UPLOAD_TRIES } from './outbox-state';
import { mirrorToken } from './token-mirror';
import { createHarness, type Harness } from './testing/harness';

const note = (h: Harness, sessionId: string, content: string) =>
  h.store.addEntry({ sessionId, entryType: EntryType.StudentNote, content });

const serverNotes = (h: Harness, sessionId: string) =>
  h.api.sessions.get(sessionId)?.entries.map((entry) => entry.metaData.content) ?? [];

const writes = (h: Harness) =>
  h.api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

/** A PDF attached to a session's book (a file entry). */
const pdfReport = (sessionId: string) => ({
  sessionId,
  blob: new Blob(['%PDF-1.7 report'], { type: 'application/pdf' }),
  name: 'report.pdf',
  contentType: 'application/pdf' as const,
  entryType: EntryType.File,
});

function statement(h: Harness, verb: string): Statement {
  return {
    actor: { account: { homePage: 'http://lab-portal.test', name: h.sub } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
    object: { id: 'http://lab-portal.test/labs/density' },
  };
}

describe('runOutbox: success', () => {
  it('sends a session and its notes one request at a time, with key and token, 50 ms apart', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await note(h, session.id, '<p>mass 12.345 g</p>');

    const result = await h.run();

    expect(result).toMatchObject({ stop: 'idle', sent: 2 });
    expect(serverNotes(h, session.id)).toEqual(['<p>mass 12.345 g</p>']);
    expect(h.api.requests.every((r) => r.inFlight === 1)).toBe(true);
    expect(h.api.requests.every((r) => r.authorization === `Bearer ${h.token}`)).toBe(true);
    expect(h.api.requests.every((r) => r.idempotencyKey)).toBe(true);
    expect(h.sleeps).toEqual([STEP_MS, STEP_MS]);
    expect(await h.db.outbox.count()).toBe(0);
    expect((await h.db.entries.toArray()).map((e) => e.sync)).toEqual(['synced']);
    expect((await h.db.sessions.get(session.id))?.sync).toBe('synced');
  });

  it("carries a lab's unknown-report mark with the entry to the server (spec 3 §7)", async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: '<p>Cylinder 3: 2.700 g/cm³</p>',
      isUnknownReport: true,
    });
    await note(h, session.id, 'plain note');

    await h.run();

    const entries = h.api.sessions.get(session.id)?.entries ?? [];
    expect(entries.map((e) => [e.metaData.content, e.metaData.isUnknownReport])).toEqual([
      ['<p>Cylinder 3: 2.700 g/cm³</p>', true],
      ['plain note', undefined],
    ]);
  });

  it('coalesces the queued updates of one session into one PUT (union, largest duration)', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await note(h, session.id, 'one');
    await h.store.addActions(
      session.id,
      [{ actionType: 'move', timestamp: h.now(), actions: { name: 'cylinder 1' } }],
      5_000,
    );
    await note(h, session.id, 'two');
    await h.store.addActions(session.id, [], 9_000);
    await note(h, session.id, 'three');

    await h.run();

    expect(writes(h)).toEqual(['POST /labbook-api/lab-book', 'PUT /labbook-api/lab-book']);
    const server = h.api.sessions.get(session.id);
    expect(serverNotes(h, session.id)).toEqual(['one', 'two', 'three']);
    expect(server?.actions.detail).toHaveLength(1);
    expect(server?.duration).toBe(9_000);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('batches queued statements into one POST /xapi/statements with the xAPI version', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await h.store.addStatements(session.id, [statement(h, 'launched')]);
    await h.store.addStatements(session.id, [statement(h, 'moved'), statement(h, 'weighed')]);

    await h.run();

    const posts = h.api.requests.filter((r) => r.path === '/xapi/statements');
    expect(posts).toHaveLength(1);
    expect(h.api.statements.size).toBe(3);
  });
});

describe('runOutbox: a record waits only for what it depends on', () => {
  it('a note waiting after a 5xx holds nothing else: later notes of its session go', async () => {
    const h = createHarness();
    const a = await h.store.startSession({ labType: 7 });
    const b = await h.store.startSession({ labType: 1 });
    await h.run();
    await note(h, a.id, 'a1');
    await note(h, b.id, 'b1');
    h.api.fail({ kind: 'status', status: 500 }, /PUT/);

    const result = await h.run();

    expect(result.stop).toBe('waiting');
    expect(serverNotes(h, b.id)).toEqual(['b1']);
    expect(serverNotes(h, a.id)).toEqual([]);
    await note(h, a.id, 'a2');
    await h.run();
    expect(serverNotes(h, a.id)).toEqual(['a2']);
    await h.drain();
    // In the order they were written (the server orders entries by time).
    expect(serverNotes(h, a.id)).toEqual(['a1', 'a2']);
  });

  it('a session waiting for its create holds its notes; statements and other sessions go', async () => {
    const h = createHarness();
    const a = await h.store.startSession({ labType: 7 });
    const b = await h.store.startSession({ labType: 1 });
    await note(h, a.id, 'a1');
    await h.store.addStatements(a.id, [statement(h, 'launched')]);
    await note(h, b.id, 'b1');
    h.api.fail({ kind: 'status', status: 500 }, /POST \/labbook-api/);

    await h.run();

    expect(h.api.sessions.has(a.id)).toBe(false);
    expect(
      h.api.requests
        .filter((r) => r.method === 'PUT' && r.path.endsWith('lab-book'))
        .map((r) => (r.body as { id: string }).id),
    ).toEqual([b.id]);
    expect(h.api.statements.size).toBe(1);
    await h.drain();
    expect(serverNotes(h, a.id)).toEqual(['a1']);
  });

  it('a refused note becomes a dead letter with the reason; every other record keeps syncing', async () => {
    const h = createHarness();
    const a = await h.store.startSession({ labType: 7 });
    const b = await h.store.startSession({ labType: 1 });
    await h.run();
    const bad = await note(h, a.id, 'REJECT-ME');
    await note(h, b.id, 'b1');
    await note(h, a.id, 'a-after');

    const result = await h.drain();

    expect(result.stop).toBe('idle');
    expect(serverNotes(h, b.id)).toEqual(['b1']);
    expect(serverNotes(h, a.id)).toEqual(['a-after']);
    const dead = await h.db.outbox.where('state').equals('dead').toArray();
    expect(dead).toHaveLength(1);
    expect(dead[0]?.lastError).toBe('HTTP 400: Entry refused by the server');
    expect(await h.db.entries.get(bad.id)).toMatchObject({
      sync: 'failed',
      error: 'HTTP 400: Entry refused by the server',
    });
    expect(await syncCounts(h.db)).toEqual({ pending: 0, needsSignIn: 0, notSaved: 1, total: 1 });
  });

  it('a refused upload holds only the entry that names the file; it can be discarded', async () => {
    const h = createHarness();
    const session = await h.store.ensurePortalSession();
    await note(h, session.id, 'before');
    // A PNG renamed .pdf: the file host refuses its bytes (415).
    const file = await h.store.attachFile({
      sessionId: session.id,
      blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'application/pdf' }),
      name: 'photo.pdf',
      contentType: 'application/pdf',
      entryType: EntryType.File,
    });
    await note(h, session.id, 'after');

    await h.drain();
    await note(h, session.id, 'later still');
    await h.drain();

    expect(serverNotes(h, session.id)).toEqual(['before', 'after', 'later still']);
    expect(await h.db.entries.get(file.id)).toMatchObject({
      sync: 'failed',
      error: "HTTP 415: The file's content is not a PDF.",
    });
    expect(await syncCounts(h.db)).toEqual({ pending: 0, needsSignIn: 0, notSaved: 1, total: 1 });
    const [letter] = await listDeadLetters(h.db);
    expect(letter?.file?.name).toBe('photo.pdf');

    expect(await discardUpload(h.db, letter!.row.seq!)).toBe(true);
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.files.count()).toBe(0);
    expect(await h.db.entries.get(file.id)).toBeUndefined();
    expect((await h.db.entries.toArray()).map((e) => e.content)).toEqual([
      'before',
      'after',
      'later still',
    ]);
    expect(await syncCounts(h.db)).toMatchObject({ total: 0 });
  });

  it('a refused batch is split so only the bad row is dead and the rows before it are sent', async () => {
    const h = createHarness();
    const a = await h.store.startSession({ labType: 7 });
    await note(h, a.id, 'good 1');
    await note(h, a.id, 'good 2');
    await note(h, a.id, 'REJECT-ME');

    await h.drain();

    expect(serverNotes(h, a.id)).toEqual(['good 1', 'good 2']);
    expect(await h.db.outbox.where('state').equals('dead').count()).toBe(1);
  });
});

describe('runOutbox: replies that are not success', () => {
  it.each([
    ['a network error', { kind: 'network' } as const],
    ['a 503', { kind: 'status', status: 503 } as const],
    ['a 502', { kind: 'status', status: 502 } as const],
    ['a 408', { kind: 'status', status: 408 } as const],
    ['a 500', { kind: 'status', status: 500 } as const],
    ['a captive portal 200 with HTML', { kind: 'captive-portal' } as const],
    ['a redirected 200', { kind: 'captive-portal', redirected: true } as const],
  ])('%s leaves the note queued and retries later with backoff', async (_name, fault) => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    const entry = await note(h, session.id, 'kept');
    h.api.fail(fault);
    const before = h.now();

    const result = await h.run();

    expect(result.stop).toBe('waiting');
    expect(await h.db.entries.get(entry.id)).toMatchObject({ sync: 'pending' });
    const head = await h.db.outbox.orderBy('seq').first();
    expect(head).toMatchObject({ state: 'queued', attempts: 1 });
    // Full jitter with random() = 0.5 on attempt 0: half the base delay.
    expect(head!.nextTryAt - before).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2);
    await h.drain();
    expect(serverNotes(h, session.id)).toEqual(['kept']);
  });

  it('a timeout (no answer within the limit) is retried', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    h.api.fail({ kind: 'timeout' });

    const result = await h.run({ timeoutMs: 30 });

    expect(result.stop).toBe('waiting');
    expect((await h.db.outbox.toArray())[0]?.lastError).toBe('No answer within 0.03 s');
    await h.drain();
    expect(h.api.sessions.has(session.id)).toBe(true);
  });

  it('honours Retry-After in seconds (429) and as an HTTP date (503), for the whole outbox', async () => {
    const h = createHarness();
    const a = await h.store.startSession({ labType: 7 });
    const b = await h.store.startSession({ labType: 1 });
    h.api.fail({ kind: 'status', status: 429, headers: { 'retry-after': '120' } });
    const start = h.now();

    expect((await h.run()).stop).toBe('waiting');
    const head = await h.db.outbox.orderBy('seq').first();
    expect(head!.nextTryAt - start).toBeGreaterThanOrEqual(120_000);
    // Session b is not sent either: the server asked everyone to wait.
    expect(h.api.sessions.has(b.id)).toBe(false);
    h.advance(60_000);
    expect((await h.run()).sent).toBe(0);
    h.advance(61_000);

    const date = new Date(h.now() + 300_000).toUTCString();
    h.api.fail({ kind: 'status', status: 503, headers: { 'retry-after': date } });
    const result = await h.run();
    expect(result.sent).toBe(0);
    expect(result.nextTryAt! - h.now()).toBeGreaterThan(298_000);
    await h.drain();
    expect(h.api.sessions.has(a.id) && h.api.sessions.has(b.id)).toBe(true);
  });

  it('backs off exponentially, capped, with full jitter', async () => {
    const h = createHarness();
    await h.store.startSession({ labType: 99 });
    const delays: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      h.api.fail({ kind: 'network' });
      const at = h.now();
      const result = await h.run({ random: () => 1 });
      delays.push(result.nextTryAt! - at);
      h.advance(result.nextTryAt! - at);
    }
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000].map((d) => d + 2));
    expect(Math.max(...delays)).toBeLessThanOrEqual(5 * 60_000 + 2);
  });
});

describe('runOutbox: tokens', () => {
  it('401: asks for a fresh token and retries once with it', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    h.api.fail({ kind: 'expire-token' });
    const fresh = h.issueToken();

    const result = await h.run({ requestToken: async () => fresh });

    expect(result.stop).toBe('idle');
    expect(h.api.sessions.has(session.id)).toBe(true);
    expect(h.api.requests.at(-1)?.authorization).toBe(`Bearer ${fresh}`);
  });

  it('401 with no fresh token: parked as needs-sign-in (never dead, never dropped), sent after sign-in', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await note(h, session.id, 'offline note');
    h.api.fail({ kind: 'expire-token' });

    const result = await h.run({ requestToken: async () => null });

    expect(result.stop).toBe('needs-sign-in');
    expect(await syncCounts(h.db)).toMatchObject({ needsSignIn: 1, notSaved: 0 });
    // The refused token is not sent again, not even for work written after.
    const requests = h.api.requests.length;
    const other = await h.store.startSession({ labType: 7 });
    expect((await h.run()).stop).toBe('needs-sign-in');
    expect(h.api.requests.length).toBe(requests);
    await note(h, session.id, 'second');

    // Signing in mirrors a new token, which puts the work back in the queue.
    h.token = h.issueToken();
    await mirrorToken(
      h.db,
      { accessToken: h.token, expiresAt: h.now() + 3_600_000, sub: h.sub },
      h.now(),
    );
    await h.drain();
    expect(serverNotes(h, session.id)).toEqual(['offline note', 'second']);
    expect(h.api.sessions.has(other.id)).toBe(true);
  });

  it('no token at all: nothing is sent, the work waits for sign-in', async () => {
    const h = createHarness();
    await h.store.startSession({ labType: 99 });
    const result = await h.run({ getToken: async () => null });
    expect(result.stop).toBe('needs-sign-in');
    expect(h.api.requests).toHaveLength(0);
  });
});

describe('runOutbox: replays, merges, crashes', () => {
  it('the server applied it but the reply was lost: the replay under the same key adds nothing', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await note(h, session.id, 'once');
    await h.run();
    await note(h, session.id, 'twice?');
    h.api.fail({ kind: 'lost-reply' });

    expect((await h.run()).stop).toBe('waiting');
    await h.drain();

    const puts = h.api.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(3);
    expect(puts[1]?.idempotencyKey).toBe(puts[2]?.idempotencyKey);
    expect(serverNotes(h, session.id)).toEqual(['once', 'twice?']);
  });

  it('a key the server kept for another request (422) is replaced once and the write goes again', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    const entry = await note(h, session.id, 'first wording');
    h.api.fail({ kind: 'lost-reply' }, /PUT/);
    await h.run();
    // An older app version built this body differently: same key, another request.
    await h.db.entries.update(entry.id, { content: 'second wording' });

    await h.drain();

    const puts = h.api.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.idempotencyKey === puts[0]?.idempotencyKey)).toEqual([
      true,
      true,
      false,
    ]);
    expect(serverNotes(h, session.id)).toEqual(['second wording']);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('409: takes the server copy, keeps local work, and sends it again on top', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await h.run();
    // Another writer (an instructor) added a note on the server meanwhile.
    const server = h.api.sessions.get(session.id)!;
    server.entries.push({
      timestamp: h.now(),
      author_id: 'instructor-1',
      metaData: {
        entry_type: 5,
        entry_id: '01900000-0000-7000-8000-000000000005',
        content: 'Good work',
      },
    });
    await note(h, session.id, 'mine');
    h.api.fail({ kind: 'status', status: 409, body: '{"message":"conflict"}' }, /PUT/);

    await h.drain();

    expect(serverNotes(h, session.id)).toEqual(['Good work', 'mine']);
    const local = await h.db.entries.where('sessionId').equals(session.id).toArray();
    expect(local.map((e) => [e.content, e.sync])).toEqual(
      expect.arrayContaining([
        ['Good work', 'synced'],
        ['mine', 'synced'],
      ]),
    );
  });

  it('a runner that dies mid-send leaves its rows queued; the next runner sends them once', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await note(h, session.id, 'during crash');
    const controller = new AbortController();
    h.api.onCrash = () => controller.abort();
    h.api.fail({ kind: 'crash', applied: true }, /POST/);

    expect((await h.run({ signal: controller.signal })).stop).toBe('aborted');
    expect(await h.db.outbox.count()).toBe(2);
    expect(
      (await h.db.outbox.toArray()).every((r) => r.state === 'queued' && r.attempts === 0),
    ).toBe(true);

    h.reload();
    await h.drain();
    expect(serverNotes(h, session.id)).toEqual(['during crash']);
  });
});

describe('runOutbox: files', () => {
  it('uploads the file, sends the entry with its stored name, then deletes the blob', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    const entry = await h.store.attachFile(pdfReport(session.id));
    expect(await h.db.files.count()).toBe(1);

    await h.drain();

    const stored = h.api.sessions.get(session.id)?.entries[0];
    expect(stored?.metaData).toMatchObject({
      entry_type: 10,
      fileName: expect.stringMatching(/\.pdf$/),
    });
    expect(h.api.files.get(stored!.metaData.fileName!)?.size).toBe(15);
    expect(h.api.requests.find((r) => r.path.startsWith('/files/'))?.authorization).toBeNull();
    expect(await h.db.files.count()).toBe(0);
    expect((await h.db.entries.get(entry.id))?.sync).toBe('synced');
  });

  it('an expired upload URL is fetched again, and the file survives reloads until the server has it', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await h.store.attachFile({
      sessionId: session.id,
      blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      name: 'graph.png',
      contentType: 'image/png',
      entryType: EntryType.Image,
    });
    h.api.uploadTtlMs = 120_000;
    // The URL is obtained, then the file PUT fails on the network.
    h.api.fail({ kind: 'network' }, /^PUT \/files/);
    expect((await h.run()).stop).toBe('waiting');
    expect((await h.db.files.toArray())[0]?.uploadURL).toBeTruthy();

    h.reload();
    // Later: the saved URL still looks valid here, but the file host refuses it as expired.
    h.advance(80_000);
    const urlsBefore = h.api.requests.filter((r) => r.path.endsWith('upload-url')).length;
    h.api.fail({ kind: 'status', status: 403, body: '{"message":"expired"}' }, /^PUT \/files/);
    await h.drain();

    expect(h.api.requests.filter((r) => r.path.endsWith('upload-url')).length).toBe(urlsBefore + 1);
    expect(h.api.files.size).toBe(1);
    expect(h.api.sessions.get(session.id)?.entries[0]?.metaData.fileName).toMatch(/\.png$/);
    expect(await h.db.files.count()).toBe(0);
  });

  it(`marks the entry '${UPLOAD_ERROR}' after ${UPLOAD_TRIES} failed uploads, and still delivers it`, async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    const entry = await h.store.attachFile({
      sessionId: session.id,
      blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      name: 'graph.png',
      contentType: 'image/png',
      entryType: EntryType.Image,
    });
    for (let tries = 1; tries <= UPLOAD_TRIES; tries += 1) {
      h.api.fail({ kind: 'status', status: 503 }, /upload-url/);
      expect((await h.run()).stop).toBe('waiting');
      const error = (await h.db.entries.get(entry.id))?.error;
      expect(error).toBe(tries < UPLOAD_TRIES ? undefined : UPLOAD_ERROR);
      h.advance(10 * 60_000);
    }
    expect((await h.db.entries.get(entry.id))?.sync).toBe('pending');

    await h.drain();
    expect(h.api.sessions.get(session.id)?.entries[0]?.metaData.fileName).toMatch(/\.png$/);
    const delivered = await h.db.entries.get(entry.id);
    expect(delivered?.sync).toBe('synced');
    expect(delivered?.error).toBeUndefined();
  });

  it('an upload tried while the network is down never shows an upload error, and is delivered', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    const entry = await h.store.attachFile(pdfReport(session.id));
    for (let tries = 1; tries <= UPLOAD_TRIES * 2; tries += 1) {
      h.api.fail({ kind: 'network' }, /upload-url/);
      expect((await h.run()).stop).toBe('waiting');
      h.advance(10 * 60_000);
    }
    const waiting = await h.db.entries.get(entry.id);
    expect(waiting?.sync).toBe('pending');
    expect(waiting?.error).toBeUndefined();
    expect(h.api.requests.filter((r) => r.path.endsWith('upload-url'))).toHaveLength(
      UPLOAD_TRIES * 2,
    );

    await h.drain();
    expect(h.api.sessions.get(session.id)?.entries[0]?.metaData.fileName).toMatch(/\.pdf$/);
    expect((await h.db.entries.get(entry.id))?.sync).toBe('synced');
  });

  it('an upload-url answer without uploadURL is a logged error counted toward the 5 tries', async () => {
    const h = createHarness();
    const session = await h.store.ensurePortalSession();
    const file = await h.store.attachFile(pdfReport(session.id));
    const problems: OutboxProblem[] = [];
    for (let tries = 1; tries <= UPLOAD_TRIES; tries += 1) {
      h.api.fail({ kind: 'status', status: 200, body: '{"fileName":"x.pdf"}' }, /upload-url/);
      await note(h, session.id, `note ${tries}`);
      await h.run({ report: (problem) => problems.push(problem) });
      // Not a captive portal: nothing else of the outbox waits for it.
      expect(serverNotes(h, session.id)).toContain(`note ${tries}`);
      h.advance(10 * 60_000);
    }

    expect(problems).toHaveLength(UPLOAD_TRIES);
    expect(problems[0]).toMatchObject({ method: 'upload-file', error: NO_UPLOAD_URL });
    expect(problems[0]?.params).toContain(session.id);
    expect(h.api.requests.filter((r) => r.path.endsWith('upload-url'))).toHaveLength(UPLOAD_TRIES);
    expect(await h.db.entries.get(file.id)).toMatchObject({ sync: 'failed', error: NO_UPLOAD_URL });
    expect(await h.db.outbox.where('state').equals('dead').count()).toBe(1);
    expect(await h.drain()).toMatchObject({ stop: 'idle', sent: 0 });
  });

  it("a note's inline images go first, into the book owner's folder, then the note that names them", async () => {
    const h = createHarness();
    const instructor = createHarness({ api: h.api });
    h.api.instructors.add(instructor.sub);
    const session = await h.store.startSession({ labType: 7 });
    await h.drain();
    const image = (id: string) => ({
      id,
      blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      name: 'image-1.png',
      contentType: 'image/png' as const,
    });
    const mine = image(uuidv7());
    const src = (owner: string, id: string) => `/files/${storedFileName(owner, id, 'image/png')}`;
    const note = await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: `<p>before</p><img src="${src(h.sub, mine.id)}"><p>after</p>`,
      images: [mine],
    });
    await h.drain();
    expect(serverNotes(h, session.id)).toEqual([
      `<p>before</p><img src="${src(h.sub, mine.id)}"><p>after</p>`,
    ]);
    expect(h.api.files.has(storedFileName(h.sub, mine.id, 'image/png'))).toBe(true);
    expect(await h.db.files.count()).toBe(0);
    expect((await h.db.entries.get(note.id))?.sync).toBe('synced');

    // An instructor's image goes into the student's folder (the student can read it).
    await instructor.db.transaction(
      'rw',
      [instructor.db.sessions, instructor.db.entries, instructor.db.outbox],
      () => mergeServerSession(instructor.db, h.api.sessions.get(session.id)!),
    );
    const theirs = image(uuidv7());
    await instructor.store.addInstructorNote({
      sessionId: session.id,
      content: `<p>see</p><img src="${src(h.sub, theirs.id)}">`,
      images: [theirs],
    });
    await instructor.drain();
    expect(h.api.files.has(storedFileName(h.sub, theirs.id, 'image/png'))).toBe(true);
    expect(serverNotes(h, session.id)).toContain(`<p>see</p><img src="${src(h.sub, theirs.id)}">`);
  });

  it('discarding a refused inline image sends the note without it, and nothing else changes', async () => {
    const h = createHarness();
    const session = await h.store.ensurePortalSession();
    const good = { id: uuidv7(), blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]) };
    const bad = { id: uuidv7(), blob: new Blob(['%PDF-1.7']) };
    const tag = (id: string) => `<img src="/files/${storedFileName(h.sub, id, 'image/png')}">`;
    const note = await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: `<p>a</p>${tag(good.id)}<p>b</p>${tag(bad.id)}<p>c</p>`,
      images: [good, bad].map((file) => ({
        ...file,
        name: 'image.png',
        contentType: 'image/png' as const,
      })),
    });
    await h.drain();
    expect(serverNotes(h, session.id)).toEqual([]);
    const [letter] = await listDeadLetters(h.db);
    expect(letter?.entries.map((entry) => entry.id)).toEqual([note.id]);

    await discardUpload(h.db, letter!.row.seq!);
    await h.drain();

    expect(serverNotes(h, session.id)).toEqual([`<p>a</p>${tag(good.id)}<p>b</p><p>c</p>`]);
    expect((await h.db.entries.get(note.id))?.sync).toBe('synced');
    expect(await h.db.files.count()).toBe(0);
  });
});
