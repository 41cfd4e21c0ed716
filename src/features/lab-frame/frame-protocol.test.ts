import { describe, expect, it, vi } from 'vitest';
import {
  portalMessageSchema,
  type FrameSession,
  type PortalMessage,
} from '@common/schemas/lab-frame';
import { actionItemSchema, type ActionItem } from '@common/schemas/lab-book';
import { statementSchema, type Statement } from '@common/schemas/xapi';
import {
  createLabFrameHandler,
  textToHtml,
  type FrameEvent,
  type LabFrameBook,
  type LabFrameDeps,
  type SaveUpload,
} from './frame-protocol';
import type { LocalEntry, LocalSession } from '@/offline/lab-book-db';
import type { NewActionItem } from '@/offline/lab-book-writes';
import { LAB_VERB_BASE, XAPI_EXTENSIONS } from '@common/schemas/xapi';

const LAB_ORIGIN = 'https://portal.example.org';
const labWindow = { name: 'bench' };

const localSession = (id: string, labType: number, open: number): LocalSession => ({
  id,
  actorId: 'u-1',
  labType,
  open,
  duration: 0,
  actions: [],
  serverUpdated: 0,
  sync: 'pending',
});

const localEntry = (id: string, sessionId: string, content: string): LocalEntry => ({
  id,
  sessionId,
  actorId: 'u-1',
  authorId: 'u-1',
  entryType: 1,
  timestamp: 0,
  content,
  sync: 'pending',
});

function setup(overrides: Partial<LabFrameDeps> = {}) {
  let clock = 1_000_000;
  let ids = 0;
  const calls = {
    sessions: [] as Array<{ labType: number; open: number; xapiSession: string }>,
    entries: [] as Array<{
      sessionId: string;
      entryType: number;
      content: string;
      isUnknownReport?: boolean;
    }>,
    actions: [] as Array<{ sessionId: string; items: ActionItem[]; duration?: number }>,
    statements: [] as Array<{ sessionId: string; statements: Statement[] }>,
    files: [] as Array<{ sessionId: string; name: string; size: number; contentType: string }>,
  };
  const book: LabFrameBook = {
    startSession: vi.fn(async (input) => {
      calls.sessions.push({
        labType: input.labType,
        open: input.open ?? -1,
        xapiSession: input.xapiSession ?? '',
      });
      return localSession(`session-${calls.sessions.length}`, input.labType, input.open ?? -1);
    }),
    addEntry: vi.fn(async (input) => {
      calls.entries.push({
        sessionId: input.sessionId,
        entryType: input.entryType,
        content: input.content,
        ...(input.isUnknownReport ? { isUnknownReport: true } : {}),
      });
      return localEntry(`entry-${calls.entries.length}`, input.sessionId, input.content);
    }),
    addActions: vi.fn(async (sessionId, items, duration) => {
      const stored: ActionItem[] = items.map((item: NewActionItem, index: number) => ({
        ...item,
        id: item.id ?? `a${index}`,
      }));
      calls.actions.push({ sessionId, items: stored, duration });
      return stored;
    }),
    addStatements: vi.fn(async (sessionId, statements) => {
      calls.statements.push({ sessionId, statements });
      return statements;
    }),
    attachFile: vi.fn(async (input) => {
      expect(input.entryType).toBe(10);
      calls.files.push({
        sessionId: input.sessionId,
        name: input.name,
        size: input.blob.size,
        contentType: input.contentType,
      });
      return localEntry(`file-${calls.files.length}`, input.sessionId, input.name);
    }),
  };
  const replies: PortalMessage[] = [];
  const logged: Array<{ method: string; params: string; error: string }> = [];
  const deps: LabFrameDeps = {
    lab: { origin: LAB_ORIGIN, window: () => labWindow },
    labInfo: {
      identifier: 'physics-density',
      name: 'Density',
      labType: 7,
      preset: '0',
      lang: 'es',
    },
    user: { userId: 'u-1', name: 'Ana Lopez' },
    portalOrigin: 'https://portal.example.org',
    book,
    reply: (message) => replies.push(portalMessageSchema.parse(message)),
    sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
    log: (entry) => logged.push(entry),
    now: () => clock,
    newId: () => `00000000-0000-7000-8000-${String(++ids).padStart(12, '0')}`,
    onOnline: vi.fn(),
    onGoodbye: vi.fn(),
    ...overrides,
  };
  const handler = createLabFrameHandler(deps);
  const send = (data: unknown, event: Partial<FrameEvent> = {}) =>
    handler.handle({ origin: LAB_ORIGIN, source: labWindow, data, ...event });
  return {
    handler,
    send,
    calls,
    replies,
    logged,
    deps,
    book,
    tick: (ms: number) => (clock += ms),
  };
}

