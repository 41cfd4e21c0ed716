import type { FastifyRequest } from 'fastify';
import { buildStatistics, isCountedMember } from '@common/domain/dashboard-stats';
import { timeScaleStart, type TimeScale } from '@common/domain/lab-book-rules';
import { RoleId } from '@common/domain/roles';
import type { Statistics } from '@common/schemas/dashboard';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { taGroupIds } from '../lab-book/access';
import * as repo from './repository';

export const DASHBOARD_MESSAGES = {
  noGroups:
    'The dashboard is for instructors and teaching assistants: you teach or tutor no open group.',
} as const;

/** Instructors and TAs see the dashboard (spec 2 §6), and its "no groups" state with no group. */
const TEACHING_ROLES = [RoleId.Instructor, RoleId.TeachingAssistant];

export function createDashboardService(db: Db) {
  return {
    /**
     * `GET statistics`: the statistics of the caller's open groups (owned, co-instructed,
     * tutored), over the students whose books the caller may read, for one time scale. A caller
     * with no such group gets the empty answer when they hold a teaching role (the dashboard then
     * links to /groups), 403 otherwise: a student has no dashboard.
     */
    async statistics(request: FastifyRequest, scale: TimeScale): Promise<Statistics> {
      const viewerId = requireAuth(request).userId;
      const rows = await repo.listReviewedGroupMembers(
        db,
        viewerId,
        await taGroupIds(db, viewerId),
      );
      if (rows.length === 0 && !(await repo.hasAnyRole(db, viewerId, TEACHING_ROLES))) {
        throw new HttpError(403, DASHBOARD_MESSAGES.noGroups);
      }
      const groups = new Map(rows.map((r) => [r.groupId, { id: r.groupId, name: r.groupName }]));
      const members = rows.flatMap((r) =>
        r.userId !== null && r.memberRole !== null && r.username !== null
          ? [
              {
                groupId: r.groupId,
                userId: r.userId,
                memberRole: r.memberRole,
                firstName: r.firstName,
                lastName: r.lastName,
                username: r.username,
              },
            ]
          : [],
      );
      const at = Date.now();
      const since = timeScaleStart(scale, at);
      // Instructor members are skipped by the rule, so their books are never summed either.
      const studentIds = [
        ...new Set(members.filter((m) => isCountedMember(m, viewerId)).map((m) => m.userId)),
      ];
      const totals = await repo.sumStudentLabs(db, studentIds, since);
      return buildStatistics({
        scale,
        now: at,
        viewerId,
        groups: [...groups.values()],
        members,
        totals,
      });
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
