import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@common/schemas/groups';
import * as schema from '@server/db/schema/index';
import { DEMO_GROUPS, DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { pdfDocument } from '@server/modules/functions/pdf-html';
import { createChromiumRenderer } from '@server/modules/functions/pdf-renderer';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';

/**
 * Adversarial review of the endpoints of issue 4 (groups, roles, TA records, profile, licenses,
 * school selection) and of the PDF renderer: each caller tries what a hostile student, TA,
 * co-instructor, outsider, support user or anonymous caller would. Tests named "pins" guard a
 * protection that already held; the others were failing before their fix.
 */
const WHO = [
  'instructor',
  'instructor2',
  'ta',
  'student',
  'student2',
  'student3',
  'student4',
  'student5',
  'student6',
  'nolicense',
  'support',
  'admin',
] as const;
type Who = (typeof WHO)[number];
const id = (who: Who) => DEMO_USER_IDS[who];
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('security review of the issue 4 endpoints', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const call = injectAs(() => t.app, tokens);
  let institutionId = 0;
  let chem101 = 0;
  let phys100 = 0;

  const taRecord = (owner: Who, groups: unknown[], uuid?: string) => ({
    owner_id: id(owner),
    object: JSON.stringify({ TA_Groups: groups }),
    labType: 99,
    type: 3,
    ...(uuid ? { uuid } : {}),
  });
  const taGroupsOf = async (who: Who) => {
    const res = await call('GET', `/presets-api/userInfo/fetch/${id(who)}`, who);
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ object: string }>).flatMap(
      (r) => (JSON.parse(r.object) as { TA_Groups: number[] }).TA_Groups,
    );
  };
  const isTaOf = async (who: Who, groupId: number) => {
    const res = await call('GET', `/user-api/institutions/0/classgroups/${id(who)}/student`, who);
    return (res.json() as Array<{ Id: number; isTA: boolean }>).some(
      (g) => g.Id === groupId && g.isTA,
    );
  };
  const join = (who: Who, accessCode: string) =>
    call('POST', '/user-api/institutions/0/classgroups/0/join', who, {
      accessCode,
      userId: id(who),
    });
  const createGroup = (who: Who, body: Record<string, unknown>) =>
    call('POST', `/user-api/institutions/${institutionId}/classgroups`, who, {
      status: 'Open',
      institutionId,
      ownerId: id(who),
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of WHO) tokens.set(who, await accessTokenFor(t.app, id(who)));
    const groups = (
      await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('instructor')}/owner`,
        'instructor',
      )
    ).json() as Array<{ Id: number; AccessCode: string; InstitutionId: number }>;
    const chem = groups.find((g) => g.AccessCode === DEMO_GROUPS[0].accessCode)!;
    chem101 = chem.Id;
    institutionId = chem.InstitutionId;
    phys100 = groups.find((g) => g.AccessCode === DEMO_GROUPS[1].accessCode)!.Id;
  });
  afterAll(() => t?.close());

  describe('class groups', () => {
    it('pins: mass assignment of ownerId, institutionId and userId on create is refused', async () => {
      // A student naming an instructor as owner, and an instructor creating for a colleague.
      expect(
        (await createGroup('student', { name: 'x', accessCode: 'SR-1', ownerId: id('instructor') }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await createGroup('instructor', {
            name: 'x',
            accessCode: 'SR-1',
            ownerId: id('instructor2'),
          })
        ).statusCode,
      ).toBe(403);
      // Path and body naming different institutions.
      const mismatch = await call(
        'POST',
        `/user-api/institutions/${institutionId}/classgroups`,
        'instructor',
        {
          name: 'x',
          accessCode: 'SR-1',
          status: 'Open',
          institutionId: institutionId + 1,
          ownerId: id('instructor'),
        },
      );
      expect(mismatch.statusCode).toBe(400);
      // An institution where the caller is no instructor, through the `0` path.
      const elsewhere = await call('POST', '/user-api/institutions/0/classgroups', 'instructor', {
        name: 'x',
        accessCode: 'SR-1',
        status: 'Open',
        institutionId: institutionId + 1,
        ownerId: id('instructor'),
      });
      expect(elsewhere.statusCode).toBe(403);
      // Students, TAs, support and admins of other kinds are no instructors.
      for (const who of ['ta', 'student', 'support', 'admin'] as const) {
        const res = await createGroup(who, { name: 'x', accessCode: 'SR-1' });
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
    });

    it('pins: only the owner edits; nobody moves a group to another owner or institution', async () => {
      const body = (overrides: Record<string, unknown> = {}) => ({
        name: 'CHEM101 hacked',
        accessCode: DEMO_GROUPS[0].accessCode,
        status: 'Archived',
        institutionId,
        ownerId: id('instructor'),
        ...overrides,
      });
      for (const who of [
        'instructor2',
        'ta',
        'student',
        'nolicense',
        'support',
        'admin',
      ] as const) {
        const res = await call(
          'PUT',
          `/user-api/classgroups/${chem101}`,
          who,
          body({ ownerId: id(who) }),
        );
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const move = await call(
        'PUT',
        `/user-api/classgroups/${chem101}`,
        'instructor',
        body({ ownerId: id('instructor2') }),
      );
      expect(move.statusCode).toBe(400);
      const otherSchool = await call(
        'PUT',
        `/user-api/classgroups/${chem101}`,
        'instructor',
        body({ institutionId: institutionId + 1 }),
      );
      expect(otherSchool.statusCode).toBe(400);
      for (const who of ['instructor2', 'ta', 'student', 'support'] as const) {
        const res = await call('DELETE', `/user-api/classgroups/${chem101}`, who);
        expect([who, res.statusCode, message(res)]).toEqual([
          who,
          403,
          GROUP_MESSAGES.noDeletePrivileges,
        ]);
      }
      const unchanged = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${chem101}`,
        'instructor',
      );
      expect(unchanged.json()).toMatchObject({ Status: 'Open', OwnerId: id('instructor') });
      expect(unchanged.json()).not.toMatchObject({ Name: 'CHEM101 hacked' });
    });

    it("pins: a co-instructor cannot remove the owner or another co-instructor; the path's institution must match", async () => {
      const owner = await call(
        'DELETE',
        `/user-api/institutions/${institutionId}/classgroups/${chem101}/${id('instructor')}`,
        'instructor2',
      );
      expect(owner.statusCode).toBe(404);
      const wrongSchool = await call(
        'DELETE',
        `/user-api/institutions/${institutionId + 1}/classgroups/${chem101}/${id('student')}`,
        'instructor',
      );
      expect(wrongSchool.statusCode).toBe(404);
      // A TA removes nobody.
      const byTa = await call(
        'DELETE',
        `/user-api/institutions/0/classgroups/${chem101}/${id('student')}`,
        'ta',
      );
      expect(byTa.statusCode).toBe(403);
      // A student cannot remove the co-instructor (403 before the member is looked up).
      const byStudent = await call(
        'DELETE',
        `/user-api/institutions/0/classgroups/${chem101}/${id('instructor2')}`,
        'student',
      );
      expect(byStudent.statusCode).toBe(403);
    });

    it('pins: joining an archived group, for someone else, or twice at once is refused', async () => {
      expect(message(await join('student6', DEMO_GROUPS[1].accessCode))).toBe(
        GROUP_MESSAGES.invalidCode,
      );
      const forOther = await call(
        'POST',
        '/user-api/institutions/0/classgroups/0/join',
        'student6',
        {
          accessCode: DEMO_GROUPS[0].accessCode,
          userId: id('nolicense'),
        },
      );
      expect(forOther.statusCode).toBe(403);
      const created = await createGroup('instructor', { name: 'Race', accessCode: 'SR-RACE' });
      expect(created.statusCode).toBe(200);
      const both = await Promise.all([join('student5', 'sr-race'), join('student5', ' SR-RACE ')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const members = (
        await call(
          'GET',
          `/user-api/institutions/0/classgroups/${(created.json() as { Id: number }).Id}/students`,
          'instructor',
        )
      ).json() as unknown[];
      expect(members).toHaveLength(1);
    });

    it("pins: members' lists go to teachers only, and neither lists nor errors leak SQL or columns", async () => {
      for (const who of ['student', 'student2', 'nolicense', 'support', 'admin'] as const) {
        const res = await call(
          'GET',
          `/user-api/institutions/0/classgroups/${chem101}/students-with-data`,
          who,
        );
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const ownerList = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${chem101}/students`,
        'instructor',
      );
      for (const row of ownerList.json() as Array<Record<string, unknown>>) {
        expect(Object.keys(row)).not.toContain('passwordHash');
        expect(Object.keys(row)).not.toContain('password_hash');
      }
      for (const url of [
        '/user-api/institutions/-1/classgroups/1',
        '/user-api/institutions/0/classgroups/NaN',
        '/user-api/institutions/0/classgroups/99999999999',
        "/user-api/institutions/0/classgroups/1'%20or%201=1--",
      ]) {
        const res = await call('GET', url, 'instructor');
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.body).not.toMatch(/select|stack|at .*\.ts/i);
      }
      const hugeName = await createGroup('instructor', {
        name: 'x'.repeat(10_000),
        accessCode: 'SR-HUGE',
      });
      expect(hugeName.statusCode).toBe(400);
      const arrayBody = await call(
        'POST',
        `/user-api/institutions/${institutionId}/classgroups`,
        'instructor',
        [{ name: 'x', accessCode: 'SR-ARR', institutionId, ownerId: id('instructor') }],
      );
      expect(arrayBody.statusCode).toBe(400);
      const badStatus = await createGroup('instructor', {
        name: 'x',
        accessCode: 'SR-STATUS',
        status: 'Deleted',
      });
      expect(badStatus.statusCode).toBe(400);
    });

    it('pins: a TA does not see a group through a TA record without membership', async () => {
      // student2 is no member of PHYS100; a record listing it (written by the owner, who may)
      // must still grant nothing.
      await t.database.db.insert(schema.presets).values({
        uuid: '5eed5ec0-0000-4000-8000-000000000001',
        ownerId: id('student2'),
        type: 3,
        labType: 99,
        name: 'TA record',
        object: JSON.stringify({ TA_Groups: [phys100, chem101] }),
      });
      const res = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${phys100}/students`,
        'student2',
      );
      expect(res.statusCode).toBe(403);
      const owner = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('student2')}/owner`,
        'student2',
      );
      expect((owner.json() as Array<{ Id: number }>).map((g) => g.Id)).not.toContain(phys100);
      await t.database.db.delete(schema.presets).where(eq(schema.presets.ownerId, id('student2')));
    });
  });

  describe('roles', () => {
    it('pins: nobody grants themselves or others roles 1, 3, 7 or 11, in any institution', async () => {
      for (const roleId of [1, 2, 3, 5, 7, 8, 9, 10, 11]) {
        for (const [who, target] of [
          ['student', 'student'],
          ['ta', 'ta'],
          ['instructor', 'student'],
          ['instructor2', 'student'],
          ['support', 'student'],
          ['admin', 'student'],
        ] as const) {
          const res = await call('POST', `/user-api/users/${id(target)}/roles`, who, {
            roleId,
            institutionId,
            status: 'Active',
            userId: id(who),
          });
          expect([roleId, who, res.statusCode]).toEqual([roleId, who, 403]);
        }
      }
      const own = await call('POST', `/user-api/users/${id('ta')}/roles`, 'ta', {
        roleId: 4,
        institutionId,
      });
      expect(own.statusCode).toBe(403);
      const removeOwn = await call(
        'DELETE',
        `/user-api/users/${id('ta')}/roles/institutions/${institutionId}`,
        'ta',
      );
      expect(removeOwn.statusCode).toBe(403);
      const anonymous = await call('POST', `/user-api/users/${id('student')}/roles`, undefined, {
        roleId: 4,
        institutionId,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('a granted TA role is always Active: the body cannot set its status', async () => {
      const res = await call('POST', `/user-api/users/${id('student')}/roles`, 'instructor2', {
        roleId: 4,
        institutionId,
        status: '<img src=x onerror=alert(1)>',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ RoleId: 4, Status: 'Active' });
      const roles = (
        await call('GET', `/user-api/users/${id('student')}/roles`, 'student')
      ).json() as Array<{
        RoleId: number;
        Status: string;
      }>;
      expect(roles.find((r) => r.RoleId === 4)?.Status).toBe('Active');
      // Not tutoring anything: the role can go again.
      const removed = await call(
        'DELETE',
        `/user-api/users/${id('student')}/roles/institutions/${institutionId}`,
        'instructor2',
      );
      expect(removed.statusCode).toBe(204);
    });
  });

  describe('TA records', () => {
    it('pins: nobody reads or writes presets of users they do not teach', async () => {
      for (const who of ['student2', 'nolicense', 'support', 'admin', 'ta'] as const) {
        const res = await call('GET', `/presets-api/userdata/${id('student')}`, who);
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const mismatch = await call(
        'GET',
        `/presets-api/userdata/${id('student')}?owner_id=${id('ta')}`,
        'student',
      );
      expect(mismatch.statusCode).toBe(400);
      // A TA adds a group to their own record (self-promotion), or one they do not teach to another's.
      expect(
        (await call('POST', '/presets-api/preset/save', 'ta', taRecord('ta', [chem101, phys100])))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            'POST',
            '/presets-api/preset/save',
            'instructor2',
            taRecord('student', [phys100]),
          )
        ).statusCode,
      ).toBe(403);
    });

    it('a TA cannot keep the TA status by splitting their record under a second uuid', async () => {
      // The TA writes a copy of their record (no group added, so it passes) under a new uuid.
      const copy = await call(
        'POST',
        '/presets-api/preset/save',
        'ta',
        taRecord('ta', [chem101], '5eed5ec0-0000-4000-8000-0000000000aa'),
      );
      expect(copy.statusCode).toBe(200);
      // The owner takes TA away (the record they read, without the group).
      const removed = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        taRecord('ta', []),
      );
      expect(removed.statusCode).toBe(200);
      expect(await taGroupsOf('ta')).toEqual([]);
      expect(await isTaOf('ta', chem101)).toBe(false);
      const members = (
        await call('GET', `/user-api/institutions/0/classgroups/${chem101}/students`, 'instructor')
      ).json() as Array<{ UserId: string; isTA: boolean }>;
      expect(members.find((m) => m.UserId === id('ta'))?.isTA).toBe(false);
      const lists = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${chem101}/students`,
        'ta',
      );
      expect(lists.statusCode).toBe(403);
      // Give it back for the other tests.
      const back = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        taRecord('ta', [chem101]),
      );
      expect(back.statusCode).toBe(200);
      expect(await taGroupsOf('ta')).toEqual([chem101]);
    });

    it("a second record written for someone else's id never grants what a removal took", async () => {
      // An outsider plants an empty record under the TA's id with a uuid of their choosing.
      const planted = await call(
        'POST',
        '/presets-api/preset/save',
        'nolicense',
        taRecord('ta', [chem101], '5eed5ec0-0000-4000-8000-0000000000bb'),
      );
      // Adding or keeping groups of a user one does not teach is refused.
      expect(planted.statusCode).toBe(403);
      const rows = await t.database.db
        .select({ uuid: schema.presets.uuid })
        .from(schema.presets)
        .where(eq(schema.presets.ownerId, id('ta')));
      expect(rows).toHaveLength(1);
    });

    it('group ids out of range, negative or not numbers are 400, never 500', async () => {
      for (const groups of [[99_999_999_999], [-1], [0], ['abc'], [1.5], [{}]]) {
        const res = await call(
          'POST',
          '/presets-api/preset/save',
          'instructor',
          taRecord('student', groups),
        );
        expect([groups, res.statusCode]).toEqual([groups, 400]);
      }
    });
  });

  describe('user records', () => {
    it('pins: nobody reads or changes another user by id', async () => {
      const other = id('student2');
      for (const who of ['student', 'instructor', 'ta', 'support', 'admin'] as const) {
        for (const url of [
          `/user-api/users/${other}`,
          `/user-api/users/${other}/roles`,
          `/user-api/users/${other}/licenses`,
          `/user-api/users/${other}/license/details`,
          `/user-api/users/${other}/contracts`,
          `/user-api/users/${other}/contracts/1`,
          `/user-api/institutions/0/classgroups/${other}/student`,
          `/user-api/institutions/0/classgroups/${other}/owner`,
        ]) {
          const res = await call('GET', url, who);
          expect([who, url, res.statusCode]).toEqual([who, url, 403]);
        }
        const put = await call('PUT', `/user-api/users/${other}`, who, {
          username: `taken-by-${who}`,
          campusId: 1,
          region: 1,
        });
        expect([who, put.statusCode]).toEqual([who, 403]);
        const pw = await call('POST', `/user-api/users/${other}/changepassword`, who, {
          oldPassword: 'x',
          newPassword: 'Hacked-pass-1',
          confirmPassword: 'Hacked-pass-1',
        });
        expect([who, pw.statusCode]).toEqual([who, 403]);
        const activate = await call('POST', '/user-api/licenses/activate', who, {
          userId: other,
          activationCode: 'DEMO-PHYS-0001',
        });
        expect([who, activate.statusCode]).toEqual([who, 403]);
      }
    });

    it('pins: PUT users ignores extra fields (email, roles, wsId, fromLti, id)', async () => {
      const before = (
        await call('GET', `/user-api/users/${id('student4')}`, 'student4')
      ).json() as Record<string, unknown>;
      const res = await call('PUT', `/user-api/users/${id('student4')}`, 'student4', {
        username: 'student4',
        firstName: 'Diego',
        lastName: 'Silva',
        campusId: before.CampusId,
        region: before.region,
        email: 'instructor@demo.labportal.test',
        userId: id('student4'),
        id: id('instructor'),
        wsId: 7,
        fromLti: true,
        roles: [{ RoleId: 1, InstitutionId: 0 }],
        RoleId: 3,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: before.email,
        wsId: before.wsId,
        fromLti: before.fromLti,
        userId: id('student4'),
      });
      const roles = (
        await call('GET', `/user-api/users/${id('student4')}/roles`, 'student4')
      ).json() as Array<{ RoleId: number }>;
      expect(roles.map((r) => r.RoleId)).toEqual([5]);
    });

    it('pins: usernames with unicode look-alikes, an @ or huge strings are refused', async () => {
      const before = (
        await call('GET', `/user-api/users/${id('student4')}`, 'student4')
      ).json() as Record<string, unknown>;
      for (const username of [
        'іnstructor',
        'instructor@demo.labportal.test',
        'a'.repeat(33),
        'ab',
        'x\u0000y',
        'INSTRUCTOR',
      ]) {
        const res = await call('PUT', `/user-api/users/${id('student4')}`, 'student4', {
          username,
          campusId: before.CampusId,
          region: before.region,
        });
        expect([username, res.statusCode]).toEqual([
          username,
          username === 'INSTRUCTOR' ? 409 : 400,
        ]);
      }
      const longName = await call('PUT', `/user-api/users/${id('student4')}`, 'student4', {
        username: 'student4',
        firstName: 'x'.repeat(100_000),
        campusId: before.CampusId,
        region: before.region,
      });
      expect(longName.statusCode).toBe(400);
    });

    it("strangers' password attempts do not lock a user out of changing their password", async () => {
      const url = `/user-api/users/${id('student3')}/changepassword`;
      const attempt = {
        oldPassword: 'guess',
        newPassword: 'Other-pass-1',
        confirmPassword: 'Other-pass-1',
      };
      for (let i = 0; i < 12; i += 1) {
        const res = await call('POST', url, i % 2 ? 'student2' : undefined, attempt);
        expect([401, 403]).toContain(res.statusCode);
      }
      const own = await call('POST', url, 'student3', attempt);
      expect(own.statusCode).toBe(400);
      expect(message(own)).toBe('The current password is incorrect.');
    });

    it('pins: wrong current passwords of the user themself are limited', async () => {
      const url = `/user-api/users/${id('student3')}/changepassword`;
      const attempt = {
        oldPassword: 'guess',
        newPassword: 'Other-pass-1',
        confirmPassword: 'Other-pass-1',
      };
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await call('POST', url, 'student3', attempt)).statusCode);
      expect(codes).toContain(429);
    });
  });

  describe('licenses', () => {
    it("two activations of a contract's MultiuseCode at once give the user one seat only", async () => {
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          call('POST', '/user-api/licenses/activate', 'nolicense', {
            userId: id('nolicense'),
            activationCode: 'RIVERSIDE-2026',
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
      const held = await t.database.db
        .select({ id: schema.licenses.id })
        .from(schema.licenses)
        .where(eq(schema.licenses.userId, id('nolicense')));
      expect(held).toHaveLength(1);
    });

    it('pins: license details and contracts never show codes of other users', async () => {
      const res = await call(
        'GET',
        `/user-api/users/${id('student2')}/license/details`,
        'student2',
      );
      const codes = (res.json() as Array<{ activationCode: string }>).map((l) => l.activationCode);
      expect(codes).toEqual(['DEMO-STU2-CHEM']);
      const contracts = await call(
        'GET',
        `/user-api/users/${id('student2')}/contracts`,
        'student2',
      );
      expect(contracts.json()).toEqual([]);
      // Someone else's contract reads as missing, not forbidden.
      const probe = await call('GET', `/user-api/users/${id('student2')}/contracts/1`, 'student2');
      expect(probe.statusCode).toBe(404);
    });
  });

  describe('school selection (/api, no auth)', () => {
    it('pins: bad ids are 400 and unknown ones empty or 404, without SQL or stacks', async () => {
      for (const url of [
        '/api/schools/-1',
        '/api/schools/abc',
        '/api/schools/99999999999',
        '/api/campus/0/NaN',
        '/api/campus_by_id/1.5',
        '/api/states/%27%3B%20drop%20table%20users%3B--',
      ]) {
        const res = await call('GET', url);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.body).not.toMatch(/select|drizzle|stack|\.ts:/i);
      }
      expect((await call('GET', '/api/campus_by_id/2147483647')).statusCode).toBe(404);
      expect((await call('GET', '/api/schools/2147483647')).json()).toEqual([]);
    });
  });
});

