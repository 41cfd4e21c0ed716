import { useState } from 'react';
import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { compareListNames, listName } from '@common/domain/display-name';
import type { ClientGroup } from '@common/schemas/groups';
import { useGroupMembers } from '../api/get-group-members';
import { useRemoveMember } from '../api/remove-member';
import { useSetTeachingAssistant } from '../api/set-teaching-assistant';
import { leaveGroupAndCourse } from '../course-membership';
import { groupPermissions } from '../group-rules';
import type { GroupMember } from '@/lib/group-members';
import { useServices } from '@/lib/services';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastError, toastSuccess } from './feedback';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';

/** The expanded student list of a group: name, joined on, role, actions (spec 1 "Groups"). */
export function GroupMembers({
  group,
  formatDate,
}: {
  group: ClientGroup;
  formatDate: (iso?: string | null) => string;
}) {
  const { t, i18n } = useGroupsTranslation();
  const institutionId = group.InstitutionId ?? 0;
  const members = useGroupMembers(0, group.Id);
  const remove = useRemoveMember();
  const setTa = useSetTeachingAssistant();
  const [pendingTa, setPendingTa] = useState<GroupMember>();
  const [pendingRemoval, setPendingRemoval] = useState<GroupMember>();
  const [isRemoving, setIsRemoving] = useState(false);
  const ctx = useServices();
  const permissions = groupPermissions(group);

  if (members.isPending) {
    return (
      <Group gap="xs" p="sm">
        <Loader size="sm" />
        <Text size="sm">{t('members.loading')}</Text>
      </Group>
    );
  }
  if (members.isError && !members.data) {
    return <Alert color="red">{t('members.failed')}</Alert>;
  }
  const rows = [...members.data].sort((a, b) => compareListNames(a, b, i18n.language));
  if (rows.length === 0) return <Text p="sm">{t('members.empty')}</Text>;

  // A member taken out of the group leaves its course too (as when they leave themselves).
  const removeMember = (member: GroupMember) => {
    setIsRemoving(true);
    leaveGroupAndCourse(
      ctx,
      {
        person: {
          userId: member.UserId,
          isInstructor: member.isInstructor === true,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
        },
        groupId: group.Id,
        isCoInstructor: member.isInstructor === true,
      },
      () => remove.mutateAsync({ institutionId, groupId: group.Id, userId: member.UserId }),
    ).then(
      () => {
        setIsRemoving(false);
        setPendingRemoval(undefined);
        toastSuccess(t('toasts.removed'));
      },
      () => {
        setIsRemoving(false);
        toastError(t('errors.removeFailed'));
      },
    );
  };

  const confirmTa = () => {
    const member = pendingTa;
    if (!member) return;
    const grant = !member.isTA;
    const name = listName(member);
    setTa.mutate(
      {
        userId: member.UserId,
        groupId: group.Id,
        grant,
        member: {
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
        },
      },
      {
        onSuccess: () => {
          setPendingTa(undefined);
          toastSuccess(t(grant ? 'toasts.nowTa' : 'toasts.noLongerTa', { name }));
        },
        onError: () => toastError(t('errors.taFailed')),
      },
    );
  };

  return (
    <>
      <Table withTableBorder striped>
        <Table.Caption>{t('members.caption', { name: group.Name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('members.name')}</Table.Th>
            <Table.Th scope="col">{t('members.joinedOn')}</Table.Th>
            <Table.Th scope="col">{t('members.role')}</Table.Th>
            <Table.Th scope="col">{t('members.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((member) => {
            const name = listName(member);
            const isCoInstructor = member.isInstructor === true;
            const role = member.roleName ?? (member.isTA ? 'Teaching Assistant' : 'Student');
            // Only the owner removes a co-instructor, and the button says so (never "Remove student").
            const canRemove = isCoInstructor ? permissions.isOwner : permissions.canManageMembers;
            const removeKey = isCoInstructor ? 'members.removeCoInstructor' : 'members.remove';
            return (
              <Table.Tr key={member.UserId}>
                <Table.Th scope="row" fw="normal">
                  {name}
                </Table.Th>
                <Table.Td>{formatDate(member.JoinedOn)}</Table.Td>
                <Table.Td>{t(`members.roles.${role}`, { defaultValue: role })}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {permissions.canManageMembers && !isCoInstructor ? (
                      <OnlineButton
                        size="compact-sm"
                        variant="light"
                        aria-label={t(
                          member.isTA ? 'members.removeTaName' : 'members.grantTaName',
                          { name },
                        )}
                        onClick={() => setPendingTa(member)}
                      >
                        {t(member.isTA ? 'members.removeTa' : 'members.grantTa')}
                      </OnlineButton>
                    ) : null}
                    {canRemove ? (
                      <OnlineButton
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={t(`${removeKey}Name`, { name })}
                        onClick={() => setPendingRemoval(member)}
                      >
                        {t(removeKey)}
                      </OnlineButton>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {pendingTa ? (
        <ConfirmDialog
          title={t(pendingTa.isTA ? 'ta.removeTitle' : 'ta.grantTitle')}
          text={t(pendingTa.isTA ? 'ta.removeText' : 'ta.grantText', {
            name: listName(pendingTa),
            group: group.Name,
          })}
          confirmLabel={t(pendingTa.isTA ? 'ta.removeConfirm' : 'ta.grantConfirm')}
          isBusy={setTa.isPending}
          onConfirm={confirmTa}
          onClose={() => setPendingTa(undefined)}
        />
      ) : null}
      {pendingRemoval ? (
        <ConfirmDialog
          title={t(pendingRemoval.isInstructor ? 'removal.coInstructorTitle' : 'removal.title')}
          text={t(pendingRemoval.isInstructor ? 'removal.coInstructorText' : 'removal.text', {
            name: listName(pendingRemoval),
            group: group.Name,
          })}
          confirmLabel={t('removal.confirm')}
          color="red"
          isBusy={isRemoving}
          onConfirm={() => removeMember(pendingRemoval)}
          onClose={() => setPendingRemoval(undefined)}
        />
      ) : null}
    </>
  );
}