describe('lab frame protocol: who may talk', () => {
  it('ignores messages from another origin, without a trace in the lab book', async () => {
    const t = setup();
    expect(await t.send({ type: 'hello' }, { origin: 'https://evil.example' })).toEqual({
      kind: 'ignored',
      reason: 'origin',
    });
    expect(t.calls.sessions).toEqual([]);
    expect(t.replies).toEqual([]);
  });

  it('ignores a same-origin message that does not come from the frame window', async () => {
    const t = setup();
    expect(await t.send({ type: 'hello' }, { source: { name: 'other' } })).toEqual({
      kind: 'ignored',
      reason: 'source',
    });
    expect(await t.send({ type: 'hello' }, { source: null })).toMatchObject({ reason: 'source' });
    expect(t.calls.sessions).toEqual([]);
  });

  it('ignores everything once the frame has no window', async () => {
    const t = setup({ lab: { origin: LAB_ORIGIN, window: () => null } });
    expect(await t.send({ type: 'hello' }, { source: null })).toMatchObject({ kind: 'ignored' });
  });
});

describe('lab frame protocol: messages', () => {
  it('hello starts one lab-book session and answers init', async () => {
    const t = setup();
    expect(await t.send({ type: 'hello', lab: 'density' })).toEqual({
      kind: 'handled',
      type: 'hello',
    });
    expect(t.calls.sessions).toEqual([
      { labType: 7, open: 1_000_000, xapiSession: '00000000-0000-7000-8000-000000000001' },
    ]);
    expect(t.replies).toEqual([
      {
        type: 'init',
        user: { userId: 'u-1', name: 'Ana Lopez' },
        labType: 7,
        preset: '0',
        presetData: null,
        lang: 'es',
        session: { id: 'session-1', open: 1_000_000 },
      },
    ]);
    // A lab that reloads says hello again: same session.
    await t.send({ type: 'hello' });
    expect(t.calls.sessions).toHaveLength(1);
    expect(t.replies[1]).toMatchObject({ type: 'init', session: { id: 'session-1' } });
  });

  it('init carries the preset the loader fetched (issue 10 §3)', async () => {
    const presetData = {
      uuid: '0b7f3c1e-8a51-4d7e-9f0a-5c2d1e3f4a5b',
      name: 'Density of unknown solids',
      labType: 7,
      object: '{"name":"Density of unknown solids"}',
    };
    const t = setup({
      labInfo: {
        identifier: 'physics-density',
        name: 'Density',
        labType: 7,
        preset: presetData.uuid,
        lang: 'en',
      },
      presetData,
    });
    await t.send({ type: 'hello' });
    expect(t.replies[0]).toMatchObject({ type: 'init', preset: presetData.uuid, presetData });
  });

  it('init says there is no preset when the loader had none (or could not fetch it)', async () => {
    const t = setup({ presetData: null });
    await t.send({ type: 'hello' });
    expect(t.replies[0]).toMatchObject({ type: 'init', preset: '0', presetData: null });
  });

  it('lab-online and lab-online-inorganic mark the lab online once', async () => {
    const t = setup();
    expect(t.handler.isOnline).toBe(false);
    await t.send({ type: 'lab-online' });
    await t.send({ type: 'lab-online-inorganic' });
    expect(t.handler.isOnline).toBe(true);
    expect(t.deps.onOnline).toHaveBeenCalledTimes(1);
  });

  it('statement appends an action item and queues its xAPI statement', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    t.tick(65_000);
    const actions = {
      name: 'cylinder 1',
      materials: 'steel',
      initialLocation: 'bench',
      finalLocation: 'balance',
    };
    expect(
      await t.send({
        type: 'statement',
        statement: { actionType: 'move', timestamp: 1_064_000, actions },
      }),
    ).toEqual({ kind: 'handled', type: 'statement' });

    expect(t.calls.actions).toHaveLength(1);
    const [write] = t.calls.actions;
    expect(write?.sessionId).toBe('session-1');
    expect(write?.duration).toBe(65_000);
    expect(write?.items).toHaveLength(1);
    const item = actionItemSchema.parse(write?.items[0]);
    expect(item).toMatchObject({ actionType: 'move', timestamp: 1_064_000, actions });

    const [queued] = t.calls.statements;
    expect(queued?.sessionId).toBe('session-1');
    const statement = statementSchema.parse(queued?.statements[0]);
    expect(statement.actor).toEqual({
      objectType: 'Agent',
      account: { homePage: 'https://portal.example.org', name: 'u-1' },
    });
    expect(statement.verb).toEqual({ id: `${LAB_VERB_BASE}move`, display: { 'en-US': 'Move' } });
    expect(statement.object.id).toBe('https://portal.example.org/physics-density');
    expect(statement.timestamp).toBe(new Date(1_064_000).toISOString());
    expect(statement.result?.extensions).toEqual({
      [XAPI_EXTENSIONS.actionType]: 'move',
      [XAPI_EXTENSIONS.actions]: actions,
    });
    expect(statement.context).toMatchObject({
      registration: '00000000-0000-7000-8000-000000000001',
    });
  });

  it('a startup statement has the startup verb; timestamps stay inside the session', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    // Timestamp from before the session opened, and one from the future.
    await t.send({
      type: 'statement',
      statement: { actionType: 'startup', timestamp: 5, actions: {} },
    });
    t.tick(10);
    await t.send({
      type: 'statement',
      statement: { actionType: 'state', timestamp: 9_999_999_999, actions: { name: 'balance' } },
    });
    const [first, second] = t.calls.actions.map((call) => call.items[0]?.timestamp);
    expect(first).toBe(1_000_001);
    expect(second).toBe(1_000_010);
    expect(t.calls.statements[0]?.statements[0]?.verb.id).toBe(`${LAB_VERB_BASE}startup`);
    // Every item is within open < t <= open + duration.
    for (const call of t.calls.actions) {
      for (const item of call.items)
        expect(item.timestamp - 1_000_000).toBeLessThanOrEqual(call.duration ?? 0);
    }
  });

  it('a statement of a kind the portal does not know is kept, not refused', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    expect(
      await t.send({ type: 'statement', statement: { actionType: 'titrate', actions: {} } }),
    ).toEqual({ kind: 'handled', type: 'statement' });
    expect(t.calls.actions[0]?.items[0]).toMatchObject({ actionType: 'titrate' });
    expect(t.calls.statements[0]?.statements[0]?.verb.id).toBe(`${LAB_VERB_BASE}titrate`);
    expect(t.replies.filter((reply) => reply.type === 'failed')).toEqual([]);
  });

  it('a statement before hello starts the session first (one session for both)', async () => {
    const t = setup();
    await Promise.all([
      t.send({ type: 'statement', statement: { actionType: 'state', actions: { name: 'x' } } }),
      t.send({ type: 'hello' }),
    ]);
    expect(t.calls.sessions).toHaveLength(1);
    expect(t.calls.actions[0]?.sessionId).toBe('session-1');
  });

  it('labbook_entry adds a type 1 entry with sanitized HTML, or text made safe', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    await t.send({ type: 'labbook_entry', html: '<p>Steel: 7.85</p><script>alert(1)</script>' });
    await t.send({ type: 'labbook_entry', text: 'mass <b>73.985</b> g\nvolume 9.425 mL' });
    expect(t.calls.entries).toEqual([
      { sessionId: 'session-1', entryType: 1, content: '<p>Steel: 7.85</p>' },
      {
        sessionId: 'session-1',
        entryType: 1,
        content: '<p>mass &lt;b&gt;73.985&lt;/b&gt; g<br>volume 9.425 mL</p>',
      },
    ]);
    expect(t.replies.slice(1)).toEqual([
      { type: 'saved', of: 'labbook_entry', id: 'entry-1' },
      { type: 'saved', of: 'labbook_entry', id: 'entry-2' },
    ]);
  });

  it('labbook_entry marked as an unknown report keeps the mark (spec 3 §7)', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    await t.send({
      type: 'labbook_entry',
      html: '<p>Unknown: cylinder 3, 2.700 g/cm³</p>',
      isUnknownReport: true,
    });
    expect(t.calls.entries).toEqual([
      {
        sessionId: 'session-1',
        entryType: 1,
        content: '<p>Unknown: cylinder 3, 2.700 g/cm³</p>',
        isUnknownReport: true,
      },
    ]);
  });

  it('a note that is empty once sanitized fails and is logged', async () => {
    const t = setup();
    expect(await t.send({ type: 'labbook_entry', html: '<script>x</script>' })).toMatchObject({
      kind: 'failed',
      type: 'labbook_entry',
    });
    expect(t.calls.entries).toEqual([]);
    expect(t.replies.at(-1)).toMatchObject({ type: 'failed', of: 'labbook_entry' });
    expect(t.logged.at(-1)?.method).toBe('labbook_entry');
  });

  it('heartbeat sets the session duration to now - open', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    t.tick(15_000);
    await t.send({ type: 'heartbeat' });
    t.tick(15_000);
    await t.send({ type: 'heartbeat' });
    expect(t.calls.actions).toEqual([
      { sessionId: 'session-1', items: [], duration: 15_000 },
      { sessionId: 'session-1', items: [], duration: 30_000 },
    ]);
  });

  it('pdf-create without an export in the portal: logged and answered pdf-unavailable', async () => {
    const t = setup();
    expect(await t.send({ type: 'pdf-create', html: '<p>report</p>' })).toEqual({
      kind: 'handled',
      type: 'pdf-create',
    });
    expect(t.replies).toEqual([
      { type: 'pdf-unavailable', reason: 'PDF export is not available here.' },
    ]);
    expect(t.logged).toEqual([
      { method: 'pdf-create', params: 'physics-density', error: 'No PDF export in this portal' },
    ]);
  });

  it('pdf-create exports the report through the portal and answers pdf-created', async () => {
    const exportPdf = vi.fn(async () => ({ fileName: 'lab-book-ana-2026-05-04.pdf' }));
    const t = setup({ exportPdf });
    await t.send({ type: 'pdf-create', html: '<p>report</p>' });
    await vi.waitFor(() => expect(t.replies).toHaveLength(1));
    expect(exportPdf).toHaveBeenCalledWith('<p>report</p>');
    expect(t.replies).toEqual([{ type: 'pdf-created', fileName: 'lab-book-ana-2026-05-04.pdf' }]);
  });

  it('pdf-create that fails (or has no html) is logged and answered pdf-unavailable', async () => {
    const exportPdf = vi.fn(async () => {
      throw new Error('PDF export failed');
    });
    const t = setup({ exportPdf });
    await t.send({ type: 'pdf-create' });
    await t.send({ type: 'pdf-create', html: '<p>report</p>' });
    await vi.waitFor(() => expect(t.replies).toHaveLength(2));
    expect(t.replies).toEqual([
      { type: 'pdf-unavailable', reason: 'Send the report as html to export it.' },
      { type: 'pdf-unavailable', reason: 'The PDF could not be made.' },
    ]);
    expect(t.logged.map((entry) => entry.error)).toEqual([
      'pdf-create without html',
      'PDF export failed',
    ]);
  });

  it('pdf-upload opens the uploader; the picked file goes into the session', async () => {
    const pdf = new Blob(['%PDF-1.4 minimal'], { type: 'application/pdf' });
    const openUploader = vi.fn(async (save: SaveUpload) =>
      save(pdf, 'report.pdf', 'application/pdf'),
    );
    const t = setup({ openUploader });
    expect(await t.send({ type: 'pdf-upload' })).toEqual({ kind: 'handled', type: 'pdf-upload' });
    await vi.waitFor(() => expect(t.replies).toHaveLength(1));
    expect(openUploader).toHaveBeenCalledTimes(1);
    expect(t.calls.files).toEqual([
      { sessionId: 'session-1', name: 'report.pdf', size: 16, contentType: 'application/pdf' },
    ]);
    expect(t.replies).toEqual([{ type: 'saved', of: 'pdf-upload', id: 'file-1' }]);
  });

  it('pdf-upload: closing the uploader says so; a portal without one refuses', async () => {
    const closed = setup({ openUploader: async () => null });
    await closed.send({ type: 'pdf-upload' });
    await vi.waitFor(() => expect(closed.replies).toEqual([{ type: 'pdf-upload-closed' }]));
    expect(closed.calls.files).toEqual([]);

    const none = setup();
    expect(await none.send({ type: 'pdf-upload' })).toMatchObject({ kind: 'failed' });
    expect(none.replies).toEqual([expect.objectContaining({ type: 'failed', of: 'pdf-upload' })]);
  });

  it('after hello the stored sessions of the lab go to the lab, which is then asked to sort', async () => {
    const stored: FrameSession[] = [
      { id: 's-old', open: 1, duration: 5_000, labType: 7, entries: [], actions: [] },
    ];
    const loadSessions = vi.fn(async () => stored);
    const t = setup({ loadSessions });
    await t.send({ type: 'hello' });
    await t.send({ type: 'hello' });
    await vi.waitFor(() => expect(t.replies).toHaveLength(4));
    expect(loadSessions).toHaveBeenCalledTimes(1);
    expect(loadSessions).toHaveBeenCalledWith(7);
    // Once per lab, sessions first, then the request to sort.
    const afterInit = t.replies.slice(1).filter((reply) => reply.type !== 'init');
    expect(afterInit).toEqual([
      { type: 'lab-book-sessions', sessions: stored },
      { type: 'sort-sessions' },
    ]);
  });

  it('a lab book that cannot be read is logged, and the lab gets no sessions', async () => {
    const t = setup({ loadSessions: async () => Promise.reject(new Error('no database')) });
    await t.send({ type: 'hello' });
    await vi.waitFor(() => expect(t.logged).toHaveLength(1));
    expect(t.logged[0]).toMatchObject({ method: 'lab-book-sessions', error: 'no database' });
    expect(t.replies.map((reply) => reply.type)).toEqual(['init']);
  });

  it('goodbye saves the final duration, then leaves', async () => {
    const t = setup();
    await t.send({ type: 'hello' });
    t.tick(42_000);
    await t.send({ type: 'goodbye' });
    expect(t.calls.actions).toEqual([{ sessionId: 'session-1', items: [], duration: 42_000 }]);
    expect(t.deps.onGoodbye).toHaveBeenCalledTimes(1);
  });

  it('goodbye without a session only leaves', async () => {
    const t = setup();
    await t.send({ type: 'goodbye' });
    expect(t.calls.sessions).toEqual([]);
    expect(t.deps.onGoodbye).toHaveBeenCalledTimes(1);
  });
});

