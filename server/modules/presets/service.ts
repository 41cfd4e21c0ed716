import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  PresetKind,
  taRecordObjectSchema,
  type Preset,
  type SavePresetAnswer,
  type savePresetBodySchema,
  type userDataQuerySchema,
} from '@common/schemas/presets';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import * as groupsRepo from '../groups/repository';
import { syncTaRoles } from '../roles/ta-role';
import * as repo from './repository';
import { createSavedPresets, isTaRecord } from './saved-presets';
import { findTaRecord, saveTaRecord } from './ta-records';
import { toPreset } from './to-preset';

const TA = PresetKind.TaRecord;

export const PRESET_MESSAGES = {
  onlyOwn: 'You may only read your own presets.',
  taRecordOwner: 'owner_id is required to save a teaching-assistant record.',
  badTaObject: 'object must be JSON text with a TA_Groups list of group ids.',
  uuidTaken: 'This uuid belongs to another preset.',
  noSelfPromotion: 'You may not make yourself a teaching assistant.',
  notYourGroups:
    'You may change only the groups you teach in a TA record, and add a group only for its students.',
} as const;

export { toPreset };

/**
 * The presets service (spec 3 §7): saved, system and assignment presets (saved-presets.ts) and
 * the TA records of spec 1 §3 (type 3, lab type 99), here. TA-record rules:
 * - a user reads their own presets; the owner or a co-instructor of a group where the user is a
 *   student also reads the user's TA record (to grant or remove TA);
 * - a TA record is written by its owner only to remove groups (nobody promotes themselves), and
 *   by anyone else only for groups they own or co-instruct, adding a group only for its students;
 * - the TA role follows the record, in the same transaction (roles/ta-role.ts `syncTaRoles`).
 */
export function createPresetsService(db: Db, events: Pick<AuthEvents, 'publish'>) {
  const saved = createSavedPresets(db);
  /** The calls of saved-presets.ts, for the signed-in caller. */
  const savedPresetCalls = {
    list: (request: FastifyRequest, userId: string) =>
      saved.list(requireAuth(request).userId, userId),
    fetch: (request: FastifyRequest, uuid: string) =>
      saved.fetch(requireAuth(request).userId, uuid),
    fetchById: (request: FastifyRequest, id: number) =>
      saved.fetchById(requireAuth(request).userId, id),
    remove: (request: FastifyRequest, uuid: string, labType: number) =>
      saved.remove(requireAuth(request).userId, uuid, labType),
    removeAssignment: (request: FastifyRequest, uuid: string, labType: number) =>
      saved.removeAssignment(requireAuth(request).userId, uuid, labType),
  };

  /** The group ids among `groupIds` that the caller owns or co-instructs. */
  async function managedAmong(callerId: string, groupIds: readonly number[]) {
    const [groups, roles] = await Promise.all([
      groupsRepo.listGroupsByIds(db, groupIds),
      groupsRepo.memberRoles(db, callerId),
    ]);
    const coInstructed = new Set(
      roles.filter((r) => r.memberRole === 'Instructor').map((r) => r.groupId),
    );
    return new Set(
      groups.filter((g) => g.ownerId === callerId || coInstructed.has(g.id)).map((g) => g.id),
    );
  }

  /** True when the caller owns or co-instructs a group where `userId` is a student. */
  async function teachesStudent(callerId: string, userId: string) {
    const studentOf = (await groupsRepo.memberRoles(db, userId))
      .filter((m) => m.memberRole === 'Student')
      .map((m) => m.groupId);
    return (await managedAmong(callerId, studentOf)).size > 0;
  }

  async function readableTypes(request: FastifyRequest, userId: string) {
    const auth = requireAuth(request);
    if (auth.userId === userId) return 'all' as const;
    if (await teachesStudent(auth.userId, userId)) return 'ta-records' as const;
    throw new HttpError(403, PRESET_MESSAGES.onlyOwn);
  }

  return {
    /** `GET userdata/{userId}?owner_id=&type=`: the user's presets (of one type). */
    async listUserData(
      request: FastifyRequest,
      userId: string,
      query: z.output<typeof userDataQuerySchema>,
    ): Promise<Preset[]> {
      if (query.owner_id && query.owner_id !== userId) {
        throw new HttpError(400, 'owner_id must be the user of the path.');
      }
      const scope = await readableTypes(request, userId);
      const rows = await repo.listOwnerPresets(db, userId, query.type);
      return rows.filter((r) => scope === 'all' || isTaRecord(r)).map(toPreset);
    },

    /** `GET userInfo/fetch/{userId}`: the user's TA records. */
    async fetchUserInfo(request: FastifyRequest, userId: string): Promise<Preset[]> {
      await readableTypes(request, userId);
      return (await repo.listOwnerPresets(db, userId, TA.type, TA.labType)).map(toPreset);
    },

    ...savedPresetCalls,

    /** `POST preset/save`: a TA record (type 3, lab type 99) here, any other preset in saved-presets.ts. */
    async save(
      request: FastifyRequest,
      body: z.output<typeof savePresetBodySchema>,
    ): Promise<SavePresetAnswer> {
      const auth = requireAuth(request);
      const { owner_id: ownerId, labType } = body;
      if (labType === undefined || !isTaRecord({ type: body.type, labType })) {
        return saved.save(auth.userId, body);
      }
      if (!ownerId) throw new HttpError(400, PRESET_MESSAGES.taRecordOwner);
      const groups = parseTaObject(body.object);
      if (body.uuid) {
        const other = await repo.findPreset(db, body.uuid);
        if (other && (other.ownerId !== ownerId || !isTaRecord(other))) {
          throw new HttpError(409, PRESET_MESSAGES.uuidTaken);
        }
      }
      const before = new Set((await findTaRecord(db, ownerId))?.groups ?? []);
      const after = new Set(groups);
      const added = groups.filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !after.has(id));
      if (auth.userId === ownerId) {
        if (added.length > 0) throw new HttpError(403, PRESET_MESSAGES.noSelfPromotion);
      } else {
        // Only a teacher of the user writes their record (as only a teacher reads it).
        if (!(await teachesStudent(auth.userId, ownerId))) {
          throw new HttpError(403, PRESET_MESSAGES.notYourGroups);
        }
        const managed = await managedAmong(auth.userId, [...added, ...removed]);
        const studentOf = new Set(
          (await groupsRepo.memberRoles(db, ownerId))
            .filter((m) => m.memberRole === 'Student')
            .map((m) => m.groupId),
        );
        const allowed =
          [...added, ...removed].every((id) => managed.has(id)) &&
          added.every((id) => studentOf.has(id));
        if (!allowed) throw new HttpError(403, PRESET_MESSAGES.notYourGroups);
      }
      // The record and the TA role change together: one request, one transaction, so a dropped
      // connection or a failed write never leaves a TA role without its record.
      const row = await db.transaction(async (tx) => {
        const saved = await saveTaRecord(tx, ownerId, groups, body.uuid ?? undefined);
        await syncTaRoles(tx, ownerId, [...before, ...after]);
        return saved;
      });
      // Their roles may have changed: their open tabs reload the user (the instructor toggle).
      // Saved either way; without the event the tabs catch up at their next refresh.
      await events.publish({ type: 'reinit', userId: ownerId }).catch(() => undefined);
      return toPreset(row);
    },
  };
}

function parseTaObject(text: string): number[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, PRESET_MESSAGES.badTaObject);
  }
  const parsed = taRecordObjectSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, PRESET_MESSAGES.badTaObject);
  return [...new Set(parsed.data.TA_Groups)];
}
