import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { resetBackoff } from './outbox-state';
import { mirrorToken } from './token-mirror';
import type { Fault } from './testing/fake-lab-book-api';
import { createHarness, type Harness } from './testing/harness';

/**
 * The promise of the lab book, as a property: whatever the network does (errors, 5xx, 429,
 * captive portals, lost replies after the server applied a write, expired tokens), however the
 * runner dies mid-send and the page reloads, once the network heals and the outbox drains the
 * server holds exactly the device's records, each once, in order per session.
 */

type Command =
  | { kind: 'start'; labType: number }
  | { kind: 'note'; session: number; text: string }
  | { kind: 'actions'; session: number; count: number; duration: number }
  | { kind: 'statements'; session: number; count: number }
  | { kind: 'attach'; session: number; bytes: number }
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
  let files = 0;
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
        if (!sessionId) break;
        const made = await h.store.addStatements(
          sessionId,
          Array.from({ length: command.count }, () => ({
            actor: { account: { homePage: 'http://lab-portal.test', name: h.sub } },
            verb: { id: 'http://adlnet.gov/expapi/verbs/interacted' },
            object: { id: 'http://lab-portal.test/labs/density' },
          })),
        );
        statementIds.push(...made.map((statement) => statement.id as string));
        break;
      }
      case 'attach': {
        const sessionId = pick(command.session);
        if (!sessionId) break;
        await h.store.attachFile({
          sessionId,
          blob: new Blob([`%PDF-${'x'.repeat(command.bytes)}`], { type: 'application/pdf' }),
          name: 'report.pdf',
          contentType: 'application/pdf',
          entryType: EntryType.File,
        });
        files += 1;
        break;
      }
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
  return { statementIds, files };
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

async function expectServerMatchesDevice(h: Harness, statementIds: string[], files: number) {
  expect(await h.db.outbox.count()).toBe(0);
  // Every file reached the server, its entry names it, and no blob is left behind.
  expect(h.api.files.size).toBe(files);
  expect(await h.db.files.count()).toBe(0);
  const fileEntries = await h.db.entries.filter((entry) => entry.entryType === 10).toArray();
  expect(fileEntries.every((entry) => entry.fileName && h.api.files.has(entry.fileName))).toBe(
    true,
  );
  const sessions = await h.db.sessions.toArray();
  expect([...h.api.sessions.keys()].sort()).toEqual(sessions.map((s) => s.id).sort());
  for (const session of sessions) {
    const server = h.api.sessions.get(session.id)!;
    const local = (await h.db.entries.where('sessionId').equals(session.id).toArray()).sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    const serverIds = server.entries.map((entry) => entry.metaData.entry_id);
    expect(new Set(serverIds).size).toBe(serverIds.length);
    expect(serverIds).toEqual(local.map((entry) => entry.id));
    expect(server.entries.map((entry) => entry.metaData.content)).toEqual(
      local.map((entry) => entry.content),
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
    expect(local.every((entry) => entry.sync === 'synced')).toBe(true);
  }
  expect([...h.api.statements.keys()].sort()).toEqual([...statementIds].sort());
  expect(h.api.requests.every((request) => request.inFlight === 1)).toBe(true);
}

describe('outbox property: the server ends with exactly the device records', () => {
  it('holds for random writes, failures, crashes and reloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 40 }), async (commands) => {
        const h = createHarness();
        try {
          const { statementIds, files } = await play(h, commands);
          await heal(h);
          await expectServerMatchesDevice(h, statementIds, files);
        } finally {
          h.db.close();
        }
      }),
      { numRuns: 300 },
    );
  });
});
