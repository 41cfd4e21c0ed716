import { useState } from 'react';
import { useServices } from '@/lib/services';
import type { ClientGroup } from '@common/schemas/groups';
import type { WorksheetsPerson } from '../api/connect-user';
import { useJoinGroup } from '../api/join-group';
import { useRemoveMember } from '../api/remove-member';
import { joinGroupCourse, leaveGroupAndCourse } from '../course-membership';

/**
 * Joining and leaving a group, each followed by its worksheets course step (spec 1 §4): a join
 * resolves with the group as soon as the group join succeeded, and the course join runs after
 * it; a course failure is logged and never undoes the group join or leave.
 */
export function useMembershipActions(person: WorksheetsPerson) {
  const ctx = useServices();
  const joinGroup = useJoinGroup();
  const removeMember = useRemoveMember();
  const [isLeaving, setIsLeaving] = useState(false);

  const join = async (code: string): Promise<ClientGroup> => {
    const group = await joinGroup.mutateAsync(code);
    void joinGroupCourse(ctx, person, group.Id);
    return group;
  };

  const leave = async (group: ClientGroup) => {
    setIsLeaving(true);
    try {
      await leaveGroupAndCourse(
        ctx,
        { person, groupId: group.Id, isCoInstructor: group.coInstructor === true },
        () =>
          removeMember.mutateAsync({ institutionId: 0, groupId: group.Id, userId: person.userId }),
      );
    } finally {
      setIsLeaving(false);
    }
  };

  return {
    join,
    leave,
    isJoining: joinGroup.isPending,
    isLeaving,
  };
}
