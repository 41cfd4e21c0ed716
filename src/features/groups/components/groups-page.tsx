import { useCallback, useState } from 'react';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { ClientGroup } from '@common/schemas/groups';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteGroups } from '../api/delete-groups';
import { useOwnerGroups } from '../api/get-owner-groups';
import { useStudentGroups } from '../api/get-student-groups';
import type { WorksheetsPerson } from '../api/connect-user';
import { useGroupCourses } from '../api/get-group-courses';
import { useSyllabusTemplates } from '../api/get-syllabus-templates';
import {
  createError,
  joinError,
  ownsGroupWithCode,
  serverMessage,
  type Feedback,
} from '../group-rules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { feedbackText, toastError, toastSuccess } from './feedback';
import { GroupCreatedDialog } from './group-created-dialog';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { InstructorGroupsTable } from './instructor-groups-table';
import { JoinGroupDialog } from './join-group-dialog';
import { MembershipsTable } from './memberships-table';
import { OnlineButton } from '@/components/online-button';
import { SelectSyllabusDialog } from './select-syllabus-dialog';
import { useCreateGroupFlow } from './use-create-group-flow';
import { useAttachSyllabus } from './use-attach-syllabus';
import { useGroupEdits } from './use-group-edits';
import { useMembershipActions } from './use-membership-actions';
import { useTutorGrading } from './use-tutor-grading';
import { useGroupsTranslation } from './use-groups-translation';

