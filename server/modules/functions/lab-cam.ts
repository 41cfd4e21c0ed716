import type { FastifyRequest } from 'fastify';
import { isDeletedAccount } from '@common/domain/groups';
import { labCamItem } from '@common/domain/lab-cam';
import { TIME_SCALE_MS, type TimeScale } from '@common/domain/lab-book-rules';
import {
  MAX_LAB_CAM_ITEMS,
  type LabCamRoster,
  type LabCamStatements,
} from '@common/schemas/exports';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { listMembers } from '../groups/repository';
import { listStatementsInTimeframe } from '../xapi/repository';
import { requireGroupInstructor } from './export-access';

/** The latest time PostgreSQL's timestamptz holds: "to the end" of a time scale. */
const END_OF_TIME = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/**
 * The lab-cam export (spec 2 §4 "Export flow", §9; spec 3 §2): the client asks for the group's
 * students ("initializing"), then for each student's statements ("fetching data", one request per
 * student, so it can show a percentage), and builds the workbook itself ("compiling"). Both calls
 * are for the group's instructors only.
 */
export function createLabCamService(db: Db, now: () => number = Date.now) {
  async function students(groupId: number) {
    const members = await listMembers(db, groupId, true);
    return members.filter((member) => !isDeletedAccount(member.email));
  }

  return {
    async roster(request: FastifyRequest, groupId: number): Promise<LabCamRoster> {
      const caller = requireAuth(request).userId;
      const group = await requireGroupInstructor(db, caller, groupId);
      return {
        groupId: group.id,
        groupName: group.name,
        students: (await students(groupId)).map((m) => ({
          userId: m.userId,
          firstName: m.firstName,
          lastName: m.lastName,
          username: m.username,
        })),
      };
    },

    async statements(
      request: FastifyRequest,
      params: { groupId: number; studentId: string },
      scale: TimeScale,
    ): Promise<LabCamStatements> {
      const caller = requireAuth(request).userId;
      await requireGroupInstructor(db, caller, params.groupId);
      const studentId = params.studentId.toLowerCase();
      if (!(await students(params.groupId)).some((m) => m.userId === studentId)) {
        throw new HttpError(403, 'You may export the statements of this group’s students only.');
      }
      const span = TIME_SCALE_MS[scale];
      const since = Number.isFinite(span) ? now() - span : null;
      const rows = await listStatementsInTimeframe(
        db,
        studentId,
        // The timeframe's start is exclusive: one millisecond earlier keeps a statement at `since`.
        new Date(since === null ? 0 : since - 1),
        END_OF_TIME,
        MAX_LAB_CAM_ITEMS + 1,
      );
      return {
        since,
        items: rows.slice(0, MAX_LAB_CAM_ITEMS).map((row) => labCamItem(row.statement, 0)),
        isTruncated: rows.length > MAX_LAB_CAM_ITEMS,
      };
    },
  };
}
