import type { ActionItem, Entry, Session } from '@common/schemas/lab-book';
import type { Statement } from '@common/schemas/xapi';
import { storedFileName, type StoredContentType } from '@common/domain/stored-files';

/**
 * An in-memory lab-book API and learning record store behind `fetch`, for the outbox tests. It
 * follows the contract of common/schemas/lab-book.ts: sessions, entries and action items are
 * upserted by their client-made ids, a PUT before its POST creates the session, duration only
 * grows, and a repeated `Idempotency-Key` gets the stored reply without applying anything again.
 * Faults can be queued to play a flaky school network.
 */

export const FAKE_ORIGIN = 'http://lab-portal.test';
const UPLOAD_PATH = '/files/upload/';
/** The first bytes of each type (server/storage/storage.ts sniffs the same). */
const MAGIC: Record<StoredContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const TYPE_NAMES: Record<StoredContentType, string> = {
  'application/pdf': 'a PDF',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
};
export const FAKE_ENDPOINTS = {
  labbookApi: `${FAKE_ORIGIN}/labbook-api`,
  xapi: `${FAKE_ORIGIN}/xapi`,
};

export type Fault =
  /** The request never reaches the server. */
  | { kind: 'network' }
  /** The server applies the request, the reply is lost on the way back. */
  | { kind: 'lost-reply' }
  /** No answer until the caller gives up. */
  | { kind: 'timeout' }
  /** A reply without applying anything (5xx, 429, 408, 400 ...). */
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  /** A captive portal: 200 with its sign-in page. */
  | { kind: 'captive-portal'; redirected?: boolean }
  /** The current token stops being valid before the request is handled. */
  | { kind: 'expire-token' }
  /** The runner dies mid-send (its signal aborts); `applied` says whether the server got it. */
  | { kind: 'crash'; applied: boolean };

interface QueuedFault {
  fault: Fault;
  /** Only requests whose "METHOD /path" matches. */
  match?: RegExp;
}

export interface FakeRequestLog {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: unknown;
  /** How many requests were in flight when this one started (1 = one at a time). */
  inFlight: number;
}

interface StoredFile {
  contentType: string;
  size: number;
}

