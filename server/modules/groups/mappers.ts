import type { Group, GroupStudent } from '@common/schemas/groups';
import type * as repo from './repository';

// Rows to the responses of spec 1 §3, field by field, so no column leaks.

export type Flags = Pick<Group, 'isInstructor' | 'coInstructor' | 'isTA' | 'isStudent'>;

/** What a group's owner is to the group. */
export const OWNER_FLAGS: Flags = {
  isInstructor: true,
  coInstructor: false,
  isTA: false,
  isStudent: false,
};

export function toGroup(row: repo.GroupRow, flags: Flags): Group {
  return {
    Id: row.id,
    Name: row.name,
    AccessCode: row.accessCode,
    Status: row.status === 'Archived' ? 'Archived' : 'Open',
    InsertedOn: row.insertedOn.toISOString(),
    OwnerId: row.ownerId,
    InstitutionId: row.institutionId,
    ...flags,
  };
}

export type MemberRow = Awaited<ReturnType<typeof repo.listMembers>>[number];

export function toStudent(m: MemberRow, isTA: boolean): GroupStudent {
  return {
    UserId: m.userId,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    username: m.username,
    email: m.email,
    roleName: isTA ? 'Teaching Assistant' : 'Student',
    isTA,
    JoinedOn: m.joinedOn.toISOString(),
  };
}