describe('guessing codes is rate limited', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const call = injectAs(() => t.app, tokens);

  beforeAll(async () => {
    t = await createTestApp({ CODE_RATE_LIMIT: '5' });
    for (const who of ['student6', 'nolicense', 'instructor'] as const)
      tokens.set(who, await accessTokenFor(t.app, id(who)));
  });
  afterAll(() => t?.close());

  it('limits activation attempts per user', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call('POST', '/user-api/licenses/activate', 'nolicense', {
        userId: id('nolicense'),
        activationCode: `DEMO-CODE-${String(9000 + i)}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
    // Another user is not held up.
    const other = await call('POST', '/user-api/licenses/activate', 'student6', {
      userId: id('student6'),
      activationCode: 'DEMO-CODE-9999',
    });
    expect(other.statusCode).toBe(400);
  });

  it('limits join attempts per user', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      codes.push((await join('student6', `GUESS-${i}`)).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it("limits probing other groups' codes through create", async () => {
    const groups = (
      await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('instructor')}/owner`,
        'instructor',
      )
    ).json() as Array<{ InstitutionId: number }>;
    const institutionId = groups[0]!.InstitutionId;
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call(
        'POST',
        `/user-api/institutions/${institutionId}/classgroups`,
        'instructor',
        {
          name: 'probe',
          accessCode: DEMO_GROUPS[0].accessCode,
          status: 'Open',
          institutionId,
          ownerId: id('instructor'),
        },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  function join(who: 'student6', accessCode: string) {
    return call('POST', '/user-api/institutions/0/classgroups/0/join', who, {
      accessCode,
      userId: id(who),
    });
  }
});

describe('the PDF renderer loads nothing but the portal files (real Chromium)', () => {
  let server: Server;
  let origin = '';
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { location: `${origin}/after-redirect` });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const hostileBody = () =>
    [
      `<meta http-equiv="refresh" content="0;url=${origin}/meta-refresh">`,
      `<link rel="stylesheet" href="${origin}/link-css">`,
      `<link rel="prefetch" href="${origin}/prefetch">`,
      `<link rel="preload" as="image" href="${origin}/preload">`,
      `<style>@import url("${origin}/import-css"); body { background: url("${origin}/css-url"); }</style>`,
      `<img src="${origin}/img">`,
      `<img src="${origin}/redirect">`,
      '<img src="file:///etc/passwd">',
      `<iframe src="${origin}/iframe"></iframe>`,
      '<iframe src="file:///etc/passwd"></iframe>',
      `<object data="${origin}/object"></object>`,
      `<embed src="${origin}/embed">`,
      `<video poster="${origin}/poster"></video>`,
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="${origin}/svg-image"/></svg>`,
      `<form action="${origin}/form"><input type="image" src="${origin}/input"></form>`,
      `<script>fetch("${origin}/script")</script>`,
      `<div style="background-image:url('${origin}/inline-style')">x</div>`,
    ].join('');
  const render = (document: string) =>
    createChromiumRenderer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The renderer's own allow-list only: the portal's files are elsewhere.
      allowedPrefix: 'http://portal.invalid/files/',
    }).render({ document, headerTemplate: '<span></span>', timeZone: 'UTC' });

  it('the printed page (CSP) with unsanitized hostile HTML loads nothing', async () => {
    hits.length = 0;
    // A hostile page may fail to print (a blocked refresh): that export fails, nothing leaks.
    const bytes = await render(pdfDocument(hostileBody(), 'http://portal.invalid')).catch(
      () => null,
    );
    if (bytes) expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hits).toEqual([]);
  }, 90_000);

  it('the renderer alone, given a page without our CSP, loads nothing either', async () => {
    hits.length = 0;
    const bytes = await render(
      `<!doctype html><html><head></head><body>${hostileBody()}</body></html>`,
    ).catch(() => null);
    if (bytes) expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hits).toEqual([]);
  }, 90_000);
});
