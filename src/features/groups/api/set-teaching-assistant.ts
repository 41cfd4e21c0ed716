import { z } from 'zod';
import { RoleId } from '@common/domain/roles';
import { presetSchema, PresetKind, taRecordObjectSchema } from '@common/schemas/presets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

export interface TeachingAssistantInput {
  userId: string;
  groupId: number;
  institutionId: number;
  /** The member already holds the TA role in the group's institution. */
  hasTaRole: boolean;
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
 * Spec 1 §4, TA permission per student per group. Grant: the TA role if needed, then the group
 * goes into TA_Groups. Remove: the group leaves TA_Groups; with none left, the TA role goes (the
 * server keeps the member's other roles). The worksheets tutor step comes with courses.
 */
export async function setTeachingAssistant(ctx: ApiContext, input: TeachingAssistantInput) {
  const { api, config } = ctx;
  const userApi = config.services.userApi;
  if (input.grant && !input.hasTaRole) {
    await api.request(serviceUrl(userApi, 'users', input.userId, 'roles'), {
      store: 'groups',
      method: 'POST',
      body: {
        roleId: RoleId.TeachingAssistant,
        institutionId: input.institutionId,
        status: 'Active',
      },
    });
  }
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
  if (!input.grant && groups.length === 0) {
    await api.request(
      serviceUrl(userApi, 'users', input.userId, 'roles', 'institutions', input.institutionId),
      { store: 'groups', method: 'DELETE' },
    );
  }
}

export function useSetTeachingAssistant() {
  return useGroupsMutation(setTeachingAssistant, ({ groupId }) => [groupQueries.members(groupId)]);
}
