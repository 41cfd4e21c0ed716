import { describe, expect, it } from 'vitest';
import { setTeachingAssistant } from './api/set-teaching-assistant';
import { joinGroupCourse, leaveGroupAndCourse } from './course-membership';
import { fakeServices } from './worksheets-fake.test-helper';

const course = { id: 42, name: 'Chemistry: Atoms First', groupId: 5, templateId: 7 };
const student = { userId: 'ana', isInstructor: false, firstName: 'Ana', lastName: 'Lopez' };
const instructor = { userId: 'omar', isInstructor: true, firstName: 'Omar', lastName: 'Haddad' };

describe('joining a group with a course', () => {
  it('adds a student to the course, an instructor as co-instructor (raised below rights 40)', async () => {
    const fake = fakeServices({
      'GET worksheets/key-lookup/5': () => [200, course],
      'POST worksheets/user-connect': (body) => [
        200,
        { id: body.SID === 'ana' ? 11 : 14, rights: 10 },
      ],
      'POST worksheets/group/join': () => [200, {}],
      'POST worksheets/set-instructor': () => [200, {}],
      'POST worksheets/group/makeCoInstructor': () => [200, {}],
    });
    await expect(joinGroupCourse(fake.ctx, student, 5)).resolves.toBe(true);
    expect(fake.calls.at(-1)).toMatchObject({
      route: 'POST worksheets/group/join',
      body: { userid: 11, courseid: 42 },
    });
    await expect(joinGroupCourse(fake.ctx, instructor, 5)).resolves.toBe(true);
    expect(fake.routes().slice(-3)).toEqual([
      'POST worksheets/user-connect',
      'POST worksheets/set-instructor',
      'POST worksheets/group/makeCoInstructor',
    ]);
  });

  it('does nothing more for a group without a course, and never rejects', async () => {
    const none = fakeServices({ 'GET worksheets/key-lookup/5': () => [200, { error: true }] });
    await expect(joinGroupCourse(none.ctx, student, 5)).resolves.toBe(false);
    expect(none.routes()).toEqual(['GET worksheets/key-lookup/5']);
    const failing = fakeServices({
      'GET worksheets/key-lookup/5': () => [200, course],
      'POST worksheets/user-connect': () => [503, {}],
    });
    await expect(joinGroupCourse(failing.ctx, student, 5)).resolves.toBe(false);
  });
});

describe('leaving a group with a course', () => {
  it('looks the course up first, leaves the group, then the course', async () => {
    const fake = fakeServices({
      'GET worksheets/key-lookup/5': () => [200, course],
      'POST worksheets/user-connect': () => [200, { id: 11, rights: 10 }],
      'POST worksheets/group/exit': () => [200, {}],
      'POST worksheets/remove-co-instructor': () => [200, {}],
    });
    const order: string[] = [];
    const leave = () => {
      order.push(...fake.routes(), 'leave');
      return Promise.resolve();
    };
    await leaveGroupAndCourse(
      fake.ctx,
      { person: student, groupId: 5, isCoInstructor: false },
      leave,
    );
    expect(order).toEqual(['GET worksheets/key-lookup/5', 'POST worksheets/user-connect', 'leave']);
    expect(fake.calls.at(-1)).toMatchObject({
      route: 'POST worksheets/group/exit',
      body: { studentID: 'ana', wsId: 11, courseid: 42 },
    });
    await leaveGroupAndCourse(
      fake.ctx,
      { person: instructor, groupId: 5, isCoInstructor: true },
      () => Promise.resolve(),
    );
    expect(fake.calls.at(-1)).toMatchObject({
      route: 'POST worksheets/remove-co-instructor',
      body: { studentid: 'omar', groupid: 5 },
    });
  });

  it('rejects only when the group cannot be left; course failures are only logged', async () => {
    const fake = fakeServices({
      'GET worksheets/key-lookup/5': () => [200, course],
      'POST worksheets/user-connect': () => [500, {}],
    });
    const input = { person: student, groupId: 5, isCoInstructor: false };
    await expect(leaveGroupAndCourse(fake.ctx, input, () => Promise.resolve())).resolves.toBe(
      undefined,
    );
    await expect(
      leaveGroupAndCourse(fake.ctx, input, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
  });
});

describe('the TA grant and removal with a course', () => {
  const taRecord = [{ uuid: 'rec-1', object: JSON.stringify({ TA_Groups: [3] }) }];
  const routes = (save: () => [number, unknown]) => ({
    'GET worksheets/key-lookup/5': () => [200, course] as [number, unknown],
    'POST worksheets/users-connect': () => [200, { ana: { id: 11 } }] as [number, unknown],
    'POST worksheets/make-tutor': () => [200, {}] as [number, unknown],
    'POST worksheets/remove-tutor': () => [404, {}] as [number, unknown],
    'GET userInfo/fetch/ana': () => [200, taRecord.map(preset)] as [number, unknown],
    'POST preset/save': save,
  });
  const preset = (row: { uuid: string; object: string }) => ({
    id: 1,
    uuid: row.uuid,
    owner_id: 'ana',
    labType: 99,
    type: 3,
    labName: '',
    name: '',
    updated: '2026-01-01T00:00:00.000Z',
    object: row.object,
  });
  const grant = { userId: 'ana', groupId: 5, grant: true, member: { firstName: 'Ana' } };

  it('makes the TA a tutor, then saves the record', async () => {
    const fake = fakeServices(routes(() => [200, {}]));
    await setTeachingAssistant(fake.ctx, grant);
    expect(fake.routes()).toEqual([
      'GET worksheets/key-lookup/5',
      'POST worksheets/users-connect',
      'POST worksheets/make-tutor',
      'GET userInfo/fetch/ana',
      'POST preset/save',
    ]);
    const save = fake.calls.at(-1)!.body;
    expect(JSON.parse(String(save.object))).toEqual({ TA_Groups: [3, 5] });
  });

  it('undoes the tutor step when the record cannot be saved (all or nothing)', async () => {
    const fake = fakeServices(routes(() => [500, {}]));
    await expect(setTeachingAssistant(fake.ctx, grant)).rejects.toBeDefined();
    expect(fake.routes().at(-1)).toBe('POST worksheets/remove-tutor');

    const removal = fakeServices(routes(() => [500, {}]));
    await expect(
      setTeachingAssistant(removal.ctx, { ...grant, grant: false }),
    ).rejects.toBeDefined();
    expect(removal.routes()).toEqual([
      'GET worksheets/key-lookup/5',
      'POST worksheets/users-connect',
      // Not a tutor (404) counts as done; the failed save puts the tutor back.
      'POST worksheets/remove-tutor',
      'GET userInfo/fetch/ana',
      'POST preset/save',
      'POST worksheets/make-tutor',
    ]);
  });

  it('has no tutor step in a group without a course, and stops when the tutor step fails', async () => {
    const plain = fakeServices({
      ...routes(() => [200, {}]),
      'GET worksheets/key-lookup/5': () => [200, { error: true }],
    });
    await setTeachingAssistant(plain.ctx, { ...grant, grant: false });
    expect(plain.routes()).toEqual([
      'GET worksheets/key-lookup/5',
      'GET userInfo/fetch/ana',
      'POST preset/save',
    ]);

    const failing = fakeServices({
      ...routes(() => [200, {}]),
      'POST worksheets/make-tutor': () => [500, {}],
    });
    await expect(setTeachingAssistant(failing.ctx, grant)).rejects.toBeDefined();
    expect(failing.routes()).not.toContain('POST preset/save');
  });
});
