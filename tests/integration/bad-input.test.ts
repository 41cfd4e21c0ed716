import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { errorBodySchema } from '@common/schemas/primitives';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/db-digest';
import { injectAs } from '../helpers/inject';

/**
 * Issue 8 §3: the inputs that gave a 500 (PostgreSQL refuses NUL in text and jsonb, and integers
 * beyond a column's range) are a 400 that names the field, and nothing is written. The route
 * fuzz test (route-fuzz.test.ts) looks for more of them on every route.
 */
const { student, student2, instructor, beta } = DEMO_USER_IDS;
const NUL = 'a\u0000b';
const HOME = 'http://localhost:8080';

describe('bad input is a 400 that changes nothing', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const call = injectAs(() => t.app, tokens, { 'x-experience-api-version': '1.0.3' });

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [student, student2, instructor, beta])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const refused = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    as: string,
    body: unknown,
    field: RegExp,
  ) => {
    const before = await databaseDigest(t.database.db);
    const res = await call(method, url, as, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).toMatch(field);
    expect(await databaseDigest(t.database.db)).toBe(before);
  };
  const group = { accessCode: 'NEWCODE1', status: 'Open', ownerId: instructor };

  it.each([
    [
      'a group name',
      'POST',
      '/user-api/institutions/1/classgroups',
      instructor,
      { ...group, name: NUL, institutionId: 1 },
      /body\.name/,
    ],
    [
      'a join code',
      'POST',
      '/user-api/institutions/0/classgroups/0/join',
      student2,
      { accessCode: `CHEM${NUL}`, userId: student2 },
      /body\.accessCode/,
    ],
    [
      'a profile name',
      'PUT',
      `/user-api/users/${student}`,
      student,
      { username: 'student', firstName: NUL, lastName: 'Lopez', campusId: 1, region: 1 },
      /body\.firstName/,
    ],
    [
      'an activation code',
      'POST',
      '/user-api/licenses/activate',
      student,
      { userId: student, activationCode: `DEMO${NUL}` },
      /body\.activationCode/,
    ],
    [
      'an xAPI statement',
      'POST',
      '/xapi/statements',
      beta,
      {
        actor: { objectType: 'Agent', account: { homePage: HOME, name: beta } },
        verb: { id: 'https://lab-portal.example/xapi/verbs/move' },
        object: { id: `${HOME}/labs/density/` },
        result: { actions: { deep: [{ name: NUL }] } },
      },
      /result\.actions\.deep\.0\.name/,
    ],
    [
      "a key of a lab-book action's details",
      'POST',
      '/labbook-api/lab-book',
      beta,
      {
        id: uuidv7(),
        actor_id: beta,
        labType: 7,
        open: Date.now(),
        actions: {
          detail: [
            { id: uuidv7(), actionType: 'move', timestamp: Date.now(), actions: { [NUL]: 1 } },
          ],
        },
      },
      /actions\.detail\.0\.actions/,
    ],
  ] as const)('NUL in %s', async (_what, method, url, as, body, field) => {
    await refused(method, url, as, body, field);
  });

  it.each([
    [
      'a campus id',
      'PUT',
      `/user-api/users/${student}`,
      student,
      { username: 'student', campusId: 99_999_999_999_999, region: 1 },
      /body\.campusId/,
    ],
    [
      'an institution id of a role',
      'POST',
      `/user-api/users/${student}/roles`,
      instructor,
      { roleId: 4, institutionId: 99_999_999_999_999 },
      /body\.institutionId/,
    ],
    [
      'a preset type',
      'GET',
      `/presets-api/userdata/${student}?type=99999999999`,
      student,
      undefined,
      /querystring\.type/,
    ],
  ] as const)('an integer beyond the column in %s', async (_what, method, url, as, body, field) => {
    await refused(method, url, as, body, field);
  });

  it("removes NUL from a note's text, so the note is saved", async () => {
    const id = uuidv7();
    const open = Date.now();
    const entry = { timestamp: open, metaData: { entry_type: 1, entry_id: uuidv7(), content: '' } };
    entry.metaData.content = `<p>mass${'\u0000'} 78.5 g</p>`;
    const res = await call('POST', '/labbook-api/lab-book', beta, {
      id,
      actor_id: beta,
      labType: 7,
      open,
      entries: [entry],
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = await call('GET', `/labbook-api/lab-book/${beta}`, beta);
    const saved = (
      book.json() as Array<{ id: string; entries: Array<{ metaData: { content: string } }> }>
    ).find((s) => s.id === id);
    expect(saved?.entries[0]?.metaData.content).toBe('<p>mass 78.5 g</p>');
  });
});