describe('lab frame protocol: the unexpected', () => {
  it.each([['a string'], [42], [null], [{ no: 'type' }], [{ type: 'sort-entries' }]])(
    'logs %j as uncategorized',
    async (data) => {
      const t = setup();
      const outcome = await t.send(data);
      expect(outcome.kind).toBe('uncategorized');
      expect(t.logged).toHaveLength(1);
      expect(t.logged[0]).toMatchObject({
        method: 'uncategorized',
        error: 'Uncategorized lab message',
      });
      expect(t.calls.sessions).toEqual([]);
    },
  );

  it.each([
    [{ type: 'statement' }],
    [{ type: 'statement', statement: { actionType: 'jump high', actions: {} } }],
    [{ type: 'statement', statement: { actionType: 'move', actions: 'no' } }],
    [{ type: 'labbook_entry' }],
    [{ type: 'labbook_entry', text: '   ' }],
  ])('rejects the malformed %j', async (data) => {
    const t = setup();
    const outcome = await t.send(data);
    expect(outcome).toMatchObject({ kind: 'rejected', type: (data as { type: string }).type });
    expect(t.replies).toEqual([
      expect.objectContaining({ type: 'failed', of: (data as { type: string }).type }),
    ]);
    expect(t.logged[0]?.method).toBe(`rejected ${(data as { type: string }).type}`);
    expect(t.calls.actions).toEqual([]);
    expect(t.calls.entries).toEqual([]);
  });

  it('a failed device write is reported to the lab and logged, and the next message still runs', async () => {
    const t = setup();
    vi.mocked(t.book.addEntry).mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect(await t.send({ type: 'labbook_entry', text: 'first' })).toEqual({
      kind: 'failed',
      type: 'labbook_entry',
      error: 'QuotaExceededError',
    });
    expect(await t.send({ type: 'labbook_entry', text: 'second' })).toEqual({
      kind: 'handled',
      type: 'labbook_entry',
    });
    expect(t.calls.entries.map((e) => e.content)).toEqual(['<p>second</p>']);
  });

  it('handles messages one at a time, in order', async () => {
    const t = setup();
    const order: string[] = [];
    vi.mocked(t.book.addEntry).mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, input.content.includes('slow') ? 20 : 0));
      order.push(input.content);
      return localEntry(input.content, input.sessionId, input.content);
    });
    await Promise.all([
      t.send({ type: 'labbook_entry', text: 'slow' }),
      t.send({ type: 'labbook_entry', text: 'fast' }),
    ]);
    expect(order).toEqual(['<p>slow</p>', '<p>fast</p>']);
  });
});

describe('textToHtml', () => {
  it('escapes markup and keeps paragraphs and lines', () => {
    expect(textToHtml('a & "b"\n\nc\nd')).toBe('<p>a &amp; &quot;b&quot;</p><p>c<br>d</p>');
  });
});
