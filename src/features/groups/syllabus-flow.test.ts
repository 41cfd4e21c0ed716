import { describe, expect, it } from 'vitest';
import { attachSyllabus, SyllabusError, type AttachProgress } from './syllabus-flow';
import { fakeServices } from './worksheets-fake.test-helper';

const member = (UserId: string, first: string, last: string, extra: object = {}) => ({
  UserId,
  userId: UserId,
  firstName: first,
  lastName: last,
  username: first.toLowerCase(),
  email: `${first.toLowerCase()}@school.test`,
  ...extra,
});
const owner = { userId: 'owner', isInstructor: true, firstName: 'Irene', lastName: 'Novak' };
const choice = { templateId: 7, name: 'Chemistry: Atoms First' };
const course = { id: 42, name: 'Chemistry: Atoms First', groupId: 5, templateId: 7 };

const members = [
  member('ana', 'Ana', 'Lopez'),
  member('ben', 'Ben', 'Carter'),
  member('tom', 'Tomas', 'Reyes', { isTA: true, roleName: 'Teaching Assistant' }),
  member('omar', 'Omar', 'Haddad', { isInstructor: true, roleName: 'Instructor' }),
];
const wsIds: Record<string, { id: number }> = {
  ana: { id: 11 },
  ben: { id: 12 },
  tom: { id: 13 },
  omar: { id: 14 },
};

describe('attaching a syllabus', () => {
  it('connects the owner, makes and connects the course, adds the students and the TA as tutor', async () => {
    const fake = fakeServices({
      'GET institutions/0/classgroups/5/students-with-data': () => [200, members],
      'POST worksheets/user-connect': () => [200, { id: 1, rights: 10 }],
      'POST worksheets/set-instructor': () => [200, {}],
      'POST worksheets/addcourse': () => [200, course],
      'POST worksheets/lti-connect/5': () => [200, { status: 'connected' }],
      'POST worksheets/users-connect': () => [200, wsIds],
      'POST worksheets/group/join': (body) => (body.userid === 12 ? [500, {}] : [200, {}]),
      'POST worksheets/make-tutor': () => [200, {}],
      'POST worksheets/group/makeCoInstructor': () => [200, {}],
    });
    const progress: AttachProgress[] = [];
    const result = await attachSyllabus(
      fake.ctx,
      { groupId: 5, owner, choice },
      (step) => void progress.push(step),
    );

    expect(result).toEqual({ course, added: 2, failed: ['Carter, Ben'] });
    expect(fake.routes()).toEqual([
      'GET institutions/0/classgroups/5/students-with-data',
      'POST worksheets/user-connect',
      // Rights 10 are below the instructor threshold of 40.
      'POST worksheets/set-instructor',
      'POST worksheets/addcourse',
      'POST worksheets/lti-connect/5',
      'POST worksheets/users-connect',
      'POST worksheets/group/join',
      'POST worksheets/group/join',
      'POST worksheets/group/join',
      'POST worksheets/make-tutor',
      'POST worksheets/group/makeCoInstructor',
    ]);
    const body = (route: string) => fake.calls.find((c) => c.route === route)?.body;
    expect(body('POST worksheets/user-connect')).toMatchObject({
      SID: 'owner',
      isInstructor: true,
      FirstName: 'Irene',
    });
    expect(body('POST worksheets/set-instructor')).toMatchObject({ id: 1, isInstructor: true });
    expect(body('POST worksheets/addcourse')).toMatchObject({
      template: 7,
      groupId: 5,
      name: 'Chemistry: Atoms First',
    });
    expect(body('POST worksheets/make-tutor')).toMatchObject({ studentid: 13, courseid: 42 });
    expect(body('POST worksheets/group/makeCoInstructor')).toMatchObject({
      wsId: 14,
      courseid: 42,
    });
    expect(progress.at(0)).toEqual({ step: 'course' });
    expect(progress).toContainEqual({ step: 'connect' });
    expect(progress.at(-1)).toEqual({ step: 'students', done: 3, total: 3 });
  });

  it('does not raise an owner who already has instructor rights; no students, no member calls', async () => {
    const fake = fakeServices({
      'GET institutions/0/classgroups/5/students-with-data': () => [200, []],
      'POST worksheets/user-connect': () => [200, { id: 1, rights: 40 }],
      'POST worksheets/addcourse': () => [200, course],
      'POST worksheets/lti-connect/5': () => [200, { status: 'connected' }],
    });
    const result = await attachSyllabus(fake.ctx, { groupId: 5, owner, choice });
    expect(result).toEqual({ course, added: 0, failed: [] });
    expect(fake.routes()).not.toContain('POST worksheets/set-instructor');
    expect(fake.routes()).not.toContain('POST worksheets/users-connect');
  });

  it('fails as a whole when a course step fails, before any student is touched', async () => {
    const base = {
      'GET institutions/0/classgroups/5/students-with-data': () => [200, members] as const,
      'POST worksheets/user-connect': () => [200, { id: 1, rights: 40 }] as const,
      'POST worksheets/addcourse': () => [200, course] as const,
    };
    const notFound = fakeServices({
      ...base,
      'POST worksheets/lti-connect/5': () => [200, { status: 'imas course not found for group' }],
    });
    await expect(
      attachSyllabus(notFound.ctx, { groupId: 5, owner, choice }),
    ).rejects.toBeInstanceOf(SyllabusError);
    expect(notFound.routes()).not.toContain('POST worksheets/users-connect');

    const refused = fakeServices({ ...base, 'POST worksheets/addcourse': () => [409, {}] });
    await expect(attachSyllabus(refused.ctx, { groupId: 5, owner, choice })).rejects.toBeInstanceOf(
      SyllabusError,
    );
    expect(refused.routes()).not.toContain('POST worksheets/lti-connect/5');
  });

  it('counts every student as failed when their worksheets accounts cannot be had', async () => {
    const fake = fakeServices({
      'GET institutions/0/classgroups/5/students-with-data': () => [200, members.slice(0, 2)],
      'POST worksheets/user-connect': () => [200, { id: 1, rights: 40 }],
      'POST worksheets/addcourse': () => [200, course],
      'POST worksheets/lti-connect/5': () => [200, { status: 'connected' }],
      'POST worksheets/users-connect': () => [500, {}],
    });
    const result = await attachSyllabus(fake.ctx, { groupId: 5, owner, choice });
    expect(result.added).toBe(0);
    expect(result.failed).toEqual(['Lopez, Ana', 'Carter, Ben']);
    expect(fake.routes()).not.toContain('POST worksheets/group/join');
  });
});
