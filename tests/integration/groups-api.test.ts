import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@common/schemas/groups';
import { DEMO_GROUPS, DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The class-group, role and TA-record calls of spec 1 §7 with every permission rule as a matrix:
 * owner (instructor), co-instructor (instructor2), TA (ta), student member (student), outsider
 * (nolicense, in no group) and support.
 */
const WHO = [
  'instructor',
  'instructor2',
  'ta',
  'student',
  'student6',
  'nolicense',
  'support',
] as const;
type Who = (typeof WHO)[number];
const id = (who: Who) => DEMO_USER_IDS[who];

describe('class groups, roles and TA records', () => {
  let testApp: TestApp;
  const tokens = {} as Record<Who, string>;
  let chem101 = 0;
  let phys100 = 0;
  let institutionId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, body?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(body ? { payload: body } : {}),
    });
  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

  beforeAll(async () => {
    // Creates and joins far more than a person would in a minute.
    testApp = await createTestApp({ CODE_RATE_LIMIT: '1000' });
    for (const who of WHO) tokens[who] = await accessTokenFor(testApp.app, id(who));
    const res = await call(
      'GET',
      `/user-api/institutions/0/classgroups/${id('instructor')}/owner`,
      'instructor',
    );
    const groups = res.json() as Array<{ Id: number; AccessCode: string; InstitutionId: number }>;
    const chem = groups.find((g) => g.AccessCode === DEMO_GROUPS[0].accessCode)!;
    chem101 = chem.Id;
    institutionId = chem.InstitutionId;
    phys100 = groups.find((g) => g.AccessCode === DEMO_GROUPS[1].accessCode)!.Id;
  });
  afterAll(() => testApp?.close());

  const create = (who: Who, body: Record<string, unknown>) =>
    call('POST', `/user-api/institutions/${institutionId}/classgroups`, who, {
      status: 'Open',
      institutionId,
      ownerId: id(who),
      ...body,
    });
  const join = (who: Who, accessCode: string) =>
    call('POST', '/user-api/institutions/0/classgroups/0/join', who, {
      accessCode,
      userId: id(who),
    });

  describe('reads', () => {
    it('lists memberships, archived last, only for the user themself', async () => {
      const res = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('student')}/student`,
        'student',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({ Id: chem101, isStudent: true, Status: 'Open' }),
        expect.objectContaining({ Id: phys100, isStudent: true, Status: 'Archived' }),
      ]);
      const inInstitution = await call(
        'GET',
        `/user-api/institutions/${institutionId}/classgroups/${id('student')}/student`,
        'student',
      );
      expect(inInstitution.json()).toHaveLength(2);
      const other = await call(
        'GET',
        `/user-api/institutions/999/classgroups/${id('student')}/student`,
        'student',
      );
      expect(other.json()).toEqual([]);
      for (const who of ['instructor', 'support'] as const) {
        const res = await call(
          'GET',
          `/user-api/institutions/0/classgroups/${id('student')}/student`,
          who,
        );
        expect(res.statusCode).toBe(403);
      }
      const ta = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('ta')}/student`,
        'ta',
      );
      expect(ta.json()).toEqual([
        expect.objectContaining({ Id: chem101, isTA: true, isStudent: true }),
      ]);
    });

    it('lists the co-instructed group among the groups the co-instructor teaches', async () => {
      const res = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('instructor2')}/owner`,
        'instructor2',
      );
      expect(res.json()).toEqual([
        expect.objectContaining({ Id: chem101, coInstructor: true, isInstructor: false }),
      ]);
    });

    it('gives one group to its members and teachers only', async () => {
      const expected: Record<Who, number> = {
        instructor: 200,
        instructor2: 200,
        ta: 200,
        student: 200,
        student6: 403,
        nolicense: 403,
        support: 403,
      };
      for (const who of WHO) {
        const res = await call('GET', `/user-api/institutions/0/classgroups/${chem101}`, who);
        expect([who, res.statusCode]).toEqual([who, expected[who]]);
      }
      const owner = await call(
        'GET',
        `/user-api/institutions/${institutionId}/classgroups/${chem101}`,
        'instructor',
      );
      expect(owner.json()).toMatchObject({
        Id: chem101,
        isInstructor: true,
        Name: DEMO_GROUPS[0].name,
      });
      expect(
        (await call('GET', `/user-api/institutions/999/classgroups/${chem101}`, 'instructor'))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/user-api/institutions/0/classgroups/999999`, 'instructor')).statusCode,
      ).toBe(404);
    });

    it('gives the members with data to the owner, co-instructor and TA only', async () => {
      const expected: Record<Who, number> = {
        instructor: 200,
        instructor2: 200,
        ta: 200,
        student: 403,
        student6: 403,
        nolicense: 403,
        support: 403,
      };
      for (const who of WHO) {
        const res = await call(
          'GET',
          `/user-api/institutions/0/classgroups/${chem101}/students-with-data`,
          who,
        );
        expect([who, res.statusCode]).toEqual([who, expected[who]]);
      }
      const res = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${chem101}/students-with-data`,
        'instructor',
      );
      const members = res.json() as Array<Record<string, unknown>>;
      expect(members.map((m) => m.username).sort()).toEqual([
        'beta',
        'instructor2',
        'student',
        'student2',
        'ta',
      ]);
      expect(members.find((m) => m.username === 'instructor2')).toMatchObject({
        roleName: 'Instructor',
        isInstructor: true,
        isTA: false,
      });
      expect(members.find((m) => m.username === 'ta')).toMatchObject({
        roleName: 'Teaching Assistant',
        isTA: true,
        TA_Groups: [chem101],
        Roles: expect.arrayContaining([
          expect.objectContaining({ RoleId: 4, InstitutionId: institutionId }),
        ]),
      });
      expect(members.find((m) => m.username === 'student')).toMatchObject({
        roleName: 'Student',
        lastActivity: expect.any(String),
      });
      // No secrets or other columns leak.
      expect(Object.keys(members[0]!).sort()).toEqual(
        [
          'Roles',
          'JoinedOn',
          'TA_Groups',
          'UserId',
          'email',
          'firstName',
          'isInstructor',
          'isTA',
          'lastActivity',
          'lastName',
          'roleName',
          'userId',
          'username',
          'wsId',
        ].sort(),
      );
    });
  });

  describe('create and join', () => {
    it('lets instructors create groups and validates name and code', async () => {
      const res = await create('instructor', { name: '  Biology 200  ', accessCode: ' BIO200 ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Name: 'Biology 200',
        AccessCode: 'BIO200',
        Status: 'Open',
        isInstructor: true,
      });

      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '', accessCode: 'X1' }, GROUP_MESSAGES.nameRequired],
        [{ name: '   ', accessCode: 'X1' }, GROUP_MESSAGES.nameRequired],
        [{ name: 'x'.repeat(129), accessCode: 'X1' }, GROUP_MESSAGES.nameTooLong],
        [{ name: 'Fine', accessCode: '' }, GROUP_MESSAGES.codeRequired],
        [{ name: 'Fine', accessCode: 'bio200' }, GROUP_MESSAGES.codeTaken],
        [{ name: 'Fine', accessCode: 'chem101' }, GROUP_MESSAGES.codeTaken],
      ];
      for (const [body, text] of cases) {
        const bad = await create('instructor', body);
        expect(bad.statusCode).toBe(400);
        expect(message(bad)).toContain(text);
      }
      expect(
        (await create('instructor', { name: 'x'.repeat(128), accessCode: 'LONG128' })).statusCode,
      ).toBe(200);
    });

    it('refuses creation to TAs, students, support and for someone else', async () => {
      for (const who of ['ta', 'student', 'support'] as const) {
        const res = await create(who, { name: 'Mine', accessCode: `MINE-${who}` });
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const forOther = await call(
        'POST',
        `/user-api/institutions/${institutionId}/classgroups`,
        'instructor',
        {
          name: 'Other',
          accessCode: 'OTHER-1',
          status: 'Open',
          institutionId,
          ownerId: id('instructor2'),
        },
      );
      expect(forOther.statusCode).toBe(403);
    });

    it('joins with a code: students as students, instructors as co-instructors, with every error', async () => {
      const created = await create('instructor', { name: 'Join me', accessCode: 'JOIN-ME' });
      const groupId = (created.json() as { Id: number }).Id;

      const first = await join('student6', ' join-me ');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ Id: groupId, isStudent: true, coInstructor: false });
      const again = await join('student6', 'JOIN-ME');
      expect([again.statusCode, message(again)]).toEqual([400, GROUP_MESSAGES.alreadyMember]);

      const co = await join('instructor2', 'JOIN-ME');
      expect(co.json()).toMatchObject({ coInstructor: true, isStudent: false });

      const own = await join('instructor', 'JOIN-ME');
      expect([own.statusCode, message(own)]).toEqual([400, GROUP_MESSAGES.joinOwnGroup]);
      const unknown = await join('student6', 'NO-SUCH-CODE');
      expect([unknown.statusCode, message(unknown)]).toEqual([404, GROUP_MESSAGES.codeNotFound]);
      const archived = await join('student6', DEMO_GROUPS[1].accessCode);
      expect([archived.statusCode, message(archived)]).toEqual([400, GROUP_MESSAGES.invalidCode]);
      const empty = await join('student6', '   ');
      expect(empty.statusCode).toBe(400);
      expect(message(empty)).toContain(GROUP_MESSAGES.codeRequired);
      const forOther = await call(
        'POST',
        '/user-api/institutions/0/classgroups/0/join',
        'student6',
        {
          accessCode: 'JOIN-ME',
          userId: id('nolicense'),
        },
      );
      expect(forOther.statusCode).toBe(403);
    });

    it('joins from the gradebook side with enrollKey, which reads refusals from error_message', async () => {
      await create('instructor', { name: 'Enroll me', accessCode: 'ENROLL-ME' });
      const enroll = (who: Who, enrollKey: string) =>
        call('POST', '/user-api/institutions/0/classgroups/0/join', who, {
          enrollKey,
          userId: id(who),
        });
      const joined = await enroll('student6', 'enroll-me');
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toMatchObject({ Name: 'Enroll me', isStudent: true });

      const again = await enroll('student6', 'ENROLL-ME');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: GROUP_MESSAGES.alreadyMember,
        error_message: GROUP_MESSAGES.alreadyMember,
      });
      const unknown = await enroll('student6', 'NO-SUCH-KEY');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error_message: GROUP_MESSAGES.codeNotFound });
      // The groups screen's join (accessCode) answers as it always did.
      const screen = await join('student6', 'NO-SUCH-KEY');
      expect(screen.json()).not.toHaveProperty('error_message');
      const neither = await call(
        'POST',
        '/user-api/institutions/0/classgroups/0/join',
        'student6',
        {
          userId: id('student6'),
        },
      );
      expect(neither.statusCode).toBe(400);
      expect(message(neither)).toContain(GROUP_MESSAGES.codeRequired);
    });
  });

  describe('edit, remove, leave and delete', () => {
    let groupId = 0;
    const body = (over: Record<string, unknown> = {}) => ({
      name: 'Edited',
      accessCode: 'EDIT-ME',
      status: 'Open',
      institutionId,
      ownerId: id('instructor'),
      ...over,
    });

    beforeAll(async () => {
      const res = await create('instructor', { name: 'Edit me', accessCode: 'EDIT-ME' });
      groupId = (res.json() as { Id: number }).Id;
      await join('student', 'EDIT-ME');
      await join('student6', 'EDIT-ME');
      await join('instructor2', 'EDIT-ME');
      await join('ta', 'EDIT-ME');
    });

    it('lets only the owner edit and archive', async () => {
      for (const who of ['instructor2', 'ta', 'student', 'nolicense', 'support'] as const) {
        const res = await call(
          'PUT',
          `/user-api/classgroups/${groupId}`,
          who,
          body({ status: 'Archived' }),
        );
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const archived = await call(
        'PUT',
        `/user-api/classgroups/${groupId}`,
        'instructor',
        body({ status: 'Archived' }),
      );
      expect(archived.json()).toMatchObject({ Status: 'Archived', Name: 'Edited' });
      const open = await call('PUT', `/user-api/classgroups/${groupId}`, 'instructor', body());
      expect(open.json()).toMatchObject({ Status: 'Open' });

      const taken = await call(
        'PUT',
        `/user-api/classgroups/${groupId}`,
        'instructor',
        body({ accessCode: 'Chem101' }),
      );
      expect([taken.statusCode, message(taken)]).toEqual([400, GROUP_MESSAGES.codeTaken]);
      const long = await call(
        'PUT',
        `/user-api/classgroups/${groupId}`,
        'instructor',
        body({ name: 'y'.repeat(129) }),
      );
      expect(long.statusCode).toBe(400);
      const moved = await call(
        'PUT',
        `/user-api/classgroups/${groupId}`,
        'instructor',
        body({ ownerId: id('instructor2') }),
      );
      expect(moved.statusCode).toBe(400);
      expect(
        (await call('PUT', '/user-api/classgroups/999999', 'instructor', body())).statusCode,
      ).toBe(404);
    });

    it('lets the owner and co-instructors remove students; TAs, students and outsiders may not', async () => {
      const url = (userId: string) => `/user-api/institutions/0/classgroups/${groupId}/${userId}`;
      for (const who of ['ta', 'student6', 'nolicense', 'support'] as const) {
        const res = await call('DELETE', url(id('student')), who);
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      expect((await call('DELETE', url(id('student')), 'instructor2')).statusCode).toBe(204);
      expect((await call('DELETE', url(id('student')), 'instructor')).statusCode).toBe(404);
      // A co-instructor is removed by the owner only.
      expect((await call('DELETE', url(id('instructor2')), 'instructor2')).statusCode).toBe(204);
      await join('instructor2', 'EDIT-ME');
      const byTa = await call('DELETE', url(id('instructor2')), 'ta');
      expect(byTa.statusCode).toBe(403);
      expect(
        (
          await call(
            'DELETE',
            `/user-api/institutions/${institutionId}/classgroups/${groupId}/${id('instructor2')}`,
            'instructor',
          )
        ).statusCode,
      ).toBe(204);
      expect((await call('DELETE', url(id('instructor2')), 'instructor')).statusCode).toBe(404);
    });

    it('lets members leave, but not the owner', async () => {
      const url = (who: Who) => `/user-api/institutions/0/classgroups/${groupId}/${id(who)}`;
      expect((await call('DELETE', url('student6'), 'student6')).statusCode).toBe(204);
      const memberships = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('student6')}/student`,
        'student6',
      );
      expect((memberships.json() as Array<{ Id: number }>).some((g) => g.Id === groupId)).toBe(
        false,
      );
      expect((await call('DELETE', url('student6'), 'student6')).statusCode).toBe(404);
      expect((await call('DELETE', url('instructor'), 'instructor')).statusCode).toBe(400);
    });

    it("lets only the owner delete; others get 'You do not have delete privileges.'", async () => {
      await join('instructor2', 'EDIT-ME');
      for (const who of ['instructor2', 'ta', 'student', 'nolicense', 'support'] as const) {
        const res = await call('DELETE', `/user-api/classgroups/${groupId}`, who);
        expect([who, res.statusCode, message(res)]).toEqual([
          who,
          403,
          GROUP_MESSAGES.noDeletePrivileges,
        ]);
      }
      expect(
        (await call('DELETE', `/user-api/classgroups/${groupId}`, 'instructor')).statusCode,
      ).toBe(204);
      expect(
        (await call('DELETE', `/user-api/classgroups/${groupId}`, 'instructor')).statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/user-api/institutions/0/classgroups/${groupId}`, 'instructor'))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('teaching assistants (spec 1 §4)', () => {
    let groupId = 0;
    let otherGroupId = 0;
    const record = (groups: number[], who: Who = 'student6', uuid?: string) => ({
      owner_id: id(who),
      object: JSON.stringify({ TA_Groups: groups }),
      labType: 99,
      type: 3,
      ...(uuid ? { uuid } : {}),
    });
    const roleIds = async (who: Who) =>
      (
        (await call('GET', `/user-api/users/${id(who)}/roles`, who)).json() as Array<{
          RoleId: number;
        }>
      ).map((r) => r.RoleId);

    beforeAll(async () => {
      groupId = (
        (await create('instructor', { name: 'TA class', accessCode: 'TA-CLASS' })).json() as {
          Id: number;
        }
      ).Id;
      otherGroupId = (
        (
          await create('instructor2', { name: 'Other class', accessCode: 'OTHER-CLASS' })
        ).json() as { Id: number }
      ).Id;
      await join('student6', 'TA-CLASS');
      await join('student6', 'OTHER-CLASS');
      await join('instructor2', 'TA-CLASS');
    });

    it('refuses role changes to anyone but the owner or co-instructor, and any role but TA', async () => {
      const grant = { roleId: 4, institutionId, status: 'Active' };
      for (const who of ['student6', 'ta', 'student', 'nolicense', 'support'] as const) {
        const res = await call('POST', `/user-api/users/${id('student6')}/roles`, who, grant);
        expect([who, res.statusCode]).toEqual([who, 403]);
      }
      const instructorRole = await call(
        'POST',
        `/user-api/users/${id('student6')}/roles`,
        'instructor',
        {
          ...grant,
          roleId: 3,
        },
      );
      expect(instructorRole.statusCode).toBe(403);
      // Not a student of one of the caller's groups in that institution.
      const notMine = await call(
        'POST',
        `/user-api/users/${id('nolicense')}/roles`,
        'instructor',
        grant,
      );
      expect(notMine.statusCode).toBe(403);
      const elsewhere = await call(
        'POST',
        `/user-api/users/${id('student6')}/roles`,
        'instructor',
        {
          ...grant,
          institutionId: 999,
        },
      );
      expect(elsewhere.statusCode).toBe(403);
      const self = await call(
        'POST',
        `/user-api/users/${id('instructor')}/roles`,
        'instructor',
        grant,
      );
      expect(self.statusCode).toBe(403);
      const removeOther = await call(
        'DELETE',
        `/user-api/users/${id('student')}/roles/institutions/${institutionId}`,
        'ta',
      );
      expect(removeOther.statusCode).toBe(403);
    });

    it('refuses TA-record writes that add groups the writer does not teach, or promote the writer', async () => {
      const selfPromotion = await call(
        'POST',
        '/presets-api/preset/save',
        'student6',
        record([groupId]),
      );
      expect(selfPromotion.statusCode).toBe(403);
      const foreign = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        record([otherGroupId]),
      );
      expect(foreign.statusCode).toBe(403);
      const notAStudent = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        record([groupId], 'nolicense'),
      );
      expect(notAStudent.statusCode).toBe(403);
      const byTa = await call(
        'POST',
        '/presets-api/preset/save',
        'ta',
        record([chem101], 'student'),
      );
      expect(byTa.statusCode).toBe(403);
      const otherType = await call('POST', '/presets-api/preset/save', 'instructor', {
        ...record([groupId]),
        type: 1,
      });
      expect(otherType.statusCode).toBe(400);
      const badObject = await call('POST', '/presets-api/preset/save', 'instructor', {
        ...record([groupId]),
        object: '{"TA_Groups":"x"}',
      });
      expect(badObject.statusCode).toBe(400);
      const stolenUuid = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        record([groupId], 'student6', '5eed7a00-0000-4000-8000-000000000001'),
      );
      expect(stolenUuid.statusCode).toBe(409);
    });

    it('grants TA (role, then record) and removes it (record, then role), keeping other roles', async () => {
      const role = await call('POST', `/user-api/users/${id('student6')}/roles`, 'instructor', {
        roleId: 4,
        institutionId,
        status: 'Active',
      });
      expect(role.statusCode).toBe(200);
      expect(role.json()).toMatchObject({
        RoleId: 4,
        InstitutionId: institutionId,
        RoleName: 'Teaching Assistant',
      });

      const read = await call('GET', `/presets-api/userInfo/fetch/${id('student6')}`, 'instructor');
      expect([read.statusCode, read.json()]).toEqual([200, []]);
      const saved = await call('POST', '/presets-api/preset/save', 'instructor', record([groupId]));
      expect(saved.statusCode).toBe(200);
      const answer = saved.json() as { uuid: string; owner_id: string; object: string };
      expect(answer).toMatchObject({
        owner_id: id('student6'),
        object: JSON.stringify({ TA_Groups: [groupId] }),
      });

      // instructor2 (a co-instructor of TA class) adds their own group.
      const byOwner2 = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor2',
        record([groupId, otherGroupId], 'student6', answer.uuid),
      );
      expect(byOwner2.statusCode).toBe(200);
      // instructor may not remove instructor2's group.
      const stripOther = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        record([groupId], 'student6', answer.uuid),
      );
      expect(stripOther.statusCode).toBe(403);

      expect(await roleIds('student6')).toEqual(expect.arrayContaining([4, 5]));
      const tutored = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${id('student6')}/owner`,
        'student6',
      );
      expect(
        (tutored.json() as Array<{ Id: number; isTA: boolean }>).map((g) => [g.Id, g.isTA]),
      ).toEqual([
        [otherGroupId, true],
        [groupId, true],
      ]);
      const members = await call(
        'GET',
        `/user-api/institutions/0/classgroups/${groupId}/students-with-data`,
        'instructor',
      );
      expect(
        (members.json() as Array<{ username: string; roleName: string }>).find(
          (m) => m.username === 'student6',
        ),
      ).toMatchObject({ roleName: 'Teaching Assistant' });

      const ownData = await call(
        'GET',
        `/presets-api/userdata/${id('student6')}?owner_id=${id('student6')}&type=3`,
        'student6',
      );
      expect((ownData.json() as unknown[]).length).toBe(1);
      for (const who of ['nolicense', 'support', 'ta'] as const) {
        expect(
          (await call('GET', `/presets-api/userInfo/fetch/${id('student6')}`, who)).statusCode,
        ).toBe(403);
        expect(
          (await call('GET', `/presets-api/userdata/${id('student6')}?type=3`, who)).statusCode,
        ).toBe(403);
      }

      // Removal: the role stays while a group of the institution is still tutored.
      const removeMine = await call(
        'POST',
        '/presets-api/preset/save',
        'instructor',
        record([otherGroupId], 'student6', answer.uuid),
      );
      expect(removeMine.statusCode).toBe(200);
      const tooEarly = await call(
        'DELETE',
        `/user-api/users/${id('student6')}/roles/institutions/${institutionId}`,
        'instructor',
      );
      expect(tooEarly.statusCode).toBe(409);
      await call(
        'POST',
        '/presets-api/preset/save',
        'instructor2',
        record([], 'student6', answer.uuid),
      );
      const removed = await call(
        'DELETE',
        `/user-api/users/${id('student6')}/roles/institutions/${institutionId}`,
        'instructor',
      );
      expect(removed.statusCode).toBe(204);
      expect(await roleIds('student6')).toEqual([5]);
    });

    it('lets a TA resign from their own record, and leaving a group drops it from the record and role', async () => {
      await call('POST', `/user-api/users/${id('student6')}/roles`, 'instructor', {
        roleId: 4,
        institutionId,
        status: 'Active',
      });
      await call('POST', '/presets-api/preset/save', 'instructor', record([groupId]));
      expect(await roleIds('student6')).toContain(4);
      const leave = await call(
        'DELETE',
        `/user-api/institutions/0/classgroups/${groupId}/${id('student6')}`,
        'student6',
      );
      expect(leave.statusCode).toBe(204);
      expect(await roleIds('student6')).toEqual([5]);
      const after = await call('GET', `/presets-api/userInfo/fetch/${id('student6')}`, 'student6');
      expect((after.json() as Array<{ object: string }>)[0]!.object).toBe(
        JSON.stringify({ TA_Groups: [] }),
      );
      const resign = await call('POST', '/presets-api/preset/save', 'student6', record([]));
      expect(resign.statusCode).toBe(200);
    });
  });

  it('answers 401 without a token', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: `/user-api/institutions/0/classgroups/${chem101}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
