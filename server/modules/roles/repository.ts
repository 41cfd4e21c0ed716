import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classGroupMembers, classGroups, roles, userRoles } from '../../db/schema/index';

// Queries only: rules are in service.ts and ta-role.ts.

/**
 * Groups of `institutionId` that `callerId` owns or co-instructs and where `userId` is a student
 * member: the groups through which the caller may grant or remove the user's TA role.
 */
export async function listManagedGroupsOf(
  db: Db,
  callerId: string,
  userId: string,
  institutionId: number,
): Promise<number[]> {
  const caller = alias(classGroupMembers, 'caller_membership');
  const rows = await db
    .select({ id: classGroups.id })
    .from(classGroups)
    .innerJoin(
      classGroupMembers,
      and(
        eq(classGroupMembers.groupId, classGroups.id),
        eq(classGroupMembers.userId, userId),
        eq(classGroupMembers.memberRole, 'Student'),
      ),
    )
    .where(
      and(
        eq(classGroups.institutionId, institutionId),
        sql`(${classGroups.ownerId} = ${callerId} or exists (${db
          .select({ one: sql`1` })
          .from(caller)
          .where(
            and(
              eq(caller.groupId, classGroups.id),
              eq(caller.userId, callerId),
              eq(caller.memberRole, 'Instructor'),
            ),
          )}))`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertRole(
  db: Db,
  userId: string,
  roleId: number,
  institutionId: number,
  status: string,
) {
  await db
    .insert(userRoles)
    .values({ userId, roleId, institutionId, status })
    .onConflictDoNothing();
  const [row] = await db
    .select({
      roleId: userRoles.roleId,
      roleName: roles.name,
      institutionId: userRoles.institutionId,
      status: userRoles.status,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.roleId, roleId),
        eq(userRoles.institutionId, institutionId),
      ),
    )
    .limit(1);
  if (!row) throw new Error('role not saved');
  return row;
}

export async function deleteRole(db: Db, userId: string, roleId: number, institutionId: number) {
  await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.roleId, roleId),
        eq(userRoles.institutionId, institutionId),
      ),
    );
}