export interface GroupsViewer {
  userId: string;
  /** Instructors and TAs outside student view: the instructor groups and the toggle. */
  isTeacher: boolean;
  /** Instructors create groups; TAs do not (spec 1 §6). */
  canCreate: boolean;
  /** The institution new groups belong to (the instructor role's). */
  institutionId: number;
  /** For the worksheets account (user-connect). */
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

type Dialog =
  | { kind: 'join' }
  | { kind: 'create' }
  | { kind: 'edit'; group: ClientGroup }
  | { kind: 'created'; name: string; code: string }
  | { kind: 'delete' }
  | { kind: 'leave'; group: ClientGroup }
  | { kind: 'syllabus'; group: ClientGroup };

const worksheetsPerson = (viewer: GroupsViewer): WorksheetsPerson => ({
  userId: viewer.userId,
  isInstructor: viewer.canCreate,
  firstName: viewer.firstName,
  lastName: viewer.lastName,
  email: viewer.email,
});

/** /groups (spec 1 "Groups"). */
export function GroupsPage({ viewer }: { viewer: GroupsViewer }) {
  const { t, i18n } = useGroupsTranslation();
  useDocumentTitle(t('title'));
  const [view, setView] = useState<'instructor' | 'student'>(
    viewer.isTeacher ? 'instructor' : 'student',
  );
  const [dialog, setDialog] = useState<Dialog>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const ownerGroups = useOwnerGroups(viewer.userId);
  const studentGroups = useStudentGroups(viewer.userId);
  const person = worksheetsPerson(viewer);
  const membership = useMembershipActions(person);
  const edits = useGroupEdits(viewer);
  const deleteGroups = useDeleteGroups();
  const attach = useAttachSyllabus(person);
  const close = () => setDialog(undefined);

  const formatDate = useCallback(
    (iso?: string | null) =>
      iso
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
        : '—',
    [i18n.language],
  );
  const showInstructor = viewer.isTeacher && view === 'instructor';
  const teaching = viewer.isTeacher ? ownerGroups.data : [];
  const selectedGroups = teaching.filter((g) => selected.has(g.Id));
  const courses = useGroupCourses(teaching.map((g) => g.Id));
  const tutorGrading = useTutorGrading();
  // Courses are shown by their template's name: the templates load once there is a course.
  const templates = useSyllabusTemplates(courses.byGroup.size > 0);
  const creation = useCreateGroupFlow({
    owner: viewer,
    groups: teaching,
    courses: courses.byGroup,
    attach,
    isOpen: dialog?.kind === 'create',
    onCreated: ({ name, code }) => setDialog({ kind: 'created', name, code }),
  });

  const join = async (code: string): Promise<Feedback | undefined> => {
    if (ownsGroupWithCode(teaching, code)) return { key: 'errors.joinOwnGroup' };
    try {
      const group = await membership.join(code);
      close();
      toastSuccess(t('toasts.joined', { name: group.Name }));
      return undefined;
    } catch (error) {
      return joinError(error);
    }
  };

  const requestDelete = () => {
    if (selectedGroups.some((g) => !g.isInstructor)) {
      toastError(t('errors.noDeletePrivileges'));
      return;
    }
    setDialog({ kind: 'delete' });
  };

  const confirmDelete = () => {
    const ids = selectedGroups.map((g) => g.Id);
    deleteGroups.mutate(ids, {
      onSuccess: () => {
        close();
        setSelected(new Set());
        toastSuccess(t('toasts.deleted', { count: ids.length }));
      },
      onError: (error) => {
        close();
        const message = serverMessage(error);
        toastError(message ? feedbackText(t, createError(error)) : t('errors.deleteFailed'));
      },
    });
  };

  // Leaving asks first: the instructors stop seeing the lab book, and rejoining needs the code.
  const requestLeave = (group: ClientGroup) => setDialog({ kind: 'leave', group });
  const leave = (group: ClientGroup) =>
    membership.leave(group).then(
      () => {
        close();
        toastSuccess(t('toasts.left', { name: group.Name }));
      },
      () => {
        close();
        toastError(t('errors.leaveFailed'));
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('title')}</Title>
        <Group gap="sm">
          <OnlineButton variant="light" onClick={() => setDialog({ kind: 'join' })}>
            {t('buttons.join')}
          </OnlineButton>
          {showInstructor && viewer.canCreate ? (
            <OnlineButton onClick={() => setDialog({ kind: 'create' })}>
              {t('buttons.create')}
            </OnlineButton>
          ) : null}
          {showInstructor && viewer.canCreate ? (
            <OnlineButton
              color="red"
              variant="light"
              disabled={selectedGroups.length === 0}
              onClick={requestDelete}
            >
              {t('buttons.delete')}
            </OnlineButton>
          ) : null}
        </Group>
      </Group>

      {viewer.isTeacher ? (
        <SegmentedControl
          aria-label={t('view.label')}
          style={{ alignSelf: 'flex-start' }}
          value={view}
          onChange={(value) => setView(value === 'student' ? 'student' : 'instructor')}
          data={[
            { value: 'instructor', label: t('view.instructor') },
            { value: 'student', label: t('view.student') },
          ]}
        />
      ) : null}

      {showInstructor ? (
        <InstructorGroupsTable
          groups={teaching}
          selected={selected}
          onSelect={(groupId, isSelected) =>
            setSelected((current) => {
              const next = new Set(current);
              if (isSelected) next.add(groupId);
              else next.delete(groupId);
              return next;
            })
          }
          onArchive={edits.archive}
          onEdit={(group) => setDialog({ kind: 'edit', group })}
          onLeave={requestLeave}
          formatDate={formatDate}
          syllabus={{
            courses: courses.byGroup,
            templates: templates.data,
            isPending: courses.isPending,
            isError: courses.isError,
            onTurnOn: (group) => setDialog({ kind: 'syllabus', group }),
            onAllowTutorGrading: (_group, course) => tutorGrading.allow(course.id),
            allowingCourseId: tutorGrading.courseId,
          }}
        />
      ) : (
        <MembershipsTable
          groups={studentGroups.data}
          onLeave={requestLeave}
          formatDate={formatDate}
        />
      )}

      {dialog?.kind === 'join' ? (
        <JoinGroupDialog isJoining={membership.isJoining} onClose={close} onJoin={join} />
      ) : null}
      {dialog?.kind === 'create' ? (
        <CreateGroupDialog creation={creation} progress={attach.progress} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <GroupFormDialog
          mode="edit"
          initial={{ name: dialog.group.Name, accessCode: dialog.group.AccessCode ?? '' }}
          isSaving={edits.isSaving}
          onClose={close}
          onSubmit={(values) => edits.edit(dialog.group, values, close)}
        />
      ) : null}
      {dialog?.kind === 'created' ? (
        <GroupCreatedDialog name={dialog.name} code={dialog.code} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', {
            count: selectedGroups.length,
            names: selectedGroups.map((g) => g.Name).join(', '),
          })}
          confirmLabel={t('delete.confirm')}
          color="red"
          isBusy={deleteGroups.isPending}
          onConfirm={confirmDelete}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'leave' ? (
        <ConfirmDialog
          title={t('leave.title')}
          text={t(showInstructor ? 'leave.teacherText' : 'leave.text', {
            name: dialog.group.Name,
          })}
          confirmLabel={t('leave.confirm')}
          color="red"
          isBusy={membership.isLeaving}
          onConfirm={() => void leave(dialog.group)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'syllabus' ? (
        <SelectSyllabusDialog
          group={dialog.group}
          groups={teaching}
          courses={courses.byGroup}
          attach={attach}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
