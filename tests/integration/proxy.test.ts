import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema } from '@common/schemas/audit-log';
import { proxySessionSchema, userSearchResultSchema } from '@common/schemas/proxy';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { hashProxyToken } from '@server/modules/proxy/proxy-auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/db-digest';
import { injectAs } from '../helpers/inject';

const { student, student2, support, admin, instructor } = DEMO_USER_IDS;

describe('proxy mode (issue 12): support search, proxy sessions, read-only, audit log', () => {
  const routes: RouteOptions[] = [];
  const tokens = new Map<string, string>();
  let t: TestApp;
  const call = injectAs(() => t.app, tokens);

  const start = async (targetUserId: string, readOnly?: boolean) => {
    const res = await call('POST', '/user-api/proxy/sessions', 'support', {
      targetUserId,
      ...(readOnly === undefined ? {} : { readOnly }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return proxySessionSchema.parse(res.json());
  };
  const auditRows = () => t.database.db.select().from(schema.auditLog).orderBy(schema.auditLog.id);

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
    for (const [name, id] of Object.entries({ student, student2, support, admin, instructor }))
      tokens.set(name, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('search answers support users only, with e-mail and username, deleted accounts hidden', async () => {
    expect((await call('GET', '/user-api/users/search?username=stu')).statusCode).toBe(401);
    for (const who of ['student', 'instructor', 'admin']) {
      const res = await call('GET', '/user-api/users/search?username=stu', who);
      expect(res.statusCode, who).toBe(403);
    }
    await t.database.db.insert(schema.users).values({
      id: '5eed0000-0000-4000-8000-0000000000dd',
      username: 'deleted_student_x',
      email: 'deleted_student_x@example.com',
      passwordHash: 'x',
    });
    const res = await call(
      'GET',
      '/user-api/users/search?email=student&username=student&full=true&offset=0&limit=1000',
      'support',
    );
    expect(res.statusCode).toBe(200);
    const rows = userSearchResultSchema.parse(res.json());
    expect(rows.map((r) => r.UserId)).toContain(student);
    expect(rows.some((r) => r.Email.startsWith('deleted_'))).toBe(false);
    // LIKE wildcards are text, not patterns.
    const wild = await call('GET', '/user-api/users/search?username=%25', 'support');
    expect(wild.json()).toEqual([]);
    expect((await call('GET', '/user-api/users/search?limit=1001', 'support')).statusCode).toBe(
      400,
    );
  });

  it('proxy start is refused to non-support users and for support users, administrators, oneself', async () => {
    for (const who of ['student', 'instructor', 'admin']) {
      const res = await call('POST', '/user-api/proxy/sessions', who, { targetUserId: student2 });
      expect(res.statusCode, who).toBe(403);
    }
    for (const target of [admin, support]) {
      const res = await call('POST', '/user-api/proxy/sessions', 'support', {
        targetUserId: target,
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await call('POST', '/user-api/proxy/sessions', 'support', {
      targetUserId: '5eed0000-0000-4000-8000-0000000000ff',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a read-only proxy reads as the proxied user and every write route answers 403, changing nothing', async () => {
    const session = await start(student);
    expect(session.readOnly).toBe(true);
    const stored = await t.database.db
      .select()
      .from(schema.proxySessions)
      .where(eq(schema.proxySessions.id, session.proxySessionId));
    expect(stored[0]!.tokenHash).toBe(hashProxyToken(session.proxyToken));
    const headers = { 'x-proxy-session': session.proxyToken };
    const me = await call('GET', `/user-api/users/${student}`, 'support', undefined, headers);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ userId: student });
    // Without the header the support user is themselves and cannot read the student.
    expect((await call('GET', `/user-api/users/${student}`, 'support')).statusCode).toBe(403);

    const writes = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))
        .map((method) => ({ method, url: route.url })),
    );
    expect(writes.length).toBeGreaterThan(20);
    const before = await databaseDigest(t.database.db);
    const failures: string[] = [];
    for (const { method, url } of writes) {
      // Ending the proxy; the identity provider's own pages (cookies, never request.auth).
      if (url === '/user-api/proxy/sessions/:id' || url.startsWith('/auth/interaction/')) continue;
      const path = url
        .replace(/:userId/g, student)
        .replace(/:[A-Za-z0-9_]+/g, '1')
        .replace(/\*$/, 'x');
      const res = await t.app.inject({
        method: method as 'POST',
        url: path,
        headers: { authorization: `Bearer ${tokens.get('support')}`, ...headers },
        payload: {},
      });
      if (res.statusCode !== 403 || !res.body.includes('Read-only proxy'))
        failures.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    expect(await databaseDigest(t.database.db)).toBe(before);

    // Ending is the one write allowed, with the header or without it.
    const ended = await call(
      'DELETE',
      `/user-api/proxy/sessions/${session.proxySessionId}`,
      'support',
      undefined,
      headers,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await call('GET', `/user-api/users/${student}`, 'support', undefined, headers);
    expect(after.statusCode).toBe(403);
  });

  it('a read-only proxy reading every GET route changes nothing', async () => {
    const session = await start(student);
    const headers = { 'x-proxy-session': session.proxyToken };
    const reads = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => m === 'GET')
        .map(() => route.url),
    );
    expect(reads.length).toBeGreaterThan(20);
    const before = await databaseDigest(t.database.db);
    for (const url of reads) {
      if (url.startsWith('/auth/interaction/')) continue;
      const path = url
        .replace(/:userId/g, student)
        .replace(/:[A-Za-z0-9_]+/g, '1')
        .replace(/\*$/, 'x');
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${tokens.get('support')}`, ...headers },
      });
      expect(res.statusCode, `GET ${path}`).toBeLessThan(500);
    }
    expect(await databaseDigest(t.database.db)).toBe(before);
    await call('DELETE', `/user-api/proxy/sessions/${session.proxySessionId}`, 'support');
  });

  it('a bad, foreign or header-only proxy token is refused, never answered as the support user', async () => {
    const session = await start(student2);
    const as = (who: string | undefined, token: string) =>
      call('GET', `/user-api/users/${student2}`, who, undefined, { 'x-proxy-session': token });
    expect((await as('support', 'not-a-token')).statusCode).toBe(403);
    expect((await as('student', session.proxyToken)).statusCode).toBe(403);
    expect((await as(undefined, session.proxyToken)).statusCode).toBe(401);
    expect((await as('support', session.proxyToken)).statusCode).toBe(200);
    // Someone else's session cannot be ended.
    const foreign = await call(
      'DELETE',
      `/user-api/proxy/sessions/${session.proxySessionId}`,
      'admin',
    );
    expect(foreign.statusCode).toBe(404);
    await call('DELETE', `/user-api/proxy/sessions/${session.proxySessionId}`, 'support');
    expect((await as('support', session.proxyToken)).statusCode).toBe(403);
  });

  it('a full proxy writes as the user, and the audit log records start, writes and end', async () => {
    const session = await start(student2, false);
    expect(session.readOnly).toBe(false);
    const headers = { 'x-proxy-session': session.proxyToken };
    const res = await call('PUT', `/user-api/users/${student2}`, 'support', { bad: 1 }, headers);
    expect(res.statusCode).toBe(400);
    // A lab session written as the proxied user, under their id.
    const labSessionId = '5eed0000-0000-7000-8000-0000000000aa';
    const written = await call(
      'POST',
      '/labbook-api/lab-book',
      'support',
      {
        id: labSessionId,
        actor_id: student2,
        labType: 7,
        open: Date.now(),
        duration: 0,
        entries: [],
      },
      headers,
    );
    expect(written.statusCode, written.body).toBeLessThan(300);
    const [stored] = await t.database.db
      .select()
      .from(schema.labbookSessions)
      .where(eq(schema.labbookSessions.id, labSessionId));
    expect(stored?.actorId).toBe(student2);
    await call('DELETE', `/user-api/proxy/sessions/${session.proxySessionId}`, 'support');

    const rows = (await auditRows()).filter((r) => r.proxySessionId === session.proxySessionId);
    expect(rows.map((r) => r.action)).toEqual([
      'proxy.start',
      'proxy.write',
      'proxy.write',
      'proxy.end',
    ]);
    for (const row of rows) {
      expect(row.actorUserId).toBe(support);
      expect(row.targetUserId).toBe(student2);
      expect(row.at).toBeInstanceOf(Date);
    }
    expect(rows[0]!.details).toEqual({ readOnly: false });
    expect(rows[1]!.details).toEqual({
      method: 'PUT',
      route: '/user-api/users/:userId',
      status: 400,
    });

    // Administrators read it, newest first; nobody else does.
    expect((await call('GET', '/user-api/admin/audit-log', 'support')).statusCode).toBe(403);
    expect((await call('GET', '/user-api/admin/audit-log', 'student')).statusCode).toBe(403);
    expect((await call('GET', '/user-api/admin/audit-log')).statusCode).toBe(401);
    const page = await call('GET', '/user-api/admin/audit-log?action=proxy.&limit=4', 'admin');
    expect(page.statusCode, page.body).toBe(200);
    const body = auditLogPageSchema.parse(page.json());
    expect(body.rows.map((r) => r.action)).toEqual([
      'proxy.end',
      'proxy.write',
      'proxy.write',
      'proxy.start',
    ]);
    expect(body.rows[0]).toMatchObject({
      actor: { userId: support, username: 'support' },
      target: { userId: student2 },
      proxySessionId: session.proxySessionId,
    });
    expect(body.total).toBeGreaterThanOrEqual(7);
    const none = await call('GET', '/user-api/admin/audit-log?action=admin.', 'admin');
    expect(none.json()).toEqual({ total: 0, rows: [] });
    expect((await call('GET', '/user-api/admin/audit-log?limit=201', 'admin')).statusCode).toBe(
      400,
    );
  });
});
