import type { AttachProgress as Progressing } from '../syllabus-flow';
import { AttachProgress } from './attach-progress';
import { GroupFormDialog } from './group-form-dialog';
import { SyllabusSelect } from './syllabus-select';
import type { useCreateGroupFlow } from './use-create-group-flow';

/** Create group: the syllabus variant once the templates arrived, the plain one otherwise. */
export function CreateGroupDialog({
  creation,
  progress,
  onClose,
}: {
  creation: ReturnType<typeof useCreateGroupFlow>;
  progress?: Progressing;
  onClose: () => void;
}) {
  const groups = creation.syllabusGroups;
  return (
    <GroupFormDialog
      mode="create"
      isSaving={creation.isSaving}
      onClose={onClose}
      onSubmit={creation.create}
      renderSyllabus={
        groups.length > 0
          ? (value, onChange) => (
              <SyllabusSelect
                groups={groups}
                value={value}
                onChange={onChange}
                isOptional
                disabled={creation.isSaving}
              />
            )
          : undefined
      }
      progress={progress ? <AttachProgress progress={progress} /> : null}
    />
  );
}
