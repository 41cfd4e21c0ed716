import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_TEXTS } from '@common/domain/password-rule';
import { errorBodySchema } from '@common/schemas/primitives';
import { USERNAME_TEXT, userSchema } from '@common/schemas/users';
import { verifyPassword } from '@server/db/passwords';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import type { AuthEvent } from '@server/plugins/oidc/events';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const { student, student2, student3, student4, instructor, support } = DEMO_USER_IDS;
const NEW_PASSWORD = 'New-pass-2';

describe('profile edit and password change (user API)', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const events: AuthEvent[] = [];
  let riversideMain = 0;
  let riversideNorth = 0;
  let torontoMain = 0;

  const call = (method: 'PUT' | 'POST', url: string, body: object, token?: string) =>
    t.app.inject({
      method,
      url: `/user-api${url}`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const status = async (token: string, userId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/user-api/users/${userId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const userRow = async (userId: string) =>
    (await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!;
  const profileOf = (username: string, campusId = riversideMain, region = 1) => ({
    username,
    firstName: 'Ana',
    lastName: 'Lopez',
    campusId,
    region,
  });
  /** A stored browser session of the identity provider, as sign-in leaves one. */
  const addSession = async (userId: string, uid: string) => {
    await t.database.db.insert(schema.oidcPayloads).values({
      id: `session-${uid}`,
      type: 'Session',
      uid,
      payload: { accountId: userId, uid, authorizations: {} },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [student, student2, student3, student4, instructor, support])
      tokens.set(id, await accessTokenFor(t.app, id));
    t.app.oidc.events.subscribe((event) => events.push(event));
    const campuses = await t.database.db
      .select({
        id: schema.campuses.id,
        name: schema.campuses.locationName,
        school: schema.institutions.name,
      })
      .from(schema.campuses)
      .innerJoin(schema.institutions, eq(schema.institutions.id, schema.campuses.institutionId));
    const find = (school: string, name: string) =>
      campuses.find((c) => c.school === school && c.name === name)!.id;
    riversideMain = find('Riverside Community College', 'Main Campus');
    riversideNorth = find('Riverside Community College', 'North Campus');
    torontoMain = find('Maple Leaf Secondary School', 'Main Campus');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  describe('PUT users/{userId}', () => {
    it('needs a token (401)', async () => {
      const res = await call('PUT', `/users/${student}`, profileOf('student'));
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['another student', student2],
      ['an instructor', instructor],
      ['support', support],
    ])('refuses %s (403)', async (_who, caller) => {
      const res = await call('PUT', `/users/${student}`, profileOf('hijack'), tokens.get(caller));
      expect(res.statusCode).toBe(403);
      expect((await userRow(student)).username).toBe('student');
    });

    it('saves names, campus and country of the caller and answers the user', async () => {
      const res = await call(
        'PUT',
        `/users/${student}`,
        { ...profileOf('student', riversideNorth), firstName: '  Ana María ', lastName: '' },
        tokens.get(student),
      );
      expect(res.statusCode).toBe(200);
      expect(userSchema.strict().parse(res.json())).toMatchObject({
        username: 'student',
        firstName: 'Ana María',
        lastName: null,
        CampusId: riversideNorth,
        campus: 'North Campus',
        school: 'Riverside Community College',
        state: 'California',
        region: 1,
      });
      // Same username: the session goes on.
      expect(await status(tokens.get(student)!, student)).toBe(200);
      expect(events).toEqual([]);
    });

    it.each([
      ['no country', { region: undefined }, 'Country is required'],
      ['a grouping region', { region: 3 }, 'Country is required'],
      ['no campus', { campusId: undefined }, 'Campus is required.'],
      ['an unknown campus', { campusId: 999_999 }, 'Campus is required.'],
      ['a campus of another country', { region: 2 }, 'The campus is not in the selected country.'],
      ['a username with a space', { username: 'ana lopez' }, USERNAME_TEXT],
      ['an e-mail as username', { username: 'ana@example.com' }, USERNAME_TEXT],
      ['a too short username', { username: 'an' }, USERNAME_TEXT],
    ])('refuses %s (400)', async (_case, change, message) => {
      const res = await call(
        'PUT',
        `/users/${student}`,
        { ...profileOf('student'), ...change },
        tokens.get(student),
      );
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toContain(message);
    });

    it('accepts a campus of Canada with Canada as the country', async () => {
      const res = await call(
        'PUT',
        `/users/${student}`,
        profileOf('student', torontoMain, 2),
        tokens.get(student),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ region: 2, school: 'Maple Leaf Secondary School' });
    });

    it('refuses a username someone else has, in any letter case (409)', async () => {
      const res = await call(
        'PUT',
        `/users/${student}`,
        profileOf('Student2'),
        tokens.get(student),
      );
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).message).toBe('This username is already taken.');
      expect((await userRow(student)).username).toBe('student');
    });

    it("a new username ends every session of the user; the caller's tabs are not told", async () => {
      const other = await accessTokenFor(t.app, student4);
      await addSession(student4, 'other-browser');
      const res = await call(
        'PUT',
        `/users/${student4}`,
        profileOf('diego.silva'),
        tokens.get(student4),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'diego.silva' });
      expect(await status(tokens.get(student4)!, student4)).toBe(401);
      expect(await status(other, student4)).toBe(401);
      await expect
        .poll(() => events)
        .toEqual([{ type: 'endsession', sessionUid: 'other-browser' }]);
      // Other users keep their sessions.
      expect(await status(tokens.get(student2)!, student2)).toBe(200);
    });
  });

  describe('POST users/{userId}/changepassword', () => {
    const body = (changes: object = {}) => ({
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...changes,
    });

    it('needs a token (401)', async () => {
      const res = await call('POST', `/users/${student3}/changepassword`, body());
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['another student', student2],
      ['an instructor', instructor],
      ['support', support],
    ])('refuses %s (403)', async (_who, caller) => {
      const res = await call(
        'POST',
        `/users/${student3}/changepassword`,
        body(),
        tokens.get(caller),
      );
      expect(res.statusCode).toBe(403);
    });

    it.each([
      [
        'a wrong current password',
        { oldPassword: 'Wrong-pass-1' },
        'The current password is incorrect.',
      ],
      [
        'a short password',
        { newPassword: 'Ab1-', confirmPassword: 'Ab1-' },
        PASSWORD_TEXTS.tooShort,
      ],
      [
        'a weak password',
        { newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
        PASSWORD_TEXTS.weak,
      ],
      ['a mismatch', { confirmPassword: 'New-pass-3' }, PASSWORD_TEXTS.mismatch],
    ])('refuses %s (400) and keeps the password', async (_case, change, message) => {
      const res = await call(
        'POST',
        `/users/${student3}/changepassword`,
        body(change),
        tokens.get(student3),
      );
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toBe(message);
      expect(await verifyPassword((await userRow(student3)).passwordHash, TEST_PASSWORD)).toBe(
        true,
      );
    });

    it('refuses a body without the confirmation (400)', async () => {
      const res = await call(
        'POST',
        `/users/${student3}/changepassword`,
        { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
        tokens.get(student3),
      );
      expect(res.statusCode).toBe(400);
    });

    it("changes the password and ends the user's other sessions only", async () => {
      const other = await accessTokenFor(t.app, student3);
      await addSession(student3, 'stolen-laptop');
      const res = await call(
        'POST',
        `/users/${student3}/changepassword`,
        body(),
        tokens.get(student3),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: true });
      const row = await userRow(student3);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
      expect(await status(tokens.get(student3)!, student3)).toBe(200);
      expect(await status(other, student3)).toBe(401);
      await expect
        .poll(() => events)
        .toEqual([{ type: 'endsession', sessionUid: 'stolen-laptop' }]);
    });
  });
});
