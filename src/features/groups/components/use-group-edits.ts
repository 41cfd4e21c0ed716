import type { ClientGroup } from '@common/schemas/groups';
import { useUpdateGroup } from '../api/update-group';
import { createError, isRateLimited, serverMessage, type Feedback } from '../group-rules';
import { feedbackText, toastError, toastSuccess } from './feedback';
import type { GroupFormValues } from './group-form-dialog';
import { useGroupsTranslation } from './use-groups-translation';

/** The owner's edits of a group (`PUT classgroups/{groupId}`): the edit dialog and archiving. */
export function useGroupEdits(defaults: { institutionId: number; userId: string }) {
  const { t } = useGroupsTranslation();
  const updateGroup = useUpdateGroup();

  const save = (
    group: ClientGroup,
    changes: Partial<GroupFormValues> & { status?: 'Open' | 'Archived' },
  ) =>
    updateGroup.mutateAsync({
      groupId: group.Id,
      name: changes.name ?? group.Name,
      accessCode: changes.accessCode ?? group.AccessCode ?? '',
      status: changes.status ?? (group.Status === 'Archived' ? 'Archived' : 'Open'),
      institutionId: group.InstitutionId ?? defaults.institutionId,
      ownerId: group.OwnerId ?? defaults.userId,
    });

  /** Resolves with the problem to show in the dialog, or nothing when saved (or toasted). */
  const edit = async (
    group: ClientGroup,
    values: GroupFormValues,
    onSaved: () => void,
  ): Promise<Feedback | undefined> => {
    try {
      await save(group, values);
      onSaved();
      toastSuccess(t('toasts.saved'));
      return undefined;
    } catch (error) {
      // The dialog says what is wrong with the code, or how long to wait; other failures toast.
      if (serverMessage(error) || isRateLimited(error)) return createError(error);
      toastError(t('errors.editFailed'));
      return undefined;
    }
  };

  const archive = (group: ClientGroup, archived: boolean) => {
    save(group, { status: archived ? 'Archived' : 'Open' }).then(
      () => toastSuccess(t(archived ? 'toasts.archived' : 'toasts.unarchived')),
      (error: unknown) =>
        toastError(
          isRateLimited(error) ? feedbackText(t, createError(error)) : t('errors.editFailed'),
        ),
    );
  };

  return { edit, archive, isSaving: updateGroup.isPending };
}
