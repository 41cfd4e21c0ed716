import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { hasPresets, parsePresetObject } from '@common/schemas/preset-objects';
import {
  PresetKind,
  SYSTEM_OWNER,
  type Preset,
  type savePresetBodySchema,
} from '@common/schemas/presets';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';
import { toPreset } from './to-preset';

/** The messages of the saved, system and assignment presets (spec 3 §7, §8). */
export const SAVED_PRESET_MESSAGES = {
  notFound: 'Preset not found.',
  onlyOwnList: 'You may only list your own presets.',
  noDelete: 'You do not have delete privileges.',
  notYours: 'You may only change your own presets; save a copy instead.',
  systemReadOnly: 'System presets are read-only; save a copy instead.',
  otherLab: 'This preset belongs to another lab.',
  noPresets: 'This lab keeps no presets.',
  uuidTaken: 'This uuid belongs to another preset.',
  badKind:
    'type must be 1 (a saved preset) or 2 (an assignment preset) when labType is given, or 3 with lab type 99 (a TA record).',
  deleteType: 'type must be the lab type of the preset.',
  taRecordNoDelete: 'A teaching-assistant record is changed with preset/save, not deleted.',
  notAssignment: 'This preset is not an assignment preset.',
} as const;
const M = SAVED_PRESET_MESSAGES;

export const isTaRecord = (row: { type: number; labType: number }) =>
  row.type === PresetKind.TaRecord.type && row.labType === PresetKind.TaRecord.labType;

/** Types a signed-in user reads by uuid or id (a TA record only by its owner). */
const SHARED_TYPES: readonly number[] = [PresetKind.Saved, PresetKind.Assignment];

/**
 * The lab's preset object of `text`, parsed (what is stored), or a 400 naming every problem by
 * its path, e.g. "object.bottles.0.concentration must be between 0.001 and 6".
 */
export function parseObjectOr400(labType: number, text: string): Record<string, unknown> {
  if (!hasPresets(labType)) throw new HttpError(400, M.noPresets);
  const parsed = parsePresetObject(labType, text);
  if (parsed.ok) return parsed.object;
  const described = parsed.problems.slice(0, 5).map((p) => {
    const path = p.path === 'object' || p.path === '' ? 'object' : `object.${p.path}`;
    return `${path} ${p.message}`;
  });
  const more = parsed.problems.length > 5 ? ` (and ${parsed.problems.length - 5} more)` : '';
  throw new HttpError(400, `${described.join('; ')}${more}`);
}

/**
 * Saved (type 1), system (owner SYSTEM) and assignment (type 2) presets. Access rules:
 * - any signed-in user reads a saved, system or assignment preset by uuid or id (sharing a
 *   link); a TA record only its owner (others get 404, as for an unknown uuid);
 * - only the owner changes or deletes a preset; SYSTEM presets are read-only for everyone;
 * - saving without uuid, or with a uuid nobody uses yet, makes a new preset owned by the caller.
 */
