import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { ACCESS_CODE_MAX, GROUP_NAME_MAX } from '@common/schemas/groups';
import { isCallFailure, suggestCode, validateGroupForm, type Feedback } from '../group-rules';
import { feedbackText } from './feedback';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';
import { LimitedTextInput } from '@/components/limited-text-input';

export interface GroupFormValues {
  name: string;
  accessCode: string;
  /** The create dialog's syllabus variant: the chosen option's value ('' for none). */
  syllabus?: string;
}

interface GroupFormDialogProps {
  mode: 'create' | 'edit';
  initial?: GroupFormValues;
  isSaving: boolean;
  onClose: () => void;
  /** Resolves with a problem to show on the code field, or nothing when saved. */
  onSubmit: (values: GroupFormValues) => Promise<Feedback | undefined>;
  /** The syllabus variant of the create dialog (spec 1 "create group (two variants)"). */
  renderSyllabus?: (value: string, onChange: (value: string) => void) => ReactNode;
  /** Shown while the new group's syllabus is being attached. */
  progress?: ReactNode;
}

/** Create group (with or without a syllabus) and edit group (spec 1 "Groups"). */
export function GroupFormDialog({
  mode,
  initial,
  isSaving,
  onClose,
  onSubmit,
  renderSyllabus,
  progress,
}: GroupFormDialogProps) {
  const { t } = useGroupsTranslation();
  const [values, setValues] = useState<GroupFormValues>(
    initial ?? { name: '', accessCode: suggestCode() },
  );
  const [errors, setErrors] = useState<{ name?: string; accessCode?: string }>({});
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateGroupForm(values);
    setErrors({
      name: problems.name && t(problems.name),
      accessCode: problems.accessCode && t(problems.accessCode),
    });
    setFailure(undefined);
    if (problems.name || problems.accessCode) return;
    const problem = await onSubmit({
      name: values.name.trim(),
      accessCode: values.accessCode.trim(),
      syllabus: values.syllabus,
    });
    if (problem && isCallFailure(problem)) setFailure(feedbackText(t, problem));
    else if (problem) {
      const text = feedbackText(t, problem);
      setErrors(
        'key' in problem && problem.key === 'errors.nameRequired'
          ? { name: text }
          : { accessCode: text },
      );
    }
  };

  return (
    <Dialog
      onClose={isSaving ? () => undefined : onClose}
      isDismissible={!isSaving}
      title={t(mode === 'create' ? 'create.title' : 'edit.title')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <LimitedTextInput
            label={t('create.name')}
            required
            data-autofocus
            maxLength={GROUP_NAME_MAX}
            value={values.name}
            error={errors.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setValues((v) => ({ ...v, name }));
            }}
          />
          <LimitedTextInput
            label={t('create.code')}
            description={t('create.codeDescription')}
            required
            maxLength={ACCESS_CODE_MAX}
            value={values.accessCode}
            error={errors.accessCode}
            onChange={(event) => {
              const accessCode = event.currentTarget.value;
              setValues((v) => ({ ...v, accessCode }));
            }}
          />
          {mode === 'create' ? (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setValues((v) => ({ ...v, accessCode: suggestCode() }))}
            >
              {t('create.newCode')}
            </Button>
          ) : null}
          {renderSyllabus?.(values.syllabus ?? '', (next) =>
            setValues((v) => ({ ...v, syllabus: next })),
          )}
          {progress}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('buttons.cancel')}
            </Button>
            <OnlineButton type="submit" loading={isSaving}>
              {t(mode === 'create' ? 'create.submit' : 'buttons.save')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
