import { eq } from 'drizzle-orm';
import { enrollKey } from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import { classGroups } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { createCourseFromTemplate } from '../worksheets/course-service';
import * as repo from './repository';
import type { CreateCourse } from './service';

/**
 * addcourse's course creation: the group's course (enroll key `enroll::{groupId}`) copied from
 * the template by the worksheets service's `createCourseFromTemplate`, owned by the group's owner
 * (the signed post names them; the site checks they own the group). 404 unknown group or
 * template, 403 not the owner, 409 the group already has a course.
 */
export function siteCourseCreator(db: Db): CreateCourse {
  return async (input) => {
    const [group] = await db
      .select({ id: classGroups.id, name: classGroups.name, ownerId: classGroups.ownerId })
      .from(classGroups)
      .where(eq(classGroups.id, input.groupId));
    if (!group) throw new HttpError(404, 'the group was not found');
    if (group.ownerId !== input.ownerUserId) {
      throw new HttpError(403, 'only the owner of the group may create its course');
    }
    const course = await db.transaction(async (tx) => {
      const owner = await repo.ensureWsUser(tx, input.ownerUserId, true);
      if (!owner) throw new HttpError(404, 'the user was not found');
      return createCourseFromTemplate(tx, {
        templateId: input.templateId,
        name: input.name ?? group.name,
        ownerWsId: owner.id,
        enrollKey: enrollKey(group.id),
        ...(input.defaults ? { defaults: input.defaults } : {}),
      });
    });
    return { id: course.id, name: course.name };
  };
}
