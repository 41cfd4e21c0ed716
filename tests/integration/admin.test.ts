import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInstitutionPageSchema,
  adminInstitutionSchema,
  adminResellerListSchema,
  adminResellerSchema,
  institutionOptionsSchema,
  keptEmailPageSchema,
  type AdminInstitution,
} from '@common/schemas/admin';
import { auditLog, campuses, institutions, keptEmails } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { DEMO_KEPT_EMAILS } from '@server/db/seed/seed-kept-emails';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

type Who = 'admin' | 'student' | 'instructor' | 'support';

describe('administrators’ area (/user-api/admin)', () => {
  let t: TestApp;
  const tokens = new Map<Who, string>();

  const call = (
    who: Who | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/user-api/admin${url}`,
      headers: who ? { authorization: `Bearer ${tokens.get(who)}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const lastAudit = async () => {
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };
  const auditCount = async () => (await t.database.db.select().from(auditLog)).length;

  const newInstitution = {
    name: 'Hillside Academy',
    regionId: null,
    url: 'https://hillside.example.org',
    type: 'school',
    level: 'High School',
    parentId: null,
    city: 'Denver',
    stateId: null,
    countryId: null,
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'student', 'instructor', 'support'] as const) {
      tokens.set(who, await accessTokenFor(t.app, DEMO_USER_IDS[who]));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses everyone but administrators: 401 signed out, 403 for other roles incl. support', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/institutions'],
      ['GET', '/institution-options'],
      ['POST', '/institutions', newInstitution],
      ['PUT', '/institutions/1', newInstitution],
      ['DELETE', '/institutions/1'],
      ['GET', '/resellers'],
      ['POST', '/resellers', { name: 'X', domains: [] }],
      ['PUT', '/resellers/1', { name: 'X', domains: [] }],
      ['DELETE', '/resellers/1'],
      ['GET', '/kept-emails'],
    ];
    const before = await auditCount();
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of ['student', 'instructor', 'support'] as const) {
        const res = await call(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(/administrators/);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('lists institutions paged and searched, with the names of their places', async () => {
    const res = await call('admin', 'GET', '/institutions?limit=2');
    expect(res.statusCode).toBe(200);
    const page = adminInstitutionPageSchema.strict().parse(res.json());
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = adminInstitutionPageSchema.parse(
      (await call('admin', 'GET', '/institutions?limit=2&offset=2')).json(),
    );
    expect(next.rows[0]?.id).not.toBe(page.rows[0]?.id);

    const found = adminInstitutionPageSchema.parse(
      (await call('admin', 'GET', '/institutions?q=riverside')).json(),
    );
    expect(found.rows.map((r) => r.name)).toContain('Riverside Community College');
    expect(found.rows[0]).toMatchObject({ city: 'Riverside', stateName: 'California' });
    // `%` is a character to find, not a wildcard.
    const none = adminInstitutionPageSchema.parse(
      (await call('admin', 'GET', '/institutions?q=%25%25')).json(),
    );
    expect(none.total).toBe(0);
    const options = institutionOptionsSchema.parse(
      (await call('admin', 'GET', '/institution-options')).json(),
    );
    expect(options.states.length).toBeGreaterThan(0);
  });

  it('creates, updates and deletes an institution, each with its audit row', async () => {
    const created = await call('admin', 'POST', '/institutions', newInstitution);
    expect(created.statusCode).toBe(201);
    const institution: AdminInstitution = adminInstitutionSchema.parse(created.json());
    expect(institution).toMatchObject({ name: 'Hillside Academy', city: 'Denver' });
    expect(await lastAudit()).toMatchObject({
      actorUserId: DEMO_USER_IDS.admin,
      action: 'admin.institution.create',
      details: { id: institution.id, name: 'Hillside Academy' },
    });

    const options = institutionOptionsSchema.parse(
      (await call('admin', 'GET', '/institution-options')).json(),
    );
    const state = options.states[0]!;
    const updated = await call('admin', 'PUT', `/institutions/${institution.id}`, {
      ...newInstitution,
      city: 'Boulder',
      stateId: state.id,
      countryId: state.countryId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ city: 'Boulder', stateName: state.name });
    expect(await lastAudit()).toMatchObject({
      action: 'admin.institution.update',
      details: { id: institution.id, fields: ['city', 'stateId', 'countryId'] },
    });

    const deleted = await call('admin', 'DELETE', `/institutions/${institution.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'admin.institution.delete' });
    const [gone] = await t.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.id, institution.id));
    expect(gone).toBeUndefined();
    expect((await call('admin', 'DELETE', `/institutions/${institution.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an institution something refers to (409), changing nothing', async () => {
    const [campus] = await t.database.db.select().from(campuses).limit(1);
    const before = await auditCount();
    const res = await call('admin', 'DELETE', `/institutions/${campus!.institutionId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still in use/);
    expect(await auditCount()).toBe(before);

    const parent = adminInstitutionSchema.parse(
      (
        await call('admin', 'POST', '/institutions', { ...newInstitution, name: 'District 9' })
      ).json(),
    );
    const child = adminInstitutionSchema.parse(
      (
        await call('admin', 'POST', '/institutions', {
          ...newInstitution,
          name: 'District 9 School',
          parentId: parent.id,
        })
      ).json(),
    );
    expect(child.parentName).toBe('District 9');
    expect((await call('admin', 'DELETE', `/institutions/${parent.id}`)).statusCode).toBe(409);
    // A parent cannot become its own descendant's child.
    const cycle = await call('admin', 'PUT', `/institutions/${parent.id}`, {
      ...newInstitution,
      name: 'District 9',
      parentId: child.id,
    });
    expect(cycle.statusCode).toBe(400);
  });

  it('refuses bad institution input with a clear 400', async () => {
    const bad = [
      { ...newInstitution, name: '  ' },
      { ...newInstitution, url: 'javascript:alert(1)' },
      { ...newInstitution, type: 'castle' },
      { ...newInstitution, regionId: 999_999 },
      { ...newInstitution, stateId: 999_999 },
      { ...newInstitution, parentId: 999_999 },
    ];
    for (const body of bad) {
      const res = await call('admin', 'POST', '/institutions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('admin', 'PUT', '/institutions/999999', newInstitution)).statusCode).toBe(
      404,
    );
  });

  it('manages resellers with their domains: lower case, unique (409), audited', async () => {
    const list = adminResellerListSchema.parse((await call('admin', 'GET', '/resellers')).json());
    expect(list.find((r) => r.name === 'Acme Learning')?.domains).toEqual(['acme']);

    const taken = await call('admin', 'POST', '/resellers', { name: 'Copy', domains: ['ACME'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/acme/);

    const created = await call('admin', 'POST', '/resellers', {
      name: 'Globex',
      logoUrl: 'https://cdn.example.com/globex.svg',
      spinnerUrl: '/resellers/globex-spinner.svg',
      domains: ['Globex', 'globex-edu'],
    });
    expect(created.statusCode).toBe(201);
    const reseller = adminResellerSchema.parse(created.json());
    expect(reseller.domains).toEqual(['globex', 'globex-edu']);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.reseller.create',
      details: { id: reseller.id, domains: ['globex', 'globex-edu'] },
    });
    // The public white-label call answers the new domain at once.
    const whitelabel = await t.app.inject({
      method: 'GET',
      url: '/user-api/resellers/whitelabel?domain=globex-edu',
    });
    expect(whitelabel.json()).toMatchObject({ Name: 'Globex' });

    const updated = await call('admin', 'PUT', `/resellers/${reseller.id}`, {
      name: 'Globex',
      logoUrl: 'https://cdn.example.com/globex.svg',
      spinnerUrl: null,
      domains: ['globex', 'globex-school'],
    });
    expect(updated.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.reseller.update',
      details: {
        fields: ['spinnerUrl'],
        domainsAdded: ['globex-school'],
        domainsRemoved: ['globex-edu'],
      },
    });

    for (const body of [
      { name: 'X', domains: ['a.b'] },
      { name: 'X', domains: ['dup', 'DUP'] },
      { name: 'X', logoUrl: 'http://insecure.example.com/x.png', domains: [] },
      { name: 'X', logoUrl: '//evil.example.com/x.png', domains: [] },
      { name: 'X', spinnerUrl: 'javascript:alert(1)', domains: [] },
    ]) {
      expect(
        (await call('admin', 'POST', '/resellers', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }

    expect((await call('admin', 'DELETE', `/resellers/${reseller.id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'admin.reseller.delete' });
    expect((await call('admin', 'DELETE', `/resellers/${reseller.id}`)).statusCode).toBe(404);
    const freed = await call('admin', 'POST', '/resellers', { name: 'Next', domains: ['globex'] });
    expect(freed.statusCode).toBe(201);
  });

  it('lists the kept e-mails, newest first, paged', async () => {
    await t.database.db.insert(keptEmails).values({
      to: 'new@example.org',
      subject: 'Newest',
      text: 'Hello',
      kind: 'test',
    });
    const page = keptEmailPageSchema
      .strict()
      .parse((await call('admin', 'GET', '/kept-emails?limit=2')).json());
    expect(page.total).toBe(DEMO_KEPT_EMAILS.length + 1);
    expect(page.rows.map((r) => r.subject)).toEqual(['Newest', DEMO_KEPT_EMAILS[1].subject]);
    const rest = keptEmailPageSchema.parse(
      (await call('admin', 'GET', '/kept-emails?limit=2&offset=2')).json(),
    );
    expect(rest.rows.map((r) => r.subject)).toEqual([DEMO_KEPT_EMAILS[0].subject]);
    expect((await call('admin', 'GET', '/kept-emails?limit=0')).statusCode).toBe(400);
  });
});
