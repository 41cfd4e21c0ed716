import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  color?: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete and TA grant/remove confirmations. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useGroupsTranslation();
  return (
    <Dialog onClose={props.onClose} title={props.title}>
      <Stack>
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('buttons.cancel')}
          </Button>
          <OnlineButton color={props.color} loading={props.isBusy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
