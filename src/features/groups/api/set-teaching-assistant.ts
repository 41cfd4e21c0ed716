import { z } from 'zod';
import { presetSchema, PresetKind, taRecordObjectSchema } from '@common/schemas/presets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

export interface TeachingAssistantInput {
  userId: string;
  groupId: number;
  grant: boolean;
}

const recordsSchema = z.array(presetSchema);

/** GET {presetsApi}/userInfo/fetch/{userId}: the member's TA record (groups and uuid). */
export async function getTaRecord({ api, config }: ApiContext, userId: string) {
  const records = await api.request(
    serviceUrl(config.services.presetsApi, 'userInfo', 'fetch', userId),
    {
      store: 'groups',
      parse: (data) => recordsSchema.parse(data),
    },
  );
  const first = records[0];
  const groups = new Set<number>();
  for (const record of records) {
    const parsed = taRecordObjectSchema.safeParse(safeJson(record.object));
    if (parsed.success) for (const id of parsed.data.TA_Groups) groups.add(id);
  }
  return { uuid: first?.uuid, groups: [...groups] };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Spec 1 §4, TA permission per student per group: the group goes into (or out of) the member's
 * TA_Groups. One write: the server grants the TA role with the record, and removes it with the
 * last group of an institution, in the same transaction, so a failure or a dropped connection
 * never leaves a TA role without its record. The worksheets tutor step comes with courses.
 */
export async function setTeachingAssistant(ctx: ApiContext, input: TeachingAssistantInput) {
  const { api, config } = ctx;
  const record = await getTaRecord(ctx, input.userId);
  const groups = input.grant
    ? [...new Set([...record.groups, input.groupId])]
    : record.groups.filter((id) => id !== input.groupId);
  await api.request(serviceUrl(config.services.presetsApi, 'preset', 'save'), {
    store: 'groups',
    method: 'POST',
    body: {
      owner_id: input.userId,
      object: JSON.stringify({ TA_Groups: groups }),
      labType: PresetKind.TaRecord.labType,
      type: PresetKind.TaRecord.type,
      ...(record.uuid ? { uuid: record.uuid } : {}),
    },
  });
}

export function useSetTeachingAssistant() {
  return useGroupsMutation(setTeachingAssistant, ({ groupId }) => [groupQueries.members(groupId)]);
}
