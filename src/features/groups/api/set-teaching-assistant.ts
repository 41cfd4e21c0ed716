import { z } from 'zod';
import { presetSchema, PresetKind, taRecordObjectSchema } from '@common/schemas/presets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { connectUsers } from './connect-users';
import type { WorksheetsPerson } from './connect-user';
import { useGroupsMutation } from './group-mutations';
import { lookupCourse } from './lookup-course';
import { makeTutor } from './make-tutor';
import { removeTutor } from './remove-tutor';
import { groupQueries } from './queries';

export interface TeachingAssistantInput {
  userId: string;
  groupId: number;
  grant: boolean;
  /** Names and e-mail for the worksheets account (the tutor step). */
  member?: Omit<WorksheetsPerson, 'isInstructor' | 'userId'>;
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

/** TA_Groups with the group put in (grant) or taken out. */
async function saveTaRecord(ctx: ApiContext, input: TeachingAssistantInput) {
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

/**
 * Spec 1 §4, TA permission per student per group: the group goes into (or out of) the member's
 * TA_Groups, and in a group with a course the member is made a tutor (or no longer one).
 *
 * All or nothing: the TA record is one write (the server grants the TA role with the record and
 * removes it with the last group of an institution, in one transaction). The tutor step runs
 * first; when the record then cannot be saved, the tutor step is undone, so a failure leaves the
 * member as they were. A group without a course has no tutor step.
 */
export async function setTeachingAssistant(ctx: ApiContext, input: TeachingAssistantInput) {
  const course = await lookupCourse(ctx, input.groupId);
  let wsId: number | undefined;
  if (course) {
    const ids = await connectUsers(ctx, [
      { ...input.member, userId: input.userId, isInstructor: false },
    ]);
    wsId = ids[input.userId]?.id;
    if (wsId === undefined) throw new Error('The member has no worksheets id');
    if (input.grant) await makeTutor(ctx, wsId, course.id);
    else await removeTutor(ctx, wsId, course.id);
  }
  try {
    await saveTaRecord(ctx, input);
  } catch (error) {
    if (course && wsId !== undefined) {
      const undo = input.grant ? removeTutor : makeTutor;
      // Logged by the client when it fails too; the save's failure is what the user is told.
      await undo(ctx, wsId, course.id).catch(() => {});
    }
    throw error;
  }
}

export function useSetTeachingAssistant() {
  return useGroupsMutation(setTeachingAssistant, ({ groupId }) => [groupQueries.members(groupId)]);
}
