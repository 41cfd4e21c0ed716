import { LABS } from '@common/domain/labs';
import type { Preset } from '@common/schemas/presets';
import type { PresetRow } from './repository';

/** A stored preset as the service answers it; `labName` comes from LABS by lab type. */
export function toPreset(row: PresetRow): Preset {
  return {
    id: row.id,
    uuid: row.uuid,
    owner_id: row.ownerId,
    type: row.type,
    labType: row.labType,
    labName: LABS.find((lab) => lab.labType === row.labType)?.name ?? '',
    name: row.name,
    object: row.object,
    updated: row.updated.toISOString(),
  };
}