export function createSavedPresets(db: Db) {
  async function readable(callerId: string, row: repo.PresetRow | undefined) {
    if (!row || (isTaRecord(row) && row.ownerId !== callerId)) {
      throw new HttpError(404, M.notFound);
    }
    return row;
  }

  async function insertNew(
    callerId: string,
    uuid: string,
    type: number,
    labType: number,
    object: Record<string, unknown>,
  ) {
    const row = await repo.insertPreset(db, {
      uuid,
      ownerId: callerId,
      type,
      labType,
      name: String(object.name),
      object: JSON.stringify(object),
    });
    if (!row) throw new HttpError(409, M.uuidTaken);
    return row;
  }

  /** The owner's preset of `uuid` as `deletePreset` may remove it, or the 4xx that says why not. */
  async function deletable(callerId: string, uuid: string, labType: number) {
    const row = await readable(callerId, await repo.findPreset(db, uuid));
    if (isTaRecord(row)) throw new HttpError(400, M.taRecordNoDelete);
    if (row.ownerId !== callerId) throw new HttpError(403, M.noDelete);
    if (row.labType !== labType) throw new HttpError(400, M.deleteType);
    return row;
  }

  return {
    /** `POST preset/list`: the caller's saved presets and every system preset. */
    async list(callerId: string, userId: string): Promise<Preset[]> {
      if (userId !== callerId) throw new HttpError(403, M.onlyOwnList);
      return (await repo.listSavedWithSystem(db, callerId)).map(toPreset);
    },

    /** `POST preset/fetch`. */
    async fetch(callerId: string, uuid: string): Promise<Preset> {
      return toPreset(await readable(callerId, await repo.findPreset(db, uuid)));
    },

    /** `GET preset/assignment/{id}`: a saved or assignment preset by its row id. */
    async fetchById(callerId: string, id: number): Promise<Preset> {
      const row = await repo.findPresetById(db, id);
      if (!row || !SHARED_TYPES.includes(row.type)) throw new HttpError(404, M.notFound);
      return toPreset(await readable(callerId, row));
    },

    /**
     * `POST preset/save` of a saved or assignment preset (the TA record is service.ts's):
     * `labType` given: `type` is the preset type (1 the customization save, 2 an assignment
     * preset); no `labType`: `type` is the lab type (the generic save, or a copy without uuid).
     */
    async save(callerId: string, body: z.output<typeof savePresetBodySchema>): Promise<Preset> {
      let labType = body.type;
      let kind: number = PresetKind.Saved;
      if (body.labType !== undefined) {
        if (!SHARED_TYPES.includes(body.type)) throw new HttpError(400, M.badKind);
        labType = body.labType;
        kind = body.type;
      }
      const object = parseObjectOr400(labType, body.object);
      // A preset is saved for the caller only (owner_id names someone else only in TA records).
      if (body.owner_id && body.owner_id !== callerId) throw new HttpError(403, M.notYours);
      if (!body.uuid)
        return toPreset(await insertNew(callerId, randomUUID(), kind, labType, object));
      const existing = await repo.findPreset(db, body.uuid);
      if (!existing) return toPreset(await insertNew(callerId, body.uuid, kind, labType, object));
      if (existing.ownerId === SYSTEM_OWNER) throw new HttpError(403, M.systemReadOnly);
      if (existing.ownerId !== callerId) throw new HttpError(403, M.notYours);
      if (isTaRecord(existing)) throw new HttpError(409, M.uuidTaken);
      if (existing.labType !== labType) throw new HttpError(409, M.otherLab);
      // The preset keeps its kind (a customization of an assignment preset stays one).
      const row = await repo.updateOwnPreset(db, existing.uuid, callerId, {
        name: String(object.name),
        object: JSON.stringify(object),
      });
      if (!row) throw new HttpError(404, M.notFound);
      return toPreset(row);
    },

    /** `POST preset/delete`: the owner deletes a saved or assignment preset. */
    async remove(callerId: string, uuid: string, labType: number): Promise<{ uuid: string }> {
      const row = await deletable(callerId, uuid, labType);
      if (!(await repo.deleteOwnPreset(db, row.uuid, callerId))) {
        throw new HttpError(404, M.notFound);
      }
      return { uuid: row.uuid };
    },

    /** `POST preset/assignment/delete`: the owner deletes an assignment preset (type 2). */
    async removeAssignment(
      callerId: string,
      uuid: string,
      labType: number,
    ): Promise<{ uuid: string }> {
      const row = await deletable(callerId, uuid, labType);
      if (row.type !== PresetKind.Assignment) throw new HttpError(400, M.notAssignment);
      if (!(await repo.deleteOwnPreset(db, row.uuid, callerId))) {
        throw new HttpError(404, M.notFound);
      }
      return { uuid: row.uuid };
    },
  };
}
