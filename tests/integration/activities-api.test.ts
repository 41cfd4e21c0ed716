import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesSchema,
  systemSettingsSchema,
  templateSchema,
  templateTagsSettingSchema,
  topicActivitiesErrorSchema,
  topicSchema,
  type Activity,
  type Template,
  type Topic,
} from '@common/schemas/activities';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { ACTIVITIES, TEMPLATE_TAGS } from '@server/db/seed/activities-data';
import { SYSTEM_PRESET_IDS } from '@server/db/seed/preset-ids';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

/** Templates, topics, activities and settings (spec 3 §7), and the public `GET /api/activities`. */
describe('templates and activities', () => {
  let testApp: TestApp;
  let token = '';
  let studentToken = '';

  const get = (url: string, bearer: string | null = token) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await accessTokenFor(testApp.app, DEMO_USER_IDS.instructor);
    studentToken = await accessTokenFor(testApp.app, DEMO_USER_IDS.student);
  });
  afterAll(() => testApp?.close());

  it('lists the system templates with their subjects, one of them without a subject', async () => {
    for (const bearer of [token, studentToken]) {
      const res = await get('/presets-api/template/SYSTEM', bearer);
      expect(res.statusCode).toBe(200);
      const templates = (res.json() as Template[]).map((t) => templateSchema.parse(t));
      expect(templates.map((t) => t.name)).toEqual(
        expect.arrayContaining(['General Chemistry', 'Organic Chemistry', 'College Physics']),
      );
      expect(templates.find((t) => t.name === 'General Chemistry')?.subject).toBe(
        'General, Majors',
      );
      expect(templates.some((t) => t.subject === '')).toBe(true);
      expect(templates.some((t) => t.lang === 'es')).toBe(true);
      expect(Object.keys(templates[0]!).sort()).toEqual(['id', 'lang', 'name', 'subject']);
    }
  });

  it('gives the Template Tags in the first setting’s object', async () => {
    const res = await get('/presets-api/settings/SYSTEM');
    expect(res.statusCode).toBe(200);
    const settings = systemSettingsSchema.parse(res.json());
    const tags = templateTagsSettingSchema.parse(JSON.parse(settings[0]!.object));
    expect(tags['Template Tags']).toEqual([...TEMPLATE_TAGS]);
  });

  it('lists a template’s topics in syllabus order, then a topic’s activities', async () => {
    const templates = (await get('/presets-api/template/SYSTEM')).json() as Template[];
    const general = templates.find((t) => t.name === 'General Chemistry')!;
    const res = await get(`/presets-api/template_topics/${general.id}`);
    expect(res.statusCode).toBe(200);
    const topics = (res.json() as Topic[]).map((t) => topicSchema.parse(t));
    expect(topics.map((t) => t.name)).toEqual([
      'Measurement and matter',
      'Atomic structure and light',
      'Gases',
      'Thermochemistry',
      'Acids and bases',
      'Qualitative analysis',
    ]);
    expect(topics.every((t) => t.templateId === general.id)).toBe(true);
    const acids = topics.find((t) => t.name === 'Acids and bases')!;
    const list = await get(`/presets-api/topics_activities/${acids.id}`, studentToken);
    expect(list.statusCode).toBe(200);
    const activities = activitiesSchema.parse(list.json());
    expect(activities.map((a) => a.name)).toEqual([
      ACTIVITIES.vinegar.name,
      ACTIVITIES.hcl.name,
      ACTIVITIES.khp.name,
      ACTIVITIES.antacid.name,
    ]);
    expect(activities[0]).toMatchObject({
      name: 'Titration of vinegar',
      lab: 'Titrations',
      link: `/chemistry-titrations/${SYSTEM_PRESET_IDS.titrationWeakStrong}`,
      lang: 'en',
    });
    expect(JSON.parse(activities[0]!.metaData)).toEqual({
      templateTags: ['Acids and Bases'],
      tags: ['General', 'Unknowns'],
    });
  });

  it('answers unknown templates with 404 and unknown topics with 404 {err, message}', async () => {
    const template = await get('/presets-api/template_topics/2147483647');
    expect(template.statusCode).toBe(404);
    expect((template.json() as { message: string }).message).toBe('Template not found.');
    const topic = await get('/presets-api/topics_activities/2147483647');
    expect(topic.statusCode).toBe(404);
    expect(topicActivitiesErrorSchema.parse(topic.json())).toEqual({
      err: 'topic_not_found',
      message: 'Topic not found.',
    });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/presets-api/template_topics/${bad}`)).statusCode).toBe(400);
      expect((await get(`/presets-api/topics_activities/${bad}`)).statusCode).toBe(400);
    }
  });

  it('needs a signed-in caller on the presets service', async () => {
    for (const url of [
      '/presets-api/template/SYSTEM',
      '/presets-api/settings/SYSTEM',
      '/presets-api/template_topics/1',
      '/presets-api/topics_activities/1',
    ]) {
      expect([url, (await get(url, null)).statusCode]).toEqual([url, 401]);
    }
  });

  it('serves every activity at /api/activities without authentication, catalogue fields only', async () => {
    const res = await get('/api/activities', null);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Activity[];
    activitiesSchema.parse(list);
    expect(list.length).toBe(Object.keys(ACTIVITIES).length);
    expect(list.length).toBeGreaterThan(50);
    for (const activity of list) {
      expect(Object.keys(activity).sort()).toEqual([
        'id',
        'lab',
        'lang',
        'link',
        'metaData',
        'name',
      ]);
      expect(JSON.stringify(activity)).not.toMatch(/owner|5eed0000/i);
    }
    expect(list.some((a) => a.lang === 'es')).toBe(true);
    expect(list.some((a) => a.link === '/biology-genetics')).toBe(true);
  });

  it('seeds the library once: a second seed run adds nothing', async () => {
    const { seedDemoActivities } = await import('@server/db/seed/seed-activities');
    await seedDemoActivities(testApp.database.db);
    const list = (await get('/api/activities', null)).json() as Activity[];
    expect(list.length).toBe(Object.keys(ACTIVITIES).length);
    const templates = (await get('/presets-api/template/SYSTEM')).json() as Template[];
    expect(new Set(templates.map((t) => t.name)).size).toBe(templates.length);
  });
});
