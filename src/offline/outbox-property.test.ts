import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { EntryType } from '@common/domain/lab-book';
import { referencedFiles, storedFileName } from '@common/domain/stored-files';
import { entryIdsOf, heldByDeadLetters, statementsPayload } from './outbox-plan';
import { discardUpload, resetBackoff, retryDeadLetters } from './outbox-state';
import { mirrorToken } from './token-mirror';
import type { Fault } from './testing/fake-lab-book-api';
import { createHarness, type Harness } from './testing/harness';

/**
 * The promise of the lab book, as a property: whatever the network does (errors, 5xx, 429,
 * captive portals, lost replies after the server applied a write, expired tokens), however the
 * runner dies mid-send and the page reloads, and whatever the server refuses among the writes
 * (a note, a renamed file, a statement, a whole session), once the network heals and the outbox
 * drains the server holds every record that does not depend on a refused one, each once, in
 * order per session; the refused ones and what depends on them stay on the device. Once the
 * user retries (the server now takes them) or discards the refused files, the server holds
 * exactly the device's records.
 *
 * `npm test` plays 300 sequences; `npm run fuzz` plays OUTBOX_PROPERTY_RUNS (10,000) of them.
 */
const RUNS = Number(process.env.OUTBOX_PROPERTY_RUNS) || 300;

type Refusal = 'note' | 'file' | 'image' | 'statement' | 'session';

