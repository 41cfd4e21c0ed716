import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ClientGroup } from '@common/schemas/groups';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import type { GroupCourse } from '../api/course-schema';
import { useSyllabusTemplates } from '../api/get-syllabus-templates';
import { findSyllabusOption, syllabusOptions } from '../syllabus-options';
import type { SyllabusChoice } from '../syllabus-flow';
import { AttachProgress } from './attach-progress';
import { SyllabusSelect } from './syllabus-select';
import type { useAttachSyllabus } from './use-attach-syllabus';
import { useGroupsTranslation } from './use-groups-translation';

/** The options of the syllabus choice, once the templates are there (both dialogs use it). */
export function useSyllabusOptions(input: {
  groups: readonly ClientGroup[];
  courses: ReadonlyMap<number, GroupCourse>;
  groupId?: number;
  isEnabled?: boolean;
}) {
  const templates = useSyllabusTemplates(input.isEnabled ?? true);
  const groups = templates.data ? syllabusOptions({ ...input, templates: templates.data }) : [];
  return {
    groups,
    isPending: templates.isPending,
    isError: templates.isError && !templates.data,
    choiceOf: (value: string): SyllabusChoice | undefined =>
      findSyllabusOption(groups, value)?.choice,
  };
}

/**
 * Select syllabus (spec 1 "Groups" dialogs): the owner's 'click to turn on assignments'. The
 * dialog stays open with the progress until the flow is done; it cannot be closed meanwhile.
 */
export function SelectSyllabusDialog({
  group,
  groups,
  courses,
  attach,
  onClose,
}: {
  group: ClientGroup;
  groups: readonly ClientGroup[];
  courses: ReadonlyMap<number, GroupCourse>;
  attach: ReturnType<typeof useAttachSyllabus>;
  onClose: () => void;
}) {
  const { t } = useGroupsTranslation();
  const options = useSyllabusOptions({ groups, courses, groupId: group.Id });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = options.choiceOf(value);
    if (!choice) {
      setError(t('syllabus.required'));
      return;
    }
    setError(undefined);
    if (await attach.run(group.Id, choice)) onClose();
  };

  return (
    <Dialog
      title={t('syllabus.title')}
      onClose={attach.isRunning ? () => undefined : onClose}
      isDismissible={!attach.isRunning}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">{t('syllabus.text', { name: group.Name })}</Text>
          {options.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('syllabus.loading')}</Text>
            </Group>
          ) : options.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('syllabus.templatesFailed')}
            </Alert>
          ) : (
            <SyllabusSelect
              groups={options.groups}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(undefined);
              }}
              error={error}
              disabled={attach.isRunning}
            />
          )}
          {attach.progress ? <AttachProgress progress={attach.progress} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={attach.isRunning}>
              {t('buttons.cancel')}
            </Button>
            <OnlineButton
              type="submit"
              loading={attach.isRunning}
              disabled={options.isPending || options.isError}
            >
              {t('syllabus.submit')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
