import type { ClientGroup } from '@common/schemas/groups';
import type { GroupCourse } from '../api/course-schema';
import { useCreateGroup } from '../api/create-group';
import { createError, type Feedback } from '../group-rules';
import { toastSuccess } from './feedback';
import type { GroupFormValues } from './group-form-dialog';
import { useSyllabusOptions } from './select-syllabus-dialog';
import type { useAttachSyllabus } from './use-attach-syllabus';
import { useGroupsTranslation } from './use-groups-translation';

/**
 * Create group, in both variants (spec 1 "Groups"): with a syllabus chosen, the new group's
 * course is made right after the group (its progress in the dialog), before the code is shown.
 */
export function useCreateGroupFlow(input: {
  owner: { userId: string; institutionId: number };
  groups: readonly ClientGroup[];
  courses: ReadonlyMap<number, GroupCourse>;
  attach: ReturnType<typeof useAttachSyllabus>;
  isOpen: boolean;
  onCreated: (created: { name: string; code: string }) => void;
}) {
  const { t } = useGroupsTranslation();
  const createGroup = useCreateGroup();
  const options = useSyllabusOptions({
    groups: input.groups,
    courses: input.courses,
    isEnabled: input.isOpen,
  });

  /** Resolves with the problem to show in the dialog, or nothing when created. */
  const create = async ({
    syllabus,
    ...values
  }: GroupFormValues): Promise<Feedback | undefined> => {
    let group: ClientGroup;
    try {
      group = await createGroup.mutateAsync({
        ...values,
        institutionId: input.owner.institutionId,
        ownerId: input.owner.userId,
      });
    } catch (error) {
      return createError(error);
    }
    toastSuccess(t('toasts.created'));
    const choice = syllabus ? options.choiceOf(syllabus) : undefined;
    // The new group has no students yet: the counts are told only when there are some.
    if (choice) await input.attach.run(group.Id, choice, { announceCounts: false });
    input.onCreated({ name: group.Name, code: group.AccessCode ?? values.accessCode });
    return undefined;
  };

  return {
    create,
    isSaving: createGroup.isPending || input.attach.isRunning,
    syllabusGroups: options.groups,
  };
}