type Command =
  | { kind: 'start'; labType: number }
  | { kind: 'note'; session: number; text: string }
  | { kind: 'actions'; session: number; count: number; duration: number }
  | { kind: 'statements'; session: number; count: number }
  | { kind: 'attach'; session: number; bytes: number }
  | { kind: 'illustrated'; session: number; images: number }
  | { kind: 'refuse'; what: Refusal; session: number }
  | { kind: 'fault'; fault: Fault }
  | { kind: 'expire-token'; canRenew: boolean }
  | { kind: 'run'; crash?: { applied: boolean } }
  | { kind: 'reload' }
  | { kind: 'advance'; ms: number }
  | { kind: 'online' };

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  fc.constant<Fault>({ kind: 'network' }),
  fc.constant<Fault>({ kind: 'lost-reply' }),
  fc.constant<Fault>({ kind: 'captive-portal' }),
  fc.constantFrom(500, 502, 503, 504, 408).map<Fault>((status) => ({ kind: 'status', status })),
  fc.integer({ min: 0, max: 600 }).map<Fault>((seconds) => ({
    kind: 'status',
    status: 429,
    headers: { 'retry-after': String(seconds) },
  })),
);

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0, max: 19 })
      .map((labType) => ({ kind: 'start', labType }) as const),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({ session: fc.nat(), text: fc.string({ minLength: 1, maxLength: 40 }) })
      .map((value) => ({ kind: 'note', ...value }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        session: fc.nat(),
        count: fc.integer({ min: 1, max: 4 }),
        duration: fc.integer({ min: 0, max: 3_600_000 }),
      })
      .map((value) => ({ kind: 'actions', ...value }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ session: fc.nat(), count: fc.integer({ min: 1, max: 3 }) })
      .map((value) => ({ kind: 'statements', ...value }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ session: fc.nat(), bytes: fc.integer({ min: 1, max: 64 }) })
      .map((value) => ({ kind: 'attach', ...value }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ session: fc.nat(), images: fc.integer({ min: 1, max: 3 }) })
      .map((value) => ({ kind: 'illustrated', ...value }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        what: fc.constantFrom<Refusal>('note', 'file', 'image', 'statement', 'session'),
        session: fc.nat(),
      })
      .map((value) => ({ kind: 'refuse', ...value }) as const),
  },
  { weight: 5, arbitrary: faultArb.map((fault) => ({ kind: 'fault', fault }) as const) },
  {
    weight: 1,
    arbitrary: fc.boolean().map((canRenew) => ({ kind: 'expire-token', canRenew }) as const),
  },
  {
    weight: 5,
    arbitrary: fc
      .option(fc.record({ applied: fc.boolean() }), { nil: undefined })
      .map((crash) => ({ kind: 'run', ...(crash ? { crash } : {}) }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' } as const) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 0, max: 400_000 }).map((ms) => ({ kind: 'advance', ms }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'online' } as const) },
);

async function play(h: Harness, commands: Command[]) {
  const sessions: string[] = [];
  const statementIds: string[] = [];
  let canRenew = true;
  const pick = (index: number) => sessions[index % sessions.length];
  const requestToken = async () => {
    if (!canRenew) return null;
    h.token = h.issueToken();
    return h.token;
  };

  for (const command of commands) {
    switch (command.kind) {
      case 'start':
        sessions.push((await h.store.startSession({ labType: command.labType })).id);
        break;
      case 'note': {
        const sessionId = pick(command.session);
        if (sessionId)
          await h.store.addEntry({
            sessionId,
            entryType: EntryType.StudentNote,
            content: command.text,
          });
        break;
      }
      case 'actions': {
        const sessionId = pick(command.session);
        if (!sessionId) break;
        const items = Array.from({ length: command.count }, (_, index) => ({
          actionType: 'move' as const,
          timestamp: h.now(),
          actions: { name: `cylinder ${index + 1}` },
        }));
        await h.store.addActions(sessionId, items, command.duration);
        break;
      }
      case 'statements': {
        const sessionId = pick(command.session);
        if (sessionId)
          statementIds.push(...(await addStatements(h, sessionId, command.count, 'interacted')));
        break;
      }
      case 'attach': {
        const sessionId = pick(command.session);
        if (sessionId) await attach(h, sessionId, `%PDF-${'x'.repeat(command.bytes)}`);
        break;
      }
      case 'illustrated': {
        const sessionId = pick(command.session);
        if (sessionId) await illustrated(h, sessionId, Array(command.images).fill(PNG));
        break;
      }
      case 'refuse':
        statementIds.push(...(await refuse(h, command.what, pick(command.session), sessions)));
        break;
      case 'fault':
        h.api.fail(command.fault);
        break;
      case 'expire-token':
        canRenew = command.canRenew;
        h.api.fail({ kind: 'expire-token' });
        break;
      case 'run': {
        const controller = new AbortController();
        h.api.onCrash = () => controller.abort();
        if (command.crash) h.api.fail({ kind: 'crash', applied: command.crash.applied });
        await h.run({ signal: controller.signal, requestToken });
        break;
      }
      case 'reload':
        h.reload();
        break;
      case 'advance':
        h.advance(command.ms);
        break;
      case 'online':
        await resetBackoff(h.db, h.now());
        break;
    }
  }
  return { statementIds };
}

async function addStatements(h: Harness, sessionId: string, count: number, verb: string) {
  const made = await h.store.addStatements(
    sessionId,
    Array.from({ length: count }, () => ({
      actor: { account: { homePage: 'http://lab-portal.test', name: h.sub } },
      verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` },
      object: { id: 'http://lab-portal.test/labs/density' },
    })),
  );
  return made.map((statement) => statement.id as string);
}

function attach(h: Harness, sessionId: string, bytes: string) {
  return h.store.attachFile({
    sessionId,
    blob: new Blob([bytes], { type: 'application/pdf' }),
    name: 'report.pdf',
    contentType: 'application/pdf',
    entryType: EntryType.File,
  });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A note showing images inline between its lines (the HTML names the stored files). */
function illustrated(h: Harness, sessionId: string, images: BlobPart[]) {
  const files = images.map((bytes) => ({
    id: uuidv7(),
    blob: new Blob([bytes], { type: 'image/png' }),
    name: 'image.png',
    contentType: 'image/png' as const,
  }));
  const content = files
    .map((file) => `<p>line</p><img src="/files/${storedFileName(h.sub, file.id, 'image/png')}">`)
    .join('');
  return h.store.addEntry({
    sessionId,
    entryType: EntryType.StudentNote,
    content: `${content}<p>end</p>`,
    images: files,
  });
}

/** A write the server refuses for good (the fake server's rules); returns statement ids. */
async function refuse(
  h: Harness,
  what: Refusal,
  sessionId: string | undefined,
  sessions: string[],
) {
  if (what === 'session') {
    sessions.push((await h.store.startSession({ labType: h.api.rejectLabType })).id);
    return [];
  }
  if (!sessionId) return [];
  if (what === 'note')
    await h.store.addEntry({
      sessionId,
      entryType: EntryType.StudentNote,
      content: `<p>${h.api.rejectText}</p>`,
    });
  // A PNG renamed .pdf: the file host refuses its bytes (415).
  if (what === 'file') await attach(h, sessionId, '\x89PNG\r\n');
  // One of a note's inline images is not what it says (a PDF declared as PNG).
  if (what === 'image') await illustrated(h, sessionId, [PNG, '%PDF-']);
  return what === 'statement' ? addStatements(h, sessionId, 1, h.api.rejectText) : [];
}

async function heal(h: Harness) {
  h.api.clearFaults();
  h.api.onCrash = undefined;
  h.token = h.issueToken();
  const at = h.now();
  await mirrorToken(h.db, { accessToken: h.token, expiresAt: at + 3_600_000, sub: h.sub }, at);
  await resetBackoff(h.db, h.now());
  await h.drain({}, 200);
}

/**
 * What the server holds against the device. `delivered` are the statement ids expected on the
 * server; records still in the outbox must be refused ones or depend on one.
 */
async function expectServerHoldsAllButRefused(h: Harness, delivered: string[]) {
  const left = await h.db.outbox.toArray();
  const held = heldByDeadLetters(left);
  expect(left.filter((row) => row.state !== 'dead' && !held.has(row))).toEqual([]);
  // Only what the server refuses is a dead letter (a refused batch was split to find it).
  for (const row of left.filter((item) => item.state === 'dead'))
    expect(row.lastError).toMatch(/refused|not a lab type|not a PDF|not a PNG/);
  const unsent = new Set(entryIdsOf(left));
  const refusedSessions = new Set(
    left.filter((row) => row.op === 'create-session').map((row) => row.sessionId),
  );

  // Every file that reached the server is named by its entry (a file, or a note's inline
  // images), or waits on the device with an entry not yet sent (its other image was refused);
  // blobs stay only for entries not yet sent.
  const entries = await h.db.entries.toArray();
  const sentNames = entries
    .filter((entry) => !unsent.has(entry.id))
    .flatMap((entry) => [
      ...(entry.entryType === 10 ? [entry.fileName ?? 'missing'] : []),
      ...referencedFiles(entry.content).map((reference) => reference.name),
    ]);
  const kept = await h.db.files.toArray();
  expect(kept.every((file) => unsent.has(file.entryId))).toBe(true);
  const uploadedButHeld = kept.flatMap((file) => (file.fileName ? [file.fileName] : []));
  expect([...h.api.files.keys()].sort()).toEqual([...sentNames, ...uploadedButHeld].sort());

  const sessions = await h.db.sessions.toArray();
  expect([...h.api.sessions.keys()].sort()).toEqual(
    sessions
      .filter((s) => !refusedSessions.has(s.id))
      .map((s) => s.id)
      .sort(),
  );
  for (const session of sessions) {
    const local = (await h.db.entries.where('sessionId').equals(session.id).toArray()).sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    expect(local.filter((entry) => unsent.has(entry.id)).every((e) => e.sync !== 'synced')).toBe(
      true,
    );
    if (refusedSessions.has(session.id)) continue;
    const sent = local.filter((entry) => !unsent.has(entry.id));
    const server = h.api.sessions.get(session.id)!;
    const serverIds = server.entries.map((entry) => entry.metaData.entry_id);
    expect(new Set(serverIds).size).toBe(serverIds.length);
    expect(serverIds).toEqual(sent.map((entry) => entry.id));
    expect(server.entries.map((entry) => entry.metaData.content)).toEqual(
      sent.map((entry) => entry.content),
    );
    expect(server.actions.detail.map((item) => item.id)).toEqual(
      session.actions.map((item) => item.id),
    );
    expect(server.duration).toBe(session.duration);
    expect([server.actor_id, server.labType, server.open]).toEqual([
      session.actorId,
      session.labType,
      session.open,
    ]);
    expect(session.sync).toBe('synced');
    expect(sent.every((entry) => entry.sync === 'synced')).toBe(true);
  }
  expect([...h.api.statements.keys()].sort()).toEqual([...delivered].sort());
  expect(h.api.requests.every((request) => request.inFlight === 1)).toBe(true);
}

/** The user's way out: the server now takes what it refused; renamed files are discarded. */
async function retryAndDiscard(h: Harness) {
  h.api.rejectText = 'nothing is refused now';
  h.api.rejectLabType = -1;
  // A refused session's files are only tried once the session is in: a few rounds.
  for (let round = 0; round < 3 && (await h.db.outbox.count()) > 0; round += 1) {
    const dead = await h.db.outbox.where('state').equals('dead').toArray();
    for (const row of dead.filter((item) => item.op === 'upload-file'))
      await discardUpload(h.db, row.seq as number);
    await retryDeadLetters(h.db, h.now());
    await h.drain({}, 200);
  }
}

describe('outbox property: the server ends with exactly the device records', () => {
  it(
    `holds for random writes, refusals, failures, crashes and reloads (${RUNS} sequences)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(commandArb, { minLength: 1, maxLength: 40 }),
          async (commands) => {
            const h = createHarness();
            try {
              const { statementIds } = await play(h, commands);
              await heal(h);
              const statements = await h.db.outbox.where('state').equals('dead').toArray();
              const refused = new Set(
                statements.flatMap((row) =>
                  row.op === 'send-statements'
                    ? statementsPayload(row).statements.map((item) => item.id)
                    : [],
                ),
              );
              await expectServerHoldsAllButRefused(
                h,
                statementIds.filter((id) => !refused.has(id)),
              );
              await retryAndDiscard(h);
              expect(await h.db.outbox.count()).toBe(0);
              await expectServerHoldsAllButRefused(h, statementIds);
            } finally {
              h.db.close();
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    // Room for a busy machine: no timing is asserted.
    Math.max(60_000, RUNS * 100),
  );
});