export interface FakeLabBookApi {
  fetch: typeof fetch;
  sessions: Map<string, Session>;
  statements: Map<string, Statement>;
  files: Map<string, StoredFile>;
  requests: FakeRequestLog[];
  /** Tokens and whose they are. */
  tokens: Map<string, string>;
  /** Users who may add instructor notes to any book. */
  instructors: Set<string>;
  /** Queues a fault for the next matching request. */
  fail(fault: Fault, match?: RegExp): void;
  clearFaults(): void;
  /** Entry contents and statement verbs containing this text are refused with 400. */
  rejectText: string;
  /** Sessions of this lab type are refused with 400 (a session the server will not take). */
  rejectLabType: number;
  /** Upload URLs live this long (server ms). */
  uploadTtlMs: number;
  /** Called when a 'crash' fault fires (the test aborts its runner there). */
  onCrash?: () => void;
  /** Server clock (ms). */
  now: () => number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export function createFakeLabBookApi(options: { now?: () => number } = {}): FakeLabBookApi {
  let clock = 1_700_000_000_000;
  const now = options.now ?? (() => (clock += 1));
  const faults: QueuedFault[] = [];
  const replies = new Map<string, { status: number; body: unknown; hash: string }>();
  /** Declared content types of the upload addresses handed out. */
  const pendingTypes = new Map<string, StoredContentType>();
  let inFlight = 0;

  const api: FakeLabBookApi = {
    fetch: fakeFetch as typeof fetch,
    sessions: new Map(),
    statements: new Map(),
    files: new Map(),
    requests: [],
    tokens: new Map(),
    instructors: new Set(),
    fail: (fault, match) => void faults.push({ fault, ...(match ? { match } : {}) }),
    clearFaults: () => void faults.splice(0),
    rejectText: 'REJECT-ME',
    rejectLabType: 666,
    uploadTtlMs: 60_000,
    now,
  };

  function takeFault(route: string): Fault | undefined {
    const index = faults.findIndex((item) => !item.match || item.match.test(route));
    if (index < 0) return undefined;
    return faults.splice(index, 1)[0]?.fault;
  }

  async function fakeFetch(input: string | URL | Request, init: RequestInit = {}) {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const route = `${method} ${url.pathname}`;
    const signal = init.signal ?? undefined;
    let body: unknown;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    else if (init.body instanceof Blob) body = { blobSize: init.body.size };
    inFlight += 1;
    api.requests.push({
      method,
      path: url.pathname + url.search,
      idempotencyKey: headers.get('idempotency-key'),
      authorization: headers.get('authorization'),
      body,
      inFlight,
    });
    try {
      // A real network is asynchronous: let other tasks run (and overlap, if the caller let them).
      await Promise.resolve();
      if (signal?.aborted) throw signal.reason;
      const fault = takeFault(route);
      const apply = () => handle(method, url, headers, body, init.body);
      switch (fault?.kind) {
        case 'network':
          throw new TypeError('Failed to fetch');
        case 'lost-reply':
          await apply();
          throw new TypeError('Failed to fetch');
        case 'timeout':
          return await new Promise<Response>((_resolve, reject) => {
            if (signal?.aborted) reject(signal.reason);
            signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          });
        case 'status':
          return new Response(fault.body ?? '', {
            status: fault.status,
            headers: { 'content-type': 'application/json', ...fault.headers },
          });
        case 'captive-portal': {
          const page = new Response('<!doctype html><title>Sign in to SchoolNet</title>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          });
          if (fault.redirected) Object.defineProperty(page, 'redirected', { value: true });
          return page;
        }
        case 'expire-token': {
          const token = headers.get('authorization')?.replace(/^Bearer /, '');
          if (token) api.tokens.delete(token);
          return await apply();
        }
        case 'crash':
          if (fault.applied) await apply();
          api.onCrash?.();
          throw signal?.reason ?? new DOMException('Aborted', 'AbortError');
        default:
          return await apply();
      }
    } finally {
      inFlight -= 1;
    }
  }

  async function handle(
    method: string,
    url: URL,
    headers: Headers,
    body: unknown,
    raw: RequestInit['body'],
  ): Promise<Response> {
    const path = url.pathname;
    if (method === 'PUT' && path.startsWith(UPLOAD_PATH)) return putFile(url, raw, headers);
    const sub = api.tokens.get(headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
    if (!sub) return json(401, { message: 'Unauthorized' });
    // As server/plugins/idempotency.ts: per user, only 2xx answers are kept, and the same key
    // with another request is a 422. Signed addresses are never replayed.
    const key = path.endsWith('/upload-url') ? null : headers.get('idempotency-key');
    const replayKey = key ? `${sub}:${key}` : undefined;
    const hash = `${method} ${path} ${stableStringify(body)}`;
    const stored = replayKey ? replies.get(replayKey) : undefined;
    if (stored && stored.hash !== hash)
      return json(422, {
        message:
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      });
    if (stored) return json(stored.status, stored.body);
    const reply = route(method, path, sub, body, url.searchParams);
    if (replayKey && reply.status >= 200 && reply.status < 300)
      replies.set(replayKey, { ...reply, hash });
    return json(reply.status, reply.body);
  }

  function route(method: string, path: string, sub: string, body: unknown, query: URLSearchParams) {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'labbook-api' && parts[1] === 'lab-book') {
      if (method === 'GET' && (parts[3] === 'paginated' || parts[3] === 'paginated-backwards'))
        return pageOfBook(sub, parts[2]!, Number(parts[4]), query.get('exclusiveStartKey'));
      if (parts.length === 2 && (method === 'POST' || method === 'PUT'))
        return upsertSession(method, sub, body as Record<string, unknown>);
      if (parts[2] === 'upload-url' && method === 'POST') return uploadUrl(sub, body);
      if (method === 'GET' && parts[2]) return listBook(sub, parts[2], Number(parts[3] ?? 0));
    }
    if (path === '/xapi/statements' && method === 'POST') return storeStatements(body);
    return { status: 404, body: { message: 'Not found' } };
  }

  function canWrite(sub: string, actor: string) {
    return sub === actor || api.instructors.has(sub);
  }

  function upsertSession(method: string, sub: string, body: Record<string, unknown>) {
    const id = body.id as string;
    const actor = body.actor_id as string;
    if (typeof id !== 'string' || typeof actor !== 'string')
      return { status: 400, body: { message: 'id and actor_id are required' } };
    if (!canWrite(sub, actor)) return { status: 403, body: { message: 'Not your lab book' } };
    if (body.labType === api.rejectLabType)
      return { status: 400, body: { message: 'labType is not a lab type' } };
    const isInstructorNote = body.method === 'POST';
    if (isInstructorNote && sub === actor)
      return { status: 400, body: { message: 'Instructor notes go into another book' } };
    const incoming = [
      ...(Array.isArray(body.entries) ? (body.entries as Entry[]) : []),
      ...(body.entry ? [body.entry as Entry] : []),
    ];
    if (incoming.some((entry) => entry.metaData.content.includes(api.rejectText)))
      return { status: 400, body: { message: 'Entry refused by the server' } };
    const existing = api.sessions.get(id);
    if (existing && existing.actor_id !== actor)
      return { status: 409, body: { message: 'Session belongs to another book' } };
    const at = now();
    const session: Session = existing ?? {
      id,
      actor_id: actor,
      labType: body.labType as number,
      open: body.open as number,
      created: at,
      updated: at,
      duration: 0,
      metaData: { labType: body.labType as number, version: 1 },
      entries: [],
      actions: { detail: [] },
      isXAPI: false,
    };
    if (method === 'POST' && body.metaData) session.metaData = body.metaData as Session['metaData'];
    for (const entry of incoming) {
      const stored = { ...entry, author_id: isInstructorNote ? sub : actor };
      const index = session.entries.findIndex(
        (item) => item.metaData.entry_id === entry.metaData.entry_id,
      );
      if (index >= 0) session.entries[index] = stored;
      else session.entries.push(stored);
    }
    // As the server's query: entries in the order of their time, whenever they arrived.
    session.entries.sort((a, b) => a.timestamp - b.timestamp);
    const actions = (body.actions as { detail?: ActionItem[] } | undefined)?.detail ?? [];
    for (const item of actions) {
      const index = session.actions.detail.findIndex((known) => known.id === item.id);
      if (index >= 0) session.actions.detail[index] = item;
      else session.actions.detail.push(item);
    }
    if (typeof body.duration === 'number')
      session.duration = Math.max(session.duration, body.duration);
    session.updated = at;
    api.sessions.set(id, session);
    return { status: existing ? 200 : 201, body: structuredClone(session) };
  }

  function listBook(sub: string, actor: string, since: number) {
    if (!canWrite(sub, actor)) return { status: 403, body: { message: 'Not your lab book' } };
    const list = [...api.sessions.values()].filter(
      (session) => session.actor_id === actor && session.updated > since,
    );
    return { status: 200, body: structuredClone(list) };
  }

  /** As the server's `paginated-backwards/{n}`: newest first by (open, id), a key to go on. */
  function pageOfBook(sub: string, actor: string, n: number, startKey: string | null) {
    if (!canWrite(sub, actor)) return { status: 403, body: { message: 'Not your lab book' } };
    const order = (s: Session) => `${String(s.open).padStart(16, '0')}:${s.id}`;
    const all = [...api.sessions.values()]
      .filter((session) => session.actor_id === actor)
      .sort((a, b) => (order(a) < order(b) ? 1 : -1));
    const rest = startKey ? all.filter((session) => order(session) < startKey) : all;
    const items = rest.slice(0, n);
    const last = items.at(-1);
    return {
      status: 200,
      body: structuredClone({
        Items: items,
        ...(rest.length > n && last ? { LastEvaluatedKey: order(last) } : {}),
        totalCount: all.length,
      }),
    };
  }

  function uploadUrl(sub: string, body: unknown) {
    const { key, contentType, actor_id } = body as {
      key: string;
      contentType: StoredContentType;
      actor_id?: string;
    };
    const fileName = storedFileName(actor_id ?? sub, key, contentType);
    const expiresAt = now() + api.uploadTtlMs;
    pendingTypes.set(fileName, contentType);
    return {
      status: 200,
      body: {
        uploadURL: `${FAKE_ORIGIN}${UPLOAD_PATH}${fileName}?expires=${expiresAt}`,
        fileName,
        expiresAt,
      },
    };
  }

  async function putFile(url: URL, raw: RequestInit['body'], headers: Headers) {
    if (Number(url.searchParams.get('expires')) < now())
      return json(403, { message: 'Upload URL expired' });
    const fileName = url.pathname.slice(UPLOAD_PATH.length);
    const size = raw instanceof Blob ? raw.size : 0;
    // As the server: the bytes must be what the address was made for (a renamed PNG is not a PDF).
    const head = raw instanceof Blob ? new Uint8Array(await raw.slice(0, 8).arrayBuffer()) : null;
    const declared = pendingTypes.get(fileName);
    if (declared && !(head && MAGIC[declared].every((byte, index) => head[index] === byte)))
      return json(415, { message: `The file's content is not ${TYPE_NAMES[declared]}.` });
    api.files.set(fileName, { contentType: headers.get('content-type') ?? '', size });
    return new Response(null, { status: 200 });
  }

  function storeStatements(body: unknown) {
    const list = Array.isArray(body) ? (body as Statement[]) : [body as Statement];
    for (const statement of list) {
      if (!statement.id) return { status: 400, body: { message: 'Statements need ids' } };
      if (statement.verb.id.includes(api.rejectText))
        return { status: 400, body: { message: 'Statement refused by the server' } };
    }
    for (const statement of list) api.statements.set(statement.id as string, statement);
    return { status: 200, body: list.map((statement) => statement.id) };
  }

  return api;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
