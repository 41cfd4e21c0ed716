import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, Banner, BannerBody } from '@common/schemas/banners';
import * as schema from '@server/db/schema/index';
import { DEMO_BANNERS } from '@server/db/seed/seed-banners';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

/** Issue 12 §4: banners by role list and language, their schedule, and their administration. */
const WHO = ['admin', 'support', 'student', 'instructor', 'ta'] as const;
type Who = (typeof WHO)[number];

const HOUR = 60 * 60 * 1000;

describe('banners', () => {
  let testApp: TestApp;
  const tokens = {} as Record<Who, string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Who | null,
    body?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const publicList = async (list: number) => {
    const response = await call('GET', `/api/banners/${list}`, null);
    expect(response.statusCode).toBe(200);
    return response.json<Banner[]>();
  };
  const auditRows = (action: string) =>
    testApp.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

  const body = (overrides: Partial<BannerBody> = {}): BannerBody => ({
    list: 2,
    lang: 'en',
    page: 'Groups',
    title: 'Join your group',
    description: 'Use the code from your instructor.',
    url: 'https://example.org/groups',
    urlText: 'How to join',
    color: 1,
    videoInfo: [{ text: 'Joining a group', url: 'https://example.org/video' }],
    showFrom: null,
    showUntil: null,
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const who of WHO) tokens[who] = await accessTokenFor(testApp.app, DEMO_USER_IDS[who]);
  });
  afterAll(() => testApp.close());

  describe('the public call', () => {
    it('answers list 1 to instructors and list 2 to everyone else, in every language', async () => {
      const instructors = await publicList(1);
      const others = await publicList(2);
      const titles = (list: number, lang: string) =>
        DEMO_BANNERS.filter((b) => b.list === list && b.lang === lang).map((b) => b.title);
      for (const lang of ['en', 'es', 'pt']) {
        expect(instructors.filter((b) => b.lang === lang).map((b) => b.title)).toEqual(
          titles(1, lang),
        );
        expect(others.filter((b) => b.lang === lang).map((b) => b.title)).toEqual(titles(2, lang));
      }
      const welcome = others.find((b) => b.lang === 'en' && b.page === 'All')!;
      expect(welcome).toMatchObject({
        color: 0,
        urlText: 'Getting started',
        videoInfo: [{ text: 'A two-minute tour', url: 'https://video.labportal.test/tour' }],
      });
      // No schedule or list leaks to the public.
      expect(Object.keys(welcome).sort()).toEqual(
        [
          'color',
          'description',
          'id',
          'lang',
          'page',
          'title',
          'url',
          'urlText',
          'videoInfo',
        ].sort(),
      );
    });

    it('needs no sign-in and refuses any other list with a 400', async () => {
      for (const list of ['0', '3', 'x', '1.5']) {
        const response = await call('GET', `/api/banners/${list}`, null);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/1 \(instructors\) or 2/);
      }
    });

    it('answers only the banners whose schedule holds now (from inclusive, until exclusive)', async () => {
      const now = Date.now();
      const window = (title: string, from: number | null, until: number | null) => ({
        list: 1,
        lang: 'en',
        page: 'All',
        title,
        showFrom: from === null ? null : new Date(from),
        showUntil: until === null ? null : new Date(until),
      });
      await testApp.database.db
        .insert(schema.banners)
        .values([
          window('past', now - 2 * HOUR, now - HOUR),
          window('current', now - HOUR, now + HOUR),
          window('future', now + HOUR, null),
          window('open end', now - HOUR, null),
          window('open start', null, now + HOUR),
        ]);
      const titles = (await publicList(1)).map((b) => b.title);
      expect(titles).toEqual(expect.arrayContaining(['current', 'open end', 'open start']));
      expect(titles).not.toContain('past');
      expect(titles).not.toContain('future');
    });
  });

  describe('administration', () => {
    it('lets administrators and support create, edit and delete, each change audited', async () => {
      const created = await call('POST', '/user-api/admin/banners', 'admin', body());
      expect(created.statusCode).toBe(201);
      const banner = created.json<AdminBanner>();
      expect(banner).toMatchObject({ list: 2, page: 'Groups', showFrom: null, showUntil: null });
      expect((await publicList(2)).map((b) => b.id)).toContain(banner.id);

      const from = new Date(Date.now() + HOUR).toISOString();
      const until = new Date(Date.now() + 2 * HOUR).toISOString();
      const updated = await call(
        'PUT',
        `/user-api/admin/banners/${banner.id}`,
        'support',
        body({ title: 'Join your group today', showFrom: from, showUntil: until }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json<AdminBanner>()).toMatchObject({
        title: 'Join your group today',
        showFrom: from,
        showUntil: until,
      });
      // Scheduled for later: listed for administrators, not yet public.
      expect((await publicList(2)).map((b) => b.id)).not.toContain(banner.id);
      const listed = await call('GET', '/user-api/admin/banners', 'support');
      expect(listed.json<AdminBanner[]>().find((b) => b.id === banner.id)?.showFrom).toBe(from);

      const deleted = await call('DELETE', `/user-api/admin/banners/${banner.id}`, 'admin');
      expect(deleted.statusCode).toBe(204);
      expect(
        (await call('DELETE', `/user-api/admin/banners/${banner.id}`, 'admin')).statusCode,
      ).toBe(404);

      const [create] = await auditRows('admin.banner.create');
      expect(create).toMatchObject({
        actorUserId: DEMO_USER_IDS.admin,
        details: { bannerId: banner.id, list: 2, lang: 'en', page: 'Groups' },
      });
      const [update] = await auditRows('admin.banner.update');
      expect(update).toMatchObject({ actorUserId: DEMO_USER_IDS.support });
      expect((update!.details as { fields: string[] }).fields.sort()).toEqual(
        ['showFrom', 'showUntil', 'title'].sort(),
      );
      const [remove] = await auditRows('admin.banner.delete');
      expect(remove).toMatchObject({
        actorUserId: DEMO_USER_IDS.admin,
        details: { bannerId: banner.id },
      });
    });

    it('refuses students, teaching assistants and instructors (403) and strangers (401)', async () => {
      const [seeded] = await call('GET', '/user-api/admin/banners', 'admin').then((r) =>
        r.json<AdminBanner[]>(),
      );
      for (const who of ['student', 'ta', 'instructor'] as const) {
        expect((await call('GET', '/user-api/admin/banners', who)).statusCode).toBe(403);
        expect((await call('POST', '/user-api/admin/banners', who, body())).statusCode).toBe(403);
        const put = await call('PUT', `/user-api/admin/banners/${seeded!.id}`, who, body());
        expect(put.statusCode).toBe(403);
        const del = await call('DELETE', `/user-api/admin/banners/${seeded!.id}`, who);
        expect(del.statusCode).toBe(403);
      }
      expect((await call('GET', '/user-api/admin/banners', null)).statusCode).toBe(401);
      expect((await publicList(seeded!.list)).map((b) => b.title)).toContain(seeded!.title);
    });

    it('refuses bad banners with a 400 that says what is wrong', async () => {
      const cases: Array<[Partial<BannerBody>, RegExp]> = [
        [{ title: '   ' }, /title/],
        [{ url: 'javascript:alert(1)' }, /url/],
        [{ videoInfo: [{ text: 'x', url: 'data:text/html,hi' }] }, /videoInfo/],
        [{ color: -1 }, /color/],
        [{ page: 'Profile' as never }, /page/],
        [{ lang: 'fr' as never }, /lang/],
        [{ list: 3 as never }, /list/],
        [{ title: 'x'.repeat(121) }, /title/],
        [{ showFrom: '2026-05-02T10:00:00Z', showUntil: '2026-05-01T10:00:00Z' }, /showUntil/],
        [{ showFrom: 'tomorrow' }, /showFrom/],
      ];
      for (const [overrides, field] of cases) {
        const response = await call('POST', '/user-api/admin/banners', 'admin', body(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(JSON.stringify(response.json()), JSON.stringify(overrides)).toMatch(field);
      }
      const missing = await call('PUT', '/user-api/admin/banners/999999', 'admin', body());
      expect(missing.statusCode).toBe(404);
    });
  });
});
