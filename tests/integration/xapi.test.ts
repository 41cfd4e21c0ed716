import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { errorBodySchema } from '@common/schemas/primitives';
import { statementResultSchema, statementSchema, type Statement } from '@common/schemas/xapi';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';
import { accessTokenFor } from '../helpers/auth';

// `beta` (a CHEM101 student without demo statements) sends; the CHEM101 instructor reads.
const { beta, student, student2, instructor } = DEMO_USER_IDS;
const HOME = 'http://localhost:8080';

const statement = (over: Partial<Statement> = {}, actor: string = beta): Statement => ({
  actor: { objectType: 'Agent', account: { homePage: HOME, name: actor } },
  verb: { id: 'https://lab-portal.example/xapi/verbs/move', display: { 'en-US': 'move' } },
  object: { objectType: 'Activity', id: `${HOME}/labs/density/` },
  result: { actionType: 'move', actions: { name: 'Cylinder 1' } },
  ...over,
});
const agent = (id: string) =>
  encodeURIComponent(
    JSON.stringify({ objectType: 'Agent', account: { homePage: HOME, name: id } }),
  );

describe('learning record store (xAPI)', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens, { 'x-experience-api-version': '1.0.3' });
  const call = (
    method: 'GET' | 'POST',
    url: string,
    ...rest: [as?: string, payload?: unknown, headers?: Record<string, string>]
  ) => inject(method, url.startsWith('/xapi') ? url : `/xapi${url}`, ...rest);
  const post = async (body: Statement | Statement[], as: string = beta) => {
    const res = await call('POST', '/statements', as, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<string[]>();
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [beta, student, student2, instructor])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST one statement: 200 with its id, version header, id and stored set by the server', async () => {
    const res = await call('POST', '/statements', beta, statement());
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-experience-api-version']).toBe('1.0.3');
    const [id] = res.json<string[]>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const got = statementResultSchema.parse(
      (await call('GET', `/statements?agent=${agent(beta)}&limit=1`, beta)).json(),
    );
    expect(got.statements[0]).toMatchObject({ id, verb: { id: statement().verb.id } });
    expect(got.statements[0]!.stored).toBe(got.statements[0]!.timestamp);
  });

  it('POST a list keeps client ids and timestamps and is idempotent by id', async () => {
    const list = [
      statement({ id: uuidv4(), timestamp: '2026-03-01T10:00:00.000Z' }),
      statement({ id: uuidv7(), timestamp: '2026-03-01T11:30:00+01:00' }),
      statement(),
    ];
    const ids = await post(list);
    expect(ids.slice(0, 2)).toEqual([list[0]!.id, list[1]!.id]);
    const replay = await post(list.slice(0, 2));
    expect(replay).toEqual(ids.slice(0, 2));
    const changed = await call('POST', '/statements', beta, [
      { ...list[0]!, verb: { id: 'https://lab-portal.example/xapi/verbs/state' } },
    ]);
    expect(changed.statusCode).toBe(409);
    expect(errorBodySchema.parse(changed.json()).message).toMatch(/already exists/);
    // The new statements of a batch with a conflict are kept (the client takes 409 as stored).
    const fresh = statement({ id: uuidv7(), timestamp: '2026-03-01T10:45:00Z' });
    const mixed = await call('POST', '/statements', beta, [
      { ...list[0]!, verb: { id: 'https://lab-portal.example/xapi/verbs/state' } },
      fresh,
    ]);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toContain(list[0]!.id);
    const timeframe = await call(
      'GET',
      `/timeframe/${beta}/${Date.parse('2026-03-01T09:59:59.999Z')}/${3_600_000}`,
      beta,
    );
    expect(timeframe.json<Statement[]>().map((s) => s.id)).toEqual([
      list[0]!.id,
      list[1]!.id,
      fresh.id,
    ]);
  });

  it('a statement without its own timestamp replays fine under its id', async () => {
    const one = statement({ id: uuidv7() });
    expect(await post(one)).toEqual([one.id]);
    await pause(5);
    expect(await post(one)).toEqual([one.id]);
  });

  it('with an Idempotency-Key, a replay of statements without ids stores them once', async () => {
    const key = uuidv7();
    const body = [
      statement({ timestamp: '2025-01-01T00:00:00Z' }),
      statement({ timestamp: '2025-01-01T00:00:01Z' }),
    ];
    const first = await call('POST', '/statements', beta, body, { 'idempotency-key': key });
    const second = await call('POST', '/statements', beta, body, { 'idempotency-key': key });
    expect(second.json()).toEqual(first.json());
    expect(second.headers['x-experience-api-version']).toBe('1.0.3');
    const stored = await call(
      'GET',
      `/timeframe/${beta}/${Date.parse('2024-12-31T23:59:59Z')}/2000`,
      beta,
    );
    expect(stored.json<Statement[]>()).toHaveLength(2);
  });

  it('refuses statements for someone else (403), bad ones (400 naming the field), and too many', async () => {
    const other = await call('POST', '/statements', beta, statement({}, student));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/actor\.account\.name/);
    const { verb: _verb, ...noVerb } = statement();
    const bad = await call('POST', '/statements', beta, [statement(), noVerb]);
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).issues?.map((i) => i.path)).toContain('body.1.verb');
    const badId = await call('POST', '/statements', beta, statement({ id: 'nope' }));
    expect(badId.statusCode).toBe(400);
    const ancient = await call(
      'POST',
      '/statements',
      beta,
      statement({ timestamp: '0000-01-01T00:00:00Z' }),
    );
    expect(ancient.statusCode).toBe(400);
    const many = await call(
      'POST',
      '/statements',
      beta,
      Array.from({ length: 501 }, () => statement()),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/at most 500/);
    const dup = uuidv7();
    const twice = await call('POST', '/statements', beta, [
      statement({ id: dup }),
      statement({ id: dup, verb: { id: 'https://lab-portal.example/xapi/verbs/state' } }),
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await call('POST', '/statements', undefined, statement())).statusCode).toBe(401);
  });

  it('checks X-Experience-API-Version when it is sent', async () => {
    const old = await call('GET', '/statements', beta, undefined, {
      'x-experience-api-version': '0.95',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/1\.0\.3/);
    expect(old.headers['x-experience-api-version']).toBe('1.0.3');
    const two = await call('POST', '/statements', beta, statement(), {
      'x-experience-api-version': '2.0.0',
    });
    expect(two.statusCode).toBe(400);
    expect(
      (await call('GET', '/statements', beta, undefined, { 'x-experience-api-version': '1.0.1' }))
        .statusCode,
    ).toBe(200);
    const none = await t.app.inject({
      method: 'GET',
      url: '/xapi/statements',
      headers: { authorization: `Bearer ${tokens.get(beta)}` },
    });
    expect(none.statusCode).toBe(200);
  });

  it('GET statements filters by agent and stored time (since exclusive, until inclusive) and pages with `more`', async () => {
    // A fresh actor for exact counts: student2 has no demo statements.
    const first = await post([statement({}, student2), statement({}, student2)], student2);
    await pause(5);
    const second = await post(
      [statement({}, student2), statement({}, student2), statement({}, student2)],
      student2,
    );
    const all = statementResultSchema.parse(
      (await call('GET', `/statements?agent=${agent(student2)}`, student2)).json(),
    );
    expect(all.more).toBe('');
    expect(new Set(all.statements.map((s) => s.id))).toEqual(new Set([...first, ...second]));
    const storedTimes = all.statements.map((s) => Date.parse(s.stored!));
    expect(storedTimes).toEqual([...storedTimes].sort((a, b) => b - a));
    const firstStored = all.statements.find((s) => s.id === first[0])!.stored!;

    const since = statementResultSchema.parse(
      (
        await call('GET', `/statements?agent=${agent(student2)}&since=${firstStored}`, student2)
      ).json(),
    );
    expect(new Set(since.statements.map((s) => s.id))).toEqual(new Set(second));
    const until = statementResultSchema.parse(
      (
        await call('GET', `/statements?agent=${agent(student2)}&until=${firstStored}`, student2)
      ).json(),
    );
    expect(new Set(until.statements.map((s) => s.id))).toEqual(new Set(first));

    const seen: string[] = [];
    let url = `/xapi/statements?agent=${agent(student2)}&limit=2`;
    for (let guard = 0; guard < 10 && url; guard++) {
      const res = await call('GET', url, student2);
      expect(res.statusCode).toBe(200);
      expect(
        Date.parse(res.headers['x-experience-api-consistent-through'] as string),
      ).not.toBeNaN();
      const page = statementResultSchema.parse(res.json());
      expect(page.statements.length).toBeLessThanOrEqual(2);
      seen.push(...page.statements.map((s) => s.id!));
      if (page.more) expect(page.more).toMatch(/^\/xapi\/statements\?more=/);
      url = page.more;
    }
    expect(seen).toEqual(all.statements.map((s) => s.id));
  });

  it('GET statements: the caller must be allowed to read the agent; bad filters are 400', async () => {
    expect((await call('GET', `/statements?agent=${agent(student2)}`, instructor)).statusCode).toBe(
      200,
    );
    const refused = await call('GET', `/statements?agent=${agent(student2)}`, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message.length).toBeGreaterThan(10);
    expect((await call('GET', '/statements?agent=notjson', beta)).statusCode).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/statements?agent=${encodeURIComponent('{"mbox":"mailto:a@b.c"}')}`,
          beta,
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/statements?since=yesterday', beta)).statusCode).toBe(400);
    const ancient = await call(
      'GET',
      '/statements?since=0000-01-01T00:00:00Z&until=9999-12-31T23:59:59Z',
      beta,
    );
    expect(ancient.statusCode).toBe(200);
    expect((await call('GET', '/statements?limit=501', beta)).statusCode).toBe(400);
    expect((await call('GET', '/statements?more=garbage', beta)).statusCode).toBe(400);
    expect((await call('GET', '/statements')).statusCode).toBe(401);
    // Without an agent: the caller's own statements.
    const own = statementResultSchema.parse((await call('GET', '/statements', beta)).json());
    expect(own.statements.every((s) => s.actor.account.name === beta)).toBe(true);
  });

  it('GET timeframe: open < timestamp <= open + duration, oldest first', async () => {
    const open = Date.parse('2026-02-01T08:00:00.000Z');
    const at = (ms: number) => new Date(open + ms).toISOString();
    const made = [0, 1, 30_000, 59_999, 60_000, 60_001].map((ms) =>
      statement({ id: uuidv7(), timestamp: at(ms) }),
    );
    await post([...made].reverse());
    const res = await call('GET', `/timeframe/${beta}/${open}/60000`, beta);
    expect(res.statusCode).toBe(200);
    const got = res.json<Statement[]>().map((s) => statementSchema.parse(s));
    expect(got.map((s) => s.timestamp)).toEqual([at(1), at(30_000), at(59_999), at(60_000)]);
    expect((await call('GET', `/timeframe/${beta}/${open}/0`, beta)).json()).toEqual([]);
  });

  it('GET timeframe: access, and bad params', async () => {
    expect((await call('GET', `/timeframe/${beta}/0/99999999999999`, instructor)).statusCode).toBe(
      200,
    );
    const end = 8_640_000_000_000_000;
    expect((await call('GET', `/timeframe/${beta}/${end}/${end}`, beta)).statusCode).toBe(200);
    expect((await call('GET', `/timeframe/${beta}/0/1000`, student)).statusCode).toBe(403);
    expect((await call('GET', `/timeframe/${beta}/0/1000`)).statusCode).toBe(401);
    for (const url of [
      `/timeframe/nobody/0/1`,
      `/timeframe/${beta}/-1/1`,
      `/timeframe/${beta}/0/ten`,
    ]) {
      const res = await call('GET', url, beta);
      expect(res.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(res.json()).issues?.length).toBeGreaterThan(0);
    }
  });

  it('the demo Density session has its statements for the Lab Cam', async () => {
    const book = await t.app.inject({
      method: 'GET',
      url: `/labbook-api/lab-book/${student}`,
      headers: { authorization: `Bearer ${tokens.get(instructor)}` },
    });
    const density = book
      .json<{ labType: number; open: number; duration: number; isXAPI: boolean }[]>()
      .find((s) => s.isXAPI)!;
    const res = await call(
      'GET',
      `/timeframe/${student}/${density.open}/${density.duration}`,
      instructor,
    );
    const statements = res.json<Statement[]>();
    expect(statements.length).toBeGreaterThanOrEqual(5);
    expect(statements.map((s) => s.verb.display?.['en-US'])).toContain('transfer');
  });
});
